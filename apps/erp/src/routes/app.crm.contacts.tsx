import {
  ContactsScreen,
  contactMessages as m,
  contactNamedMessages as mn,
  fullName,
  type ContactFormValues,
  type ContactRow,
} from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useSaveRecord } from '../lib/useRecordMutation';
import { useClientOptions } from '../queries/clients';
import { contactList } from '../queries/contacts';

export const Route = createFileRoute('/app/crm/contacts')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['client']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, contactList, deps.search),
  component: ContactsRoute,
});

function ContactsRoute() {
  const { screen, session } = useListRoute(contactList, 'contacts');
  // A client's viewer lists its contacts, so a change to a contact refreshes clients too.
  const onSave = useSaveRecord<ContactRow, ContactFormValues>(session.pb, 'contacts', {
    invalidates: ['clients'],
    done: (intl, contact, isNew) => intl.formatMessage(isNew ? mn.created : mn.saved, { name: fullName(contact) }),
    failure: m.saveFailed,
  });
  const onDelete = useDeleteRecord<ContactRow>(session.pb, 'contacts', {
    invalidates: ['clients'],
    done: (intl, contact) => intl.formatMessage(mn.deleted, { name: fullName(contact) }),
    failure: m.deleteFailed,
  });
  return <ContactsScreen {...screen} loadClients={useClientOptions(session.pb)} onSave={onSave} onDelete={onDelete} />;
}
