import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { clientListParams, validateClientsSearch } from '../routes/-components/crm/clientsSearch';
import { contactListParams, validateContactsSearch } from '../routes/-components/crm/contactsSearch';
import { documentListParams, validateDocumentsSearch } from '../routes/-components/crm/documentsSearch';
import { looseListSearch } from '../routes/-components/crm/listSearch';
import { clientListFilter, contactListFilter, crmKeys, documentListFilter } from './crm';

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

describe('contacts and documents filters', () => {
  it('searches contacts by their fields and their client, with the text bound as a literal', () => {
    expect(contactListFilter(pb, { search: '' })).toBe('');
    const filter = contactListFilter(pb, { search: 'Nile"' });
    expect(filter).toContain(String.raw`client.name ~ "Nile\""`);
    expect(filter).toContain(String.raw`firstName ~ "Nile\""`);
  });

  it('combines the documents search with the type filter', () => {
    expect(documentListFilter(pb, { search: '', type: 'legal' })).toBe('type = "legal"');
    const filter = documentListFilter(pb, { search: 'lease', type: 'contract' });
    expect(filter).toMatch(/^\(title ~ "lease" \|\| fileName ~ "lease" \|\| tags ~ "lease"/);
    expect(filter).toMatch(/ && type = "contract"$/);
  });
});

describe('contacts and documents search params', () => {
  it('default to last name ascending and latest document first', () => {
    expect(contactListParams(validateContactsSearch({}))).toEqual({
      page: 1,
      perPage: 30,
      sort: 'lastName',
      search: '',
    });
    expect(documentListParams(validateDocumentsSearch({}))).toEqual({
      page: 1,
      perPage: 30,
      sort: '-updated',
      search: '',
      type: null,
    });
  });

  it('keep valid values and drop unknown sorts and types', () => {
    expect(validateDocumentsSearch({ type: 'legal', sort: '-fileSize', page: '2', view: 'abc123' })).toEqual({
      type: 'legal',
      sort: '-fileSize',
      page: 2,
      view: 'abc123',
    });
    expect(validateDocumentsSearch({ type: 'virus', sort: 'file' })).toEqual({});
    expect(validateContactsSearch({ sort: 'client.password' })).toEqual({});
  });
});

describe('the route-level URL check and the module check behind it', () => {
  it('keeps the named filter keys as plain tokens and drops anything else', () => {
    expect(
      looseListSearch({ page: '2', sort: '-name', type: 'lead', status: '<script>', other: 'x', view: 'abc_1' }, [
        'type',
        'status',
      ]),
    ).toEqual({ page: 2, sort: '-name', type: 'lead', view: 'abc_1' });
  });

  it('leaves the module to refuse an unknown filter value or sort field', () => {
    const loose = looseListSearch({ type: 'robot', status: 'lead', sort: 'password' }, ['type', 'status']);
    expect(clientListParams(loose)).toMatchObject({ type: null, status: 'lead', sort: 'name' });
  });
});
