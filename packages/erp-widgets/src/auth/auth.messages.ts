import { defineMessages } from 'react-intl';

/** Texts of the sign-in and forgot-password screens (spec part 1 §2, §4, §5, §8). */
type NoValues = Record<never, never>;

export const authMessages = defineMessages<{
  brand: NoValues;
  signInTitle: NoValues;
  signInSubtitle: NoValues;
  email: NoValues;
  password: NoValues;
  hostname: NoValues;
  hostnameHint: { example: string };
  remember: NoValues;
  rememberHint: NoValues;
  forgotPassword: NoValues;
  submit: NoValues;
  missingCredentials: NoValues;
  missingHostname: NoValues;
  loginFailed: NoValues;
  sessionExpired: NoValues;
  accountInactive: NoValues;
  serverUnreachable: { url: string };
  tooManyAttempts: { seconds: number };
  forgotTitle: NoValues;
  forgotSubtitle: NoValues;
  sendLink: NoValues;
  missingEmail: NoValues;
  resetFailed: NoValues;
  resetSent: { email: string };
  backToLogin: NoValues;
}>({
  brand: { id: 'widgets.auth.brand', defaultMessage: 'ERP', description: 'Product name above the sign-in form' },
  signInTitle: { id: 'widgets.auth.signIn.title', defaultMessage: 'Sign in', description: 'Sign-in page heading' },
  signInSubtitle: {
    id: 'widgets.auth.signIn.subtitle',
    defaultMessage: 'Sign in with your work account to continue.',
    description: 'Sign-in page sub-heading',
  },
  email: { id: 'widgets.auth.email', defaultMessage: 'Email', description: 'Email field label' },
  password: { id: 'widgets.auth.password', defaultMessage: 'Password', description: 'Password field label' },
  hostname: {
    id: 'widgets.auth.hostname',
    defaultMessage: 'Server hostname',
    description: 'Backend address field label',
  },
  hostnameHint: {
    id: 'widgets.auth.hostnameHint',
    defaultMessage: 'For example {example}. http:// is added when no scheme is given.',
    description: 'Help under the server hostname field; example is a host with a port',
  },
  remember: { id: 'widgets.auth.remember', defaultMessage: 'Remember me', description: 'Keep me signed in checkbox' },
  rememberHint: {
    id: 'widgets.auth.rememberHint',
    defaultMessage: 'Unchecked, you are signed out when this tab is closed.',
    description: 'Help under the remember-me checkbox',
  },
  forgotPassword: {
    id: 'widgets.auth.forgotPassword',
    defaultMessage: 'Forgot password?',
    description: 'Link to the password reset page',
  },
  submit: { id: 'widgets.auth.signIn.submit', defaultMessage: 'Sign in', description: 'Sign-in button' },
  missingCredentials: {
    id: 'widgets.auth.error.missingCredentials',
    defaultMessage: 'Please enter both email and password',
    description: 'Sign-in validation: email or password empty',
  },
  missingHostname: {
    id: 'widgets.auth.error.missingHostname',
    defaultMessage: 'Please enter the server hostname',
    description: 'Sign-in validation: hostname empty',
  },
  loginFailed: {
    id: 'widgets.auth.error.loginFailed',
    defaultMessage: 'Login failed. Please check your credentials.',
    description: 'Sign-in failed without a specific server message',
  },
  sessionExpired: {
    id: 'widgets.auth.error.sessionExpired',
    defaultMessage: 'Your session has expired. Please log in again.',
    description: 'Shown on the sign-in page when the stored session is no longer valid',
  },
  accountInactive: {
    id: 'widgets.auth.error.accountInactive',
    defaultMessage: 'Your account is inactive. Contact your administrator.',
    description: 'Sign-in refused because the user is deactivated',
  },
  serverUnreachable: {
    id: 'widgets.auth.error.serverUnreachable',
    defaultMessage: 'The server at {url} could not be reached. Check the hostname and your connection.',
    description: 'Sign-in failed because the backend did not answer',
  },
  tooManyAttempts: {
    id: 'widgets.auth.error.tooManyAttempts',
    defaultMessage: 'Too many attempts. Try again in {seconds, number} seconds.',
    description:
      'Sign-in or password-reset request refused because the server is slowing repeated attempts; seconds is the wait',
  },
  forgotTitle: {
    id: 'widgets.auth.forgot.title',
    defaultMessage: 'Reset your password',
    description: 'Forgot-password heading',
  },
  forgotSubtitle: {
    id: 'widgets.auth.forgot.subtitle',
    defaultMessage: 'Enter the email address of your account and we will send you a link to choose a new password.',
    description: 'Forgot-password explanation',
  },
  sendLink: {
    id: 'widgets.auth.forgot.submit',
    defaultMessage: 'Send reset link',
    description: 'Forgot-password submit button',
  },
  missingEmail: {
    id: 'widgets.auth.error.missingEmail',
    defaultMessage: 'Please enter your email address',
    description: 'Forgot-password validation: email empty',
  },
  resetFailed: {
    id: 'widgets.auth.error.resetFailed',
    defaultMessage: 'Failed to send reset email',
    description: 'Forgot-password request failed',
  },
  resetSent: {
    id: 'widgets.auth.forgot.sent',
    defaultMessage: 'If an account exists for {email}, a password reset link is on its way. Check your inbox.',
    description: 'Confirmation after requesting a reset link',
  },
  backToLogin: {
    id: 'widgets.auth.forgot.back',
    defaultMessage: 'Back to sign in',
    description: 'Link back to the sign-in page',
  },
});
