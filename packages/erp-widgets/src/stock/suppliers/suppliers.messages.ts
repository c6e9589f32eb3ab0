import { defineMessages } from 'react-intl';
import { commonMessages } from '../../shared/common.messages';

/** Strings of the suppliers screen and its modal (`widgets.stock.suppliers.*`). */
export const supplierMessages = defineMessages({
  add: {
    id: 'widgets.stock.suppliers.screen.add',
    defaultMessage: 'Add supplier',
    description: 'Button: new supplier.',
  },
  searchPlaceholder: {
    id: 'widgets.stock.suppliers.screen.searchPlaceholder',
    defaultMessage: 'Search by name, e-mail or phone…',
    description: 'Placeholder of the suppliers search box.',
  },
  emptyTitle: {
    id: 'widgets.stock.suppliers.screen.emptyTitle',
    defaultMessage: 'No suppliers found',
    description: 'Title of the empty suppliers list.',
  },
  loadFailed: {
    id: 'widgets.stock.suppliers.screen.loadFailed',
    defaultMessage: 'Could not load the suppliers',
    description: 'Toast title when the suppliers list fails to load.',
  },
  viewFailed: {
    id: 'widgets.stock.suppliers.screen.viewFailed',
    defaultMessage: 'Could not load the supplier',
    description: 'Toast title when the supplier modal fails to load.',
  },
  deleteFailed: {
    id: 'widgets.stock.suppliers.screen.deleteFailed',
    defaultMessage: 'Could not delete the supplier',
    description: 'Toast title when deleting a supplier fails.',
  },
  saveFailed: {
    id: 'widgets.stock.suppliers.modal.saveFailed',
    defaultMessage: 'Could not save the supplier',
    description: 'Toast title when saving a supplier fails.',
  },
  notFoundTitle: {
    id: 'widgets.stock.suppliers.modal.notFoundTitle',
    defaultMessage: 'Supplier not found',
    description: 'Modal title for a supplier that no longer exists.',
  },
  notFound: {
    id: 'widgets.stock.suppliers.modal.notFound',
    defaultMessage: 'This supplier no longer exists. It may have been deleted.',
    description: 'Modal message for a supplier that no longer exists.',
  },
  createTitle: {
    id: 'widgets.stock.suppliers.modal.createTitle',
    defaultMessage: 'New supplier',
    description: 'Title of the supplier modal when adding one.',
  },
  editTitle: {
    id: 'widgets.stock.suppliers.modal.editTitle',
    defaultMessage: 'Edit supplier',
    description: 'Title of the supplier modal when editing.',
  },
  deleteTitle: {
    id: 'widgets.stock.suppliers.modal.deleteTitle',
    defaultMessage: 'Delete supplier?',
    description: 'Title of the supplier modal when confirming a delete.',
  },
  items: {
    id: 'widgets.stock.suppliers.modal.items',
    defaultMessage: 'Inventory items',
    description: 'Modal heading: the items bought from this supplier.',
  },
  noItems: {
    id: 'widgets.stock.suppliers.modal.noItems',
    defaultMessage: 'No inventory items from this supplier yet.',
    description: 'Shown when a supplier has no items.',
  },
  close: commonMessages.close,
  loading: {
    id: 'widgets.stock.suppliers.modal.loading',
    defaultMessage: 'Loading the supplier…',
    description: 'Shown while the supplier modal loads.',
  },
  retry: commonMessages.tryAgain,
});

/** Supplier strings that take values. */
export const supplierNamedMessages = defineMessages<{
  deleted: { name: string };
  deleteMessage: { name: string };
  created: { name: string };
  saved: { name: string };
  moreItems: { shown: string; count: string };
  itemMeta: { quantity: string; warehouse: string };
}>({
  deleted: {
    id: 'widgets.stock.suppliers.screen.deleted',
    defaultMessage: 'Supplier {name} deleted',
    description: 'Toast after a supplier was deleted.',
  },
  deleteMessage: {
    id: 'widgets.stock.suppliers.modal.deleteMessage',
    defaultMessage:
      'The supplier {name} will be deleted and its items will have no supplier. This action cannot be undone.',
    description: 'Body of the supplier delete confirmation.',
  },
  created: {
    id: 'widgets.stock.suppliers.modal.created',
    defaultMessage: 'Supplier {name} created',
    description: 'Toast after a new supplier was saved.',
  },
  saved: {
    id: 'widgets.stock.suppliers.modal.saved',
    defaultMessage: 'Supplier {name} saved',
    description: 'Toast after a supplier was edited.',
  },
  moreItems: {
    id: 'widgets.stock.suppliers.modal.moreItems',
    defaultMessage: 'Showing {shown} of {count} items',
    description: "Under a supplier's item list when it has more than shown.",
  },
  itemMeta: {
    id: 'widgets.stock.suppliers.modal.itemMeta',
    defaultMessage: '{quantity} in {warehouse}',
    description: "A supplier's item: units and the warehouse holding them.",
  },
});
