import { defineMessages } from 'react-intl';

/** Strings shared by the stock screens: the stock ledger's rows (`widgets.stock.movements.<key>`). */
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
