import { USERS_STATUS } from '@erp/schema';
import { StatusBadge } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumLabel } from '../../shared/enums';
import { statusColumn, textColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { enumFilter, ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import { showValue } from '../../shared/record-form/fields';
import * as css from '../../shared/record-viewer/RelatedList.css';
import { UserViewer } from './UserViewer';
import { UserWizard } from './UserWizard';
import { roleOptions, userFields, type UserFormValues } from './users.fields';
import { lastLogin, roleName, USER_STATUS_TONES, userName } from './users.format';
import { userMessages as m, userNamedMessages as mn } from './users.messages';
import type { User, UserAdminRights, UserFilters, UserRole } from './users.types';

/** Props of {@link UsersScreen}. */
export type UsersScreenProps = ListScreenBaseProps<User, User, UserFilters> & {
  /** The roles the administrator can read: the role filter and the wizard's choices. */
  roles: readonly UserRole[];
  /** Who the administrator is and what they may do beyond the CRUD keys. */
  rights: UserAdminRights;
  /** The role a new user gets when roles cannot be chosen (the administrator's own). */
  defaultRoleId: string;
  /** Saves a new user (`user` null) or changes one; a blank password keeps the current one. */
  onSave: (values: UserFormValues, user: User | null) => Promise<unknown>;
  /** Deletes a user (never offered for one's own account). */
  onDelete: (user: User) => Promise<unknown>;
};

/**
 * The users page: "Add user", a list searchable by name and e-mail, filtered by role and status, the user's viewer,
 * the add/edit wizard and the delete confirmation. One's own account cannot be deleted, deactivated or re-roled.
 */
export function UsersScreen({
  list,
  permissions: can,
  viewer,
  roles,
  rights,
  defaultRoleId,
  onSave,
  onDelete,
  ...props
}: UsersScreenProps) {
  const intl = useIntl();
  const d = useRecordDialogs({ ...props, viewer, permissions: can, onSave });
  const f = userFields(roles);
  return (
    <ListScreen<User, UserFilters>
      title={intl.formatMessage(navigationMessages.users)}
      list={list}
      columns={[
        {
          id: 'firstName',
          header: intl.formatMessage(cm.name),
          sortable: true,
          cell: (u) => (
            <span>
              <bdi>{userName(u)}</bdi>
              {u.id === rights.selfId ? <span className={css.secondary}>{intl.formatMessage(m.you)}</span> : null}
            </span>
          ),
        },
        {
          id: 'email',
          header: intl.formatMessage(cm.email),
          sortable: true,
          cell: (u) => showValue(intl, f.email, u.email),
        },
        textColumn(intl, 'role', m.role, (u) => roleName(intl, u), { sortable: false }),
        statusColumn(intl, (status: User['status']) => (
          <StatusBadge tone={USER_STATUS_TONES[status || '']} label={enumLabel(intl, 'users', 'status', status)} />
        )),
        { id: 'lastLogin', header: intl.formatMessage(m.lastLogin), sortable: true, cell: (u) => lastLogin(intl, u) },
      ]}
      filters={[
        selectFilter(list, 'roleId', intl.formatMessage(m.role), roleOptions(intl, roles)),
        enumFilter(intl, list, intl.formatMessage(cm.status), 'users', 'status', USERS_STATUS),
      ]}
      getRowLabel={userName}
      messages={m}
      onAdd={d.onAdd}
      onView={d.rowActions.onView}
      onEdit={d.rowActions.onEdit}
      extraActions={
        can.delete
          ? (u) => [
              {
                id: 'delete',
                label: intl.formatMessage(cm.delete),
                icon: 'trash',
                isDisabled: u.id === rights.selfId,
                onAction: () => d.confirmDelete(u),
              },
            ]
          : undefined
      }
    >
      {d.viewer ? (
        <UserViewer {...d.viewer} permissions={can} selfId={rights.selfId} onEdit={d.edit} onDelete={d.confirmDelete} />
      ) : null}
      <DeleteRecordDialog
        dialog={d.dialog}
        name={userName}
        message={(u) => intl.formatMessage(mn.deleteMessage, { name: userName(u) })}
        onDelete={onDelete}
      />
      {d.wizard ? <UserWizard {...d.wizard} roles={roles} rights={rights} defaultRoleId={defaultRoleId} /> : null}
    </ListScreen>
  );
}
