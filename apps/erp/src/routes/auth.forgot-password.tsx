import { ForgotPasswordScreen } from '@erp/widgets';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';

import { useAppLocale } from '../i18n/LocaleContext';
import { retryAfterSeconds } from '../lib/loginError';

export const Route = createFileRoute('/auth/forgot-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  const { session } = Route.useRouteContext();
  const { locale, setLocale } = useAppLocale();
  const [state, setState] = useState<{
    status: 'idle' | 'sent' | 'error';
    pending: boolean;
    email?: string;
    retryAfter?: number;
  }>({
    status: 'idle',
    pending: false,
  });

  const send = async (email: string) => {
    setState({ status: 'idle', pending: true });
    try {
      // The server answers the same whether or not the address has an account, so nothing leaks; it fails
      // (and the page says so) only when it could not send the mail. The mail is in the page's language.
      await session.requestPasswordReset(email, locale);
      setState({ status: 'sent', pending: false, email });
    } catch (error) {
      // Too many requests: the server says how long to wait, and the page says it.
      setState({ status: 'error', pending: false, retryAfter: retryAfterSeconds(error) });
    }
  };

  return (
    <ForgotPasswordScreen
      locale={locale}
      onLocaleChange={(l) => void setLocale(l)}
      isPending={state.pending}
      status={state.status}
      retryAfter={state.retryAfter}
      sentTo={state.email}
      onSubmit={(email) => void send(email)}
      renderBackLink={(children, className) => (
        <Link to="/auth" className={className}>
          {children}
        </Link>
      )}
    />
  );
}
