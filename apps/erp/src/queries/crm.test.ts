import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { clientListParams, validateClientsSearch } from '../routes/-components/crm/clientsSearch';
import { clientListFilter, crmKeys } from './crm';

const pb = new PocketBase('http://127.0.0.1:8093');

describe('clientListFilter', () => {
  it('binds the search text as a quoted literal, so quotes and operators in it stay text', () => {
    const filter = clientListFilter(pb, { search: 'x" || id != "', type: null, status: null });
    const literal = String.raw`"x\" || id != \""`;
    expect(filter).toBe(
      `(name ~ ${literal} || nameAr ~ ${literal} || company ~ ${literal} || email ~ ${literal} || phone ~ ${literal})`,
    );
  });

  it('joins search, type and status with && and leaves empty parts out', () => {
    expect(clientListFilter(pb, { search: '  ', type: null, status: null })).toBe('');
    expect(clientListFilter(pb, { search: '', type: 'individual', status: 'lead' })).toBe(
      'type = "individual" && status = "lead"',
    );
  });
});

describe('clients search params', () => {
  it('fills the defaults: page 1, 30 per page, name ascending, no filters', () => {
    expect(clientListParams(validateClientsSearch({}))).toEqual({
      page: 1,
      perPage: 30,
      sort: 'name',
      search: '',
      type: null,
      status: null,
    });
  });

  it('drops malformed values from a hand-edited URL instead of failing', () => {
    const search = validateClientsSearch({ page: -3, perPage: 7, sort: 'password', type: 'robot', status: 'lead' });
    expect(search).toEqual({ status: 'lead' });
  });

  it('keys each list query by every parameter, under the clients lists', () => {
    const params = clientListParams(validateClientsSearch({ page: 2, search: 'Nile' }));
    expect(crmKeys.clientList(params)).toEqual(['crm', 'clients', 'list', params]);
    expect(crmKeys.clientList(params).slice(0, 3)).toEqual(crmKeys.clientLists());
  });
});
