import { StatusBadge, ViewerDialog, type ViewerAction } from '@erp/ui';
import { useIntl } from 'react-intl';

import * as css from './crm.css';
import { clientsMessages as m } from './ClientsScreen.messages';
import {
  clientDisplayName,
  clientStatusLabel,
  clientStatusTone,
  clientTypeLabel,
  formatFileSize,
  formatServerDate,
} from './crm.format';
import { crmMessages as cm } from './crm.messages';
import type { Client, Contact, CrmDocument, CrudPermissions, ViewerState } from './crm.types';

/** Props of {@link ClientViewer}. */
export type ClientViewerProps = {
  /** The client with its contacts and documents, or the loading / not-found / error state. */
  viewer: ViewerState<{ client: Client; contacts: readonly Contact[]; documents: readonly CrmDocument[] }>;
  /** What the user may do with clients; edit and delete are offered only when allowed. */
  permissions: CrudPermissions;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Opens the edit wizard for the client. */
  onEdit?: (client: Client) => void;
  /** Asks to delete the client. */
  onDelete?: (client: Client) => void;
  /** Reloads after a failure. */
  onRetry?: () => void;
};

/** The client in a viewer dialog: details, its contacts and its documents, with edit and delete when permitted. */
export function ClientViewer({ viewer, permissions, onClose, onEdit, onDelete, onRetry }: ClientViewerProps) {
  const intl = useIntl();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  if (viewer.state === 'not-found') {
    return (
      <ViewerDialog
        isOpen
        onOpenChange={onOpenChange}
        size="md"
        title={intl.formatMessage(m.notFoundTitle)}
        error={intl.formatMessage(m.notFound)}
      />
    );
  }
  if (viewer.state !== 'ready') {
    return (
      <ViewerDialog
        isOpen
        onOpenChange={onOpenChange}
        title={intl.formatMessage(m.details)}
        isLoading={viewer.state === 'loading'}
        error={viewer.state === 'error' ? (viewer.message ?? true) : undefined}
        onRetry={onRetry}
      />
    );
  }

  const { client, contacts, documents } = viewer;
  const actions: ViewerAction[] = [
    {
      id: 'edit',
      label: intl.formatMessage(cm.edit),
      icon: 'edit',
      onAction: () => onEdit?.(client),
      isHidden: !permissions.edit || !onEdit,
    },
    {
      id: 'delete',
      label: intl.formatMessage(cm.delete),
      icon: 'trash',
      variant: 'danger',
      onAction: () => onDelete?.(client),
      isHidden: !permissions.delete || !onDelete,
    },
  ];
  const ltr = (text: string) => (text ? <span className={css.ltrValue}>{text}</span> : '');

  return (
    <ViewerDialog
      isOpen
      onOpenChange={onOpenChange}
      title={clientDisplayName(intl.locale, client)}
      subtitle={client.company ? <bdi>{client.company}</bdi> : undefined}
      status={<StatusBadge tone={clientStatusTone(client.status)} label={clientStatusLabel(intl, client.status)} />}
      actions={actions}
      sections={[
        {
          id: 'details',
          title: intl.formatMessage(m.details),
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
      ]}
    >
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
                  <bdi>{[c.firstName, c.lastName].filter(Boolean).join(' ')}</bdi>
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
    </ViewerDialog>
  );
}
