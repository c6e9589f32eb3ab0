import {
  ContactWizard,
  contactWizardMessages,
  contactWizardNamedMessages,
  ContactsScreen,
  contactsMessages,
  contactsNamedMessages,
  type ContactFormValues,
  type ContactRow,
  type CrudPermissions,
  type ViewerState,
} from '@erp/widgets';
import { toast } from '@erp/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { useRealtimeInvalidation } from '../../../lib/realtime';
import { searchClientOptions } from '../../../queries/clients';
import { crmKeys, crmQueries, useDeleteContact, useSaveContact } from '../../../queries/crm';
import { contactListParams, type ContactsSearch } from './contactsSearch';
import { failureToast, isNotFound, serverFieldErrors } from './failureToast';
import { fromListSort, toListSort } from '../../../lib/listSearch';

const route = getRouteApi('/app/crm/contacts');

/** /app/crm/contacts: the contacts screen wired to PocketBase through TanStack Query, its state in the URL. */
export function ContactsPage() {
  const intl = useIntl();
  const { session } = route.useRouteContext();
  const pb = session.pb;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = contactListParams(search);

  const can: CrudPermissions = useMemo(
    () => ({
      view: session.can('view:contacts'),
      create: session.can('create:contacts'),
      edit: session.can('edit:contacts'),
      delete: session.can('delete:contacts'),
    }),
    [session],
  );

  const setSearch = (patch: Partial<ContactsSearch>, resetPage = true) =>
    void navigate({ search: (prev) => ({ ...prev, ...(resetPage ? { page: undefined } : {}), ...patch }) });

  const list = useQuery(crmQueries.contactList(pb, params));
  useRealtimeInvalidation(pb, 'contacts', crmKeys.contacts());
  useEffect(() => {
    if (list.error) failureToast(intl, contactsMessages.loadFailed, list.error, 'contacts-list');
  }, [list.error, list.errorUpdatedAt, intl]);

  const detail = useQuery({ ...crmQueries.contactDetail(pb, search.view ?? ''), enabled: Boolean(search.view) });
  useEffect(() => {
    if (detail.error && !isNotFound(detail.error))
      failureToast(intl, contactsMessages.viewFailed, detail.error, 'contact-view');
  }, [detail.error, detail.errorUpdatedAt, intl]);

  let viewer: ViewerState<{ contact: ContactRow }> | null = null;
  if (search.view) {
    if (detail.data) viewer = { state: 'ready', contact: detail.data };
    else if (detail.error) viewer = isNotFound(detail.error) ? { state: 'not-found' } : { state: 'error' };
    else viewer = { state: 'loading' };
  }

  const [deleting, setDeleting] = useState<ContactRow | null>(null);
  const remove = useDeleteContact(pb);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      const name = [deleting.firstName, deleting.lastName].filter(Boolean).join(' ');
      toast.success(intl.formatMessage(contactsNamedMessages.deleted, { name }));
      if (list.data && list.data.items.length === 1 && params.page > 1) setSearch({ page: params.page - 1 }, false);
    } catch (error) {
      failureToast(intl, contactsMessages.deleteFailed, error, 'contact-delete');
      throw error;
    }
  };

  const [editing, setEditing] = useState<ContactRow | 'new' | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);
  const save = useSaveContact(pb);
  const openWizard = (target: ContactRow | 'new') => {
    setServerErrors(null);
    save.reset();
    if (search.view) setSearch({ view: undefined }, false);
    setEditing(target);
  };
  const submit = async (values: ContactFormValues) => {
    setServerErrors(null);
    const target = editing === 'new' ? undefined : (editing ?? undefined);
    try {
      const contact = await save.mutateAsync({ id: target?.id, values });
      setEditing(null);
      const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
      const message = target ? contactWizardNamedMessages.saved : contactWizardNamedMessages.created;
      toast.success(intl.formatMessage(message, { name }));
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      failureToast(intl, contactWizardMessages.saveFailed, error, 'contact-save');
    }
  };
  const loadClients = useCallback(
    (query: string, signal: AbortSignal) => searchClientOptions(pb, query, intl.locale, signal),
    [pb, intl.locale],
  );

  return (
    <ContactsScreen
      contacts={list.data?.items ?? []}
      total={list.data?.totalItems ?? 0}
      page={params.page}
      perPage={params.perPage}
      onPageChange={(page) => setSearch({ page: page === 1 ? undefined : page }, false)}
      onPerPageChange={(perPage) => setSearch({ perPage })}
      search={params.search}
      onSearchChange={(text) => setSearch({ search: text || undefined })}
      sort={toListSort(params.sort)}
      onSortChange={(sort) => setSearch({ sort: fromListSort(sort) })}
      isLoading={list.isPending}
      error={list.isError && !list.data ? list.error.message || true : null}
      onRetry={() => void list.refetch()}
      permissions={can}
      onAdd={() => openWizard('new')}
      onEdit={(contact) => openWizard(contact)}
      onView={(contact) => setSearch({ view: contact.id }, false)}
      onDelete={(contact) => {
        if (search.view) setSearch({ view: undefined }, false);
        setDeleting(contact);
      }}
      viewer={viewer}
      onViewerClose={() => setSearch({ view: undefined }, false)}
      onViewerRetry={() => void detail.refetch()}
      deleting={deleting}
      onDeleteConfirm={confirmDelete}
      onDeleteCancel={() => setDeleting(null)}
    >
      {editing ? (
        <ContactWizard
          contact={editing === 'new' ? null : editing}
          loadClients={loadClients}
          onSubmit={submit}
          onClose={() => setEditing(null)}
          serverErrors={serverErrors}
          isSubmitting={save.isPending}
        />
      ) : null}
    </ContactsScreen>
  );
}
