import { describe, expect, it } from 'vitest';

import { resetFailure } from './resetPassword';

const refused = (data: Record<string, { code: string }>) => ({ status: 400, response: { data } });

describe('resetFailure', () => {
  it('reads a refused token as a link that no longer works', () => {
    expect(resetFailure(refused({ token: { code: 'validation_invalid_token' } }))).toBe('invalid-link');
    expect(resetFailure(refused({ token: { code: 'validation_token_collection_mismatch' } }))).toBe('invalid-link');
  });

  it('names the password rule the server applied', () => {
    expect(resetFailure(refused({ password: { code: 'validation_min_text_constraint' } }))).toBe('passwordTooShort');
    expect(resetFailure(refused({ password: { code: 'validation_max_text_constraint' } }))).toBe('passwordTooLong');
  });

  it('calls anything else a failure to try again', () => {
    expect(resetFailure({ status: 0, response: {} })).toBe('failed');
    expect(resetFailure({ status: 500, response: {} })).toBe('failed');
    expect(resetFailure(refused({ passwordConfirm: { code: 'validation_values_mismatch' } }))).toBe('failed');
    expect(resetFailure(new Error('x'))).toBe('failed');
  });
});
