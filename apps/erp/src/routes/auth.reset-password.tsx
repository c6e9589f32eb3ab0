import { PASSWORD_LIMITS, ResetPasswordScreen, resetPasswordMessages } from '@erp/widgets';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { useAppLocale } from '../i18n/LocaleContext';
import { resetFailure } from '../lib/resetPassword';

/** `?token=` is the password-reset token of the e-mail's link. */
type ResetSearch = { token?: string };

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({
    token: typeof search.token === 'string' && search.token ? search.token : undefined,
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { session } = Route.useRouteContext();
  const { token } = Route.useSearch();
  const { locale, setLocale } = useAppLocale();
  const intl = useIntl();
  const [state, setState] = useState<{ status: 'form' | 'done' | 'invalid-link'; pending: boolean; error?: string }>(
    () => ({ status: token ? 'form' : 'invalid-link', pending: false }),
  );

  const save = async (password: string, passwordConfirm: string) => {
    if (!token) return;
    setState({ status: 'form', pending: true });
    try {
      await session.confirmPasswordReset(token, password, passwordConfirm);
      setState({ status: 'done', pending: false });
    } catch (error) {
      const failure = resetFailure(error);
      if (failure === 'invalid-link') setState({ status: 'invalid-link', pending: false });
      else {
        const message = intl.formatMessage(resetPasswordMessages[failure], { min: PASSWORD_LIMITS.minLength });
        setState({ status: 'form', pending: false, error: message });
      }
    }
  };

  return (
    <ResetPasswordScreen
      locale={locale}
      onLocaleChange={(l) => void setLocale(l)}
      status={state.status}
      isPending={state.pending}
      error={state.error}
      onSubmit={(password, confirm) => void save(password, confirm)}
      renderSignInLink={(children, className) => (
        <Link to="/auth" className={className}>
          {children}
        </Link>
      )}
      renderRequestLink={(children, className) => (
        <Link to="/auth/forgot-password" className={className}>
          {children}
        </Link>
      )}
    />
  );
}
