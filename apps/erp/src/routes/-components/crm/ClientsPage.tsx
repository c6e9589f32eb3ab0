import {
  ClientWizard,
  clientWizardMessages,
  clientWizardNamedMessages,
  ClientsScreen,
  clientsMessages,
  clientsNamedMessages,
  type Client,
  type ClientFormValues,
  type CrudPermissions,
  type ViewerState,
} from '@erp/widgets';
import { toast } from '@erp/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { useRealtimeInvalidation } from '../../../lib/realtime';
import { crmKeys, crmQueries, useDeleteClient, useSaveClient, type ClientDetail } from '../../../queries/crm';
import { clientListParams, type ClientsSearch } from './clientsSearch';
import { failureToast, isNotFound, serverFieldErrors } from './failureToast';
import { fromListSort, toListSort } from './listSearch';

const route = getRouteApi('/app/crm/clients');

/** /app/crm/clients: the clients screen wired to PocketBase through TanStack Query, its state in the URL. */
export function ClientsPage() {
  const intl = useIntl();
  const { session } = route.useRouteContext();
  const pb = session.pb;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = clientListParams(search);

  const can: CrudPermissions = useMemo(
    () => ({
      view: session.can('view:clients'),
      create: session.can('create:clients'),
      edit: session.can('edit:clients'),
      delete: session.can('delete:clients'),
    }),
    [session],
  );

  const setSearch = (patch: Partial<ClientsSearch>, resetPage = true) =>
    void navigate({ search: (prev) => ({ ...prev, ...(resetPage ? { page: undefined } : {}), ...patch }) });

  const list = useQuery(crmQueries.clientList(pb, params));
  // Another user's changes refresh every clients list and any open viewer.
  useRealtimeInvalidation(pb, 'clients', crmKeys.clients());
  useEffect(() => {
    if (list.error) failureToast(intl, clientsMessages.loadFailed, list.error, 'clients-list');
  }, [list.error, list.errorUpdatedAt, intl]);

  const detail = useQuery({ ...crmQueries.clientDetail(pb, search.view ?? ''), enabled: Boolean(search.view) });
  useEffect(() => {
    if (detail.error && !isNotFound(detail.error))
      failureToast(intl, clientsMessages.viewFailed, detail.error, 'client-view');
  }, [detail.error, detail.errorUpdatedAt, intl]);

  let viewer: ViewerState<ClientDetail> | null = null;
  if (search.view) {
    if (detail.data) viewer = { state: 'ready', ...detail.data };
    else if (detail.error) viewer = isNotFound(detail.error) ? { state: 'not-found' } : { state: 'error' };
    else viewer = { state: 'loading' };
  }

  const [deleting, setDeleting] = useState<Client | null>(null);
  const remove = useDeleteClient(pb);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(intl.formatMessage(clientsNamedMessages.deleted, { name: deleting.name }));
      // A page emptied by the delete steps back one page.
      if (list.data && list.data.items.length === 1 && params.page > 1) setSearch({ page: params.page - 1 }, false);
    } catch (error) {
      failureToast(intl, clientsMessages.deleteFailed, error, 'client-delete');
      throw error;
    }
  };

  // The wizard: `new` for a new client, or the client being edited.
  const [editing, setEditing] = useState<Client | 'new' | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);
  const save = useSaveClient(pb);
  const openWizard = (target: Client | 'new') => {
    setServerErrors(null);
    save.reset();
    if (search.view) setSearch({ view: undefined }, false);
    setEditing(target);
  };
  const submit = async (values: ClientFormValues) => {
    setServerErrors(null);
    const target = editing === 'new' ? undefined : (editing ?? undefined);
    try {
      const client = await save.mutateAsync({ id: target?.id, values });
      setEditing(null);
      const message = target ? clientWizardNamedMessages.saved : clientWizardNamedMessages.created;
      toast.success(intl.formatMessage(message, { name: client.name }));
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      failureToast(intl, clientWizardMessages.saveFailed, error, 'client-save');
    }
  };

  return (
    <ClientsScreen
      clients={list.data?.items ?? []}
      total={list.data?.totalItems ?? 0}
      page={params.page}
      perPage={params.perPage}
      onPageChange={(page) => setSearch({ page: page === 1 ? undefined : page }, false)}
      onPerPageChange={(perPage) => setSearch({ perPage })}
      search={params.search}
      onSearchChange={(text) => setSearch({ search: text || undefined })}
      filters={{ type: params.type, status: params.status }}
      onFiltersChange={(f) => setSearch({ type: f.type ?? undefined, status: f.status ?? undefined })}
      sort={toListSort(params.sort)}
      onSortChange={(sort) => setSearch({ sort: fromListSort(sort) })}
      isLoading={list.isPending}
      error={list.isError && !list.data ? list.error.message || true : null}
      onRetry={() => void list.refetch()}
      permissions={can}
      onAdd={() => openWizard('new')}
      onEdit={(client) => openWizard(client)}
      onView={(client) => setSearch({ view: client.id }, false)}
      onDelete={(client) => {
        if (search.view) setSearch({ view: undefined }, false);
        setDeleting(client);
      }}
      viewer={viewer}
      onViewerClose={() => setSearch({ view: undefined }, false)}
      onViewerRetry={() => void detail.refetch()}
      deleting={deleting}
      onDeleteConfirm={confirmDelete}
      onDeleteCancel={() => setDeleting(null)}
    >
      {editing ? (
        <ClientWizard
          client={editing === 'new' ? null : editing}
          onSubmit={submit}
          onClose={() => setEditing(null)}
          serverErrors={serverErrors}
          isSubmitting={save.isPending}
        />
      ) : null}
    </ClientsScreen>
  );
}
