import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { looseListSearch } from '../lib/listSearch';
import { activeSort, listParams, sortExpression } from '../lib/lists';
import { asBill, billKeys, billList, lastPaymentMethod } from './bills';

const pb = new PocketBase('http://127.0.0.1:8093');
// A Friday: Egypt's business week (Saturday to Friday) is 14–20 November 2026.
const today = '2026-11-20';
const filterOf = (raw: Record<string, unknown>) => billList.filter(pb, listParams(billList, raw, today));

describe('the bills list filter', () => {
  it('binds the search text as a literal, over the number, the supplier names and the notes', () => {
    const literal = String.raw`"x\" || id != \""`;
    expect(filterOf({ search: 'x" || id != "' })).toBe(
      `(billNumber ~ ${literal} || supplier.name ~ ${literal} || supplier.nameAr ~ ${literal} || notes ~ ${literal})`,
    );
    expect(filterOf({})).toBe('');
  });

  it('keeps overdue to open bills due before today', () => {
    expect(filterOf({ due: 'overdue', supplier: 'sp1', status: 'PENDING' })).toBe(
      'supplier = "sp1" && status = "PENDING" && (status = "PENDING" || status = "PARTIALLY_PAID") && ' +
        'dueDate != "" && dueDate < "2026-11-20 00:00:00.000Z"',
    );
  });

  it('bounds the due-soon filters by whole days, the week running Saturday to Friday', () => {
    expect(filterOf({ due: 'dueToday' })).toContain(
      'dueDate >= "2026-11-20 00:00:00.000Z" && dueDate < "2026-11-21 00:00:00.000Z"',
    );
    expect(filterOf({ due: 'dueThisWeek' })).toContain(
      'dueDate >= "2026-11-14 00:00:00.000Z" && dueDate < "2026-11-21 00:00:00.000Z"',
    );
    expect(filterOf({ due: 'dueThisMonth' })).toContain(
      'dueDate >= "2026-11-01 00:00:00.000Z" && dueDate < "2026-12-01 00:00:00.000Z"',
    );
  });

  it('sorts the supplier column by the supplier name, with the id breaking ties', () => {
    expect(sortExpression('-supplier', billList.sortBy)).toBe('-supplier.name');
    expect(sortExpression('remaining', billList.sortBy)).toBe('remaining');
  });
});

describe('the bills URL state', () => {
  it('fills the defaults: page 1, 30 per page, latest issue date first shown as the active sort, no filters', () => {
    expect(listParams(billList, {}, today)).toEqual({
      page: 1,
      perPage: 30,
      sort: '-issueDate',
      search: '',
      filters: { supplier: null, due: null, status: null },
      today,
    });
    expect(activeSort(billList, {})).toEqual({ id: 'issueDate', direction: 'descending' });
  });

  it('drops malformed values from a hand-edited URL instead of failing', () => {
    const loose = looseListSearch(
      { sort: '-password', due: 'someday', status: 'LOST', supplier: 'a" || 1', perPage: 7 },
      ['supplier', 'due', 'status'],
    );
    expect(listParams(billList, loose, today)).toMatchObject({
      sort: '-issueDate',
      perPage: 30,
      filters: { supplier: null, due: null, status: null },
    });
    expect(
      listParams(billList, { sort: '-supplier', due: 'overdue', status: 'PARTIALLY_PAID', supplier: 'abc123' }, today),
    ).toMatchObject({ sort: '-supplier', filters: { supplier: 'abc123', due: 'overdue', status: 'PARTIALLY_PAID' } });
  });

  it('keys each list by every parameter, today included, under the collection', () => {
    const params = listParams(billList, { page: 2 }, today);
    expect(billKeys.list(params).slice(0, 1)).toEqual(billKeys.all);
    expect(billKeys.list(params)).not.toEqual(billKeys.list({ ...params, today: '2026-11-21' }));
  });
});

describe('asBill', () => {
  it("keeps both supplier names, so Arabic screens show the Arabic one, and the last payment's method", () => {
    const bill = asBill({
      id: 'b1',
      billNumber: 'BILL-2026-000001',
      supplier: 'sp1',
      issueDate: '2026-11-01',
      dueDate: '2026-11-30',
      items: [{ description: 'Paper', quantity: 2, unitPrice: 10, total: 20 }],
      vatRate: 14,
      subtotal: 20,
      vat: 2.8,
      total: 22.8,
      notes: '',
      attachments: [],
      status: 'PARTIALLY_PAID',
      amountPaid: 10,
      remaining: 12.8,
      created: '',
      updated: '',
      expand: {
        supplier: { name: 'Delta Paper Co.', nameAr: 'شركة الدلتا للورق' },
        bill_payments_via_bill: [
          { method: 'Check', date: '2026-11-05 00:00:00.000Z', created: '2026-11-05 10:00:00.000Z' },
          { method: 'Cash', date: '2026-11-02 00:00:00.000Z', created: '2026-11-09 10:00:00.000Z' },
        ],
      },
    } as Parameters<typeof asBill>[0]);
    expect(bill).toMatchObject({
      supplierName: 'Delta Paper Co.',
      supplierNameAr: 'شركة الدلتا للورق',
      lastPaymentMethod: 'Check',
    });
    expect(bill.items[0]).toEqual({ description: 'Paper', quantity: 2, unitPrice: 10, total: 20 });
    expect(lastPaymentMethod([])).toBe('');
  });
});
