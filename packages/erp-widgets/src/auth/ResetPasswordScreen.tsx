import { FIELD_LIMITS } from '@erp/schema';
import { Button, TextField, type Locale } from '@erp/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { authMessages } from './auth.messages';
import { AuthLayout } from './AuthLayout';
import * as css from './AuthLayout.css';
import { resetPasswordMessages as m } from './resetPassword.messages';

/** The server's rule for a password (users.password): the fewest characters and the most UTF-8 bytes. */
export const PASSWORD_LIMITS = {
  minLength: FIELD_LIMITS.users.password.minLength,
  maxBytes: FIELD_LIMITS.users.password.maxBytes,
};

/** What is wrong with a new password and its confirmation, per field (empty when nothing is). */
export type PasswordProblems = {
  password?: 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong';
  passwordConfirm?: 'passwordMismatch';
};

/** Checks a new password as the server will: required, at least `minLength` characters, at most `maxBytes`. */
export function passwordProblems(
  password: string,
  passwordConfirm: string,
  limits: { minLength: number; maxBytes: number } = PASSWORD_LIMITS,
): PasswordProblems {
  const problems: PasswordProblems = {};
  if (!password) problems.password = 'passwordRequired';
  else if ([...password].length < limits.minLength) problems.password = 'passwordTooShort';
  else if (new TextEncoder().encode(password).length > limits.maxBytes) problems.password = 'passwordTooLong';
  if (password && passwordConfirm !== password) problems.passwordConfirm = 'passwordMismatch';
  return problems;
}

/** Props of {@link ResetPasswordScreen}. */
export type ResetPasswordScreenProps = {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** `form` asks for the password; `done` confirms it was changed; `invalid-link` says the link no longer works. */
  status?: 'form' | 'done' | 'invalid-link';
  /** The new password is being saved. */
  isPending?: boolean;
  /** A failure to show above the form (already translated). */
  error?: string;
  /** Called with a valid password and its matching confirmation. */
  onSubmit: (password: string, passwordConfirm: string) => void;
  /** Renders a link to the sign-in page (plug in the router's Link); default: a plain link to /auth. */
  renderSignInLink?: (children: ReactNode, className: string) => ReactNode;
  /** Renders a link to the forgot-password page; default: a plain link. */
  renderRequestLink?: (children: ReactNode, className: string) => ReactNode;
};

/**
 * The set-new-password page the reset e-mail links to (the specification lists no such page; a user expects
 * one): a new password and its confirmation, checked by the specification's user rules before anything is sent,
 * then a confirmation that leads to sign in. A link that no longer works offers to ask for a new one.
 */
export function ResetPasswordScreen({
  locale,
  onLocaleChange,
  status = 'form',
  isPending = false,
  error,
  onSubmit,
  renderSignInLink = (children, className) => (
    <a className={className} href="/auth">
      {children}
    </a>
  ),
  renderRequestLink = (children, className) => (
    <a className={className} href="/auth/forgot-password">
      {children}
    </a>
  ),
}: ResetPasswordScreenProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [attempt, setAttempt] = useState(0);

  // After a refused submit, move focus to the first field that needs attention.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const found = passwordProblems(password, confirm);
    setProblems(found);
    setAttempt((n) => n + 1);
    if (!found.password && !found.passwordConfirm) onSubmit(password, confirm);
  };

  const text = (problem: keyof typeof m | undefined) =>
    problem ? intl.formatMessage(m[problem], { min: PASSWORD_LIMITS.minLength }) : undefined;

  return (
    <AuthLayout locale={locale} onLocaleChange={onLocaleChange}>
      <h1 className={css.heading}>{intl.formatMessage(m.title)}</h1>
      {status === 'done' ? (
        <>
          <p role="status" className={css.success}>
            {intl.formatMessage(m.done)}
          </p>
          {renderSignInLink(intl.formatMessage(m.signIn), css.link)}
        </>
      ) : status === 'invalid-link' ? (
        <>
          <p role="alert" className={css.alert}>
            {intl.formatMessage(m.invalidLink)}
          </p>
          {renderRequestLink(intl.formatMessage(m.requestNewLink), css.link)}
          {renderSignInLink(intl.formatMessage(authMessages.backToLogin), css.link)}
        </>
      ) : (
        <>
          <p className={css.subtitle}>{intl.formatMessage(m.subtitle, { min: PASSWORD_LIMITS.minLength })}</p>
          {error ? (
            <p role="alert" className={css.alert}>
              {error}
            </p>
          ) : null}
          <form ref={formRef} className={css.form} onSubmit={submit} noValidate>
            <TextField
              name="password"
              type="password"
              autoComplete="new-password"
              label={intl.formatMessage(m.password)}
              value={password}
              onChange={setPassword}
              isInvalid={Boolean(problems.password)}
              errorMessage={text(problems.password)}
              isRequired
            />
            <TextField
              name="passwordConfirm"
              type="password"
              autoComplete="new-password"
              label={intl.formatMessage(m.confirm)}
              value={confirm}
              onChange={setConfirm}
              isInvalid={Boolean(problems.passwordConfirm)}
              errorMessage={text(problems.passwordConfirm)}
              isRequired
            />
            <Button type="submit" variant="primary" className={css.submit} isPending={isPending}>
              {intl.formatMessage(m.submit)}
            </Button>
          </form>
          {renderSignInLink(intl.formatMessage(authMessages.backToLogin), css.link)}
        </>
      )}
    </AuthLayout>
  );
}
