import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatServerDate, fullName, localName } from '../../shared/format';
import type { CrudPermissions, RecordStatus } from '../../shared/list-screen/list.types';
import { RecordViewer } from '../../shared/record-viewer/RecordViewer';
import * as css from '../crm.css';
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
  const ltr = (text: string) => (text ? <span className={css.ltrValue}>{text}</span> : '');
  return (
    <RecordViewer
      viewer={viewer}
      onClose={onClose}
      onRetry={onRetry}
      size="md"
      loadingTitle={intl.formatMessage(m.details)}
      notFound={{ title: intl.formatMessage(m.notFoundTitle), message: intl.formatMessage(m.notFound) }}
    >
      {(contact) => ({
        title: <bdi>{fullName(contact)}</bdi>,
        subtitle: contact.jobTitle ? <bdi>{contact.jobTitle}</bdi> : undefined,
        actions: [
          {
            id: 'edit',
            label: intl.formatMessage(cm.edit),
            icon: 'edit',
            onAction: () => onEdit(contact),
            isHidden: !permissions.edit,
          },
          {
            id: 'delete',
            label: intl.formatMessage(cm.delete),
            icon: 'trash',
            variant: 'danger',
            onAction: () => onDelete(contact),
            isHidden: !permissions.delete,
          },
        ],
        sections: [
          {
            id: 'details',
            title: intl.formatMessage(m.details),
            fields: [
              { id: 'firstName', label: intl.formatMessage(m.firstName), value: <bdi>{contact.firstName}</bdi> },
              { id: 'lastName', label: intl.formatMessage(m.lastName), value: <bdi>{contact.lastName}</bdi> },
              { id: 'jobTitle', label: intl.formatMessage(m.jobTitle), value: <bdi>{contact.jobTitle}</bdi> },
              {
                id: 'client',
                label: intl.formatMessage(m.client),
                value: <bdi>{localName(intl.locale, { name: contact.clientName, nameAr: contact.clientNameAr })}</bdi>,
              },
              { id: 'email', label: intl.formatMessage(m.email), value: ltr(contact.email) },
              { id: 'phone', label: intl.formatMessage(m.phone), value: ltr(contact.phone) },
              { id: 'updated', label: intl.formatMessage(cm.updated), value: formatServerDate(intl, contact.updated) },
            ],
          },
        ],
      })}
    </RecordViewer>
  );
}
