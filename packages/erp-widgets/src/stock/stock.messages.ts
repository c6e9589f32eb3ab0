import { defineMessages } from 'react-intl';

/**
 * Strings shared by the stock screens: the stock ledger's rows (`widgets.stock.movements.<key>`) and the terms the
 * purchase requests and the transfers share (`widgets.stock.flows.<key>`).
 */

/** The stock ledger's rows. */
export const stockMessages = defineMessages({
  title: {
    id: 'widgets.stock.movements.title',
    defaultMessage: 'Stock movements',
    description: 'Heading of a list of stock ledger rows (what entered and left the stock).',
  },
  empty: {
    id: 'widgets.stock.movements.empty',
    defaultMessage: 'No stock movements yet.',
    description: 'Shown when an item or the stock has no ledger rows.',
  },
});

/** Ledger strings that take values. */
export const stockNamedMessages = defineMessages<{
  balance: { quantity: string };
  change: { change: string };
  adjustmentNote: { reason: string };
}>({
  balance: {
    id: 'widgets.stock.movements.balance',
    defaultMessage: 'Balance {quantity}',
    description: "The item's quantity after a stock movement.",
  },
  change: {
    id: 'widgets.stock.movements.change',
    defaultMessage: '{change} units',
    description: 'How many units a stock movement moved, signed (+20 in, −5 out).',
  },
  adjustmentNote: {
    id: 'widgets.stock.movements.adjustmentNote',
    defaultMessage: 'Reason: {reason}',
    description: 'The reason a storekeeper gave for a stock adjustment.',
  },
});

/**
 * Terms the purchase requests and the transfers share (`widgets.stock.flows.<key>`): their status changes, drafts
 * and line checks say the same thing in both.
 */
export const stockFlowMessages = defineMessages({
  items: {
    id: 'widgets.stock.flows.items',
    defaultMessage: 'Items',
    description:
      'Heading of the lines of a purchase request or transfer: stock items (products), unlike the lines of a sales document.',
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
