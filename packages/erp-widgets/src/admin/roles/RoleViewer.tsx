import { PERMISSION_MODULE_LABELS, PERMISSION_MODULES } from '@erp/schema';
import { StatusBadge } from '@erp/ui';
import { useIntl } from 'react-intl';

import { navigationMessages } from '../../shared/navigation.messages';
import { commonMessages as cm } from '../../shared/common.messages';
import { formatServerDate, fullName, localName } from '../../shared/format';
import { editDeleteActions, RecordViewer, type EditableViewerProps } from '../../shared/record-viewer/RecordViewer';
import { RelatedList } from '../../shared/record-viewer/RelatedList';
import { PermissionEditor } from './PermissionEditor';
import { countsByModule, labelIn, MODULES } from './permissions.search';
import { roleMessages as m, roleNamedMessages as mn } from './roles.messages';
import type { Role, RoleDetail } from './roles.types';

/** Props of {@link RoleViewer}. */
export type RoleViewerProps = EditableViewerProps<RoleDetail, Role>;

/**
 * A role in a viewer: its names and description, the selected count per module, the users holding it, and its keys
 * in a read-only editor. A read-only role offers neither edit nor delete.
 */
export function RoleViewer({ viewer, permissions, onClose, onEdit, onDelete, onRetry }: RoleViewerProps) {
  const intl = useIntl();
  return (
    <RecordViewer viewer={viewer} onClose={onClose} onRetry={onRetry} size="lg" notFound={m}>
      {({ role, users }) => {
        const counts = countsByModule(new Set(role.permissions));
        const editable = !role.readOnly;
        return {
          title: <bdi>{localName(intl.locale, role)}</bdi>,
          subtitle: role.readOnly ? intl.formatMessage(m.readOnlyNote) : undefined,
          status: role.readOnly ? <StatusBadge tone="info" label={intl.formatMessage(m.readOnly)} /> : undefined,
          actions: editDeleteActions(
            intl,
            { edit: permissions.edit && editable, delete: permissions.delete && editable },
            () => onEdit(role),
            () => onDelete(role),
          ),
          sections: [
            {
              id: 'details',
              title: intl.formatMessage(cm.details),
              fields: [
                {
                  id: 'description',
                  label: intl.formatMessage(cm.description),
                  value: (
                    <bdi>
                      {intl.locale.startsWith('ar') && role.descriptionAr ? role.descriptionAr : role.description}
                    </bdi>
                  ),
                },
                { id: 'updated', label: intl.formatMessage(cm.updated), value: formatServerDate(intl, role.updated) },
              ],
            },
            {
              id: 'permissions',
              title: intl.formatMessage(m.permissions),
              fields: MODULES.map((mod) => ({
                id: mod,
                label: labelIn(intl.locale, PERMISSION_MODULE_LABELS[mod]).name,
                value: intl.formatMessage(mn.count, { selected: counts[mod], total: PERMISSION_MODULES[mod].length }),
              })),
            },
          ],
          children: (
            <>
              <RelatedList
                title={intl.formatMessage(navigationMessages.users)}
                empty={intl.formatMessage(m.noUsers)}
                items={users.map((u) => ({
                  id: u.id,
                  primary: fullName(u) || u.email,
                  secondary: u.email,
                  secondaryLtr: true,
                }))}
              />
              <PermissionEditor value={role.permissions} onChange={() => undefined} isReadOnly />
            </>
          ),
        };
      }}
    </RecordViewer>
  );
}
