import { StatusBadge } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { localName } from '../../shared/format';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { ListScreen } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import * as css from '../../shared/shared.css';
import * as editorCss from './PermissionEditor.css';
import { ALL_KEYS } from './permissions.search';
import { RoleViewer } from './RoleViewer';
import { RoleWizard, type RoleFormValues } from './RoleWizard';
import { roleMessages as m, roleNamedMessages as mn } from './roles.messages';
import type { Role, RoleDetail, RoleFilters } from './roles.types';

/** Props of {@link RolesScreen}. */
export type RolesScreenProps = ListScreenBaseProps<Role, RoleDetail, RoleFilters> & {
  /** The keys the administrator's own role holds: the editor adds only those. */
  grantable?: ReadonlySet<string>;
  /** Saves a new role (`role` null) or changes one. */
  onSave: (values: RoleFormValues, role: Role | null) => Promise<unknown>;
  /** Deletes a role (the server refuses while users hold it). */
  onDelete: (role: Role) => Promise<unknown>;
};

/**
 * The roles page: "Add role", the roles with their read-only badge, permission count and holders, the viewer, the
 * wizard with the permission editor, and the delete confirmation that says how many users hold the role. Read-only
 * roles are neither edited nor deleted.
 */
export function RolesScreen({
  list,
  permissions: can,
  viewer,
  grantable,
  onSave,
  onDelete,
  ...props
}: RolesScreenProps) {
  const intl = useIntl();
  const d = useRecordDialogs({ ...props, viewer, permissions: can, onSave });
  return (
    <ListScreen<Role, RoleFilters>
      title={intl.formatMessage(navigationMessages.roles)}
      list={list}
      columns={[
        {
          id: 'name',
          header: intl.formatMessage(cm.name),
          sortable: true,
          cell: (r) => (
            <span className={editorCss.nameWithBadge}>
              <bdi>{localName(intl.locale, r)}</bdi>
              {r.readOnly ? <StatusBadge tone="info" label={intl.formatMessage(m.readOnly)} /> : null}
            </span>
          ),
        },
        {
          id: 'permissions',
          header: intl.formatMessage(m.permissions),
          cell: (r) => (
            <span className={css.amount}>
              {intl.formatMessage(mn.count, { selected: r.permissions.length, total: ALL_KEYS.length })}
            </span>
          ),
        },
        {
          id: 'users',
          header: intl.formatMessage(navigationMessages.users),
          cell: (r) => intl.formatMessage(mn.userCount, { count: r.userCount }),
        },
      ]}
      getRowLabel={(r) => localName(intl.locale, r)}
      messages={m}
      onAdd={d.onAdd}
      onView={d.rowActions.onView}
      extraActions={(r) => [
        ...(can.edit
          ? [
              {
                id: 'edit',
                label: intl.formatMessage(cm.edit),
                icon: 'edit' as const,
                isDisabled: r.readOnly,
                onAction: () => d.edit(r),
              },
            ]
          : []),
        ...(can.delete
          ? [
              {
                id: 'delete',
                label: intl.formatMessage(cm.delete),
                icon: 'trash' as const,
                isDisabled: r.readOnly,
                onAction: () => d.confirmDelete(r),
              },
            ]
          : []),
      ]}
    >
      {d.viewer ? <RoleViewer {...d.viewer} permissions={can} onEdit={d.edit} onDelete={d.confirmDelete} /> : null}
      <DeleteRecordDialog
        dialog={d.dialog}
        name={(r) => localName(intl.locale, r)}
        message={(r) => intl.formatMessage(mn.deleteMessage, { name: localName(intl.locale, r), users: r.userCount })}
        onDelete={onDelete}
      />
      {d.wizard ? <RoleWizard {...d.wizard} grantable={grantable} /> : null}
    </ListScreen>
  );
}
