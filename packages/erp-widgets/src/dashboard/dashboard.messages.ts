import { defineMessages } from 'react-intl';

/** The dashboard's own strings: greeting, cards, customiser. Alert strings are in alerts.messages.ts. */
export const dashboardMessages = defineMessages<{
  welcome: { name: string };
  today: { date: string };
  cardsHeading: Record<string, never>;
  customise: Record<string, never>;
  noCards: Record<string, never>;
  noCardsHint: Record<string, never>;
  noCardsAllowed: Record<string, never>;
  cardsFailed: Record<string, never>;
  vsYesterday: { value: string };
  changeUp: { change: string };
  changeDown: { change: string };
  unchanged: Record<string, never>;
  'daily-invoices': Record<string, never>;
  'daily-expenses': Record<string, never>;
  'daily-balance': Record<string, never>;
  'new-quotations': Record<string, never>;
  'inventory-movement': Record<string, never>;
  'active-clients': Record<string, never>;
  'pending-bills': Record<string, never>;
  'employee-attendance': Record<string, never>;
  invoicesDetail: { count: number };
  expensesDetail: { count: number };
  balanceDetail: { received: string; paidOut: string };
  quotationsDetail: { total: string };
  movementDetail: { unitsIn: string; unitsOut: string };
  billsDetail: { count: number };
  attendanceDetail: { total: string; onLeave: string };
  customiserTitle: Record<string, never>;
  customiserCards: Record<string, never>;
  maxCards: Record<string, never>;
  customiserAlerts: Record<string, never>;
  customiserThresholds: Record<string, never>;
  nearCapacity: Record<string, never>;
  overdueDays: Record<string, never>;
  saveFailed: { reason: string };
}>({
  welcome: {
    id: 'widgets.dashboard.welcome',
    defaultMessage: 'Welcome, {name}',
    description: 'Dashboard greeting with the user first name',
  },
  today: {
    id: 'widgets.dashboard.today',
    defaultMessage: 'Today is {date}.',
    description: 'Dashboard sub-heading with the full date',
  },
  cardsHeading: {
    id: 'widgets.dashboard.screen.cardsHeading',
    defaultMessage: 'Key figures',
    description: 'Heading of the metric cards section of the dashboard (screen-reader and visible)',
  },
  customise: {
    id: 'widgets.dashboard.screen.customise',
    defaultMessage: 'Customise',
    description: 'Button opening the dialog where the user picks the dashboard cards and alert kinds',
  },
  noCards: {
    id: 'widgets.dashboard.screen.noCards',
    defaultMessage: 'No cards chosen',
    description: 'Empty state title when the user shows no metric card',
  },
  noCardsHint: {
    id: 'widgets.dashboard.screen.noCardsHint',
    defaultMessage: 'Choose up to three figures to follow each day with Customise.',
    description: 'Empty state text when the user shows no metric card',
  },
  noCardsAllowed: {
    id: 'widgets.dashboard.screen.noCardsAllowed',
    defaultMessage: 'Your role has no dashboard figures.',
    description: 'Shown instead of the cards when the role may view none of the card kinds',
  },
  cardsFailed: {
    id: 'widgets.dashboard.screen.cardsFailed',
    defaultMessage: 'The figures could not be loaded.',
    description: 'Note on each metric card when the dashboard request failed',
  },
  vsYesterday: {
    id: 'widgets.dashboard.card.vsYesterday',
    defaultMessage: 'Yesterday: {value}',
    description: "Under a card's figure: the same figure for yesterday, for comparison",
  },
  changeUp: {
    id: 'widgets.dashboard.card.changeUp',
    defaultMessage: '+{change} on yesterday',
    description: 'Trend of a card: the figure rose by the amount since yesterday',
  },
  changeDown: {
    id: 'widgets.dashboard.card.changeDown',
    defaultMessage: '−{change} on yesterday',
    description: 'Trend of a card: the figure fell by the amount since yesterday',
  },
  unchanged: {
    id: 'widgets.dashboard.card.unchanged',
    defaultMessage: 'Same as yesterday',
    description: 'Trend of a card: the figure equals yesterday’s',
  },
  // The card kinds (specification §2).
  'daily-invoices': {
    id: 'widgets.dashboard.card.dailyInvoices',
    defaultMessage: "Today's invoices",
    description: 'Card: total of the invoices issued today',
  },
  'daily-expenses': {
    id: 'widgets.dashboard.card.dailyExpenses',
    defaultMessage: "Today's expenses",
    description: 'Card: total of the expenses dated today',
  },
  'daily-balance': {
    id: 'widgets.dashboard.card.dailyBalance',
    defaultMessage: "Today's balance",
    description: 'Card: money received today minus money paid out today',
  },
  'new-quotations': {
    id: 'widgets.dashboard.card.newQuotations',
    defaultMessage: "Today's quotations",
    description: 'Card: number of quotations issued today',
  },
  'inventory-movement': {
    id: 'widgets.dashboard.card.inventoryMovement',
    defaultMessage: 'Inventory movement',
    description: 'Card: stock units moved in and out today',
  },
  'active-clients': {
    id: 'widgets.dashboard.card.activeClients',
    defaultMessage: 'Active clients today',
    description: 'Card: distinct clients with an invoice, quotation or receipt today',
  },
  'pending-bills': {
    id: 'widgets.dashboard.card.pendingBills',
    defaultMessage: 'Bills due today',
    description: 'Card: amount still to pay on supplier bills due today',
  },
  'employee-attendance': {
    id: 'widgets.dashboard.card.employeeAttendance',
    defaultMessage: "Today's attendance",
    description: 'Card: employees at work today (not on approved leave)',
  },
  invoicesDetail: {
    id: 'widgets.dashboard.card.invoicesDetail',
    defaultMessage: '{count, plural, one {# invoice issued} other {# invoices issued}}',
    description: "Detail of the today's invoices card",
  },
  expensesDetail: {
    id: 'widgets.dashboard.card.expensesDetail',
    defaultMessage: '{count, plural, one {# expense} other {# expenses}}',
    description: "Detail of the today's expenses card",
  },
  balanceDetail: {
    id: 'widgets.dashboard.card.balanceDetail',
    defaultMessage: 'In {received} · out {paidOut}',
    description: "Detail of the today's balance card: money received and money paid out",
  },
  quotationsDetail: {
    id: 'widgets.dashboard.card.quotationsDetail',
    defaultMessage: 'Worth {total}',
    description: "Detail of the today's quotations card: their total value",
  },
  movementDetail: {
    id: 'widgets.dashboard.card.movementDetail',
    defaultMessage: '{unitsIn} in · {unitsOut} out',
    description: 'Detail of the inventory movement card: units received and units issued',
  },
  billsDetail: {
    id: 'widgets.dashboard.card.billsDetail',
    defaultMessage: '{count, plural, one {# bill due} other {# bills due}}',
    description: 'Detail of the bills due today card',
  },
  attendanceDetail: {
    id: 'widgets.dashboard.card.attendanceDetail',
    defaultMessage: 'Of {total} · {onLeave} on leave',
    description: "Detail of the today's attendance card: all employees and those on leave",
  },
  // The customiser.
  customiserTitle: {
    id: 'widgets.dashboard.customiser.title',
    defaultMessage: 'Customise the dashboard',
    description: 'Title of the dashboard customiser dialog',
  },
  customiserCards: {
    id: 'widgets.dashboard.customiser.cards',
    defaultMessage: 'Cards (up to 3)',
    description: 'Legend of the card choices in the customiser',
  },
  maxCards: {
    id: 'widgets.dashboard.customiser.maxCards',
    defaultMessage: 'Maximum of 3 cards reached.',
    description: 'Shown when the user tries to choose a fourth card (specification §9)',
  },
  customiserAlerts: {
    id: 'widgets.dashboard.customiser.alerts',
    defaultMessage: 'Alerts to show',
    description: 'Legend of the alert kind subscriptions in the customiser',
  },
  customiserThresholds: {
    id: 'widgets.dashboard.customiser.thresholds',
    defaultMessage: 'Alert thresholds',
    description: 'Legend of the alert threshold settings in the customiser',
  },
  nearCapacity: {
    id: 'widgets.dashboard.customiser.nearCapacity',
    defaultMessage: 'Warehouse almost full at (%)',
    description: 'Threshold: warehouse fullness percent that raises the near-capacity alert',
  },
  overdueDays: {
    id: 'widgets.dashboard.customiser.overdueDays',
    defaultMessage: 'Days overdue before an alert',
    description: 'Threshold: days past the due date before an overdue invoice or bill raises an alert',
  },
  saveFailed: {
    id: 'widgets.dashboard.customiser.saveFailed',
    defaultMessage: 'The choices could not be saved: {reason}',
    description: 'Error in the customiser when the server refused or failed the save',
  },
});
