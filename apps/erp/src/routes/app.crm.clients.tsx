import {
  ClientsScreen,
  clientMessages as m,
  clientNamedMessages as mn,
  type Client,
  type ClientFormValues,
} from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useRecordMutation } from '../lib/useRecordMutation';
import { clientList } from '../queries/clients';

export const Route = createFileRoute('/app/crm/clients')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['type', 'status']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, clientList, deps.search),
  component: ClientsRoute,
});

function ClientsRoute() {
  const { screen, session } = useListRoute(clientList, 'clients');
  const save = useRecordMutation({
    pb: session.pb,
    mutationFn: (pb, { values, client }: { values: ClientFormValues; client: Client | null }) =>
      client
        ? pb.collection('clients').update<Client>(client.id, values)
        : pb.collection('clients').create<Client>(values),
    invalidates: ['clients'],
    success: (intl, saved, { client }) => intl.formatMessage(client ? mn.saved : mn.created, { name: saved.name }),
    failure: m.saveFailed,
  });
  // A client's contacts go with it (cascade) and its documents lose the link.
  const remove = useRecordMutation({
    pb: session.pb,
    mutationFn: (pb, client: Client) => pb.collection('clients').delete(client.id),
    invalidates: ['clients', 'contacts', 'documents'],
    success: (intl, _, client) => intl.formatMessage(mn.deleted, { name: client.name }),
    failure: m.deleteFailed,
  });
  return <ClientsScreen {...screen} onSave={(values, client) => save({ values, client })} onDelete={remove} />;
}
