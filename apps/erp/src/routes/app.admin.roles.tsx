import { RolesScreen, roleMessages as m, roleNamedMessages as mn, type Role, type RoleFormValues } from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useSaveRecord } from '../lib/useRecordMutation';
import { roleHolderCounts, roleList } from '../queries/roles';

export const Route = createFileRoute('/app/admin/roles')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, []),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, roleList, deps.search),
  component: RolesRoute,
});

function RolesRoute() {
  const { screen, session } = useListRoute(roleList, 'roles');
  const counts = useQuery(roleHolderCounts(session.pb));
  const onSave = useSaveRecord<Role, RoleFormValues>(session.pb, 'roles', {
    done: (intl, role, isNew) => intl.formatMessage(isNew ? mn.created : mn.saved, { name: role.name }),
    failure: m.saveFailed,
  });
  const onDelete = useDeleteRecord<Role>(session.pb, 'roles', {
    invalidates: ['users'],
    done: (intl, role) => intl.formatMessage(mn.deleted, { name: role.name }),
    failure: m.deleteFailed,
  });
  const rows = screen.list.rows.map((r) => ({ ...r, userCount: counts.data?.[r.id] ?? 0 }));
  return (
    <RolesScreen
      {...screen}
      list={{ ...screen.list, rows }}
      grantable={session.permissions}
      onSave={onSave}
      onDelete={onDelete}
    />
  );
}
