import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { looseListSearch } from '../lib/listSearch';
import { listParams, sortExpression } from '../lib/lists';
import { quotationKeys, quotationList } from './quotations';

const pb = new PocketBase('http://127.0.0.1:8093');
const today = '2026-11-12';
const filterOf = (raw: Record<string, unknown>) => quotationList.filter(pb, listParams(quotationList, raw, today));

describe('the quotations list filter', () => {
  it('binds the search text as a quoted literal over the numbers and the client names', () => {
    const literal = String.raw`"x\" || id != \""`;
    expect(filterOf({ search: 'x" || id != "' })).toBe(
      `(quotationNumber ~ ${literal} || invoiceNumber ~ ${literal} || client.name ~ ${literal} || client.nameAr ~ ${literal})`,
    );
  });

  it('counts the valid-until ranges from today, today included, up to midnight after the last day', () => {
    expect(filterOf({ status: 'SENT', validUntil: 'next7Days' })).toBe(
      'status = "SENT" && validUntil >= "2026-11-12 00:00:00.000Z" && validUntil < "2026-11-19 00:00:00.000Z"',
    );
    expect(filterOf({ validUntil: 'next90Days' })).toBe(
      'validUntil >= "2026-11-12 00:00:00.000Z" && validUntil < "2027-02-10 00:00:00.000Z"',
    );
    expect(filterOf({ search: ' ', validUntil: 'all', status: 'PAID' })).toBe('');
  });

  it('sorts the client column by the client name', () => {
    expect(sortExpression('-client', quotationList.sortBy)).toBe('-client.name');
    expect(sortExpression('validUntil', quotationList.sortBy)).toBe('validUntil');
  });
});

describe('the quotations URL state', () => {
  it('fills the defaults and keeps only the known filters and sort fields', () => {
    expect(listParams(quotationList, {}, today)).toMatchObject({
      sort: '-created',
      filters: { status: null, validUntil: null },
    });
    const search = looseListSearch({ status: 'ACCEPTED', validUntil: 'next30Days', sort: '-validUntil' }, [
      'status',
      'validUntil',
    ]);
    expect(listParams(quotationList, search, today)).toMatchObject({
      sort: '-validUntil',
      filters: { status: 'ACCEPTED', validUntil: 'next30Days' },
    });
    expect(quotationKeys.lists()).toEqual(['quotations', 'list']);
  });
});
