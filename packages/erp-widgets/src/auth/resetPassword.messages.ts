import { defineMessages } from 'react-intl';

/**
 * Texts of the set-new-password page, which the reset e-mail links to. The password rules and their messages are
 * the specification's user rules (part 2: at least 8 characters, "Passwords do not match", "Password is required").
 */
type NoValues = Record<never, never>;

export const resetPasswordMessages = defineMessages<{
  title: NoValues;
  subtitle: { min: number };
  password: NoValues;
  confirm: NoValues;
  submit: NoValues;
  passwordRequired: NoValues;
  passwordTooShort: { min: number };
  passwordTooLong: NoValues;
  passwordMismatch: NoValues;
  done: NoValues;
  signIn: NoValues;
  invalidLink: NoValues;
  requestNewLink: NoValues;
  failed: NoValues;
}>({
  title: {
    id: 'widgets.auth.reset.title',
    defaultMessage: 'Set a new password',
    description: 'Heading of the page a password-reset e-mail links to',
  },
  subtitle: {
    id: 'widgets.auth.reset.subtitle',
    defaultMessage:
      'Choose a new password for your account: at least {min, plural, one {# character} other {# characters}}.',
    description: 'Explanation on the set-new-password page; min is the shortest allowed password',
  },
  password: {
    id: 'widgets.auth.reset.password',
    defaultMessage: 'New password',
    description: 'Label of the new password field',
  },
  confirm: {
    id: 'widgets.auth.reset.confirm',
    defaultMessage: 'Confirm new password',
    description: 'Label of the field that repeats the new password',
  },
  submit: {
    id: 'widgets.auth.reset.submit',
    defaultMessage: 'Set new password',
    description: 'Button that saves the new password',
  },
  passwordRequired: {
    id: 'widgets.auth.error.passwordRequired',
    defaultMessage: 'Password is required',
    description: 'Validation: the new password is empty (specification user rules)',
  },
  passwordTooShort: {
    id: 'widgets.auth.error.passwordTooShort',
    defaultMessage: 'Password must be at least {min, plural, one {# character} other {# characters}} long',
    description: 'Validation: the new password is shorter than min characters (specification user rules)',
  },
  passwordTooLong: {
    id: 'widgets.auth.error.passwordTooLong',
    defaultMessage: 'Password is too long',
    description: 'Validation: the new password is longer than the server accepts',
  },
  passwordMismatch: {
    id: 'widgets.auth.error.passwordMismatch',
    defaultMessage: 'Passwords do not match',
    description: 'Validation: the confirmation differs from the new password (specification user rules)',
  },
  done: {
    id: 'widgets.auth.reset.done',
    defaultMessage: 'Your password has been changed. Sign in with your new password.',
    description: 'Confirmation after the new password was saved',
  },
  signIn: {
    id: 'widgets.auth.reset.signIn',
    defaultMessage: 'Go to sign in',
    description: 'Link to the sign-in page after the password was changed',
  },
  invalidLink: {
    id: 'widgets.auth.reset.invalidLink',
    defaultMessage: 'This reset link is not valid or has expired. Ask for a new one.',
    description: 'The link of the reset e-mail was used, expired or altered',
  },
  requestNewLink: {
    id: 'widgets.auth.reset.requestNewLink',
    defaultMessage: 'Ask for a new link',
    description: 'Link to the forgot-password page when the reset link no longer works',
  },
  failed: {
    id: 'widgets.auth.reset.failed',
    defaultMessage: 'The password could not be changed. Try again.',
    description: 'Saving the new password failed for another reason (server unreachable, server error)',
  },
});
