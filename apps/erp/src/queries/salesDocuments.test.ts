import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { looseListSearch } from '../lib/listSearch';
import { quotationListParams } from '../routes/-components/sales/quotationsSearch';
import { receiptListParams } from '../routes/-components/sales/receiptsSearch';
import { quotationKeys, quotationListFilter, quotationSortExpression } from './quotations';
import { receiptKeys, receiptListFilter, receiptSortExpression } from './receipts';

const pb = new PocketBase('http://127.0.0.1:8093');
// A Thursday: the business week (from Saturday) runs 7 to 13 November.
const today = '2026-11-12';

describe('quotationListFilter', () => {
  it('binds the search text as a quoted literal over the numbers and the client names', () => {
    const literal = String.raw`"x\" || id != \""`;
    expect(quotationListFilter(pb, { search: 'x" || id != "', status: null, validUntil: 'all', today })).toBe(
      `(quotationNumber ~ ${literal} || invoiceNumber ~ ${literal} || client.name ~ ${literal} || client.nameAr ~ ${literal})`,
    );
  });

  it('counts the valid-until ranges from today, today included, up to midnight after the last day', () => {
    expect(quotationListFilter(pb, { search: '', status: 'SENT', validUntil: 'next7Days', today })).toBe(
      'status = "SENT" && validUntil >= "2026-11-12 00:00:00.000Z" && validUntil < "2026-11-19 00:00:00.000Z"',
    );
    expect(quotationListFilter(pb, { search: '', status: null, validUntil: 'next90Days', today })).toBe(
      'validUntil >= "2026-11-12 00:00:00.000Z" && validUntil < "2027-02-10 00:00:00.000Z"',
    );
    expect(quotationListFilter(pb, { search: ' ', status: null, validUntil: 'all', today })).toBe('');
  });

  it('sorts the client column by the client name, with the id breaking ties', () => {
    expect(quotationSortExpression('-client')).toBe('-client.name,id');
    expect(quotationSortExpression('validUntil')).toBe('validUntil,id');
  });
});

describe('receiptListFilter', () => {
  it('filters by method and issue date, this week starting on Saturday', () => {
    expect(receiptListFilter(pb, { search: '', method: 'Check', date: 'thisWeek', today })).toBe(
      'paymentMethod = "Check" && issueDate >= "2026-11-07 00:00:00.000Z" && issueDate < "2026-11-14 00:00:00.000Z"',
    );
    expect(receiptListFilter(pb, { search: '', method: null, date: 'last30Days', today })).toBe(
      'issueDate >= "2026-10-14 00:00:00.000Z" && issueDate < "2026-11-13 00:00:00.000Z"',
    );
    expect(receiptListFilter(pb, { search: 'REC', method: null, date: 'all', today })).toBe(
      '(receiptNumber ~ "REC" || invoiceNumber ~ "REC" || client.name ~ "REC" || client.nameAr ~ "REC")',
    );
  });

  it('sorts by the specification fields, the client by name', () => {
    expect(receiptSortExpression('client')).toBe('client.name,id');
    expect(receiptSortExpression('-total')).toBe('-total,id');
  });
});

describe('quotation and receipt URL state', () => {
  it('fills the defaults: newest number first, 30 per page, no filters', () => {
    expect(quotationListParams({}, today)).toEqual({
      page: 1,
      perPage: 30,
      sort: '-quotationNumber',
      search: '',
      status: null,
      validUntil: 'all',
      today,
    });
    expect(receiptListParams({}, today)).toEqual({
      page: 1,
      perPage: 30,
      sort: '-receiptNumber',
      search: '',
      method: null,
      date: 'all',
      today,
    });
  });

  it('keeps the known filters and sort fields of the URL and drops the rest', () => {
    const quotations = looseListSearch({ status: 'ACCEPTED', valid: 'next30Days', sort: '-validUntil' }, [
      'status',
      'valid',
    ]);
    expect(quotationListParams(quotations, today)).toMatchObject({
      status: 'ACCEPTED',
      validUntil: 'next30Days',
      sort: '-validUntil',
    });
    const forged = looseListSearch({ status: 'PAID', valid: 'last7Days', sort: 'notes' }, ['status', 'valid']);
    expect(quotationListParams(forged, today)).toMatchObject({
      status: null,
      validUntil: 'all',
      sort: '-quotationNumber',
    });
    const receipts = looseListSearch({ method: 'Bank Transfer', date: 'today', sort: 'paymentMethod' }, [
      'method',
      'date',
    ]);
    expect(receiptListParams(receipts, today)).toMatchObject({
      method: 'Bank Transfer',
      date: 'today',
      sort: 'paymentMethod',
    });
    expect(
      receiptListParams(looseListSearch({ method: 'Bitcoin', sort: 'issueDate' }, ['method']), today),
    ).toMatchObject({ method: null, sort: '-receiptNumber' });
  });

  it('keys quotations and receipts under the sales keys, apart from the invoices', () => {
    expect(quotationKeys.detail('q1')).toEqual(['sales', 'quotations', 'detail', 'q1']);
    expect(receiptKeys.lists()).toEqual(['sales', 'receipts', 'list']);
  });
});
