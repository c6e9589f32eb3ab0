// The dashboard's data as the server's GET /api/erp/dashboard and GET /api/erp/alerts answer it, and the
// links each card and alert action opens (the list behind a card; the wizard or viewer an alert acts with).

/** The card kinds, in the specification's order; each needs `view:<kind>`. */
export const CARD_KINDS = [
  'daily-invoices',
  'daily-expenses',
  'daily-balance',
  'new-quotations',
  'inventory-movement',
  'active-clients',
  'pending-bills',
  'employee-attendance',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** The most cards a user shows (specification §9). */
export const MAX_CARDS = 3;

/** One day's figures of a card: `value` is the card's figure; the others depend on the kind. */
export type CardFigures = {
  value: number;
  count?: number;
  total?: number;
  received?: number;
  paidOut?: number;
  unitsIn?: number;
  unitsOut?: number;
  onLeave?: number;
};

/** A card with today's and yesterday's figures. */
export type DashboardCard = { kind: CardKind; today: CardFigures; yesterday: CardFigures };

/** The alert kinds, in the specification's table order. */
export const ALERT_KINDS = [
  'low_stock',
  'out_of_stock',
  'overflow_stock',
  'warehouse_near_capacity',
  'empty_warehouse',
  'stock_transfer',
  'purchase_request',
  'employee_on_leave',
  'employee_returning',
  'report_generated',
  'overdue_invoice',
  'overdue_bill',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** One open alert: its kind's data (the specification's table, plus Arabic names where the server has them). */
export type AlertItem = {
  id: string;
  kind: AlertKind;
  data: Record<string, unknown>;
  sourceCollection: string;
  sourceId: string;
  created: string;
  /** Targets of the action buttons the server worked out (an item's warehouse, a warehouse holding it). */
  links?: { warehouse?: string; fromWarehouse?: string; fromItem?: string };
};

/** The alert thresholds holders of configure:alert-thresholds may change. */
export type AlertThresholds = { warehouseNearCapacityPercent: number; overdueAlertDays: number };

/** What the customiser saves. */
export type DashboardChoice = { cards: CardKind[]; alertKinds?: AlertKind[]; thresholds?: AlertThresholds };

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

/** The list behind a card, filtered to what it counts where the list has such a filter. */
export function cardHref(kind: CardKind, date: string): string {
  switch (kind) {
    case 'daily-invoices':
      return '/app/sales/invoices?sort=-issueDate';
    case 'daily-expenses':
      return `/app/sales/expenses?date=custom&from=${date}&to=${date}`;
    case 'daily-balance':
      return '/app/sales/receipts?date=today';
    case 'new-quotations':
      return '/app/sales/quotations?sort=-issueDate';
    case 'inventory-movement':
      return '/app/stock/inventory';
    case 'active-clients':
      return '/app/crm/clients?status=active';
    case 'pending-bills':
      return '/app/sales/bills?due=dueToday';
    case 'employee-attendance':
      return '/app/hr/leave?status=APPROVED';
  }
}

/** An alert's action: which button, and the link it opens. */
export type AlertAction = {
  kind:
    | 'createPo'
    | 'transferStock'
    | 'viewWarehouse'
    | 'viewTransfer'
    | 'viewRequest'
    | 'viewDetails'
    | 'viewReport'
    | 'viewInvoice'
    | 'viewBill'
    | 'viewOverdueInvoices'
    | 'viewOverdueBills';
  href: string;
};

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** The quantity that brings an item back to its maximum (or, without one, to its minimum); at least 1. */
export function reorderQuantity(data: Record<string, unknown>): number {
  const quantity = num(data.quantity);
  const max = num(data.maxQuantity);
  const target = max > 0 ? max : num(data.minQuantity);
  return Math.max(1, target - quantity);
}

/** The action buttons of an alert, each with the link it opens (wizard prefilled, or the record's viewer). */
export function alertActions(alert: AlertItem): AlertAction[] {
  const id = alert.sourceId;
  const links = alert.links ?? {};
  switch (alert.kind) {
    case 'low_stock':
    case 'out_of_stock': {
      const out: AlertAction[] = [
        {
          kind: 'createPo',
          href: `/app/stock/purchase-requests?${q({ new: 1, item: id, quantity: reorderQuantity(alert.data) })}`,
        },
      ];
      if (links.fromWarehouse) {
        out.push({
          kind: 'transferStock',
          href: `/app/stock/transfers?${q({ new: 1, item: id, from: links.fromWarehouse })}`,
        });
      }
      return out;
    }
    case 'overflow_stock':
      return [
        ...(links.warehouse
          ? [
              {
                kind: 'transferStock' as const,
                href: `/app/stock/transfers?${q({ new: 1, item: id, from: links.warehouse })}`,
              },
            ]
          : []),
        ...(links.warehouse
          ? [{ kind: 'viewWarehouse' as const, href: `/app/stock/warehouses?view=${links.warehouse}` }]
          : []),
      ];
    case 'warehouse_near_capacity':
    case 'empty_warehouse':
      return [{ kind: 'viewWarehouse', href: `/app/stock/warehouses?view=${id}` }];
    case 'stock_transfer':
      return [{ kind: 'viewTransfer', href: `/app/stock/transfers?view=${id}` }];
    case 'purchase_request':
      return [{ kind: 'viewRequest', href: `/app/stock/purchase-requests?view=${id}` }];
    case 'employee_on_leave':
    case 'employee_returning':
      return [{ kind: 'viewDetails', href: `/app/hr/leave?view=${id}` }];
    case 'report_generated':
      return [{ kind: 'viewReport', href: `/app/reports/saved?view=${id}` }];
    // One alert per client (supplier), about the oldest overdue document; with several, their filtered list too.
    case 'overdue_invoice':
      return [
        { kind: 'viewInvoice', href: `/app/sales/invoices?view=${id}` },
        ...(num(alert.data.invoiceCount) > 1 && typeof alert.data.clientName === 'string'
          ? [
              {
                kind: 'viewOverdueInvoices' as const,
                href: `/app/sales/invoices?${q({ due: 'overdue', search: alert.data.clientName })}`,
              },
            ]
          : []),
      ];
    case 'overdue_bill':
      return [
        { kind: 'viewBill', href: `/app/sales/bills?view=${id}` },
        ...(num(alert.data.billCount) > 1 && typeof alert.data.supplierId === 'string'
          ? [
              {
                kind: 'viewOverdueBills' as const,
                href: `/app/sales/bills?${q({ due: 'overdue', supplier: alert.data.supplierId })}`,
              },
            ]
          : []),
      ];
  }
}
