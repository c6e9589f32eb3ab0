import { defineMessages } from 'react-intl';
import { commonMessages } from '../../shared/common.messages';

/** Strings of the stock overview (`widgets.stock.overview.*`). */
export const stockOverviewMessages = defineMessages({
  warehouses: {
    id: 'widgets.stock.overview.screen.warehouses',
    defaultMessage: 'Warehouse occupancy',
    description: 'Card title: each warehouse against its capacity.',
  },
  noWarehouses: {
    id: 'widgets.stock.overview.screen.noWarehouses',
    defaultMessage: 'No warehouses yet.',
    description: 'Shown when there is no warehouse.',
  },
  levels: {
    id: 'widgets.stock.overview.screen.levels',
    defaultMessage: 'Stock levels',
    description: 'Card title: counts of items low, out of and over stock.',
  },
  movements: {
    id: 'widgets.stock.overview.screen.movements',
    defaultMessage: 'Latest stock movements',
    description: 'Card title: the newest ledger rows.',
  },
  requests: {
    id: 'widgets.stock.overview.screen.requests',
    defaultMessage: 'Purchase requests awaiting approval',
    description: 'Card title: pending purchase requests.',
  },
  noRequests: {
    id: 'widgets.stock.overview.screen.noRequests',
    defaultMessage: 'No purchase request is waiting.',
    description: 'Shown when no purchase request is pending.',
  },
  transfers: {
    id: 'widgets.stock.overview.screen.transfers',
    defaultMessage: 'Transfers awaiting approval',
    description: 'Card title: pending transfers.',
  },
  noTransfers: {
    id: 'widgets.stock.overview.screen.noTransfers',
    defaultMessage: 'No transfer is waiting.',
    description: 'Shown when no transfer is pending.',
  },
  loadFailed: {
    id: 'widgets.stock.overview.screen.loadFailed',
    defaultMessage: 'Could not load the stock overview',
    description: 'Toast and message when the overview fails to load.',
  },
  retry: commonMessages.tryAgain,
  nothing: {
    id: 'widgets.stock.overview.screen.nothing',
    defaultMessage: 'Your role shows no stock figures.',
    description: 'Shown when the role may see none of the overview parts.',
  },
  allRequests: {
    id: 'widgets.stock.overview.screen.allRequests',
    defaultMessage: 'All purchase requests',
    description: 'Link to the purchase requests list.',
  },
  allTransfers: {
    id: 'widgets.stock.overview.screen.allTransfers',
    defaultMessage: 'All transfers',
    description: 'Link to the transfers list.',
  },
  allWarehouses: {
    id: 'widgets.stock.overview.screen.allWarehouses',
    defaultMessage: 'All warehouses',
    description: 'Link to the warehouses list.',
  },
});

/** Overview strings that take values. */
export const stockOverviewNamedMessages = defineMessages<{
  levelLink: { count: string };
  route: { from: string; to: string };
  waiting: { count: string };
}>({
  levelLink: {
    id: 'widgets.stock.overview.screen.levelLink',
    defaultMessage: '{count} items',
    description: 'A count of items in a stock level, linking to them.',
  },
  route: {
    id: 'widgets.stock.overview.screen.route',
    defaultMessage: '{from} → {to}',
    description: 'A transfer: from which warehouse to which.',
  },
  waiting: {
    id: 'widgets.stock.overview.screen.waiting',
    defaultMessage: '{count} waiting',
    description: 'How many requests or transfers await approval.',
  },
});
