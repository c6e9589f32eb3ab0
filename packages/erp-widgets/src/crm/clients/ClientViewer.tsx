import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatFileSize, formatServerDate, fullName, localName } from '../../shared/format';
import { ACTIVITY_TONES, statusBadge } from '../../shared/list-screen/StatusChange';
import {
  editDeleteActions,
  RecordViewer,
  updatedField,
  type EditableViewerProps,
} from '../../shared/record-viewer/RecordViewer';
import { RelatedList } from '../../shared/record-viewer/RelatedList';
import { viewerFields } from '../../shared/record-form/fields';
import { clientFields as f } from './clients.fields';
import { clientMessages as m } from './clients.messages';
import { navigationMessages } from '../../shared/navigation.messages';
import type { Client, ClientDetail } from './clients.types';

// The viewer's details: every field but the status, which the title's badge shows.
const VIEWER_FIELDS = [f.name, f.nameAr, f.type, f.company, f.email, f.phone, f.website];

/** Props of {@link ClientViewer}. */
export type ClientViewerProps = EditableViewerProps<ClientDetail, Client>;

/** The client in a viewer dialog: details, its contacts and its documents, with edit and delete when permitted. */
export function ClientViewer({ viewer, permissions, onClose, onEdit, onDelete, onRetry }: ClientViewerProps) {
  const intl = useIntl();
  return (
    <RecordViewer viewer={viewer} onClose={onClose} onRetry={onRetry} notFound={m}>
      {({ client, contacts, documents }) => ({
        title: localName(intl.locale, client),
        subtitle: client.company ? <bdi>{client.company}</bdi> : undefined,
        status: statusBadge(intl, 'clients', 'status', ACTIVITY_TONES)(client.status),
        actions: editDeleteActions(
          intl,
          permissions,
          () => onEdit(client),
          () => onDelete(client),
        ),
        sections: [
          {
            id: 'details',
            title: intl.formatMessage(cm.details),
            fields: [...viewerFields(intl, VIEWER_FIELDS, client), updatedField(intl, client)],
          },
        ],
        children: (
          <>
            <RelatedList
              title={intl.formatMessage(navigationMessages.contacts)}
              empty={intl.formatMessage(m.noContacts)}
              items={contacts.map((c) => ({
                id: c.id,
                primary: fullName(c),
                secondary: c.jobTitle,
                meta: [c.email || c.phone],
                metaLtr: true,
              }))}
            />
            <RelatedList
              title={intl.formatMessage(navigationMessages.documents)}
              empty={intl.formatMessage(m.noDocuments)}
              items={documents.map((d) => ({
                id: d.id,
                primary: d.title,
                secondary: d.fileName,
                secondaryLtr: true,
                meta: [formatFileSize(intl, d.fileSize), formatServerDate(intl, d.updated)],
              }))}
            />
          </>
        ),
      })}
    </RecordViewer>
  );
}
