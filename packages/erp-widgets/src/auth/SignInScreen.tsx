import { PlainButton, PlainCheckbox, PlainTextField, type Locale } from '@erp/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { authMessages as m } from './auth.messages';
import { AuthLayout } from './AuthLayout';
import * as css from './AuthLayout.css';

/** What the sign-in form submits. */
export type SignInValues = { email: string; password: string; hostname: string; remember: boolean };

type Problem = 'missingCredentials' | 'missingHostname';

/** Props of {@link SignInScreen}. */
export type SignInScreenProps = {
  /** Active locale for the language control. */
  locale: Locale;
  /** Called with the chosen locale. */
  onLocaleChange: (locale: Locale) => void;
  /** The backend address to start with (the stored one, or the default on port 8090). */
  defaultHostname: string;
  /** Pre-filled email, if any. */
  defaultEmail?: string;
  /** A request is running: the button shows a spinner and the form cannot be sent again. */
  isPending?: boolean;
  /** A failure to show above the form (already translated: the server's message, or a session notice). */
  error?: string;
  /** Called with valid values (email, password and hostname all filled in). */
  onSubmit: (values: SignInValues) => void;
  /** Renders the forgot-password link (plug in the router's Link); default: a plain link. */
  renderForgotPasswordLink?: (children: ReactNode, className: string) => ReactNode;
};

/**
 * The sign-in page (spec part 1 §2): email, password, server hostname, remember me and a forgot-password
 * link. Email and password are both required ("Please enter both email and password"), then the hostname
 * ("Please enter the server hostname"); the first empty field receives focus.
 */
export function SignInScreen({
  locale,
  onLocaleChange,
  defaultHostname,
  defaultEmail = '',
  isPending = false,
  error,
  onSubmit,
  renderForgotPasswordLink = (children, className) => (
    <a className={className} href="/auth/forgot-password">
      {children}
    </a>
  ),
}: SignInScreenProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [hostname, setHostname] = useState(defaultHostname);
  const [remember, setRemember] = useState(true);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempt, setAttempt] = useState(0);

  // After a refused submit, move focus to the first field that needs attention.
  useEffect(() => {
    if (!problem) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [problem, attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const next: Problem | null =
      !email.trim() || !password ? 'missingCredentials' : !hostname.trim() ? 'missingHostname' : null;
    setProblem(next);
    setAttempt((n) => n + 1);
    if (!next) onSubmit({ email: email.trim(), password, hostname: hostname.trim(), remember });
  };

  const message = problem ? intl.formatMessage(m[problem]) : error;
  return (
    <AuthLayout locale={locale} onLocaleChange={onLocaleChange}>
      <h1 className={css.heading}>{intl.formatMessage(m.signInTitle)}</h1>
      <p className={css.subtitle}>{intl.formatMessage(m.signInSubtitle)}</p>
      {message ? (
        <p role="alert" className={css.alert} data-testid="sign-in-error">
          {message}
        </p>
      ) : null}
      <form ref={formRef} className={css.form} onSubmit={submit} noValidate>
        <PlainTextField
          name="email"
          type="email"
          autoComplete="username"
          label={intl.formatMessage(m.email)}
          value={email}
          onChange={setEmail}
          isInvalid={problem === 'missingCredentials' && !email.trim()}
          isRequired
        />
        <PlainTextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={intl.formatMessage(m.password)}
          value={password}
          onChange={setPassword}
          isInvalid={problem === 'missingCredentials' && !password}
          isRequired
        />
        <PlainTextField
          name="hostname"
          type="url"
          autoComplete="url"
          label={intl.formatMessage(m.hostname)}
          description={intl.formatMessage(m.hostnameHint, { example: '127.0.0.1:8090' })}
          value={hostname}
          onChange={setHostname}
          isInvalid={problem === 'missingHostname'}
          isRequired
        />
        <div className={css.row}>
          <PlainCheckbox
            name="remember"
            isSelected={remember}
            onChange={setRemember}
            description={intl.formatMessage(m.rememberHint)}
          >
            {intl.formatMessage(m.remember)}
          </PlainCheckbox>
          {renderForgotPasswordLink(intl.formatMessage(m.forgotPassword), css.link)}
        </div>
        <PlainButton type="submit" variant="primary" className={css.submit} isPending={isPending}>
          {intl.formatMessage(m.submit)}
        </PlainButton>
      </form>
    </AuthLayout>
  );
}
