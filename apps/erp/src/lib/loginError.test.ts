import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import en from '../../../../packages/erp-widgets/intl/en-US.json';
import ar from '../../../../packages/erp-widgets/intl/ar-EG.json';
import { loginErrorMessage, retryAfterSeconds } from './loginError';

const intlEn = createIntl({ locale: 'en-US', messages: en });
const intlAr = createIntl({ locale: 'ar-EG', messages: ar });

describe('loginErrorMessage', () => {
  it('translates PocketBase’s generic authentication failure', () => {
    const error = { status: 400, response: { message: 'Failed to authenticate.' } };
    expect(loginErrorMessage(intlEn, error, 'http://x')).toBe('Login failed. Please check your credentials.');
    expect(loginErrorMessage(intlAr, error, 'http://x')).toBe(ar['widgets.auth.error.loginFailed']);
  });
  it('keeps an unknown server message, and falls back when the server said nothing', () => {
    expect(loginErrorMessage(intlEn, { status: 429, response: { message: 'Too many requests.' } }, 'u')).toBe(
      'Too many requests.',
    );
    expect(loginErrorMessage(intlEn, { status: 500, response: {} }, 'u')).toBe(
      'Login failed. Please check your credentials.',
    );
  });
  it('says how long to wait when the server throttled the attempt, in both languages', () => {
    const error = {
      status: 429,
      response: {
        message: 'Too many attempts. Try again in 540 seconds.',
        data: { attempts: { code: 'too_many_attempts', message: '…', params: { seconds: 540 } } },
      },
    };
    expect(loginErrorMessage(intlEn, error, 'u')).toBe('Too many attempts. Try again in 540 seconds.');
    expect(loginErrorMessage(intlAr, error, 'u')).toBe(
      ar['widgets.auth.error.tooManyAttempts'].replace('{seconds, number}', '٥٤٠'),
    );

    expect(retryAfterSeconds(error)).toBe(540);
    expect(retryAfterSeconds({ status: 400, response: { data: {} } })).toBeUndefined();
  });
  it('says when the server cannot be reached', () => {
    expect(loginErrorMessage(intlEn, { status: 0, isAbort: false }, 'http://10.0.0.9:8090')).toBe(
      'The server at http://10.0.0.9:8090 could not be reached. Check the hostname and your connection.',
    );
  });
});
