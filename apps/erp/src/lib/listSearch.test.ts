import { describe, expect, it } from 'vitest';

import { looseListSearch } from './listSearch';

describe('the route-level URL check', () => {
  it('keeps the named filter keys as plain tokens and drops anything else', () => {
    expect(
      looseListSearch({ page: '2', sort: '-name', type: 'lead', status: '<script>', other: 'x', view: 'abc_1' }, [
        'type',
        'status',
      ]),
    ).toEqual({ page: 2, sort: '-name', type: 'lead', view: 'abc_1' });
  });
});
