import { defineMessages } from 'react-intl';

/**
 * Terms the purchase requests and the transfers share (`widgets.stock.flows.<key>`): their status changes, drafts
 * and line checks say the same thing in both.
 */
export const stockFlowMessages = defineMessages({
  items: {
    id: 'widgets.stock.flows.items',
    defaultMessage: 'Items',
    description: 'Heading of a request or transfer lines.',
  },
  submit: {
    id: 'widgets.stock.flows.submit',
    defaultMessage: 'Submit for approval',
    description: 'Action on a draft purchase request or transfer (to pending), and its confirm button.',
  },
  saveDraft: {
    id: 'widgets.stock.flows.saveDraft',
    defaultMessage: 'Save as draft',
    description: 'Submit button of a new request or transfer wizard (submitting for approval is a separate action).',
  },
  statusUpdateFailed: {
    id: 'widgets.stock.flows.statusUpdateFailed',
    defaultMessage: 'Status Update Failed',
    description: 'Title of the failure toast of a status change (the specification wording).',
  },
  fixErrors: {
    id: 'widgets.stock.flows.fixErrors',
    defaultMessage: 'Please fix all errors before submitting.',
    description: 'Error when lines still have problems on submit (the specification wording).',
  },
  wholeQuantity: {
    id: 'widgets.stock.flows.wholeQuantity',
    defaultMessage: 'Enter a whole number of units greater than 0.',
    description: 'Error on a line quantity that is not a whole positive number.',
  },
});

/** Shared terms with values. */
export const stockFlowNamedMessages = defineMessages<{
  statusUpdateFailedMessage: { message: string };
  incomplete: { n: number };
}>({
  statusUpdateFailedMessage: {
    id: 'widgets.stock.flows.statusUpdateFailedMessage',
    defaultMessage: 'Failed to update status: {message}',
    description: 'Text of the failure toast of a status change (the specification wording); message is the reason.',
  },
  incomplete: {
    id: 'widgets.stock.flows.incomplete',
    defaultMessage: 'Please complete all fields for item #{n, number}.',
    description: 'Error on a line lacking its item, quantity or price (the specification wording).',
  },
});
