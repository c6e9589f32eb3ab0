import { ViewerDialog, type ViewerAction } from '@erp/ui';
import { useIntl } from 'react-intl';

import * as css from '../crm.css';
import { contactsMessages as m } from './contacts.messages';
import { clientDisplayName, contactFullName, formatServerDate } from '../crm.format';
import { crmMessages as cm } from '../crm.messages';
import type { ContactRow, CrudPermissions, ViewerState } from '../crm.types';

/** Props of {@link ContactViewer}. */
export type ContactViewerProps = {
  /** The contact with its client's names, or the loading / not-found / error state. */
  viewer: ViewerState<{ contact: ContactRow }>;
  /** What the user may do with contacts; edit and delete are offered only when allowed. */
  permissions: CrudPermissions;
  onClose: () => void;
  onEdit?: (contact: ContactRow) => void;
  onDelete?: (contact: ContactRow) => void;
  onRetry?: () => void;
};

/** A contact in a viewer dialog: name, job title, client, e-mail and phone, with edit and delete when permitted. */
export function ContactViewer({ viewer, permissions, onClose, onEdit, onDelete, onRetry }: ContactViewerProps) {
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

  const { contact } = viewer;
  const actions: ViewerAction[] = [
    {
      id: 'edit',
      label: intl.formatMessage(cm.edit),
      icon: 'edit',
      onAction: () => onEdit?.(contact),
      isHidden: !permissions.edit || !onEdit,
    },
    {
      id: 'delete',
      label: intl.formatMessage(cm.delete),
      icon: 'trash',
      variant: 'danger',
      onAction: () => onDelete?.(contact),
      isHidden: !permissions.delete || !onDelete,
    },
  ];
  const ltr = (text: string) => (text ? <span className={css.ltrValue}>{text}</span> : '');
  const clientName = clientDisplayName(intl.locale, { name: contact.clientName, nameAr: contact.clientNameAr });

  return (
    <ViewerDialog
      isOpen
      onOpenChange={onOpenChange}
      size="md"
      title={<bdi>{contactFullName(contact)}</bdi>}
      subtitle={contact.jobTitle ? <bdi>{contact.jobTitle}</bdi> : undefined}
      actions={actions}
      sections={[
        {
          id: 'details',
          title: intl.formatMessage(m.details),
          fields: [
            { id: 'firstName', label: intl.formatMessage(m.firstName), value: <bdi>{contact.firstName}</bdi> },
            { id: 'lastName', label: intl.formatMessage(m.lastName), value: <bdi>{contact.lastName}</bdi> },
            { id: 'jobTitle', label: intl.formatMessage(m.jobTitle), value: <bdi>{contact.jobTitle}</bdi> },
            { id: 'client', label: intl.formatMessage(m.client), value: <bdi>{clientName}</bdi> },
            { id: 'email', label: intl.formatMessage(m.email), value: ltr(contact.email) },
            { id: 'phone', label: intl.formatMessage(m.phone), value: ltr(contact.phone) },
            { id: 'updated', label: intl.formatMessage(cm.updated), value: formatServerDate(intl, contact.updated) },
          ],
        },
      ]}
    />
  );
}
