import { DeleteConfirmation, type ListColumn, type LoadOptions } from '@erp/ui';
import { useIntl } from 'react-intl';

import { fullName, localName } from '../../shared/format';
import { ListScreen } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { useDialog } from '../../shared/list-screen/useDialog';
import { navigationMessages } from '../../shell/navigation.messages';
import * as css from '../crm.css';
import { ContactViewer } from './ContactViewer';
import { ContactWizard, type ContactFormValues } from './ContactWizard';
import { contactMessages as m, contactNamedMessages as mn } from './contacts.messages';
import type { ContactRow } from './contacts.types';

/** Props of {@link ContactsScreen}. */
export type ContactsScreenProps = ListScreenBaseProps<ContactRow, ContactRow> & {
  /** Searches clients by name for the wizard's client field (the app queries the server). */
  loadClients: LoadOptions;
  /** Saves a new contact (`contact` null) or changes one; the wizard stays open and shows refused fields if it rejects. */
  onSave: (values: ContactFormValues, contact: ContactRow | null) => Promise<unknown>;
  /** Deletes a contact; the confirmation stays pending until it settles, and open if it rejects. */
  onDelete: (contact: ContactRow) => Promise<unknown>;
};

/**
 * The contacts page: "Add contact", a searchable list sorted by its columns with each contact's client, the
 * contact's viewer, the add/edit wizard and the delete confirmation.
 */
export function ContactsScreen({
  list,
  permissions: can,
  viewer,
  loadClients,
  onSave,
  onDelete,
  ...props
}: ContactsScreenProps) {
  const intl = useIntl();
  const dialog = useDialog<'wizard' | 'delete', ContactRow>();
  const open = (kind: 'wizard' | 'delete', contact?: ContactRow) => {
    if (viewer) props.onViewerClose();
    dialog.open(kind, contact);
  };

  const columns: ListColumn<ContactRow>[] = [
    { id: 'lastName', header: intl.formatMessage(m.name), sortable: true, cell: (c) => <bdi>{fullName(c)}</bdi> },
    { id: 'jobTitle', header: intl.formatMessage(m.jobTitle), sortable: true, cell: (c) => <bdi>{c.jobTitle}</bdi> },
    {
      id: 'client',
      header: intl.formatMessage(m.client),
      cell: (c) => <bdi>{localName(intl.locale, { name: c.clientName, nameAr: c.clientNameAr })}</bdi>,
    },
    {
      id: 'email',
      header: intl.formatMessage(m.email),
      sortable: true,
      cell: (c) => <span className={css.ltrValue}>{c.email}</span>,
    },
    { id: 'phone', header: intl.formatMessage(m.phone), cell: (c) => <span className={css.ltrValue}>{c.phone}</span> },
  ];

  const wizardFor = dialog.recordOf('wizard');
  const deleting = dialog.recordOf('delete');
  return (
    <ListScreen<ContactRow, Record<string, never>>
      title={intl.formatMessage(navigationMessages.contacts)}
      list={list}
      columns={columns}
      getRowLabel={fullName}
      searchPlaceholder={intl.formatMessage(m.searchPlaceholder)}
      add={can.create ? { label: intl.formatMessage(m.add), onPress: () => open('wizard') } : null}
      empty={{ title: intl.formatMessage(m.emptyTitle), description: intl.formatMessage(m.emptyDescription) }}
      onView={can.view ? props.onView : undefined}
      onEdit={can.edit ? (c) => open('wizard', c) : undefined}
      onDelete={can.delete ? (c) => open('delete', c) : undefined}
    >
      {viewer ? (
        <ContactViewer
          viewer={viewer}
          permissions={can}
          onClose={props.onViewerClose}
          onRetry={props.onViewerRetry}
          onEdit={(c) => open('wizard', c)}
          onDelete={(c) => open('delete', c)}
        />
      ) : null}
      {deleting ? (
        <DeleteConfirmation
          isOpen
          itemName={fullName(deleting)}
          message={intl.formatMessage(mn.deleteMessage, { name: fullName(deleting) })}
          onConfirm={() => onDelete(deleting)}
          onOpenChange={(isOpen) => {
            if (!isOpen) dialog.close();
          }}
        />
      ) : null}
      {wizardFor !== undefined ? (
        <ContactWizard
          contact={wizardFor}
          loadClients={loadClients}
          onSubmit={async (values) => {
            await onSave(values, wizardFor);
            dialog.close();
          }}
          onClose={dialog.close}
        />
      ) : null}
    </ListScreen>
  );
}
