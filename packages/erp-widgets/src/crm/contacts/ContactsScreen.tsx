import type { LoadOptions } from '@erp/ui';
import { useIntl } from 'react-intl';

import { fullName, localName } from '../../shared/format';
import { commonMessages as cm } from '../../shared/common.messages';
import { textColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { ListScreen } from '../../shared/list-screen/ListScreen';
import { fieldColumns } from '../../shared/record-form/fields';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import { ContactViewer } from './ContactViewer';
import { ContactWizard } from './ContactWizard';
import { contactFields as f, type ContactFormValues } from './contacts.fields';
import { contactMessages as m, contactNamedMessages as mn } from './contacts.messages';
import type { ContactFilters, ContactRow } from './contacts.types';

/** Props of {@link ContactsScreen}. */
export type ContactsScreenProps = ListScreenBaseProps<ContactRow, ContactRow, ContactFilters> & {
  /** Searches clients by name for the client filter and the wizard's client field (the app queries the server). */
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
  const d = useRecordDialogs({ ...props, viewer, permissions: can, onSave });
  const [jobTitle, email, phone] = fieldColumns<ContactFormValues, ContactRow>(intl, [f.jobTitle, f.email, f.phone], {
    sortable: ['jobTitle', 'email'],
  });
  const clientName = (c: ContactRow) => localName(intl.locale, { name: c.clientName, nameAr: c.clientNameAr });
  // The filtered client's name, from its contacts on the page.
  const filtered = list.rows.find((c) => c.client === list.filters.client);
  return (
    <ListScreen<ContactRow, ContactFilters>
      title={intl.formatMessage(navigationMessages.contacts)}
      list={list}
      columns={[
        textColumn(intl, 'lastName', cm.name, fullName),
        jobTitle!,
        textColumn(intl, 'client', cm.client, clientName, { sortable: false }),
        email!,
        phone!,
      ]}
      filters={[
        {
          kind: 'search',
          id: 'client',
          label: intl.formatMessage(cm.client),
          placeholder: intl.formatMessage(m.allClients),
          value: list.filters.client,
          valueLabel: filtered ? clientName(filtered) : '',
          loadOptions: loadClients,
          onChange: (client) => list.onChange({ filters: { ...list.filters, client } }),
        },
      ]}
      getRowLabel={fullName}
      messages={m}
      onAdd={d.onAdd}
      {...d.rowActions}
    >
      {d.viewer ? <ContactViewer {...d.viewer} permissions={can} onEdit={d.edit} onDelete={d.confirmDelete} /> : null}
      <DeleteRecordDialog
        dialog={d.dialog}
        name={fullName}
        message={(c) => intl.formatMessage(mn.deleteMessage, { name: fullName(c) })}
        onDelete={onDelete}
      />
      {d.wizard ? <ContactWizard {...d.wizard} loadClients={loadClients} /> : null}
    </ListScreen>
  );
}
