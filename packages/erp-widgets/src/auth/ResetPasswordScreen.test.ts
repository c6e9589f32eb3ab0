import { describe, expect, it } from 'vitest';

import { PASSWORD_LIMITS, passwordProblems } from './ResetPasswordScreen';

describe('passwordProblems', () => {
  it('follows the server: at least 8 characters, at most 71 bytes', () => {
    expect(PASSWORD_LIMITS).toEqual({ minLength: 8, maxBytes: 71 });
  });

  it('asks for a password, then enough characters, then a matching confirmation', () => {
    expect(passwordProblems('', '')).toEqual({ password: 'passwordRequired' });
    expect(passwordProblems('1234567', '1234567')).toEqual({ password: 'passwordTooShort' });
    expect(passwordProblems('12345678', '1234567')).toEqual({ passwordConfirm: 'passwordMismatch' });
    expect(passwordProblems('12345678', '12345678')).toEqual({});
  });

  it('counts characters for the minimum and bytes for the maximum, as bcrypt does', () => {
    expect(passwordProblems('كلمةسرّ١', 'كلمةسرّ١')).toEqual({});
    const arabic = 'ك'.repeat(36); // 72 bytes
    expect(passwordProblems(arabic, arabic)).toEqual({ password: 'passwordTooLong' });
    expect(passwordProblems('a'.repeat(71), 'a'.repeat(71))).toEqual({});
  });
});
