import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { fullName, localName } from '../../shared/format';
import {
  editDeleteActions,
  RecordViewer,
  updatedField,
  type EditableViewerProps,
} from '../../shared/record-viewer/RecordViewer';
import { viewerFields } from '../../shared/record-form/fields';
import { contactFields as f } from './contacts.fields';
import { contactMessages as m } from './contacts.messages';
import type { ContactRow } from './contacts.types';

/** Props of {@link ContactViewer}. */
export type ContactViewerProps = EditableViewerProps<ContactRow>;

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
