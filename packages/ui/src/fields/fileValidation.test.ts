import { describe, expect, it } from 'vitest';

import {
  checkFiles,
  DEFAULT_ACCEPTED_TYPES,
  DEFAULT_MAX_SIZE,
  isAcceptedType,
  pickerAccept,
  sizeUnit,
  typeLabel,
} from './fileValidation';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('file checks', () => {
  it('accepts PDF, PNG, JPG and DOCX by MIME type, and DOCX by extension when the type is empty', () => {
    expect(isAcceptedType(file('a.pdf', 'application/pdf'), DEFAULT_ACCEPTED_TYPES)).toBe(true);
    expect(isAcceptedType(file('a.jpeg', 'image/jpeg'), DEFAULT_ACCEPTED_TYPES)).toBe(true);
    expect(isAcceptedType(file('cv.docx', ''), DEFAULT_ACCEPTED_TYPES)).toBe(true);
    expect(isAcceptedType(file('x.exe', 'application/x-msdownload'), DEFAULT_ACCEPTED_TYPES)).toBe(false);
    expect(isAcceptedType(file('noext', ''), DEFAULT_ACCEPTED_TYPES)).toBe(false);
    expect(isAcceptedType(file('a.webp', 'image/webp'), ['image/*'])).toBe(true);
  });

  it('refuses wrong types, files over the limit and files beyond the remaining count', () => {
    const exe = file('x.exe', 'application/x-msdownload');
    const big = file('big.pdf', 'application/pdf', DEFAULT_MAX_SIZE + 1);
    const exact = file('exact.pdf', 'application/pdf', DEFAULT_MAX_SIZE);
    const extra = file('extra.png', 'image/png');
    const result = checkFiles([exe, big, exact, extra], {
      accepted: DEFAULT_ACCEPTED_TYPES,
      maxSize: DEFAULT_MAX_SIZE,
      remaining: 1,
    });
    expect(result.accepted).toEqual([exact]);
    expect(result.rejected).toEqual([
      { file: exe, reason: 'type' },
      { file: big, reason: 'size' },
      { file: extra, reason: 'count' },
    ]);
  });

  it('names types the way users know them and feeds the picker MIME types and extensions', () => {
    expect(DEFAULT_ACCEPTED_TYPES.map(typeLabel)).toEqual(['PDF', 'PNG', 'JPG', 'DOCX']);
    expect(typeLabel('image/*')).toBe('IMAGE');
    expect(pickerAccept(['image/jpeg'])).toEqual(['image/jpeg', '.jpg', '.jpeg']);
  });

  it('picks a readable size unit', () => {
    expect(sizeUnit(512)).toEqual({ value: 512, unit: 'byte' });
    expect(sizeUnit(2048)).toEqual({ value: 2, unit: 'kilobyte' });
    expect(sizeUnit(DEFAULT_MAX_SIZE)).toEqual({ value: 10, unit: 'megabyte' });
  });
});
