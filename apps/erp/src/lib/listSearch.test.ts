import { describe, expect, it } from 'vitest';

import { SEARCH_MAX_LENGTH as BOX_LIMIT } from '@erp/ui';

import { SEARCH_MAX_LENGTH, looseListSearch, numberSearch } from './listSearch';

describe('the route-level URL check', () => {
  it('keeps the named filter keys as plain tokens and drops anything else', () => {
    expect(
      looseListSearch({ page: '2', sort: '-name', type: 'lead', status: '<script>', other: 'x', view: 'abc_1' }, [
        'type',
        'status',
      ]),
    ).toEqual({ page: 2, sort: '-name', type: 'lead', view: 'abc_1' });
  });

  it('cuts a search longer than the search box allows at its limit, instead of dropping it', () => {
    expect(SEARCH_MAX_LENGTH).toBe(BOX_LIMIT);
    const long = 'حديد '.repeat(60);
    expect(looseListSearch({ search: long }, []).search).toBe(long.slice(0, SEARCH_MAX_LENGTH));
    expect(looseListSearch({ search: 'steel' }, []).search).toBe('steel');
  });

  it('keeps numeric link parameters numbers, so the router writes them back as they were linked', () => {
    expect(numberSearch({ new: 1, quantity: '39', item: 'abc', other: 'x' }, ['new', 'quantity'])).toEqual({
      new: 1,
      quantity: 39,
    });
    expect(numberSearch({ new: 'yes', quantity: Infinity }, ['new', 'quantity'])).toEqual({});
  });
});
