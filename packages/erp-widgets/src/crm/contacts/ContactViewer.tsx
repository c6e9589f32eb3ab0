import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { fullName, localName } from '../../shared/format';
import type { CrudPermissions, RecordStatus } from '../../shared/list-screen/list.types';
import { editDeleteActions, RecordViewer, updatedField } from '../../shared/record-viewer/RecordViewer';
import { viewerFields } from '../../shared/record-form/fields';
import { contactFields as f } from './contacts.fields';
import { contactMessages as m } from './contacts.messages';
import type { ContactRow } from './contacts.types';

/** Props of {@link ContactViewer}. */
export type ContactViewerProps = {
  /** The contact with its client's names, in one status. */
  viewer: RecordStatus<ContactRow>;
  /** What the user may do with contacts; edit and delete are offered only when allowed. */
  permissions: CrudPermissions;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Opens the edit wizard for the contact. */
  onEdit: (contact: ContactRow) => void;
  /** Asks to delete the contact. */
  onDelete: (contact: ContactRow) => void;
  /** Reloads after a failure. */
  onRetry?: () => void;
};

/** A contact in a viewer dialog: name, job title, client, e-mail and phone, with edit and delete when permitted. */
export function ContactViewer({ viewer, permissions, onClose, onEdit, onDelete, onRetry }: ContactViewerProps) {
  const intl = useIntl();
  return (
    <RecordViewer viewer={viewer} onClose={onClose} onRetry={onRetry} size="md" notFound={m}>
      {(contact) => ({
        title: <bdi>{fullName(contact)}</bdi>,
        subtitle: contact.jobTitle ? <bdi>{contact.jobTitle}</bdi> : undefined,
        actions: editDeleteActions(
          intl,
          permissions,
          () => onEdit(contact),
          () => onDelete(contact),
        ),
        sections: [
          {
            id: 'details',
            title: intl.formatMessage(cm.details),
            fields: [
              ...viewerFields(intl, [f.firstName, f.lastName, f.jobTitle, f.client, f.email, f.phone], {
                ...contact,
                clientLabel: localName(intl.locale, { name: contact.clientName, nameAr: contact.clientNameAr }),
              }),
              updatedField(intl, contact),
            ],
          },
        ],
      })}
    </RecordViewer>
  );
}
