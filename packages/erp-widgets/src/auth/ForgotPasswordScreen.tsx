import { Button, TextField, type Locale } from '@erp/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { authMessages as m } from './auth.messages';
import { AuthLayout } from './AuthLayout';
import * as css from './AuthLayout.css';

/** Props of {@link ForgotPasswordScreen}. */
export type ForgotPasswordScreenProps = {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** The request is running. */
  isPending?: boolean;
  /** `sent` shows the confirmation; `error` shows "Failed to send reset email". */
  status?: 'idle' | 'sent' | 'error';
  /** With `error`: the server refused the request as one too many; the seconds to wait, shown instead. */
  retryAfter?: number;
  /** The address the link was sent to (shown in the confirmation). */
  sentTo?: string;
  /** Called with a non-empty email address. */
  onSubmit: (email: string) => void;
  /** Renders the back-to-sign-in link (plug in the router's Link); default: a plain link to /auth. */
  renderBackLink?: (children: ReactNode, className: string) => ReactNode;
};

/** The forgot-password page (spec part 1 §2): email entry, send-reset-link, a confirmation and a way back. */
export function ForgotPasswordScreen({
  locale,
  onLocaleChange,
  isPending = false,
  status = 'idle',
  retryAfter,
  sentTo,
  onSubmit,
  renderBackLink = (children, className) => (
    <a className={className} href="/auth">
      {children}
    </a>
  ),
}: ForgotPasswordScreenProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    if (!email.trim()) {
      setMissing(true);
      formRef.current?.querySelector<HTMLElement>('input[name="email"]')?.focus();
      return;
    }
    setMissing(false);
    onSubmit(email.trim());
  };

  return (
    <AuthLayout locale={locale} onLocaleChange={onLocaleChange} fadeIn>
      <h1 className={css.heading}>{intl.formatMessage(m.forgotTitle)}</h1>
      {status === 'sent' ? (
        <p role="status" className={css.success}>
          {intl.formatMessage(m.resetSent, { email: sentTo ?? email })}
        </p>
      ) : (
        <>
          <p className={css.subtitle}>{intl.formatMessage(m.forgotSubtitle)}</p>
          {missing || status === 'error' ? (
            <p role="alert" className={css.alert}>
              {missing
                ? intl.formatMessage(m.missingEmail)
                : retryAfter !== undefined
                  ? intl.formatMessage(m.tooManyAttempts, { seconds: retryAfter })
                  : intl.formatMessage(m.resetFailed)}
            </p>
          ) : null}
          <form ref={formRef} className={css.form} onSubmit={submit} noValidate>
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              label={intl.formatMessage(m.email)}
              value={email}
              onChange={setEmail}
              isInvalid={missing}
              isRequired
            />
            <Button type="submit" variant="primary" className={css.submit} isPending={isPending}>
              {intl.formatMessage(m.sendLink)}
            </Button>
          </form>
        </>
      )}
      {renderBackLink(intl.formatMessage(m.backToLogin), css.link)}
    </AuthLayout>
  );
}
