import { defineMessages } from 'react-intl';

/** Strings of the warehouses screen, its viewer and wizard (`widgets.stock.warehouses.*`). */
export const warehouseMessages = defineMessages({
  location: {
    id: 'widgets.stock.warehouses.field.location',
    defaultMessage: 'Location',
    description: 'Town or area of a warehouse (label).',
  },
  capacity: {
    id: 'widgets.stock.warehouses.field.capacity',
    defaultMessage: 'Capacity',
    description: 'How many units a warehouse can hold (label).',
  },
  occupancyLabel: {
    id: 'widgets.stock.warehouses.field.occupancy',
    defaultMessage: 'Occupancy',
    description: 'Units a warehouse holds now, against its capacity (label).',
  },
  active: {
    id: 'widgets.stock.warehouses.field.active',
    defaultMessage: 'Active',
    description: 'Warehouse state: in use (option and badge).',
  },
  inactive: {
    id: 'widgets.stock.warehouses.field.inactive',
    defaultMessage: 'Inactive',
    description: 'Warehouse state: no longer used (option and badge).',
  },
  state: {
    id: 'widgets.stock.warehouses.field.state',
    defaultMessage: 'State',
    description: 'Label of the active/inactive choice of a warehouse.',
  },
  capacityInvalid: {
    id: 'widgets.stock.warehouses.field.capacityInvalid',
    defaultMessage: 'Enter a whole number of units greater than 0.',
    description: 'Error under the capacity.',
  },
  add: {
    id: 'widgets.stock.warehouses.screen.add',
    defaultMessage: 'Add warehouse',
    description: 'Button: new warehouse.',
  },
  searchPlaceholder: {
    id: 'widgets.stock.warehouses.screen.searchPlaceholder',
    defaultMessage: 'Search by name or location…',
    description: 'Placeholder of the warehouses search box.',
  },
  emptyTitle: {
    id: 'widgets.stock.warehouses.screen.emptyTitle',
    defaultMessage: 'No warehouses found',
    description: 'Title of the empty warehouses list.',
  },
  loadFailed: {
    id: 'widgets.stock.warehouses.screen.loadFailed',
    defaultMessage: 'Could not load the warehouses',
    description: 'Toast title when the warehouses list fails to load.',
  },
  viewFailed: {
    id: 'widgets.stock.warehouses.screen.viewFailed',
    defaultMessage: 'Could not load the warehouse',
    description: 'Toast title when a warehouse viewer fails to load.',
  },
  deleteFailed: {
    id: 'widgets.stock.warehouses.screen.deleteFailed',
    defaultMessage: 'Could not delete the warehouse',
    description: 'Toast title when deleting a warehouse fails or is refused.',
  },
  saveFailed: {
    id: 'widgets.stock.warehouses.wizard.saveFailed',
    defaultMessage: 'Could not save the warehouse',
    description: 'Toast title when saving a warehouse fails.',
  },
  notFoundTitle: {
    id: 'widgets.stock.warehouses.viewer.notFoundTitle',
    defaultMessage: 'Warehouse not found',
    description: 'Viewer title for a warehouse that no longer exists.',
  },
  notFound: {
    id: 'widgets.stock.warehouses.viewer.notFound',
    defaultMessage: 'This warehouse no longer exists. It may have been deleted.',
    description: 'Viewer message for a warehouse that no longer exists.',
  },
  items: {
    id: 'widgets.stock.warehouses.viewer.items',
    defaultMessage: 'Items in this warehouse',
    description: 'Viewer heading: the inventory items the warehouse holds.',
  },
  itemsSearch: {
    id: 'widgets.stock.warehouses.viewer.itemsSearch',
    defaultMessage: 'Search items by name or SKU…',
    description: "Placeholder of the search over a warehouse's items.",
  },
  itemsEmpty: {
    id: 'widgets.stock.warehouses.viewer.itemsEmpty',
    defaultMessage: 'No items in this warehouse',
    description: 'Title shown when a warehouse holds no items (or none match).',
  },
  itemsEmptyHint: {
    id: 'widgets.stock.warehouses.viewer.itemsEmptyHint',
    defaultMessage: 'Items appear here once they are stocked in this warehouse.',
    description: 'Text under the empty item list of a warehouse.',
  },
  itemsFailed: {
    id: 'widgets.stock.warehouses.viewer.itemsFailed',
    defaultMessage: 'Could not load the items of this warehouse',
    description: "Toast title when a warehouse's items fail to load.",
  },
  createTitle: {
    id: 'widgets.stock.warehouses.wizard.createTitle',
    defaultMessage: 'New warehouse',
    description: 'Title of the wizard for a new warehouse.',
  },
  editTitle: {
    id: 'widgets.stock.warehouses.wizard.editTitle',
    defaultMessage: 'Edit warehouse',
    description: 'Title of the wizard for an existing warehouse.',
  },
  stepDetailsHint: {
    id: 'widgets.stock.warehouses.wizard.stepDetailsHint',
    defaultMessage: 'Where the warehouse is and how much it holds.',
    description: 'Description of the first warehouse wizard step.',
  },
  stepContact: {
    id: 'widgets.stock.warehouses.wizard.stepContact',
    defaultMessage: 'Contact and notes',
    description: 'Wizard step: e-mail, phone, address and notes.',
  },
  nearCapacity: {
    id: 'widgets.stock.warehouses.occupancy.nearCapacity',
    defaultMessage: 'Almost full',
    description: 'Warehouse state: at or above the near-capacity threshold.',
  },
  full: {
    id: 'widgets.stock.warehouses.occupancy.full',
    defaultMessage: 'Full',
    description: 'Warehouse state: occupancy at or above capacity.',
  },
  empty: {
    id: 'widgets.stock.warehouses.occupancy.empty',
    defaultMessage: 'Empty',
    description: 'Warehouse state: holds no stock.',
  },
});

/** Warehouse strings that take values. */
export const warehouseNamedMessages = defineMessages<{
  deleted: { name: string };
  deleteMessage: { name: string };
  created: { name: string };
  saved: { name: string };
  occupancy: { occupancy: string; capacity: string; percent: string };
}>({
  deleted: {
    id: 'widgets.stock.warehouses.screen.deleted',
    defaultMessage: 'Warehouse {name} deleted',
    description: 'Toast after a warehouse was deleted.',
  },
  deleteMessage: {
    id: 'widgets.stock.warehouses.screen.deleteMessage',
    defaultMessage:
      'Deleting the warehouse {name} will affect the inventory items at that location. This action cannot be undone.',
    description: 'Body of the warehouse delete confirmation.',
  },
  created: {
    id: 'widgets.stock.warehouses.wizard.created',
    defaultMessage: 'Warehouse {name} created',
    description: 'Toast after a new warehouse was saved.',
  },
  saved: {
    id: 'widgets.stock.warehouses.wizard.saved',
    defaultMessage: 'Warehouse {name} saved',
    description: 'Toast after a warehouse was edited.',
  },
  occupancy: {
    id: 'widgets.stock.warehouses.occupancy.text',
    defaultMessage: '{occupancy} of {capacity} units ({percent})',
    description: "A warehouse's occupancy against its capacity.",
  },
});
