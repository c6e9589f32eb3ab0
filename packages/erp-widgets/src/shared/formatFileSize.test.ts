import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { formatFileSize } from './format';

const en = createIntl({ locale: 'en-US', messages: {} });
const ar = createIntl({ locale: 'ar-EG', messages: {} });

describe('formatFileSize', () => {
  it('reads B, KB and MB in English', () => {
    expect(formatFileSize(en, 617)).toBe('617 B');
    expect(formatFileSize(en, 240 * 1024)).toBe('240 KB');
    expect(formatFileSize(en, 1_258_291)).toBe('1.2 MB');
    expect(formatFileSize(en, 0)).toBe('0 B');
    expect(formatFileSize(en, 1023)).toBe('1,023 B');
    expect(formatFileSize(en, 3 * 1024 ** 3)).toBe('3 GB');
  });

  it('reads Arabic units with Arabic digits in Arabic', () => {
    expect(formatFileSize(ar, 617)).toBe('٦١٧ بايت');
    expect(formatFileSize(ar, 240 * 1024)).toBe('٢٤٠ كيلوبايت');
    expect(formatFileSize(ar, 1_258_291)).toBe('١٫٢ ميغابايت');
  });
});
