import { ACCESS_TABS, AccessScreen, accessMessages as m, type AccessTab, type AccessUser } from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type PocketBase from 'pocketbase';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useRecordMutation } from '../lib/useRecordMutation';
import { accessRoles, accessUsers, AUDITED_COLLECTIONS, auditList } from '../queries/access';

type AccessSearch = { tab?: AccessTab };

const text = (v: unknown) => (typeof v === 'string' && v.length <= 100 ? v : undefined);

export const Route = createFileRoute('/app/admin/access')({
  // The audit trail's state is a list's (page, size, sort, filters); the user filter is an e-mail, which the
  // list tokens do not allow, so it is checked by the list's definition.
  validateSearch: (input: Record<string, unknown>) => ({
    ...looseListSearch(input, ['collection', 'day']),
    user: text(input.user),
    tab: ACCESS_TABS.includes(input.tab as AccessTab) ? (input.tab as AccessTab) : undefined,
  }),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) =>
    deps.search.tab === 'audit' ? preloadList(context, auditList, deps.search) : undefined,
  component: AccessRoute,
});

/** One of the access actions on a user (`manage:access`), as an async intent. */
function useUserAction(pb: PocketBase, name: 'end-sessions' | 'lock' | 'unlock') {
  return useRecordMutation({
    pb,
    mutationFn: (client, user: AccessUser) =>
      client.send(`/api/erp/users/${user.id}/${name}`, { method: 'POST', body: {} }),
    invalidates: ['users', 'audit_log'],
    failure: m.actionFailed,
  });
}

function AccessRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const pb = session.pb;
  const roles = useQuery(accessRoles(pb));
  const users = useQuery(accessUsers(pb));
  const audit = useListRoute(auditList, 'access');
  const setSearch = (patch: AccessSearch) =>
    void navigate({ to: '.', search: (prev: AccessSearch) => ({ ...prev, ...patch }) } as never);
  const endSessions = useUserAction(pb, 'end-sessions');
  const lock = useUserAction(pb, 'lock');
  const unlock = useUserAction(pb, 'unlock');
  return (
    <AccessScreen
      roles={roles.data}
      users={users.data ?? []}
      audit={audit.screen.list}
      auditCollections={AUDITED_COLLECTIONS}
      canManage={session.can('manage:access')}
      selfId={session.user?.id ?? ''}
      tab={search.tab ?? 'matrix'}
      onTabChange={(tab) => setSearch({ tab: tab === 'matrix' ? undefined : tab })}
      onEndSessions={endSessions}
      onLock={lock}
      onUnlock={unlock}
    />
  );
}
