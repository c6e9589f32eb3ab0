import { defineMessages } from 'react-intl';

/**
 * Strings of the supplier bills screen, its viewer, its wizard and its payment and cancel dialogs
 * (`widgets.sales.bills.<component>.<key>`). Status labels are the schema's; refusals are the schema's catalogue.
 */
export const billMessages = defineMessages({
  // ---- the record's fields (the others are widgets.common.*) ----
  number: {
    id: 'widgets.sales.bills.field.number',
    defaultMessage: 'Bill number',
    description: 'Column and viewer title: the bill number.',
  },

  // ---- screen ----
  add: { id: 'widgets.sales.bills.screen.add', defaultMessage: 'Add bill', description: 'Button: new bill.' },
  searchPlaceholder: {
    id: 'widgets.sales.bills.screen.searchPlaceholder',
    defaultMessage: 'Search by bill number, supplier or notes…',
    description: 'Placeholder of the bills search box.',
  },
  emptyTitle: {
    id: 'widgets.sales.bills.screen.emptyTitle',
    defaultMessage: 'No bills found',
    description: 'Title of the empty bills list.',
  },
  cancelBill: {
    id: 'widgets.sales.bills.screen.cancelBill',
    defaultMessage: 'Cancel bill',
    description: 'Row and viewer action, and confirm button: cancel the bill.',
  },
  keepBill: {
    id: 'widgets.sales.bills.screen.keepBill',
    defaultMessage: 'Keep bill',
    description: 'Button that closes the cancel confirmation without cancelling.',
  },
  cancelMessage: {
    id: 'widgets.sales.bills.screen.cancelMessage',
    defaultMessage: 'Nothing more can be paid on a cancelled bill. Payments already recorded stay in its history.',
    description: 'Text of the cancel confirmation.',
  },
  loadFailed: {
    id: 'widgets.sales.bills.screen.loadFailed',
    defaultMessage: 'Could not load bills',
    description: 'Toast title when the bills list failed to load.',
  },
  deleteFailed: {
    id: 'widgets.sales.bills.screen.deleteFailed',
    defaultMessage: 'Could not delete the bill',
    description: 'Toast title when deleting a bill failed.',
  },
  cancelFailed: {
    id: 'widgets.sales.bills.screen.cancelFailed',
    defaultMessage: 'Could not cancel the bill',
    description: 'Toast title when cancelling a bill failed.',
  },

  // ---- viewer ----
  notFoundTitle: {
    id: 'widgets.sales.bills.viewer.notFoundTitle',
    defaultMessage: 'Bill not found',
    description: 'Viewer title when the bill no longer exists.',
  },
  notFound: {
    id: 'widgets.sales.bills.viewer.notFound',
    defaultMessage: 'This bill does not exist or has been deleted.',
    description: 'Viewer text when a link points to a bill that no longer exists.',
  },
  viewFailed: {
    id: 'widgets.sales.bills.viewer.loadFailed',
    defaultMessage: 'Could not load the bill',
    description: 'Toast title when one bill failed to load.',
  },

  // ---- wizard ----
  createTitle: {
    id: 'widgets.sales.bills.wizard.createTitle',
    defaultMessage: 'New bill',
    description: 'Title of the wizard for a new bill.',
  },
  editTitle: {
    id: 'widgets.sales.bills.wizard.editTitle',
    defaultMessage: 'Edit bill',
    description: 'Title of the wizard editing a bill.',
  },
  createSubmit: {
    id: 'widgets.sales.bills.wizard.createSubmit',
    defaultMessage: 'Create bill',
    description: 'Submit button of the new-bill wizard.',
  },
  stepDetails: {
    id: 'widgets.sales.bills.wizard.stepDetails',
    defaultMessage: 'Supplier and dates',
    description: 'Wizard step: supplier, issue date and due date.',
  },
  stepDetailsHint: {
    id: 'widgets.sales.bills.wizard.stepDetailsHint',
    defaultMessage: 'Who sent the bill, when it was issued and when it must be paid.',
    description: 'Line under the first step title.',
  },
  stepItemsHint: {
    id: 'widgets.sales.bills.wizard.stepItemsHint',
    defaultMessage: 'The description, quantity and price of each item; the totals follow as you type.',
    description: 'Line under the items step title.',
  },
  stepNotes: {
    id: 'widgets.sales.bills.wizard.stepNotes',
    defaultMessage: 'Notes and attachments',
    description: 'Wizard step title.',
  },
  supplierPlaceholder: {
    id: 'widgets.sales.bills.wizard.supplierPlaceholder',
    defaultMessage: 'Search suppliers…',
    description: 'Placeholder of the supplier search field.',
  },
  supplierRequired: {
    id: 'widgets.sales.bills.wizard.supplierRequired',
    defaultMessage: 'Choose the supplier.',
    description: 'Validation: no supplier chosen.',
  },
  saveFailed: {
    id: 'widgets.sales.bills.wizard.saveFailed',
    defaultMessage: 'Could not save the bill',
    description: 'Toast title when saving a bill failed.',
  },

  // ---- payment ----
  paymentFailed: {
    id: 'widgets.sales.bills.payment.failed',
    defaultMessage: 'Payment Failed',
    description: 'Toast title when a payment could not be recorded.',
  },
});

/** Strings of the bills screen that take values. */
export const billNamedMessages = defineMessages<{
  rowLabel: { number: string; supplier: string };
  deleted: { number: string };
  deleteMessage: { number: string; supplier: string };
  cancelTitle: { number: string };
  cancelled: { number: string };
  created: { number: string };
  saved: { number: string };
  paymentRecorded: { amount: string; number: string };
}>({
  rowLabel: {
    id: 'widgets.sales.bills.screen.rowLabel',
    defaultMessage: '{number}, {supplier}',
    description:
      'Names a bill in its row\'s buttons ("View BILL-2026-000042, Helwan Steel"): its number and its supplier in the active language.',
  },
  deleted: {
    id: 'widgets.sales.bills.screen.deleted',
    defaultMessage: 'Bill {number} deleted',
    description: 'Toast after a bill was deleted.',
  },
  deleteMessage: {
    id: 'widgets.sales.bills.screen.deleteMessage',
    defaultMessage: 'Bill {number} from {supplier} will be deleted. This action cannot be undone.',
    description: 'Body of the delete confirmation; the supplier is named in the active language.',
  },
  cancelTitle: {
    id: 'widgets.sales.bills.screen.cancelTitle',
    defaultMessage: 'Cancel bill {number}?',
    description: 'Title of the cancel confirmation.',
  },
  cancelled: {
    id: 'widgets.sales.bills.screen.cancelled',
    defaultMessage: 'Bill {number} cancelled',
    description: 'Toast after a bill was cancelled.',
  },
  created: {
    id: 'widgets.sales.bills.wizard.created',
    defaultMessage: 'Bill {number} created',
    description: 'Toast after a new bill was saved.',
  },
  saved: {
    id: 'widgets.sales.bills.wizard.saved',
    defaultMessage: 'Bill {number} saved',
    description: 'Toast after a bill was edited.',
  },
  paymentRecorded: {
    id: 'widgets.sales.bills.payment.recorded',
    defaultMessage: 'Payment of {amount} recorded on bill {number}',
    description: 'Toast after a payment; the amount is formatted money.',
  },
});
