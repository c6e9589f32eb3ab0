import { StatusBadge } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumLabel } from '../../shared/enums';
import { formatServerDate } from '../../shared/format';
import { editDeleteActions, RecordViewer, type EditableViewerProps } from '../../shared/record-viewer/RecordViewer';
import { showValue } from '../../shared/record-form/fields';
import { userFields } from './users.fields';
import { lastLogin, roleName, USER_STATUS_TONES, userName } from './users.format';
import { userMessages as m } from './users.messages';
import type { User } from './users.types';

/** Props of {@link UserViewer}. */
export type UserViewerProps = EditableViewerProps<User> & {
  /** The signed-in user's id: their own account cannot be deleted. */
  selfId: string;
};

/** A user in a viewer: e-mail, names, role ("Unknown role" when it cannot be shown), status and dates. */
export function UserViewer({ viewer, permissions, selfId, onClose, onEdit, onDelete, onRetry }: UserViewerProps) {
  const intl = useIntl();
  const f = userFields([]);
  return (
    <RecordViewer viewer={viewer} onClose={onClose} onRetry={onRetry} notFound={m}>
      {(user) => {
        const self = user.id === selfId;
        return {
          title: <bdi>{userName(user)}</bdi>,
          subtitle: self ? intl.formatMessage(m.selfNote) : undefined,
          status: (
            <StatusBadge
              tone={USER_STATUS_TONES[user.status || '']}
              label={enumLabel(intl, 'users', 'status', user.status)}
            />
          ),
          actions: editDeleteActions(
            intl,
            { edit: permissions.edit, delete: permissions.delete && !self },
            () => onEdit(user),
            () => onDelete(user),
          ),
          sections: [
            {
              id: 'details',
              title: intl.formatMessage(cm.details),
              fields: [
                { id: 'email', label: intl.formatMessage(cm.email), value: showValue(intl, f.email, user.email) },
                { id: 'firstName', label: intl.formatMessage(m.firstName), value: <bdi>{user.firstName}</bdi> },
                { id: 'lastName', label: intl.formatMessage(m.lastName), value: <bdi>{user.lastName}</bdi> },
                { id: 'role', label: intl.formatMessage(m.role), value: <bdi>{roleName(intl, user)}</bdi> },
                { id: 'lastLogin', label: intl.formatMessage(m.lastLogin), value: lastLogin(intl, user) },
                { id: 'created', label: intl.formatMessage(cm.created), value: formatServerDate(intl, user.created) },
                { id: 'updated', label: intl.formatMessage(cm.updated), value: formatServerDate(intl, user.updated) },
              ],
            },
          ],
        };
      }}
    </RecordViewer>
  );
}
