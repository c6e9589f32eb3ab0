import {
  ContactsScreen,
  contactMessages as m,
  contactNamedMessages as mn,
  fullName,
  type Contact,
  type ContactFormValues,
  type ContactRow,
} from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useRecordMutation } from '../lib/useRecordMutation';
import { useClientOptions } from '../queries/clients';
import { contactList } from '../queries/contacts';

export const Route = createFileRoute('/app/crm/contacts')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, []),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, contactList, deps.search),
  component: ContactsRoute,
});

function ContactsRoute() {
  const { screen, session } = useListRoute(contactList, 'contacts');
  const pb = session.pb;
  // A client's viewer lists its contacts, so a change to a contact refreshes clients too.
  const save = useRecordMutation({
    pb,
    mutationFn: (pb, { values, contact }: { values: ContactFormValues; contact: ContactRow | null }) =>
      contact
        ? pb.collection('contacts').update<Contact>(contact.id, values)
        : pb.collection('contacts').create<Contact>(values),
    invalidates: ['contacts', 'clients'],
    success: (intl, saved, { contact }) =>
      intl.formatMessage(contact ? mn.saved : mn.created, { name: fullName(saved) }),
    failure: m.saveFailed,
  });
  const remove = useRecordMutation({
    pb,
    mutationFn: (pb, contact: ContactRow) => pb.collection('contacts').delete(contact.id),
    invalidates: ['contacts', 'clients'],
    success: (intl, _, contact) => intl.formatMessage(mn.deleted, { name: fullName(contact) }),
    failure: m.deleteFailed,
  });
  const loadClients = useClientOptions(pb);
  return (
    <ContactsScreen
      {...screen}
      loadClients={loadClients}
      onSave={(values, contact) => save({ values, contact })}
      onDelete={remove}
    />
  );
}
