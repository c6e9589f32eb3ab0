// The mocked async intents of stories: a spy that settles as the app's would, or rejects as a refused save does.
import { fn } from 'storybook/test';

/**
 * An intent the server refuses, naming the fields it refuses (`SubmitFailure.fieldErrors`, field name to message):
 * the dialog that called it stays open and shows each message on its field.
 */
export const refusesFields = (fieldErrors: Record<string, string>) =>
  fn(async () => Promise.reject(Object.assign(new Error('refused'), { fieldErrors })));
