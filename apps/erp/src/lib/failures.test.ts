import arSchema from '@erp/schema/intl/ar-EG.json';
import enSchema from '@erp/schema/intl/en-US.json';
import { ClientResponseError } from 'pocketbase';
import { createIntl } from 'react-intl';
import { toast } from '@erp/ui';
import { describe, expect, it, vi } from 'vitest';

import { failureText, refusedFields, reportFailure, setReportingIntl, submitFailure } from './failures';

const ar = createIntl({ locale: 'ar-EG', messages: arSchema as Record<string, string> });
const en = createIntl({ locale: 'en-US', messages: enSchema as Record<string, string> });

/** A 400 as PocketBase answers a create whose name is too long. */
function tooLong() {
  return new ClientResponseError({
    status: 400,
    response: {
      message: 'Failed to create record.',
      data: {
        name: {
          code: 'validation_max_text_constraint',
          message: 'Must be no more than 200 character(s).',
          params: { max: 200 },
        },
      },
    },
  });
}

describe('failures', () => {
  it("translates PocketBase's own validation codes from the generated catalogue, in Arabic too", () => {
    expect(refusedFields(en, tooLong())).toEqual({ name: 'Must be at most 200 characters.' });
    expect(refusedFields(ar, tooLong())).toEqual({ name: 'يجب ألا يزيد النص على ٢٠٠ حرفًا.' });
    expect(failureText(ar, tooLong())).toBe('يجب ألا يزيد النص على ٢٠٠ حرفًا.');
  });

  it("prefers the screen's own wording, and falls back on the server's message for an unknown code", () => {
    const screen = () => 'Name is too long for a client.';
    expect(submitFailure(en, tooLong(), screen).fieldErrors).toEqual({ name: 'Name is too long for a client.' });
    const unknown = new ClientResponseError({
      status: 400,
      response: { message: 'Nope.', data: { x: { code: 'something_new', message: 'Something new.' } } },
    });
    expect(refusedFields(ar, unknown)).toEqual({ x: 'Something new.' });
    expect(failureText(ar, unknown)).toBe('Nope.');
  });

  it('uses the server message when a catalogued code comes without a param its message needs', () => {
    const bare = new ClientResponseError({
      status: 400,
      response: { message: 'Bad.', data: { name: { code: 'validation_max_text_constraint', message: 'Too long.' } } },
    });
    expect(refusedFields(en, bare)).toEqual({ name: 'Too long.' });
  });
});

describe('reportFailure', () => {
  it("wraps the failure's message in the screen's sentence when it gives one", () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => () => undefined);
    const failure = { id: 't.title', defaultMessage: 'Status Update Failed' };
    const failureMessage = { id: 't.message', defaultMessage: 'Failed to update status: {message}' };
    setReportingIntl(
      createIntl({
        locale: 'en-US',
        messages: {
          ...(enSchema as Record<string, string>),
          't.title': failure.defaultMessage,
          't.message': failureMessage.defaultMessage,
        },
      }),
    );
    const reason = failureText(en, tooLong());
    reportFailure({ failure, failureMessage }, tooLong());
    expect(error).toHaveBeenLastCalledWith('Status Update Failed', {
      message: `Failed to update status: ${reason}`,
      key: undefined,
    });
    reportFailure({ failure }, tooLong());
    expect(error).toHaveBeenLastCalledWith('Status Update Failed', {
      message: reason,
      key: undefined,
    });
    error.mockRestore();
  });
});
