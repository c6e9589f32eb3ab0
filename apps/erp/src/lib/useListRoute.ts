import type { PermissionKey } from '@erp/schema';
import type { CrudPermissions, ListQuery, ListState, RecordStatus } from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

import type { ListSearch } from './listSearch';
import {
  activeSort,
  collectionKeys,
  countQuery,
  detailQuery,
  listTotal,
  listParams,
  listQuery,
  type ListDefinition,
  type ListFilters,
  type ListParams,
} from './lists';
import { useRealtimeInvalidation } from './realtime';
import type { Session } from './session';
import { useCompanyToday } from './useCompanyToday';

/** The permission resource of a collection's `view:`, `create:`, `edit:` and `delete:` keys (e.g. `clients`). */
export type CrudResource = ResourceOf<PermissionKey>;
type ResourceOf<K> = K extends `view:${infer R}` ? R : never;

/** What the role may do on a resource, from its four CRUD keys. */
export function crudPermissions(session: Session, resource: CrudResource): CrudPermissions {
  const can = (action: string) => session.can(`${action}:${resource}` as PermissionKey);
  return { view: can('view'), create: can('create'), edit: can('edit'), delete: can('delete') };
}

/** What {@link useListRoute} gives a list route: the screen's props, and what the route's own intents need. */
export type ListRoute<Row, F extends ListFilters, Detail> = {
  /** The list-and-dialogs screen's common props (spread them onto the widget). */
  screen: {
    list: ListState<Row, F>;
    permissions: CrudPermissions;
    viewer: RecordStatus<Detail> | null;
    onView: (row: { id: string }) => void;
    onViewerClose: () => void;
    onViewerRetry: () => void;
  };
  session: Session;
  params: ListParams<F>;
  /** Today, `YYYY-MM-DD`. */
  today: string;
  /** Changes the URL state (the page starts again at 1 unless `keepPage`). */
  setSearch: (patch: Record<string, unknown>, keepPage?: boolean) => void;
};

/**
 * Everything a list screen needs from the app, written once: its state in the URL (page, size, search, sort,
 * filters, the open viewer), the list and viewer queries, realtime refresh of the collection, paging back from
 * a page a delete emptied, and the role's CRUD permissions. A list route is then its definition, this hook, the
 * screen's intents and the widget.
 */
export function useListRoute<Row extends { id: string }, F extends ListFilters, Detail>(
  def: ListDefinition<Row, F, Detail>,
  resource: CrudResource,
): ListRoute<Row, F, Detail> {
  const intl = useIntl();
  const { session } = useRouteContext({ from: '/app' });
  const pb = session.pb;
  const search = useSearch({ strict: false }) as ListSearch & Record<string, unknown>;
  const navigate = useNavigate();
  const today = useCompanyToday();
  const params = listParams(def, search, today);

  const setSearch = (patch: Record<string, unknown>, keepPage = false) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...(keepPage ? {} : { page: undefined }), ...patch }),
    } as never);

  const list = useQuery(listQuery(pb, def, params));
  const count = useQuery(countQuery(pb, def, params));
  const total = listTotal(params, list, count);
  // Another user's changes refresh this collection's lists and any open viewer.
  useRealtimeInvalidation(pb, def.collection, collectionKeys(def.collection).all);
  const detail = useQuery({ ...detailQuery(pb, def, search.view ?? ''), enabled: Boolean(search.view) });

  // A page left empty (its last rows deleted, here or elsewhere) steps back to the last page that has rows.
  const lastPage = Math.max(1, Math.ceil(total / params.perPage));
  const emptied = Boolean(
    list.data &&
    !list.isPlaceholderData &&
    count.data !== undefined &&
    !count.isPlaceholderData &&
    list.data.items.length === 0 &&
    params.page > lastPage,
  );
  useEffect(() => {
    if (emptied) setSearch({ page: lastPage === 1 ? undefined : lastPage }, true);
    // setSearch is a fresh closure each render; the step back depends only on these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emptied, lastPage]);

  let viewer: RecordStatus<Detail> | null = null;
  if (search.view) {
    if (detail.data) viewer = { status: 'ready', record: detail.data };
    else if (detail.error)
      viewer =
        (detail.error as { status?: number }).status === 404
          ? { status: 'not-found' }
          : {
              status: 'error',
              // The viewer's own message may name the cause ("Error loading item: {error}").
              message:
                def.messages.viewerError &&
                intl.formatMessage(def.messages.viewerError, { error: detail.error.message || '' }),
            };
    else viewer = { status: 'loading' };
  }

  const onChange = (patch: Partial<ListQuery<F>>) => {
    const next: Record<string, unknown> = {};
    if ('page' in patch) next.page = patch.page === 1 ? undefined : patch.page;
    if ('perPage' in patch) next.perPage = patch.perPage;
    if ('search' in patch) next.search = patch.search || undefined;
    if ('sort' in patch) {
      const s = patch.sort;
      next.sort = s ? `${s.direction === 'descending' ? '-' : ''}${s.id}` : undefined;
    }
    if (patch.filters) for (const [key, value] of Object.entries(patch.filters)) next[key] = value ?? undefined;
    // Only a page change keeps the page; any other change starts again at page 1.
    setSearch(
      next,
      Object.keys(patch).every((k) => k === 'page'),
    );
  };

  return {
    screen: {
      list: {
        rows: list.data?.items ?? [],
        total,
        page: params.page,
        perPage: params.perPage,
        search: params.search,
        sort: activeSort(def, search),
        filters: params.filters,
        isLoading: list.isPending,
        error: list.isError && !list.data ? list.error.message || true : null,
        onChange,
        onRetry: () => {
          void list.refetch();
          void count.refetch();
        },
      },
      permissions: crudPermissions(session, resource),
      viewer,
      onView: (row) => setSearch({ view: row.id }, true),
      onViewerClose: () => setSearch({ view: undefined }, true),
      onViewerRetry: () => void detail.refetch(),
    },
    session,
    params,
    today,
    setSearch,
  };
}
