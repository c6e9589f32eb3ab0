import { UsersScreen, userMessages as m, userNamedMessages as mn, type User, type UserFormValues } from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useRecordMutation } from '../lib/useRecordMutation';
import { roleNames, userList } from '../queries/users';

export const Route = createFileRoute('/app/admin/users')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['roleId', 'status']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, userList, deps.search),
  component: UsersRoute,
});

/** The body of a user save: a blank password keeps the current one; one's own role and status are not sent. */
export function userBody(values: UserFormValues, user: User | null, selfId: string): Record<string, unknown> {
  const body: Record<string, unknown> = { email: values.email, firstName: values.firstName, lastName: values.lastName };
  if (user?.id !== selfId) {
    body.roleId = values.roleId;
    body.status = values.status;
  }
  if (!user) body.emailVisibility = true;
  if (values.password) {
    body.password = values.password;
    body.passwordConfirm = values.passwordConfirm;
  }
  return body;
}

function UsersRoute() {
  const { screen, session } = useListRoute(userList, 'users');
  const roles = useQuery(roleNames(session.pb));
  const selfId = session.user?.id ?? '';
  const onSave = useRecordMutation({
    pb: session.pb,
    mutationFn: (pb, { values, user }: { values: UserFormValues; user: User | null }) => {
      const body = userBody(values, user, selfId);
      return user ? pb.collection('users').update<User>(user.id, body) : pb.collection('users').create<User>(body);
    },
    invalidates: ['users'],
    success: (intl, _, { values, user }) =>
      intl.formatMessage(user ? mn.saved : mn.created, { name: [values.firstName, values.lastName].join(' ').trim() }),
    failure: m.saveFailed,
  });
  const onDelete = useDeleteRecord<User>(session.pb, 'users', {
    done: (intl, user) => intl.formatMessage(mn.deleted, { name: user.email }),
    failure: m.deleteFailed,
  });
  return (
    <UsersScreen
      {...screen}
      roles={roles.data ?? []}
      rights={{ selfId, assignRoles: session.can('assign:roles'), resetPassword: session.can('reset:user-password') }}
      defaultRoleId={session.user?.roleId ?? ''}
      onSave={(values, user) => onSave({ values, user })}
      onDelete={onDelete}
    />
  );
}
