import { describe, expect, it } from 'vitest';

import { makeAlert } from './dashboard.mocks';
import { ALERT_KINDS, alertActions, CARD_KINDS, cardHref, reorderQuantity } from './dashboard.types';

describe('reorderQuantity', () => {
  it('brings the item back to its maximum', () => {
    expect(reorderQuantity({ quantity: 4, minQuantity: 20, maxQuantity: 200 })).toBe(196);
  });
  it('falls back to the minimum without a maximum, and orders at least one', () => {
    expect(reorderQuantity({ quantity: 2, minQuantity: 10, maxQuantity: 0 })).toBe(8);
    expect(reorderQuantity({ quantity: 50, minQuantity: 10, maxQuantity: 40 })).toBe(1);
  });
});

describe('alertActions', () => {
  it('gives every kind the buttons of the specification, with the agreed links', () => {
    const byKind = Object.fromEntries(ALERT_KINDS.map((k) => [k, alertActions(makeAlert(k))]));
    expect(byKind.low_stock).toEqual([
      { kind: 'createPo', href: '/app/stock/purchase-requests?new=1&item=src-low_stock&quantity=196' },
      { kind: 'transferStock', href: '/app/stock/transfers?new=1&item=src-low_stock&from=wh-alex' },
    ]);
    // No other warehouse holds it: no transfer to offer.
    expect(byKind.out_of_stock!.map((a) => a.kind)).toEqual(['createPo']);
    expect(byKind.overflow_stock).toEqual([
      { kind: 'transferStock', href: '/app/stock/transfers?new=1&item=src-overflow_stock&from=wh-10th' },
      { kind: 'viewWarehouse', href: '/app/stock/warehouses?view=wh-10th' },
    ]);
    expect(byKind.warehouse_near_capacity).toEqual([
      { kind: 'viewWarehouse', href: '/app/stock/warehouses?view=src-warehouse_near_capacity' },
    ]);
    expect(byKind.stock_transfer![0]!.href).toBe('/app/stock/transfers?view=src-stock_transfer');
    expect(byKind.purchase_request![0]!.href).toBe('/app/stock/purchase-requests?view=src-purchase_request');
    expect(byKind.employee_returning![0]).toEqual({
      kind: 'viewDetails',
      href: '/app/hr/leave?view=src-employee_returning',
    });
    expect(byKind.report_generated![0]!.href).toBe('/app/reports/saved?view=src-report_generated');
    // One alert per client, about the oldest invoice; with several, the client's overdue list too.
    expect(byKind.overdue_invoice).toEqual([
      { kind: 'viewInvoice', href: '/app/sales/invoices?view=src-overdue_invoice' },
      { kind: 'viewOverdueInvoices', href: '/app/sales/invoices?due=overdue&search=Delta+Foods' },
    ]);
    expect(byKind.overdue_bill).toEqual([{ kind: 'viewBill', href: '/app/sales/bills?view=src-overdue_bill' }]);
    const bills = makeAlert('overdue_bill', 5, {
      data: { ...makeAlert('overdue_bill').data, billCount: 2 },
    });
    expect(alertActions(bills)[1]).toEqual({
      kind: 'viewOverdueBills',
      href: '/app/sales/bills?due=overdue&supplier=sup-helwan',
    });
  });
});

describe('cardHref', () => {
  it('opens a list for every card', () => {
    for (const kind of CARD_KINDS) expect(cardHref(kind, '2026-11-22')).toMatch(/^\/app\//);
    expect(cardHref('daily-expenses', '2026-11-22')).toBe(
      '/app/sales/expenses?date=custom&from=2026-11-22&to=2026-11-22',
    );
  });
});
