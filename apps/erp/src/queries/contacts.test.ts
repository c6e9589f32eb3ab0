import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { activeSort, listParams } from '../lib/lists';
import { contactKeys, contactList } from './contacts';

const pb = new PocketBase('http://127.0.0.1:8093');
const filterOf = (raw: Record<string, unknown>) => contactList.filter(pb, listParams(contactList, raw, '2026-11-25'));

describe('the contacts list filter', () => {
  it('searches contacts by their fields and their client, with the text bound as a literal', () => {
    expect(filterOf({})).toBe('');
    const filter = filterOf({ search: 'Nile"' });
    expect(filter).toContain(String.raw`client.name ~ "Nile\""`);
    expect(filter).toContain(String.raw`firstName ~ "Nile\""`);
  });
});

describe('the contacts URL state', () => {
  it('fills the defaults: page 1, 30 per page, last name ascending shown as the active sort', () => {
    expect(listParams(contactList, {}, '2026-11-25')).toEqual({
      page: 1,
      perPage: 30,
      sort: 'lastName',
      search: '',
      filters: { client: null },
      today: '2026-11-25',
    });
    expect(activeSort(contactList, {})).toEqual({ id: 'lastName', direction: 'ascending' });
  });

  it('keeps a client filter that looks like a record id and drops anything else', () => {
    expect(listParams(contactList, { client: 'abc123def456ghi' }).filters).toEqual({ client: 'abc123def456ghi' });
    expect(listParams(contactList, { client: "x' || 1=1" }).filters).toEqual({ client: null });
  });

  it('drops a sort on a field the list does not offer, such as a relation', () => {
    expect(listParams(contactList, { sort: 'client.password' })).toMatchObject({ sort: 'lastName' });
  });

  it('keys each list query by every parameter, under the collection, so realtime invalidates by its name', () => {
    const params = listParams(contactList, { page: 2, search: 'Nour' }, '2026-11-25');
    expect(contactKeys.list(params)).toEqual(['contacts', 'list', params]);
    expect(contactKeys.list(params).slice(0, 1)).toEqual(contactKeys.all);
  });
});
