import {
  ACCESS_TABS,
  AccessScreen,
  accessMessages as m,
  type AccessTab,
  type AccessUser,
  type AuditFilters,
} from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type PocketBase from 'pocketbase';

import { useRecordMutation } from '../lib/useRecordMutation';
import { accessRoles, accessUsers, AUDITED_COLLECTIONS, auditTrail } from '../queries/access';

type AccessSearch = { tab?: AccessTab; collection?: string; user?: string; day?: string };

const text = (v: unknown) => (typeof v === 'string' && v.length <= 100 ? v : undefined);

export const Route = createFileRoute('/app/admin/access')({
  validateSearch: (input: Record<string, unknown>): AccessSearch => ({
    tab: ACCESS_TABS.includes(input.tab as AccessTab) ? (input.tab as AccessTab) : undefined,
    collection: text(input.collection),
    user: text(input.user),
    day: text(input.day),
  }),
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
  const filters: AuditFilters = { collection: search.collection ?? '', user: search.user ?? '', day: search.day ?? '' };
  const roles = useQuery(accessRoles(pb));
  const users = useQuery(accessUsers(pb));
  const audit = useQuery({ ...auditTrail(pb, filters), enabled: (search.tab ?? 'matrix') === 'audit' });
  const setSearch = (patch: AccessSearch) =>
    void navigate({ to: '.', search: (prev: AccessSearch) => ({ ...prev, ...patch }) } as never);
  const endSessions = useUserAction(pb, 'end-sessions');
  const lock = useUserAction(pb, 'lock');
  const unlock = useUserAction(pb, 'unlock');
  return (
    <AccessScreen
      roles={roles.data}
      users={users.data ?? []}
      audit={audit.data}
      auditFilters={filters}
      onAuditFiltersChange={(f) =>
        setSearch({ collection: f.collection || undefined, user: f.user || undefined, day: f.day || undefined })
      }
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
