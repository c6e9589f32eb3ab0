import { failureStatus } from './sessionExpiry';

/** Why setting a new password failed, as the set-new-password page tells it. */
export type ResetFailure = 'invalid-link' | 'passwordTooShort' | 'passwordTooLong' | 'failed';

/**
 * Reads PocketBase's answer to confirm-password-reset: a refused token (used, expired, altered) means the link no
 * longer works; a refused password names the rule; anything else (no answer, a server error) is a plain failure.
 */
export function resetFailure(error: unknown): ResetFailure {
  if (failureStatus(error) !== 400) return 'failed';
  const data = (error as { response?: { data?: Record<string, { code?: unknown }> } }).response?.data ?? {};
  if (data.token) return 'invalid-link';
  const code = data.password?.code;
  if (code === 'validation_min_text_constraint' || code === 'validation_length_out_of_range') return 'passwordTooShort';
  if (code === 'validation_max_text_constraint' || code === 'validation_length_too_long') return 'passwordTooLong';
  return 'failed';
}
