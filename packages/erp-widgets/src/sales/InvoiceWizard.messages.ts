import { defineMessages } from 'react-intl';

/** Strings of the add/edit invoice wizard. */
export const invoiceWizardMessages = defineMessages({
  createTitle: {
    id: 'widgets.sales.invoiceWizard.createTitle',
    defaultMessage: 'New invoice',
    description: 'Title of the wizard that adds an invoice.',
  },
  createSubmit: {
    id: 'widgets.sales.invoiceWizard.createSubmit',
    defaultMessage: 'Create invoice',
    description: 'Submit button of the new-invoice wizard (the invoice is saved as a draft).',
  },
  editSubmit: {
    id: 'widgets.sales.invoiceWizard.editSubmit',
    defaultMessage: 'Save changes',
    description: 'Submit button of the edit-invoice wizard.',
  },
  stepDetails: {
    id: 'widgets.sales.invoiceWizard.stepDetails',
    defaultMessage: 'Client and dates',
    description: 'Wizard step: the client, the issue date and the due date.',
  },
  stepDetailsHint: {
    id: 'widgets.sales.invoiceWizard.stepDetailsHint',
    defaultMessage: 'Who is billed, and when is payment due?',
    description: 'Line under the client-and-dates step heading.',
  },
  stepItems: {
    id: 'widgets.sales.invoiceWizard.stepItems',
    defaultMessage: 'Items',
    description: 'Wizard step: the invoice lines and the VAT rate.',
  },
  stepItemsHint: {
    id: 'widgets.sales.invoiceWizard.stepItemsHint',
    defaultMessage: 'Add items from inventory or custom items. The totals update as you type.',
    description: 'Line under the items step heading.',
  },
  stepSummary: {
    id: 'widgets.sales.invoiceWizard.stepSummary',
    defaultMessage: 'Summary',
    description: 'Wizard step: review, notes and attachments.',
  },
  stepSummaryHint: {
    id: 'widgets.sales.invoiceWizard.stepSummaryHint',
    defaultMessage: 'Check the invoice, then add notes and attachments.',
    description: 'Line under the summary step heading.',
  },
  clientPlaceholder: {
    id: 'widgets.sales.invoiceWizard.clientPlaceholder',
    defaultMessage: 'Search clients by name…',
    description: 'Placeholder of the client search field.',
  },
  itemPlaceholder: {
    id: 'widgets.sales.invoiceWizard.itemPlaceholder',
    defaultMessage: 'Search inventory by name or SKU…',
    description: 'Placeholder of the inventory item search field of a line.',
  },
  addInventoryLine: {
    id: 'widgets.sales.invoiceWizard.addInventoryLine',
    defaultMessage: 'Add inventory item',
    description: 'Button that adds a line taken from inventory.',
  },
  addCustomLine: {
    id: 'widgets.sales.invoiceWizard.addCustomLine',
    defaultMessage: 'Add custom item',
    description: 'Button that adds a line typed by hand.',
  },
  inventoryLine: {
    id: 'widgets.sales.invoiceWizard.inventoryLine',
    defaultMessage: 'From inventory',
    description: 'Beside a line heading: the line sells an inventory item.',
  },
  noLines: {
    id: 'widgets.sales.invoiceWizard.noLines',
    defaultMessage: 'No items yet. Add an item from inventory or a custom item.',
    description: 'Items step with no lines.',
  },
  noSupplier: {
    id: 'widgets.sales.invoiceWizard.noSupplier',
    defaultMessage: 'None',
    description: 'Line detail: the inventory item has no supplier.',
  },
  clientRequired: {
    id: 'widgets.sales.invoiceWizard.clientRequired',
    defaultMessage: 'Choose a client.',
    description: 'Validation: no client selected.',
  },
  issueDateRequired: {
    id: 'widgets.sales.invoiceWizard.issueDateRequired',
    defaultMessage: 'Enter the issue date.',
    description: 'Validation: the issue date is empty.',
  },
  dueDateRequired: {
    id: 'widgets.sales.invoiceWizard.dueDateRequired',
    defaultMessage: 'Enter the due date.',
    description: 'Validation: the due date is empty.',
  },
  dueBeforeIssue: {
    id: 'widgets.sales.invoiceWizard.dueBeforeIssue',
    defaultMessage: 'The due date cannot be before the issue date.',
    description: 'Validation: the due date is earlier than the issue date.',
  },
  vatRateRequired: {
    id: 'widgets.sales.invoiceWizard.vatRateRequired',
    defaultMessage: 'Choose a VAT rate.',
    description: 'Validation: no VAT rate chosen (or the saved one is no longer offered).',
  },
  linesRequired: {
    id: 'widgets.sales.invoiceWizard.linesRequired',
    defaultMessage: 'Add at least one item.',
    description: 'Validation: the invoice has no lines.',
  },
  itemRequired: {
    id: 'widgets.sales.invoiceWizard.itemRequired',
    defaultMessage: 'Choose an inventory item.',
    description: 'Validation: an inventory line has no item chosen.',
  },
  descriptionRequired: {
    id: 'widgets.sales.invoiceWizard.descriptionRequired',
    defaultMessage: 'Enter a description.',
    description: 'Validation: a line has no description.',
  },
  quantityInvalid: {
    id: 'widgets.sales.invoiceWizard.quantityInvalid',
    defaultMessage: 'Enter a quantity greater than 0.',
    description: 'Validation: a line quantity is empty or not above zero.',
  },
  priceInvalid: {
    id: 'widgets.sales.invoiceWizard.priceInvalid',
    defaultMessage: 'Enter a unit price of 0 or more.',
    description: 'Validation: a line unit price is empty or negative.',
  },
  linesCount: {
    id: 'widgets.sales.invoiceWizard.linesCount',
    defaultMessage: 'Items',
    description: 'Summary label: how many lines the invoice has.',
  },
  totals: {
    id: 'widgets.sales.invoiceWizard.totals',
    defaultMessage: 'Invoice totals',
    description: 'Accessible name of the live totals list.',
  },
});

/** Strings of the invoice wizard that take values. */
export const invoiceWizardNamedMessages = defineMessages<{
  editTitle: { number: string };
  lineHeading: { n: number };
  removeLine: { n: number };
  lineField: { n: number; field: string };
  itemOption: { name: string; warehouse: string; available: string };
  vatOption: { name: string; rate: string };
  lineCount: { count: number };
}>({
  editTitle: {
    id: 'widgets.sales.invoiceWizard.editTitle',
    defaultMessage: 'Edit invoice {number}',
    description: 'Title of the wizard that edits a draft invoice.',
  },
  lineHeading: {
    id: 'widgets.sales.invoiceWizard.lineHeading',
    defaultMessage: 'Item {n, number}',
    description: 'Heading of one invoice line, numbered from 1.',
  },
  removeLine: {
    id: 'widgets.sales.invoiceWizard.removeLine',
    defaultMessage: 'Remove item {n, number}',
    description: 'Accessible name of the button that removes a line.',
  },
  lineField: {
    id: 'widgets.sales.invoiceWizard.lineField',
    defaultMessage: 'Item {n, number}: {field}',
    description: 'Names a field of one line in the server error summary, e.g. "Item 2: Quantity".',
  },
  itemOption: {
    id: 'widgets.sales.invoiceWizard.itemOption',
    defaultMessage: '{name} · {warehouse} · {available} available',
    description: 'An inventory search result: item name, its warehouse and the quantity on hand (already formatted).',
  },
  vatOption: {
    id: 'widgets.sales.invoiceWizard.vatOption',
    defaultMessage: '{name} ({rate})',
    description: 'A VAT rate choice: its name and the percentage (already formatted), e.g. "Standard (14%)".',
  },
  lineCount: {
    id: 'widgets.sales.invoiceWizard.lineCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'Summary value: the number of invoice lines.',
  },
});
