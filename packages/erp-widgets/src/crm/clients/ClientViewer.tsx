import { StatusBadge } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatFileSize, formatServerDate, fullName, localName } from '../../shared/format';
import type { CrudPermissions, RecordStatus } from '../../shared/list-screen/list.types';
import { RecordViewer } from '../../shared/record-viewer/RecordViewer';
import * as css from '../crm.css';
import { clientStatusLabel, clientStatusTone, clientTypeLabel } from './clients.format';
import { clientMessages as m } from './clients.messages';
import type { Client, ClientDetail } from './clients.types';

/** Props of {@link ClientViewer}. */
export type ClientViewerProps = {
  /** The client with its contacts and documents, in one status. */
  viewer: RecordStatus<ClientDetail>;
  /** What the user may do with clients; edit and delete are offered only when allowed. */
  permissions: CrudPermissions;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Opens the edit wizard for the client. */
  onEdit: (client: Client) => void;
  /** Asks to delete the client. */
  onDelete: (client: Client) => void;
  /** Reloads after a failure. */
  onRetry?: () => void;
};

/** The client in a viewer dialog: details, its contacts and its documents, with edit and delete when permitted. */
export function ClientViewer({ viewer, permissions, onClose, onEdit, onDelete, onRetry }: ClientViewerProps) {
  const intl = useIntl();
  const ltr = (text: string) => (text ? <span className={css.ltrValue}>{text}</span> : '');
  return (
    <RecordViewer
      viewer={viewer}
      onClose={onClose}
      onRetry={onRetry}
      loadingTitle={intl.formatMessage(cm.details)}
      notFound={{ title: intl.formatMessage(m.notFoundTitle), message: intl.formatMessage(m.notFound) }}
    >
      {({ client, contacts, documents }) => ({
        title: localName(intl.locale, client),
        subtitle: client.company ? <bdi>{client.company}</bdi> : undefined,
        status: <StatusBadge tone={clientStatusTone(client.status)} label={clientStatusLabel(intl, client.status)} />,
        actions: [
          {
            id: 'edit',
            label: intl.formatMessage(cm.edit),
            icon: 'edit',
            onAction: () => onEdit(client),
            isHidden: !permissions.edit,
          },
          {
            id: 'delete',
            label: intl.formatMessage(cm.delete),
            icon: 'trash',
            variant: 'danger',
            onAction: () => onDelete(client),
            isHidden: !permissions.delete,
          },
        ],
        sections: [
          {
            id: 'details',
            title: intl.formatMessage(cm.details),
            fields: [
              { id: 'name', label: intl.formatMessage(m.name), value: <bdi>{client.name}</bdi> },
              { id: 'nameAr', label: intl.formatMessage(m.nameAr), value: client.nameAr },
              { id: 'type', label: intl.formatMessage(m.type), value: clientTypeLabel(intl, client.type) },
              {
                id: 'company',
                label: intl.formatMessage(m.company),
                value: client.company ? <bdi>{client.company}</bdi> : '',
              },
              { id: 'email', label: intl.formatMessage(m.email), value: ltr(client.email) },
              { id: 'phone', label: intl.formatMessage(m.phone), value: ltr(client.phone) },
              { id: 'website', label: intl.formatMessage(m.website), value: ltr(client.website) },
              { id: 'updated', label: intl.formatMessage(cm.updated), value: formatServerDate(intl, client.updated) },
            ],
          },
        ],
        children: (
          <>
            <section className={css.relatedSection} aria-labelledby="client-viewer-contacts">
              <h3 id="client-viewer-contacts" className={css.relatedTitle}>
                {intl.formatMessage(m.contacts)}
              </h3>
              {contacts.length === 0 ? (
                <p className={css.muted}>{intl.formatMessage(m.noContacts)}</p>
              ) : (
                <ul className={css.relatedList}>
                  {contacts.map((c) => (
                    <li key={c.id} className={css.relatedItem}>
                      <span>
                        <bdi>{fullName(c)}</bdi>
                        {c.jobTitle ? <bdi className={css.secondary}>{c.jobTitle}</bdi> : null}
                      </span>
                      <span className={`${css.relatedMeta} ${css.ltrValue}`}>{c.email || c.phone}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className={css.relatedSection} aria-labelledby="client-viewer-documents">
              <h3 id="client-viewer-documents" className={css.relatedTitle}>
                {intl.formatMessage(m.documents)}
              </h3>
              {documents.length === 0 ? (
                <p className={css.muted}>{intl.formatMessage(m.noDocuments)}</p>
              ) : (
                <ul className={css.relatedList}>
                  {documents.map((d) => (
                    <li key={d.id} className={css.relatedItem}>
                      <span>
                        <bdi>{d.title}</bdi>
                        <span className={`${css.secondary} ${css.ltrValue}`}>{d.fileName}</span>
                      </span>
                      <span className={css.relatedMeta}>
                        <bdi>{formatFileSize(intl, d.fileSize)}</bdi>
                        <bdi>{formatServerDate(intl, d.updated)}</bdi>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        ),
      })}
    </RecordViewer>
  );
}
