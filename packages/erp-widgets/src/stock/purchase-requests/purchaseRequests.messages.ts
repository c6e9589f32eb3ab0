import { defineMessages } from 'react-intl';

/**
 * Strings of the purchase requests screen, its viewer, its wizard and its confirmations
 * (`widgets.stock.purchaseRequests.<component>.<key>`). Status and priority labels and refusals are the schema's.
 */
export const purchaseRequestMessages = defineMessages({
  number: {
    id: 'widgets.stock.purchaseRequests.field.number',
    defaultMessage: 'Request number',
    description: 'Column and field: the purchase request number.',
  },
  priority: {
    id: 'widgets.stock.purchaseRequests.field.priority',
    defaultMessage: 'Priority',
    description: 'Column, filter and field: the request priority.',
  },
  currentStock: {
    id: 'widgets.stock.purchaseRequests.field.currentStock',
    defaultMessage: 'Current stock',
    description: 'Line value: units in stock when the line was written.',
  },
  minLevel: {
    id: 'widgets.stock.purchaseRequests.field.minLevel',
    defaultMessage: 'Min level',
    description: 'Line value: the item minimum stock level.',
  },
  maxLevel: {
    id: 'widgets.stock.purchaseRequests.field.maxLevel',
    defaultMessage: 'Max level',
    description: 'Line value: the item maximum stock level.',
  },
  add: {
    id: 'widgets.stock.purchaseRequests.screen.add',
    defaultMessage: 'New purchase request',
    description: 'Button: new purchase request.',
  },
  searchPlaceholder: {
    id: 'widgets.stock.purchaseRequests.screen.searchPlaceholder',
    defaultMessage: 'Search by request number or notes…',
    description: 'Placeholder of the purchase requests search box.',
  },
  emptyTitle: {
    id: 'widgets.stock.purchaseRequests.screen.emptyTitle',
    defaultMessage: 'No purchase requests found',
    description: 'Title of the empty list.',
  },
  emptyDescription: {
    id: 'widgets.stock.purchaseRequests.screen.emptyDescription',
    defaultMessage: 'Try another search or clear the filters, or request what is short with a new request.',
    description: 'Text of the empty list.',
  },
  approve: {
    id: 'widgets.stock.purchaseRequests.screen.approve',
    defaultMessage: 'Approve request',
    description: 'Action on a pending request, and its confirm button.',
  },
  reject: {
    id: 'widgets.stock.purchaseRequests.screen.reject',
    defaultMessage: 'Reject request',
    description: 'Action on a pending or approved request, and its confirm button.',
  },
  order: {
    id: 'widgets.stock.purchaseRequests.screen.order',
    defaultMessage: 'Order placed',
    description: 'Action on an approved request: the order was placed with the supplier (to awaiting delivery).',
  },
  receive: {
    id: 'widgets.stock.purchaseRequests.screen.receive',
    defaultMessage: 'Mark received',
    description: 'Action on a request awaiting delivery: the goods arrived and enter the stock.',
  },
  fulfil: {
    id: 'widgets.stock.purchaseRequests.screen.fulfil',
    defaultMessage: 'Mark fulfilled',
    description: 'Action on a received request: it is closed.',
  },
  submitMessage: {
    id: 'widgets.stock.purchaseRequests.screen.submitMessage',
    defaultMessage: 'The request is sent to an approver. Its lines can no longer be changed.',
    description: 'Text of the submit confirmation.',
  },
  approveMessage: {
    id: 'widgets.stock.purchaseRequests.screen.approveMessage',
    defaultMessage: 'The request is approved and can be ordered from the supplier.',
    description: 'Text of the approve confirmation.',
  },
  rejectMessage: {
    id: 'widgets.stock.purchaseRequests.screen.rejectMessage',
    defaultMessage: 'The request will be rejected and nothing will be ordered.',
    description: 'Text of the reject confirmation.',
  },
  orderMessage: {
    id: 'widgets.stock.purchaseRequests.screen.orderMessage',
    defaultMessage: 'Confirm that the order was placed: the request then awaits delivery.',
    description: 'Text of the order-placed confirmation.',
  },
  receiveMessage: {
    id: 'widgets.stock.purchaseRequests.screen.receiveMessage',
    defaultMessage: 'Every line’s quantity enters the warehouse’s stock now, if it has room. This cannot be undone.',
    description: 'Text of the mark-received confirmation.',
  },
  fulfilMessage: {
    id: 'widgets.stock.purchaseRequests.screen.fulfilMessage',
    defaultMessage: 'The request is closed as fulfilled.',
    description: 'Text of the mark-fulfilled confirmation.',
  },
  deleteFailed: {
    id: 'widgets.stock.purchaseRequests.screen.deleteFailed',
    defaultMessage: 'Could not delete the request',
    description: 'Title of the failure toast of a delete.',
  },
  loadFailed: {
    id: 'widgets.stock.purchaseRequests.screen.loadFailed',
    defaultMessage: 'Failed to load data',
    description: 'Title of the failure toast of the list (the specification wording).',
  },
  viewFailed: {
    id: 'widgets.stock.purchaseRequests.screen.viewFailed',
    defaultMessage: 'Failed to load request data',
    description: 'Title of the failure toast of the viewer (the specification wording).',
  },
  saveFailed: {
    id: 'widgets.stock.purchaseRequests.wizard.saveFailed',
    defaultMessage: 'Could not save the purchase request',
    description: 'Title of the failure toast of a save.',
  },
  notFoundTitle: {
    id: 'widgets.stock.purchaseRequests.viewer.notFoundTitle',
    defaultMessage: 'Purchase request not found',
    description: 'Title of the viewer when the request does not exist.',
  },
  notFound: {
    id: 'widgets.stock.purchaseRequests.viewer.notFound',
    defaultMessage: 'This purchase request no longer exists or you may not see it.',
    description: 'Text of the viewer when the request does not exist.',
  },
  ownRequest: {
    id: 'widgets.stock.purchaseRequests.viewer.ownRequest',
    defaultMessage: 'You requested this purchase: another approver must approve it.',
    description: 'Notice on a pending request the user made (nobody approves their own).',
  },
  editTitle: {
    id: 'widgets.stock.purchaseRequests.wizard.editTitle',
    defaultMessage: 'Edit purchase request',
    description: 'Title of the wizard editing a draft request.',
  },
  stepDetails: {
    id: 'widgets.stock.purchaseRequests.wizard.stepDetails',
    defaultMessage: 'Request',
    description: 'Wizard step: warehouse, date, priority.',
  },
  stepLinesHint: {
    id: 'widgets.stock.purchaseRequests.wizard.stepLinesHint',
    defaultMessage: 'Warnings follow your typing; they do not stop the request.',
    description: 'Description of the lines step.',
  },
  warehouseRequired: {
    id: 'widgets.stock.purchaseRequests.wizard.warehouseRequired',
    defaultMessage: 'Choose the warehouse the goods go to.',
    description: 'Error: the warehouse is missing.',
  },
  dateRequired: {
    id: 'widgets.stock.purchaseRequests.wizard.dateRequired',
    defaultMessage: 'Choose the request date.',
    description: 'Error: the date is missing.',
  },
  priorityRequired: {
    id: 'widgets.stock.purchaseRequests.wizard.priorityRequired',
    defaultMessage: 'Choose a priority.',
    description: 'Error: the priority is missing.',
  },
  itemPlaceholder: {
    id: 'widgets.stock.purchaseRequests.wizard.itemPlaceholder',
    defaultMessage: 'Search items by name or SKU',
    description: 'Placeholder of a line item picker.',
  },
  priceNegative: {
    id: 'widgets.stock.purchaseRequests.wizard.priceNegative',
    defaultMessage: 'The unit price cannot be negative.',
    description: 'Error on a negative line price.',
  },
});

/** Strings with values. */
export const purchaseRequestNamedMessages = defineMessages<{
  statusChanged: { status: string };
  confirmTitle: { number: string };
  deleted: { number: string };
  deleteMessage: { number: string };
  created: { number: string };
  saved: { number: string };
  belowMinimum: { stock: string; min: string };
  stillBelowMinimum: { after: string; min: string };
  aboveMaximum: { after: string; max: string };
  warehouseFull: { percent: string };
  overCapacity: { free: string; requested: string };
  itemOption: { name: string; sku: string; warehouse: string; quantity: string };
  lineReview: { name: string; quantity: string; price: string };
}>({
  statusChanged: {
    id: 'widgets.stock.purchaseRequests.screen.statusChanged',
    defaultMessage: 'Request status changed to {status}',
    description: 'Toast after a status change (the specification wording); status is the new status label.',
  },
  confirmTitle: {
    id: 'widgets.stock.purchaseRequests.screen.confirmTitle',
    defaultMessage: 'Change the status of request {number}?',
    description: 'Title of a status-change confirmation, which shows the old and the new status.',
  },
  deleted: {
    id: 'widgets.stock.purchaseRequests.screen.deleted',
    defaultMessage: 'Purchase request {number} deleted',
    description: 'Toast after deleting.',
  },
  deleteMessage: {
    id: 'widgets.stock.purchaseRequests.screen.deleteMessage',
    defaultMessage: 'Purchase request {number} will be deleted. This action cannot be undone.',
    description: 'Body of the delete confirmation.',
  },
  created: {
    id: 'widgets.stock.purchaseRequests.wizard.created',
    defaultMessage: 'Purchase request {number} created',
    description: 'Toast after a new request was saved.',
  },
  saved: {
    id: 'widgets.stock.purchaseRequests.wizard.saved',
    defaultMessage: 'Purchase request {number} saved',
    description: 'Toast after a request was edited.',
  },
  belowMinimum: {
    id: 'widgets.stock.purchaseRequests.wizard.belowMinimum',
    defaultMessage: 'Below minimum stock: {stock} in stock, minimum {min}.',
    description: 'Warning: the item is below its minimum.',
  },
  stillBelowMinimum: {
    id: 'widgets.stock.purchaseRequests.wizard.stillBelowMinimum',
    defaultMessage: 'Still below minimum after this purchase: {after} of {min}.',
    description: 'Warning: stock plus quantity stays below the minimum.',
  },
  aboveMaximum: {
    id: 'widgets.stock.purchaseRequests.wizard.aboveMaximum',
    defaultMessage: 'Stock plus quantity ({after}) exceeds the maximum of {max}.',
    description: 'Warning: stock plus quantity above the maximum level.',
  },
  warehouseFull: {
    id: 'widgets.stock.purchaseRequests.wizard.warehouseFull',
    defaultMessage: 'The warehouse is full or almost full: {percent} of its capacity is used.',
    description: 'Warning: the request warehouse is at or above the near-capacity threshold.',
  },
  overCapacity: {
    id: 'widgets.stock.purchaseRequests.wizard.overCapacity',
    defaultMessage: 'This request would exceed the warehouse’s capacity: {free} units free, {requested} requested.',
    description: 'Warning: receiving the request would exceed the capacity.',
  },
  itemOption: {
    id: 'widgets.stock.purchaseRequests.wizard.itemOption',
    defaultMessage: '{name} ({sku}), {warehouse}: {quantity} in stock',
    description: 'An item in the line picker.',
  },
  lineReview: {
    id: 'widgets.stock.purchaseRequests.wizard.lineReview',
    defaultMessage: '{name} × {quantity} at {price}',
    description: 'A line in the review step.',
  },
});
