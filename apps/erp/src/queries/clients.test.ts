import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { looseListSearch } from '../lib/listSearch';
import { activeSort, listParams } from '../lib/lists';
import { clientKeys, clientList } from './clients';

const pb = new PocketBase('http://127.0.0.1:8093');
const filterOf = (raw: Record<string, unknown>) => clientList.filter(pb, listParams(clientList, raw, '2026-11-25'));

describe('the clients list filter', () => {
  it('binds the search text as a quoted literal, so quotes and operators in it stay text', () => {
    const literal = String.raw`"x\" || id != \""`;
    expect(filterOf({ search: 'x" || id != "' })).toBe(
      `(name ~ ${literal} || nameAr ~ ${literal} || company ~ ${literal} || email ~ ${literal} || phone ~ ${literal})`,
    );
  });

  it('joins search, type and status with && and leaves empty parts out', () => {
    expect(filterOf({ search: '  ' })).toBe('');
    expect(filterOf({ type: 'individual', status: 'lead' })).toBe('type = "individual" && status = "lead"');
  });
});

describe('the clients URL state', () => {
  it('fills the defaults: page 1, 30 per page, name ascending shown as the active sort, no filters', () => {
    expect(listParams(clientList, {}, '2026-11-25')).toEqual({
      page: 1,
      perPage: 30,
      sort: 'name',
      search: '',
      filters: { type: null, status: null },
      today: '2026-11-25',
    });
    expect(activeSort(clientList, {})).toEqual({ id: 'name', direction: 'ascending' });
  });

  it('drops malformed values from a hand-edited URL instead of failing', () => {
    const params = listParams(clientList, { page: -3, perPage: 7, sort: 'password', type: 'robot', status: 'lead' });
    expect(params).toMatchObject({ page: 1, perPage: 30, sort: 'name', filters: { type: null, status: 'lead' } });
  });

  it('leaves the module to refuse an unknown filter value or sort field the route-level check lets through', () => {
    const loose = looseListSearch({ type: 'robot', status: 'lead', sort: 'password' }, ['type', 'status']);
    expect(listParams(clientList, loose)).toMatchObject({ filters: { type: null, status: 'lead' }, sort: 'name' });
  });

  it('keys each list query by every parameter, under the collection, so realtime invalidates by its name', () => {
    const params = listParams(clientList, { page: 2, search: 'Nile' }, '2026-11-25');
    expect(clientKeys.list(params)).toEqual(['clients', 'list', params]);
    expect(clientKeys.list(params).slice(0, 1)).toEqual(clientKeys.all);
  });
});
