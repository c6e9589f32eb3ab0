import { authMessages } from '@erp/widgets';
import type { IntlShape } from 'react-intl';

// PocketBase's English texts for failures we can say better, in the user's language.
const KNOWN: Record<string, typeof authMessages.loginFailed> = {
  'Failed to authenticate.': authMessages.loginFailed,
  'Your account is inactive. Contact your administrator.': authMessages.accountInactive,
};

/**
 * The text shown when sign-in fails: a translated text for the failures we know, the server's own message
 * otherwise, and "Login failed. Please check your credentials." when the server said nothing.
 */
export function loginErrorMessage(intl: IntlShape, error: unknown, serverUrl: string): string {
  const e = error as { status?: number; isAbort?: boolean; response?: { message?: unknown } } | undefined;
  if (e?.status === 0 && !e.isAbort) return intl.formatMessage(authMessages.serverUnreachable, { url: serverUrl });
  const message = typeof e?.response?.message === 'string' ? e.response.message : '';
  const known = KNOWN[message];
  if (known) return intl.formatMessage(known);
  return message || intl.formatMessage(authMessages.loginFailed);
}
