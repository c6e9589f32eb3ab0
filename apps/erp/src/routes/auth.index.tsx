import { SignInScreen, authMessages, type SignInValues } from '@erp/widgets';
import { Link, createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { useAppLocale } from '../i18n/LocaleContext';
import { loginErrorMessage } from '../lib/loginError';
import { safeRedirect } from '../lib/sessionExpiry';
import { readServerUrl } from '../lib/serverUrl';

/** `?redirect=` is the app page to return to after signing in again (kept when a session expired). */
type SignInSearch = { redirect?: string };

export const Route = createFileRoute('/auth/')({
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({ redirect: safeRedirect(search.redirect) }),
  beforeLoad: ({ context }) => {
    if (context.session.isLoggedIn) throw redirect({ to: '/app/dashboard', replace: true });
  },
  component: SignInPage,
});

function SignInPage() {
  const { session } = Route.useRouteContext();
  const { redirect: returnTo } = Route.useSearch();
  const { locale, setLocale } = useAppLocale();
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(() =>
    session.error === 'expired' ? intl.formatMessage(authMessages.sessionExpired) : undefined,
  );

  const signIn = async (values: SignInValues) => {
    setPending(true);
    setError(undefined);
    try {
      await session.login(values);
      // A full page load: the app starts from a clean state with the new session, on the page the user was
      // on when their session expired, or /app.
      window.location.assign(returnTo ?? '/app');
    } catch (e) {
      setError(loginErrorMessage(intl, e, session.serverUrl));
      setPending(false);
    }
  };

  return (
    <SignInScreen
      locale={locale}
      onLocaleChange={(l) => void setLocale(l)}
      defaultHostname={readServerUrl()}
      isPending={pending}
      error={error}
      onSubmit={(v) => void signIn(v)}
      renderForgotPasswordLink={(children, className) => (
        <Link to="/auth/forgot-password" className={className}>
          {children}
        </Link>
      )}
    />
  );
}
