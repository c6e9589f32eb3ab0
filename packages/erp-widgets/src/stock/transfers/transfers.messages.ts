import { defineMessages } from 'react-intl';

/**
 * Strings of the transfers screen, its viewer, its wizard and the transfer widget
 * (`widgets.stock.transfers.<component>.<key>`). Status labels and refusals are the schema's.
 */
export const transferMessages = defineMessages({
  // ---- fields ----
  transferNumber: {
    id: 'widgets.stock.transfers.field.transferNumber',
    defaultMessage: 'Transfer number',
    description: 'Column and field: the stock transfer number.',
  },
  fromWarehouse: {
    id: 'widgets.stock.transfers.field.fromWarehouse',
    defaultMessage: 'From warehouse',
    description: 'Column and field: the source warehouse the stock leaves.',
  },
  toWarehouse: {
    id: 'widgets.stock.transfers.field.toWarehouse',
    defaultMessage: 'To warehouse',
    description: 'Column and field: the destination warehouse the stock enters.',
  },
  lineCount: {
    id: 'widgets.stock.transfers.field.lineCount',
    defaultMessage: 'Lines',
    description: 'Column: how many item lines the transfer has.',
  },

  // ---- screen ----
  add: {
    id: 'widgets.stock.transfers.screen.add',
    defaultMessage: 'New transfer',
    description: 'Button: new transfer.',
  },
  searchPlaceholder: {
    id: 'widgets.stock.transfers.screen.searchPlaceholder',
    defaultMessage: 'Search by transfer number or notes…',
    description: 'Placeholder of the transfers search box.',
  },
  emptyTitle: {
    id: 'widgets.stock.transfers.screen.emptyTitle',
    defaultMessage: 'No transfers found',
    description: 'Title of the empty transfers list.',
  },
  emptyDescription: {
    id: 'widgets.stock.transfers.screen.emptyDescription',
    defaultMessage: 'Try another search or clear the filters, or move stock with a new transfer.',
    description: 'Text of the empty transfers list.',
  },
  approve: {
    id: 'widgets.stock.transfers.screen.approve',
    defaultMessage: 'Approve transfer',
    description: 'Action on a pending transfer, and its confirm button.',
  },
  reject: {
    id: 'widgets.stock.transfers.screen.reject',
    defaultMessage: 'Reject transfer',
    description: 'Action on a pending or approved transfer, and its confirm button.',
  },
  complete: {
    id: 'widgets.stock.transfers.screen.complete',
    defaultMessage: 'Mark completed',
    description: 'Action on an approved transfer: the stock is moved; also its confirm button.',
  },
  submitMessage: {
    id: 'widgets.stock.transfers.screen.submitMessage',
    defaultMessage: 'The transfer is checked against the stock now and sent for approval by another person.',
    description: 'Text of the submit confirmation.',
  },
  approveMessage: {
    id: 'widgets.stock.transfers.screen.approveMessage',
    defaultMessage: 'The transfer is checked again and approved; the stock moves when it is marked completed.',
    description: 'Text of the approve confirmation.',
  },
  rejectMessage: {
    id: 'widgets.stock.transfers.screen.rejectMessage',
    defaultMessage: 'The transfer will be rejected and no stock will move.',
    description: 'Text of the reject confirmation.',
  },
  completeMessage: {
    id: 'widgets.stock.transfers.screen.completeMessage',
    defaultMessage: 'The quantities leave the source warehouse and enter the destination now. This cannot be undone.',
    description: 'Text of the complete confirmation.',
  },
  loadFailed: {
    id: 'widgets.stock.transfers.screen.loadFailed',
    defaultMessage: 'Could not load the transfers',
    description: 'Title of the failure toast of the transfers list.',
  },
  viewFailed: {
    id: 'widgets.stock.transfers.screen.viewFailed',
    defaultMessage: 'Could not load the transfer',
    description: 'Title of the failure toast of the transfer viewer.',
  },
  deleteFailed: {
    id: 'widgets.stock.transfers.screen.deleteFailed',
    defaultMessage: 'Could not delete the transfer',
    description: 'Title of the failure toast of a transfer delete.',
  },
  saveFailed: {
    id: 'widgets.stock.transfers.wizard.saveFailed',
    defaultMessage: 'Could not save the transfer',
    description: 'Title of the failure toast of a transfer save.',
  },

  // ---- viewer ----
  notFoundTitle: {
    id: 'widgets.stock.transfers.viewer.notFoundTitle',
    defaultMessage: 'Transfer not found',
    description: 'Title of the viewer when the transfer does not exist.',
  },
  notFound: {
    id: 'widgets.stock.transfers.viewer.notFound',
    defaultMessage: 'This transfer no longer exists or you may not see it.',
    description: 'Text of the viewer when the transfer does not exist.',
  },
  ownTransfer: {
    id: 'widgets.stock.transfers.viewer.ownTransfer',
    defaultMessage: 'You requested this transfer: another person must approve it.',
    description: 'Notice in the viewer of a pending transfer the user requested (nobody approves their own).',
  },

  // ---- the transfer widget ----
  itemPlaceholder: {
    id: 'widgets.stock.transfers.editor.itemPlaceholder',
    defaultMessage: 'Search the source warehouse by name or SKU',
    description: 'Placeholder of a line item picker.',
  },
  chooseSourceFirst: {
    id: 'widgets.stock.transfers.editor.chooseSourceFirst',
    defaultMessage: 'Choose the source warehouse first.',
    description: 'Hint of a line item picker while no source warehouse is chosen.',
  },
  inSource: {
    id: 'widgets.stock.transfers.editor.inSource',
    defaultMessage: 'In source',
    description: 'Line value: units the source warehouse holds of the item.',
  },
  sameWarehouse: {
    id: 'widgets.stock.transfers.editor.sameWarehouse',
    defaultMessage: 'Source and destination warehouses cannot be the same',
    description: 'Error: the two warehouses of a transfer are the same (the specification wording).',
  },
  notInSource: {
    id: 'widgets.stock.transfers.editor.notInSource',
    defaultMessage: 'This item is not available in the source warehouse.',
    description: 'Error on a line whose item is held by another warehouse than the source.',
  },
  stepWarehouses: {
    id: 'widgets.stock.transfers.wizard.stepWarehouses',
    defaultMessage: 'Warehouses and items',
    description: 'Wizard step: the two warehouses and the lines.',
  },
  stepWarehousesHint: {
    id: 'widgets.stock.transfers.wizard.stepWarehousesHint',
    defaultMessage:
      'Every check runs as you type: the same ones run again when the transfer is submitted, approved and completed.',
    description: 'Description of the warehouses-and-items step.',
  },
  stepNotes: {
    id: 'widgets.stock.transfers.wizard.stepNotes',
    defaultMessage: 'Date and notes',
    description: 'Wizard step: the date and the notes.',
  },
  createTitle: {
    id: 'widgets.stock.transfers.wizard.createTitle',
    defaultMessage: 'New stock transfer',
    description: 'Title of the wizard for a new transfer.',
  },
  editTitle: {
    id: 'widgets.stock.transfers.wizard.editTitle',
    defaultMessage: 'Edit transfer',
    description: 'Title of the wizard editing a draft transfer.',
  },
  warehouseRequired: {
    id: 'widgets.stock.transfers.wizard.warehouseRequired',
    defaultMessage: 'Choose a warehouse.',
    description: 'Error: a warehouse of the transfer is missing.',
  },
  dateRequired: {
    id: 'widgets.stock.transfers.wizard.dateRequired',
    defaultMessage: 'Choose the transfer date.',
    description: 'Error: the date is missing.',
  },
});

/** Strings with values. */
export const transferNamedMessages = defineMessages<{
  insufficient: { available: string; requested: string };
  belowMinimum: { remaining: string; minQuantity: string };
  capacity: { warehouse: string; free: string; requested: string };
  itemOption: { name: string; sku: string; quantity: string };
  warehouseOption: { name: string; free: string };
  saved: { number: string };
  created: { number: string };
  lineReview: { name: string; quantity: string };
  confirmTitle: { number: string };
  statusChanged: { number: string; status: string };
  deleted: { number: string };
  deleteMessage: { number: string };
}>({
  confirmTitle: {
    id: 'widgets.stock.transfers.screen.confirmTitle',
    defaultMessage: 'Change the status of transfer {number}?',
    description: 'Title of the status-change confirmation, which shows the old and the new status.',
  },
  statusChanged: {
    id: 'widgets.stock.transfers.screen.statusChanged',
    defaultMessage: 'Transfer {number} status changed to {status}',
    description: 'Toast after a status change; status is the new status label.',
  },
  deleted: {
    id: 'widgets.stock.transfers.screen.deleted',
    defaultMessage: 'Transfer {number} deleted',
    description: 'Toast after deleting a transfer.',
  },
  deleteMessage: {
    id: 'widgets.stock.transfers.screen.deleteMessage',
    defaultMessage: 'Transfer {number} will be deleted. No stock has moved. This action cannot be undone.',
    description: 'Body of the delete confirmation of a draft or rejected transfer.',
  },
  lineReview: {
    id: 'widgets.stock.transfers.wizard.lineReview',
    defaultMessage: '{name} × {quantity}',
    description: 'A line in the review step: the item name times the quantity.',
  },
  insufficient: {
    id: 'widgets.stock.transfers.editor.insufficient',
    defaultMessage: 'Only {available} available in the source warehouse; the lines of this item ask for {requested}.',
    description: 'Error: the quantity (lines of one item added up) exceeds what the source holds.',
  },
  belowMinimum: {
    id: 'widgets.stock.transfers.editor.belowMinimum',
    defaultMessage: 'The source would keep {remaining}, below the item’s minimum of {minQuantity}.',
    description: 'Error: the transfer would leave the source below the item minimum.',
  },
  capacity: {
    id: 'widgets.stock.transfers.editor.capacity',
    defaultMessage: '{warehouse} has room for {free} more units; this transfer moves {requested}.',
    description: 'Error: the destination capacity would be exceeded.',
  },
  itemOption: {
    id: 'widgets.stock.transfers.editor.itemOption',
    defaultMessage: '{name} ({sku}): {quantity} in stock',
    description: 'An item in the line picker: its name, SKU and what the source holds.',
  },
  warehouseOption: {
    id: 'widgets.stock.transfers.editor.warehouseOption',
    defaultMessage: '{name}: {free} units free',
    description: 'A warehouse in the picker with its free room.',
  },
  saved: {
    id: 'widgets.stock.transfers.wizard.saved',
    defaultMessage: 'Transfer {number} saved',
    description: 'Toast after a transfer was edited.',
  },
  created: {
    id: 'widgets.stock.transfers.wizard.created',
    defaultMessage: 'Transfer {number} created',
    description: 'Toast after a new transfer was saved.',
  },
});
