import { defineMessages } from 'react-intl';

/** Strings of the inventory screen, its viewer, wizard and adjustment dialog (`widgets.stock.inventory.*`). */
export const inventoryMessages = defineMessages({
  sku: {
    id: 'widgets.stock.inventory.field.sku',
    defaultMessage: 'SKU',
    description: 'Stock-keeping unit code of an inventory item (label).',
  },
  skuAuto: {
    id: 'widgets.stock.inventory.field.skuAuto',
    defaultMessage: 'Generated when the item is saved',
    description: 'Shown instead of the SKU of an item not saved yet.',
  },
  category: {
    id: 'widgets.stock.inventory.field.category',
    defaultMessage: 'Category',
    description: 'Free-text category of an inventory item (label).',
  },
  warehouse: {
    id: 'widgets.stock.inventory.field.warehouse',
    defaultMessage: 'Warehouse',
    description: 'The warehouse that holds an inventory item (label).',
  },
  quantity: {
    id: 'widgets.stock.inventory.field.quantity',
    defaultMessage: 'Quantity',
    description: 'Units of an item in stock (label).',
  },
  openingQuantity: {
    id: 'widgets.stock.inventory.field.openingQuantity',
    defaultMessage: 'Opening quantity',
    description: 'Units a new item starts with (label).',
  },
  minQuantity: {
    id: 'widgets.stock.inventory.field.minQuantity',
    defaultMessage: 'Minimum quantity',
    description: 'Stock level at or below which an item is low (label).',
  },
  maxQuantity: {
    id: 'widgets.stock.inventory.field.maxQuantity',
    defaultMessage: 'Maximum quantity',
    description: 'Stock level above which an item is over-stocked (label).',
  },
  unitPrice: {
    id: 'widgets.stock.inventory.field.unitPrice',
    defaultMessage: 'Unit price',
    description: 'Price of one unit of an item (label).',
  },
  supplier: {
    id: 'widgets.stock.inventory.field.supplier',
    defaultMessage: 'Supplier',
    description: 'The supplier an item is bought from (label).',
  },
  image: {
    id: 'widgets.stock.inventory.field.image',
    defaultMessage: 'Image',
    description: 'Picture of an inventory item (label).',
  },
  imageHint: {
    id: 'widgets.stock.inventory.field.imageHint',
    defaultMessage: 'PNG, JPG or WEBP, up to 5 MB.',
    description: 'Help under the item image field.',
  },
  overStock: {
    id: 'widgets.stock.inventory.field.overStock',
    defaultMessage: 'Over stock',
    description: 'Stock level filter and badge: more units than the maximum.',
  },
  level: {
    id: 'widgets.stock.inventory.field.level',
    defaultMessage: 'Stock level',
    description: 'Filter label: the item status (in, low, out of, over stock).',
  },
  add: {
    id: 'widgets.stock.inventory.screen.add',
    defaultMessage: 'New item',
    description: 'Button: new inventory item.',
  },
  searchPlaceholder: {
    id: 'widgets.stock.inventory.screen.searchPlaceholder',
    defaultMessage: 'Search by name or SKU…',
    description: 'Placeholder of the inventory search box.',
  },
  emptyTitle: {
    id: 'widgets.stock.inventory.screen.emptyTitle',
    defaultMessage: 'No items found',
    description: 'Title of the empty inventory list.',
  },
  loadFailed: {
    id: 'widgets.stock.inventory.screen.loadFailed',
    defaultMessage: 'Could not load the inventory',
    description: 'Toast title when the inventory list fails to load.',
  },
  deleteFailed: {
    id: 'widgets.stock.inventory.screen.deleteFailed',
    defaultMessage: 'Could not delete the item',
    description: 'Toast title when deleting an item fails.',
  },
  deleteLoadFailed: {
    id: 'widgets.stock.inventory.screen.deleteLoadFailed',
    defaultMessage: 'Error loading item details for deletion.',
    description: 'Toast title when the item cannot be read again before its delete confirmation.',
  },
  viewFailed: {
    id: 'widgets.stock.inventory.screen.viewFailed',
    defaultMessage: 'Error loading item',
    description: 'Toast title when an item viewer fails to load.',
  },
  saveFailed: {
    id: 'widgets.stock.inventory.wizard.saveFailed',
    defaultMessage: 'Could not save the item',
    description: 'Toast title when saving an item fails.',
  },
  adjust: {
    id: 'widgets.stock.inventory.screen.adjust',
    defaultMessage: 'Adjust stock',
    description: 'Action: correct the quantity of an item after a count.',
  },
  notFoundTitle: {
    id: 'widgets.stock.inventory.viewer.notFoundTitle',
    defaultMessage: 'Item not found',
    description: 'Viewer title for an item that no longer exists.',
  },
  notFound: {
    id: 'widgets.stock.inventory.viewer.notFound',
    defaultMessage: 'This item no longer exists. It may have been deleted.',
    description: 'Viewer message for an item that no longer exists.',
  },
  stockSection: {
    id: 'widgets.stock.inventory.viewer.stock',
    defaultMessage: 'Stock',
    description: "Heading of the item viewer's section with its quantities and price (not the Stock module's name).",
  },
  history: {
    id: 'widgets.stock.inventory.viewer.history',
    defaultMessage: 'Stock movement history',
    description: 'Viewer heading: the ledger rows of the item, newest first.',
  },
  createTitle: {
    id: 'widgets.stock.inventory.wizard.createTitle',
    defaultMessage: 'New inventory item',
    description: 'Title of the wizard for a new item.',
  },
  editTitle: {
    id: 'widgets.stock.inventory.wizard.editTitle',
    defaultMessage: 'Edit inventory item',
    description: 'Title of the wizard for an existing item.',
  },
  stepDetailsHint: {
    id: 'widgets.stock.inventory.wizard.stepDetailsHint',
    defaultMessage: 'What the item is and where it is kept.',
    description: 'Description of the first wizard step.',
  },
  stepStock: {
    id: 'widgets.stock.inventory.wizard.stepStock',
    defaultMessage: 'Stock and price',
    description: 'Wizard step: quantities and unit price.',
  },
  stepImage: {
    id: 'widgets.stock.inventory.wizard.stepImage',
    defaultMessage: 'Description and image',
    description: 'Wizard step: description and picture.',
  },
  requiredFields: {
    id: 'widgets.stock.inventory.wizard.requiredFields',
    defaultMessage: 'Please fill all required fields correctly.',
    description: 'Toast message when a wizard step has empty or wrong fields.',
  },
  validationError: {
    id: 'widgets.stock.inventory.wizard.validationError',
    defaultMessage: 'Check the item',
    description: 'Toast title when a wizard step has empty or wrong fields.',
  },
  wholeNumber: {
    id: 'widgets.stock.inventory.wizard.wholeNumber',
    defaultMessage: 'Enter a whole number of 0 or more.',
    description: 'Error under a quantity field.',
  },
  priceInvalid: {
    id: 'widgets.stock.inventory.wizard.priceInvalid',
    defaultMessage: 'Enter a price of 0 or more.',
    description: 'Error under the unit price field.',
  },
  maxBelowMin: {
    id: 'widgets.stock.inventory.wizard.maxBelowMin',
    defaultMessage: 'The maximum quantity must be at least the minimum.',
    description: 'Error under the maximum quantity.',
  },
  quantityByAction: {
    id: 'widgets.stock.inventory.wizard.quantityByAction',
    defaultMessage: 'The quantity changes only through invoices, transfers, purchases and stock adjustments.',
    description: 'Hint in the edit wizard: the quantity is not edited here.',
  },
  adjustModeLabel: {
    id: 'widgets.stock.inventory.adjust.mode',
    defaultMessage: 'Adjust by',
    description: 'Label of the choice between a counted quantity and a change.',
  },
  adjustModeCount: {
    id: 'widgets.stock.inventory.adjust.modeCount',
    defaultMessage: 'Counted quantity',
    description: 'Adjustment option: enter the quantity counted on the shelf.',
  },
  adjustModeChange: {
    id: 'widgets.stock.inventory.adjust.modeChange',
    defaultMessage: 'Change',
    description:
      'Stock adjustment mode (not an audit change): enter units to add (positive) or remove (negative), as opposed to setting the new quantity.',
  },
  adjustChange: {
    id: 'widgets.stock.inventory.adjust.changeField',
    defaultMessage: 'Change in units',
    description: 'Field: signed number of units to add or remove.',
  },
  adjustChangeHint: {
    id: 'widgets.stock.inventory.adjust.changeHint',
    defaultMessage: 'Negative to remove units, positive to add.',
    description: 'Help under the change field.',
  },
  adjustReason: {
    id: 'widgets.stock.inventory.adjust.reason',
    defaultMessage: 'Reason',
    description: 'Field: why the stock is adjusted (required).',
  },
  adjustReasonHint: {
    id: 'widgets.stock.inventory.adjust.reasonHint',
    defaultMessage: 'For example: yearly count, damaged goods, found in another aisle.',
    description: 'Help under the adjustment reason.',
  },
  adjustFailed: {
    id: 'widgets.stock.inventory.adjust.failed',
    defaultMessage: 'Could not adjust the stock',
    description: 'Toast title when an adjustment is refused.',
  },
  adjustBelowZero: {
    id: 'widgets.stock.inventory.adjust.belowZero',
    defaultMessage: 'The quantity cannot go below 0.',
    description: 'Error when the adjustment would leave a negative quantity.',
  },
  adjustWhole: {
    id: 'widgets.stock.inventory.adjust.whole',
    defaultMessage: 'Enter a whole number.',
    description: 'Error under an adjustment quantity that is not whole.',
  },
  noSupplier: {
    id: 'widgets.stock.inventory.field.noSupplier',
    defaultMessage: 'No supplier',
    description: 'Choice of the supplier field: the item has no supplier.',
  },
});

/** Inventory strings that take values. */
export const inventoryNamedMessages = defineMessages<{
  deleted: { name: string };
  deleteMessage: { name: string };
  deleteHolds: { name: string; quantity: string };
  created: { name: string; sku: string };
  saved: { name: string };
  viewerError: { error: string };
  adjustRecorded: { quantity: string };
  adjustResult: { quantity: string };
  adjusted: { name: string; quantity: string };
  adjustFor: { name: string; sku: string };
}>({
  deleted: {
    id: 'widgets.stock.inventory.screen.deleted',
    defaultMessage: 'Item {name} deleted',
    description: 'Toast after an item was deleted.',
  },
  deleteMessage: {
    id: 'widgets.stock.inventory.screen.deleteMessage',
    defaultMessage:
      'The item {name} will be deleted. Its stock movements stay in the ledger. This action cannot be undone.',
    description: 'Body of the item delete confirmation.',
  },
  deleteHolds: {
    id: 'widgets.stock.inventory.screen.deleteHolds',
    defaultMessage:
      'The item {name} still holds {quantity} units, which leave the stock with it. Its stock movements stay in the ledger. This action cannot be undone.',
    description: 'Body of the delete confirmation of an item that holds stock.',
  },
  created: {
    id: 'widgets.stock.inventory.wizard.created',
    defaultMessage: 'Item {name} created as {sku}',
    description: 'Toast after a new item was saved, with its generated SKU.',
  },
  saved: {
    id: 'widgets.stock.inventory.wizard.saved',
    defaultMessage: 'Item {name} saved',
    description: 'Toast after an item was edited.',
  },
  viewerError: {
    id: 'widgets.stock.inventory.viewer.error',
    defaultMessage: 'Error loading item: {error}',
    description: 'Viewer message when the item fails to load.',
  },
  adjustRecorded: {
    id: 'widgets.stock.inventory.adjust.recorded',
    defaultMessage: 'Recorded quantity: {quantity}',
    description: 'The quantity the system holds, in the adjustment dialog.',
  },
  adjustResult: {
    id: 'widgets.stock.inventory.adjust.result',
    defaultMessage: 'New quantity: {quantity}',
    description: 'The quantity after the adjustment, in the dialog.',
  },
  adjusted: {
    id: 'widgets.stock.inventory.adjust.adjusted',
    defaultMessage: 'Stock of {name} adjusted to {quantity}',
    description: 'Toast after an adjustment.',
  },
  adjustFor: {
    id: 'widgets.stock.inventory.adjust.for',
    defaultMessage: '{name} · {sku}',
    description: 'Subtitle of the adjustment dialog: the item and its SKU.',
  },
});
