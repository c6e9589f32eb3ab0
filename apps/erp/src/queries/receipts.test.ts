import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { looseListSearch } from '../lib/listSearch';
import { listParams, sortExpression } from '../lib/lists';
import { receiptKeys, receiptList } from './receipts';

const pb = new PocketBase('http://127.0.0.1:8093');
// A Thursday: the business week (from Saturday) runs 7 to 13 November.
const today = '2026-11-12';
const filterOf = (raw: Record<string, unknown>) => receiptList.filter(pb, listParams(receiptList, raw, today));

describe('the receipts list filter', () => {
  it('filters by method and issue date, this week starting on Saturday', () => {
    expect(filterOf({ method: 'Check', date: 'thisWeek' })).toBe(
      'paymentMethod = "Check" && issueDate >= "2026-11-07 00:00:00.000Z" && issueDate < "2026-11-14 00:00:00.000Z"',
    );
    expect(filterOf({ date: 'last30Days' })).toBe(
      'issueDate >= "2026-10-14 00:00:00.000Z" && issueDate < "2026-11-13 00:00:00.000Z"',
    );
    expect(filterOf({ search: 'REC', method: 'Bitcoin' })).toBe(
      '(receiptNumber ~ "REC" || invoiceNumber ~ "REC" || client.name ~ "REC" || client.nameAr ~ "REC")',
    );
  });

  it('sorts the client column by the client name', () => {
    expect(sortExpression('client', receiptList.sortBy)).toBe('client.name');
    expect(sortExpression('-total', receiptList.sortBy)).toBe('-total');
  });
});

describe('the receipts URL state', () => {
  it('keeps the known filters and sort fields and drops the rest', () => {
    const search = looseListSearch({ method: 'Bank Transfer', date: 'today', sort: 'paymentMethod' }, [
      'method',
      'date',
    ]);
    expect(listParams(receiptList, search, today)).toMatchObject({
      sort: 'paymentMethod',
      filters: { method: 'Bank Transfer', date: 'today' },
    });
    expect(listParams(receiptList, looseListSearch({ sort: 'notes' }, []), today).sort).toBe('-created');
    expect(receiptKeys.detail('r1')).toEqual(['receipts', 'detail', 'r1']);
  });
});
