import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { billListParams, validateBillsSearch } from '../routes/-components/finance/billsSearch';
import { expenseListParams, validateExpensesSearch } from '../routes/-components/finance/expensesSearch';
import { serverRefusals } from '../routes/-components/finance/financeErrors';
import {
  asBill,
  billListFilter,
  billSortExpression,
  expenseDateRange,
  expenseListFilter,
  expenseSortExpression,
  financeKeys,
} from './finance';

const pb = new PocketBase('http://127.0.0.1:8093');
// A Friday: Egypt's business week (Saturday to Friday) is 14–20 November 2026.
const today = '2026-11-20';
const noFilters = { search: '', supplier: null, due: null, status: null, today };

describe('billListFilter', () => {
  it('binds the search text as a literal, over the number, the supplier names and the notes', () => {
    const filter = billListFilter(pb, { ...noFilters, search: 'x" || id != "' });
    const literal = String.raw`"x\" || id != \""`;
    expect(filter).toBe(
      `(billNumber ~ ${literal} || supplier.name ~ ${literal} || supplier.nameAr ~ ${literal} || notes ~ ${literal})`,
    );
    expect(billListFilter(pb, noFilters)).toBe('');
  });

  it('keeps overdue to open bills due before today', () => {
    expect(billListFilter(pb, { ...noFilters, due: 'overdue', supplier: 'sp1', status: 'PENDING' })).toBe(
      'supplier = "sp1" && status = "PENDING" && (status = "PENDING" || status = "PARTIALLY_PAID") && ' +
        'dueDate != "" && dueDate < "2026-11-20 00:00:00.000Z"',
    );
  });

  it('bounds the due-soon filters by whole days, the week running Saturday to Friday', () => {
    expect(billListFilter(pb, { ...noFilters, due: 'dueToday' })).toContain(
      'dueDate >= "2026-11-20 00:00:00.000Z" && dueDate < "2026-11-21 00:00:00.000Z"',
    );
    expect(billListFilter(pb, { ...noFilters, due: 'dueThisWeek' })).toContain(
      'dueDate >= "2026-11-14 00:00:00.000Z" && dueDate < "2026-11-21 00:00:00.000Z"',
    );
    expect(billListFilter(pb, { ...noFilters, due: 'dueThisMonth' })).toContain(
      'dueDate >= "2026-11-01 00:00:00.000Z" && dueDate < "2026-12-01 00:00:00.000Z"',
    );
  });

  it('sorts the supplier column by the supplier name, with the id breaking ties', () => {
    expect(billSortExpression('-supplier')).toBe('-supplier.name,id');
    expect(billSortExpression('remaining')).toBe('remaining,id');
  });
});

describe('bills search params', () => {
  it('fills the defaults: page 1, 30 per page, latest issue date first, no filters', () => {
    expect(billListParams(validateBillsSearch({}), today)).toEqual({
      page: 1,
      perPage: 30,
      sort: '-issueDate',
      search: '',
      supplier: null,
      due: null,
      status: null,
      today,
    });
  });

  it('drops malformed values from a hand-edited URL instead of failing', () => {
    expect(
      validateBillsSearch({ sort: '-password', due: 'someday', status: 'LOST', supplier: 'a" || 1', perPage: 7 }),
    ).toEqual({});
    expect(
      validateBillsSearch({ sort: '-supplier', due: 'overdue', status: 'PARTIALLY_PAID', supplier: 'abc123' }),
    ).toEqual({ sort: '-supplier', due: 'overdue', status: 'PARTIALLY_PAID', supplier: 'abc123' });
  });

  it('keys each list by every parameter, today included, under the bills lists', () => {
    const params = billListParams(validateBillsSearch({ page: 2 }), today);
    expect(financeKeys.billList(params).slice(0, 3)).toEqual(financeKeys.billLists());
    expect(financeKeys.billList(params)).not.toEqual(financeKeys.billList({ ...params, today: '2026-11-21' }));
  });
});

describe('expenses', () => {
  const base = { search: '', category: null, status: null, date: 'all' as const, from: null, to: null, today };

  it('resolves the date presets to whole days that end today', () => {
    expect(expenseDateRange({ ...base, date: 'last7Days' })).toEqual({ start: '2026-11-14', end: '2026-11-20' });
    expect(expenseDateRange({ ...base, date: 'last90Days' })).toEqual({ start: '2026-08-23', end: '2026-11-20' });
    expect(expenseDateRange({ ...base, date: 'custom', from: '2026-11-01', to: null })).toEqual({
      start: '2026-11-01',
      end: null,
    });
    expect(expenseDateRange(base)).toBeNull();
  });

  it('filters by search, category, status and an inclusive date range, binding every value', () => {
    const filter = expenseListFilter(pb, {
      ...base,
      search: 'Omar',
      category: 'Meals & Entertainment',
      status: 'Pending',
      date: 'custom',
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(filter).toBe(
      '(expenseNumber ~ "Omar" || description ~ "Omar" || employeeName ~ "Omar" || employeeNameAr ~ "Omar" || reference ~ "Omar") && ' +
        'category = "Meals & Entertainment" && status = "Pending" && ' +
        'date >= "2026-11-01 00:00:00.000Z" && date < "2026-11-16 00:00:00.000Z"',
    );
  });

  it('sorts the employee column by the stored employee name', () => {
    expect(expenseSortExpression('employee')).toBe('employeeName,id');
    expect(expenseSortExpression('-reference')).toBe('-reference,id');
  });

  it('keeps a custom range only with the custom preset, and only valid days', () => {
    expect(validateExpensesSearch({ date: 'custom', from: '2026-11-01', to: '2026-13-01' })).toEqual({
      date: 'custom',
      from: '2026-11-01',
    });
    expect(validateExpensesSearch({ date: 'last7Days', from: '2026-11-01' })).toEqual({ date: 'last7Days' });
    expect(validateExpensesSearch({ date: 'all', category: 'Travel', sort: 'employee' })).toEqual({
      category: 'Travel',
      sort: 'employee',
    });
    expect(expenseListParams({}, today)).toMatchObject({ sort: '-date', date: 'all', from: null, to: null });
  });
});

describe('serverRefusals', () => {
  it('reads the code and params of each refused field, as the action routes report them', () => {
    const error = {
      response: {
        message: 'The payment of 150.00 exceeds the remaining balance of 113.99.',
        data: {
          amount: {
            code: 'amount_exceeds_remaining',
            message: 'The payment of 150.00 exceeds the remaining balance of 113.99.',
            params: { amount: '150.00', remaining: '113.99' },
          },
        },
      },
    };
    expect(serverRefusals(error)).toEqual([
      { field: 'amount', code: 'amount_exceeds_remaining', params: { amount: '150.00', remaining: '113.99' } },
    ]);
    expect(serverRefusals(new Error('offline'))).toEqual([]);
  });
});

describe('asBill', () => {
  it('keeps both supplier names, so Arabic screens can show the Arabic one', () => {
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
      status: 'PENDING',
      amountPaid: 0,
      remaining: 22.8,
      created: '',
      updated: '',
      expand: { supplier: { name: 'Delta Paper Co.', nameAr: 'شركة الدلتا للورق' } },
    } as Parameters<typeof asBill>[0]);
    expect(bill).toMatchObject({ supplierName: 'Delta Paper Co.', supplierNameAr: 'شركة الدلتا للورق' });
    expect(bill.items[0]).toEqual({ description: 'Paper', quantity: 2, unitPrice: 10, total: 20 });
  });
});
