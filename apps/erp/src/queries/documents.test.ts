import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { activeSort, listParams } from '../lib/lists';
import { documentBody, documentKeys, documentList } from './documents';

const pb = new PocketBase('http://127.0.0.1:8093');
const filterOf = (raw: Record<string, unknown>) => documentList.filter(pb, listParams(documentList, raw, '2026-11-25'));

describe('the documents list filter', () => {
  it('combines the search, bound as a literal, with the type filter', () => {
    expect(filterOf({ type: 'legal' })).toBe('type = "legal"');
    const filter = filterOf({ search: 'lease"', type: 'contract' });
    expect(filter).toMatch(/^\(title ~ "lease\\"" \|\| fileName ~ "lease\\"" \|\| tags ~ "lease\\""/);
    expect(filter).toMatch(/ && type = "contract"$/);
  });
});

describe('the documents URL state', () => {
  it('fills the defaults: the latest change first, shown as the active sort, and every type', () => {
    expect(listParams(documentList, {}, '2026-11-25')).toEqual({
      page: 1,
      perPage: 30,
      sort: '-updated',
      search: '',
      filters: { type: null },
      today: '2026-11-25',
    });
    expect(activeSort(documentList, {})).toEqual({ id: 'updated', direction: 'descending' });
  });

  it('keeps valid values and drops unknown sorts and types', () => {
    expect(listParams(documentList, { type: 'legal', sort: '-fileSize', page: 2 })).toMatchObject({
      page: 2,
      sort: '-fileSize',
      filters: { type: 'legal' },
    });
    expect(listParams(documentList, { type: 'virus', sort: 'file' })).toMatchObject({
      sort: '-updated',
      filters: { type: null },
    });
  });

  it('keys each list query by every parameter, under the collection, so realtime invalidates by its name', () => {
    const params = listParams(documentList, { page: 2, type: 'legal' }, '2026-11-25');
    expect(documentKeys.list(params)).toEqual(['documents', 'list', params]);
    expect(documentKeys.list(params).slice(0, 1)).toEqual(documentKeys.all);
  });
});

describe('the upload body', () => {
  const values = { title: 'Lease', type: 'contract' as const, client: '', tags: ['lease', '2026'] };

  it('sends the tags as JSON, and the file only when one was chosen', () => {
    const edit = documentBody({ ...values, file: null });
    expect(edit.get('tags')).toBe('["lease","2026"]');
    expect(edit.has('file')).toBe(false);
    const file = new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' });
    expect((documentBody({ ...values, file }).get('file') as File).name).toBe('lease.pdf');
  });
});
