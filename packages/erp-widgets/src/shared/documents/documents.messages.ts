import { defineMessages } from 'react-intl';

// Strings of the document parts every module shares (sales documents, supplier bills, and the stock and payroll
// documents to come): the line editor and table, the totals, the attachments, the payment dialog and the payment
// methods.
// Terms of every record (cancel, notes, attachments…) are in ../common.messages.ts.

/** The line editor and the lines table. */
export const linesMessages = defineMessages({
  item: {
    id: 'widgets.common.lines.item',
    defaultMessage: 'Item',
    description: 'Field: the inventory item a line takes.',
  },
  itemPlaceholder: {
    id: 'widgets.common.lines.itemPlaceholder',
    defaultMessage: 'Search inventory by name or SKU…',
    description: 'Placeholder of the inventory item search on a line.',
  },
  quantity: {
    id: 'widgets.common.lines.quantity',
    defaultMessage: 'Quantity',
    description: 'Field and column: how many units a line counts.',
  },
  unitPrice: {
    id: 'widgets.common.lines.unitPrice',
    defaultMessage: 'Unit price',
    description: 'Field and column: the price of one unit.',
  },
  lineTotal: {
    id: 'widgets.common.lines.lineTotal',
    defaultMessage: 'Line total',
    description: "Field and column: a line's quantity × unit price.",
  },
  warehouse: {
    id: 'widgets.common.lines.warehouse',
    defaultMessage: 'Warehouse',
    description: 'Label: the warehouse an inventory line takes its stock from.',
  },
  supplier: {
    id: 'widgets.common.lines.supplier',
    defaultMessage: 'Supplier',
    description: 'Label: the supplier of an inventory item.',
  },
  noSupplier: {
    id: 'widgets.common.lines.noSupplier',
    defaultMessage: 'None',
    description: 'Shown as the supplier of an inventory item that has none.',
  },
  available: {
    id: 'widgets.common.lines.available',
    defaultMessage: 'Available',
    description: 'Label: the quantity on hand in the warehouse.',
  },
  inventoryLine: {
    id: 'widgets.common.lines.inventoryLine',
    defaultMessage: 'From inventory',
    description: 'Beside the heading of a line taken from inventory.',
  },
  customItem: {
    id: 'widgets.common.lines.customItem',
    defaultMessage: 'Custom item',
    description: 'A line typed by hand, not taken from inventory (beside its heading, and under it in a table).',
  },
  addInventoryLine: {
    id: 'widgets.common.lines.addInventoryLine',
    defaultMessage: 'Add inventory item',
    description: 'Button that adds a line taken from inventory.',
  },
  addCustomLine: {
    id: 'widgets.common.lines.addCustomLine',
    defaultMessage: 'Add custom item',
    description: 'Button that adds a line typed by hand, beside "Add inventory item".',
  },
  addLine: {
    id: 'widgets.common.lines.addLine',
    defaultMessage: 'Add item',
    description: 'Button that adds a line, on a document whose lines are all typed by hand (a supplier bill).',
  },
  empty: {
    id: 'widgets.common.lines.empty',
    defaultMessage: 'No items yet. Add an item from inventory or a custom item.',
    description: 'Shown in the line editor before any line is added.',
  },
  emptyCustomOnly: {
    id: 'widgets.common.lines.emptyCustomOnly',
    defaultMessage: 'No items yet. Add an item.',
    description: 'Shown in the line editor before any line is added, on a document whose lines are typed by hand.',
  },
  vatRate: {
    id: 'widgets.common.lines.vatRate',
    defaultMessage: 'VAT rate',
    description: 'Field: the VAT rate of the document.',
  },
  linesRequired: {
    id: 'widgets.common.lines.linesRequired',
    defaultMessage: 'Add at least one item.',
    description: 'Validation: the document has no line.',
  },
  itemRequired: {
    id: 'widgets.common.lines.itemRequired',
    defaultMessage: 'Choose an inventory item.',
    description: 'Validation: an inventory line without its item.',
  },
  descriptionRequired: {
    id: 'widgets.common.lines.descriptionRequired',
    defaultMessage: 'Enter a description.',
    description: 'Validation: a line without a description.',
  },
  quantityInvalid: {
    id: 'widgets.common.lines.quantityInvalid',
    defaultMessage: 'Enter a quantity greater than 0.',
    description: 'Validation: a line quantity that is empty, zero or negative.',
  },
  priceInvalid: {
    id: 'widgets.common.lines.priceInvalid',
    defaultMessage: 'Enter a unit price of 0 or more.',
    description: 'Validation: a line price that is empty or negative.',
  },
  quantityExceedsStock: {
    id: 'widgets.common.lines.quantityExceedsStock',
    defaultMessage: 'Quantity exceeds available stock!',
    description: 'Warning and validation: a line takes more than its warehouse holds.',
  },
  vatRateRequired: {
    id: 'widgets.common.lines.vatRateRequired',
    defaultMessage: 'Choose a VAT rate.',
    description: 'Validation: no VAT rate chosen.',
  },
});

/** The line editor's strings that take values. */
export const linesNamedMessages = defineMessages<{
  lineHeading: { n: number };
  removeLine: { n: number };
  lineField: { n: number; field: string };
  itemOption: { name: string; warehouse: string; available: string };
  vatOption: { name: string; rate: string };
  lineCount: { count: number };
}>({
  lineHeading: {
    id: 'widgets.common.lines.lineHeading',
    defaultMessage: 'Item {n, number}',
    description: 'Heading of one line, numbered from 1.',
  },
  removeLine: {
    id: 'widgets.common.lines.removeLine',
    defaultMessage: 'Remove item {n, number}',
    description: 'Accessible name of the button that removes a line.',
  },
  lineField: {
    id: 'widgets.common.lines.lineField',
    defaultMessage: 'Item {n, number}: {field}',
    description: 'Names a field of one line in the server error summary, e.g. "Item 2: Quantity".',
  },
  itemOption: {
    id: 'widgets.common.lines.itemOption',
    defaultMessage: '{name} · {warehouse} · {available} available',
    description: 'An inventory search result: item name, its warehouse and the quantity on hand (already formatted).',
  },
  vatOption: {
    id: 'widgets.common.lines.vatOption',
    defaultMessage: '{name} ({rate})',
    description: 'A VAT rate choice: its name and the percentage (already formatted), e.g. "Standard (14%)".',
  },
  lineCount: {
    id: 'widgets.common.lines.lineCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'Review value: the number of lines of a document.',
  },
});

/** The totals under a document's lines. */
export const totalsMessages = defineMessages({
  label: {
    id: 'widgets.common.totals.label',
    defaultMessage: 'Totals',
    description: 'Accessible name of the totals of a document, when the document gives none of its own.',
  },
  subtotal: {
    id: 'widgets.common.totals.subtotal',
    defaultMessage: 'Subtotal',
    description: 'Total of the lines before VAT.',
  },
  vat: {
    id: 'widgets.common.totals.vat',
    defaultMessage: 'VAT',
    description: 'The VAT amount, while no rate is chosen.',
  },
  paid: {
    id: 'widgets.common.totals.paid',
    defaultMessage: 'Paid',
    description: 'What has been paid on the document so far.',
  },
  remaining: {
    id: 'widgets.common.totals.remaining',
    defaultMessage: 'Remaining',
    description: 'What is still owed on the document.',
  },
});

/** The totals' strings that take values. */
export const totalsNamedMessages = defineMessages<{ vatWithRate: { rate: string } }>({
  vatWithRate: {
    id: 'widgets.common.totals.vatWithRate',
    defaultMessage: 'VAT ({rate})',
    description: 'The VAT amount with its rate (already formatted), e.g. "VAT (14%)".',
  },
});

/** The payment dialog. */
export const paymentMessages = defineMessages({
  title: {
    id: 'widgets.common.payment.title',
    defaultMessage: 'Record payment',
    description: 'Title of the dialog that records a payment on a document, and its submit button.',
  },
  amount: {
    id: 'widgets.common.payment.amount',
    defaultMessage: 'Payment amount',
    description: 'Field: how much is paid now.',
  },
  method: {
    id: 'widgets.common.payment.method',
    defaultMessage: 'Payment method',
    description: 'Field: how the payment is made.',
  },
  date: {
    id: 'widgets.common.payment.date',
    defaultMessage: 'Payment date',
    description: 'Field: the day of the payment.',
  },
  summary: {
    id: 'widgets.common.payment.summary',
    defaultMessage: 'Payment summary',
    description: 'Accessible name of the summary of amounts in the payment dialog.',
  },
  previouslyPaid: {
    id: 'widgets.common.payment.previouslyPaid',
    defaultMessage: 'Previously paid',
    description: 'Payment summary row: paid before this payment.',
  },
  thisPayment: {
    id: 'widgets.common.payment.thisPayment',
    defaultMessage: 'This payment',
    description: 'Payment summary row: the amount being recorded.',
  },
  newBalance: {
    id: 'widgets.common.payment.newBalance',
    defaultMessage: 'New balance',
    description: 'Payment summary row: what remains owed after this payment.',
  },
  amountRequired: {
    id: 'widgets.common.payment.amountRequired',
    defaultMessage: 'Enter an amount greater than 0.',
    description: 'Validation: the payment amount is empty or zero.',
  },
  methodRequired: {
    id: 'widgets.common.payment.methodRequired',
    defaultMessage: 'Choose a payment method.',
    description: 'Validation: no payment method chosen.',
  },
  dateRequired: {
    id: 'widgets.common.payment.dateRequired',
    defaultMessage: 'Enter the payment date.',
    description: 'Validation: no payment date.',
  },
});

/** The payment dialog's strings that take values. */
export const paymentNamedMessages = defineMessages<{ amountTooHigh: { remaining: string } }>({
  amountTooHigh: {
    id: 'widgets.common.payment.amountTooHigh',
    defaultMessage: 'The amount cannot exceed the remaining balance of {remaining}.',
    description: 'Validation: the payment is more than is owed; remaining is formatted money.',
  },
});

/** The attachments field and its review. */
export const attachmentsMessages = defineMessages({
  none: {
    id: 'widgets.common.attachmentsField.none',
    defaultMessage: 'No attachments',
    description: 'Review value: the record will have no attached file.',
  },
});

/** The attachments' strings that take values. */
export const attachmentsNamedMessages = defineMessages<{ count: { count: number } }>({
  count: {
    id: 'widgets.common.attachmentsField.count',
    defaultMessage: '{count, plural, one {# file} other {# files}}',
    description: 'Review value: how many files the record will have attached.',
  },
});

/** The payment methods of the specification, keyed like their stored values' camel-case form. */
export const paymentMethodMessages = defineMessages({
  cash: { id: 'widgets.common.paymentMethod.cash', defaultMessage: 'Cash', description: 'Payment method.' },
  creditCard: {
    id: 'widgets.common.paymentMethod.creditCard',
    defaultMessage: 'Credit Card',
    description: 'Payment method.',
  },
  bankTransfer: {
    id: 'widgets.common.paymentMethod.bankTransfer',
    defaultMessage: 'Bank Transfer',
    description: 'Payment method.',
  },
  check: { id: 'widgets.common.paymentMethod.check', defaultMessage: 'Check', description: 'Payment method.' },
  debitCard: {
    id: 'widgets.common.paymentMethod.debitCard',
    defaultMessage: 'Debit Card',
    description: 'Payment method.',
  },
  onlinePayment: {
    id: 'widgets.common.paymentMethod.onlinePayment',
    defaultMessage: 'Online Payment',
    description: 'Payment method.',
  },
  wireTransfer: {
    id: 'widgets.common.paymentMethod.wireTransfer',
    defaultMessage: 'Wire Transfer',
    description: 'Payment method.',
  },
  corporateCard: {
    id: 'widgets.common.paymentMethod.corporateCard',
    defaultMessage: 'Corporate Card',
    description: 'Payment method.',
  },
  other: { id: 'widgets.common.paymentMethod.other', defaultMessage: 'Other', description: 'Payment method.' },
});
