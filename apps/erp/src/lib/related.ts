// Records seen from another record: those a viewer lists beside it (a client's contacts, an item's movements) and
// those a wizard's record field searches by name (a document's client, a bill's supplier).
import type { CollectionName } from '@erp/schema';
import { localName } from '@erp/widgets';
import type PocketBase from 'pocketbase';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A record as a name search returns it: its id and its English and Arabic names. */
export type NamedRecord = { id: string; name: string; nameAr?: string };

/**
 * The records of `collection` whose `link` field holds record `id`: the first `limit` (50) in `sort` order, as a
 * viewer lists them; `fields` and `expand` as PocketBase takes them.
 */
export async function linkedRecords<T>(
  pb: PocketBase,
  collection: CollectionName,
  link: string,
  id: string,
  {
    limit = 50,
    signal,
    ...options
  }: { sort: string; signal: AbortSignal; limit?: number; fields?: string; expand?: string },
): Promise<T[]> {
  const page = await pb.collection(collection).getList<T>(1, limit, {
    filter: pb.filter(`${link} = {:id}`, { id }),
    skipTotal: true,
    signal,
    ...options,
  });
  return page.items;
}

/**
 * A search of `collection` by name for a record field: the first 20 records, in name order, whose English or Arabic
 * name (or another of `fields`) contains the query; with both names.
 */
export function nameSearch<R extends NamedRecord = NamedRecord>(
  collection: CollectionName,
  fields: readonly string[] = ['name', 'nameAr'],
) {
  return async (pb: PocketBase, query: string, signal: AbortSignal): Promise<R[]> => {
    const q = query.trim();
    const page = await pb.collection(collection).getList<R>(1, 20, {
      filter: q ? pb.filter(`(${fields.map((f) => `${f} ~ {:q}`).join(' || ')})`, { q }) : '',
      sort: 'name',
      fields: 'id,name,nameAr',
      skipTotal: true,
      signal,
    });
    return page.items;
  };
}

/** A name search's records as a picker's options: their id and their name in the active language. */
export function useNameOptions(pb: PocketBase, search: ReturnType<typeof nameSearch>) {
  const { locale } = useIntl();
  return useCallback(
    async (query: string, signal: AbortSignal) =>
      (await search(pb, query, signal)).map((r) => ({ id: r.id, label: localName(locale, r) })),
    [pb, search, locale],
  );
}
