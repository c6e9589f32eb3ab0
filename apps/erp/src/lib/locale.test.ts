import { describe, expect, it } from 'vitest';

import { readLocale } from './locale';

describe('readLocale', () => {
  it('prefers the cookie', () => {
    expect(readLocale('a=1; erp_locale=ar-EG; b=2', ['en-US'])).toBe('ar-EG');
    expect(readLocale('erp_locale=en-US', ['ar'])).toBe('en-US');
  });
  it('ignores unsupported cookie values and falls back to the browser language', () => {
    expect(readLocale('erp_locale=fr-FR', ['ar-EG', 'en'])).toBe('ar-EG');
    expect(readLocale('', ['de-DE', 'en-GB'])).toBe('en-US');
  });
});
