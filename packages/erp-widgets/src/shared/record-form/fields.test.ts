import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { keepsSpaces, trimmed, validateFields, type FieldSpec } from './fields';

type Values = { email: string; name: string; password: string; passwordConfirm: string; code: string };

const label = { id: 'x', defaultMessage: 'x' };
const specs: FieldSpec<Values>[] = [
  { name: 'email', label, kind: 'email' },
  { name: 'name', label, required: true },
  { name: 'password', label, kind: 'password', required: true },
  { name: 'passwordConfirm', label, kind: 'password' },
  { name: 'code', label, trim: false },
];
const intl = createIntl({ locale: 'en-US', messages: {}, onError: () => {} });

describe('trimmed', () => {
  const typed: Values = {
    email: ' laila@nile.eg ',
    name: '  Laila ',
    password: ' pass word ',
    passwordConfirm: ' pass word ',
    code: '  A1 ',
  };

  it('sends passwords, their confirmations and fields marked trim: false exactly as typed, and trims the rest', () => {
    expect(trimmed(typed, specs)).toEqual({
      email: 'laila@nile.eg',
      name: 'Laila',
      password: ' pass word ',
      passwordConfirm: ' pass word ',
      code: '  A1 ',
    });
  });

  it('trims every value when no field is described', () => {
    expect(trimmed(typed)).toEqual({
      email: 'laila@nile.eg',
      name: 'Laila',
      password: 'pass word',
      passwordConfirm: 'pass word',
      code: 'A1',
    });
  });

  it('keeps a password trimmed only when its field asks for it', () => {
    expect(keepsSpaces({ kind: 'password' })).toBe(true);
    expect(keepsSpaces({ kind: 'password', trim: true })).toBe(false);
    expect(keepsSpaces({ kind: 'text' })).toBe(false);
    expect(keepsSpaces({ trim: false })).toBe(true);
  });
});

describe('validateFields', () => {
  it('counts a password of spaces as typed, and a text of spaces as empty', () => {
    const errors = validateFields(intl, specs, {
      email: '',
      name: '   ',
      password: '        ',
      passwordConfirm: '',
      code: '',
    });
    expect(Object.keys(errors)).toEqual(['name']);
  });
});
