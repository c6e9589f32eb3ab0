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
import { useDeleteRecord, useSaveRecord } from '../lib/useRecordMutation';
import { clientList } from '../queries/clients';

export const Route = createFileRoute('/app/crm/clients')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['type', 'status']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, clientList, deps.search),
  component: ClientsRoute,
});

function ClientsRoute() {
  const { screen, session } = useListRoute(clientList, 'clients');
  const onSave = useSaveRecord<Client, ClientFormValues>(session.pb, 'clients', {
    done: (intl, client, isNew) => intl.formatMessage(isNew ? mn.created : mn.saved, { name: client.name }),
    failure: m.saveFailed,
  });
  // A client's contacts go with it (cascade) and its documents lose the link.
  const onDelete = useDeleteRecord<Client>(session.pb, 'clients', {
    invalidates: ['contacts', 'documents'],
    done: (intl, client) => intl.formatMessage(mn.deleted, { name: client.name }),
    failure: m.deleteFailed,
  });
  return <ClientsScreen {...screen} onSave={onSave} onDelete={onDelete} />;
}
