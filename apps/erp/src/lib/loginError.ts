import { authMessages } from '@erp/widgets';
import type { IntlShape } from 'react-intl';

// PocketBase's English texts for failures we can say better, in the user's language.
const KNOWN: Record<string, typeof authMessages.loginFailed> = {
  'Failed to authenticate.': authMessages.loginFailed,
  'Your account is inactive. Contact your administrator.': authMessages.accountInactive,
};

type AuthFailure = {
  status?: number;
  isAbort?: boolean;
  response?: {
    message?: unknown;
    data?: Record<string, { code?: unknown; params?: { seconds?: unknown } } | undefined>;
  };
};

/**
 * The seconds the server asks to wait when it refused an auth request as one too many (429 `too_many_attempts`,
 * the seconds in its params), or undefined for any other failure.
 */
export function retryAfterSeconds(error: unknown): number | undefined {
  const e = error as AuthFailure | undefined;
  if (e?.status !== 429) return undefined;
  for (const field of Object.values(e.response?.data ?? {})) {
    const seconds = Number(field?.params?.seconds);
    if (field?.code === 'too_many_attempts' && Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  }
  return undefined;
}

/**
 * The text shown when sign-in fails: a translated text for the failures we know (a throttled attempt says how long
 * to wait), the server's own message
 * otherwise, and "Login failed. Please check your credentials." when the server said nothing.
 */
export function loginErrorMessage(intl: IntlShape, error: unknown, serverUrl: string): string {
  const e = error as AuthFailure | undefined;
  if (e?.status === 0 && !e.isAbort) return intl.formatMessage(authMessages.serverUnreachable, { url: serverUrl });
  const seconds = retryAfterSeconds(error);
  if (seconds !== undefined) return intl.formatMessage(authMessages.tooManyAttempts, { seconds });
  const message = typeof e?.response?.message === 'string' ? e.response.message : '';
  const known = KNOWN[message];
  if (known) return intl.formatMessage(known);
  return message || intl.formatMessage(authMessages.loginFailed);
}
