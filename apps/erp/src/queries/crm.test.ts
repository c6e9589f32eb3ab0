import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { documentListParams, validateDocumentsSearch } from '../routes/-components/crm/documentsSearch';
import { looseListSearch } from '../lib/listSearch';
import { documentListFilter } from './crm';

const pb = new PocketBase('http://127.0.0.1:8093');

describe('the documents filter', () => {
  it('combines the documents search with the type filter', () => {
    expect(documentListFilter(pb, { search: '', type: 'legal' })).toBe('type = "legal"');
    const filter = documentListFilter(pb, { search: 'lease', type: 'contract' });
    expect(filter).toMatch(/^\(title ~ "lease" \|\| fileName ~ "lease" \|\| tags ~ "lease"/);
    expect(filter).toMatch(/ && type = "contract"$/);
  });
});

describe('the documents search params', () => {
  it('default to the latest document first', () => {
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
});
