import {
  DocumentWizard,
  documentWizardMessages,
  documentWizardNamedMessages,
  DocumentsScreen,
  documentsMessages,
  documentsNamedMessages,
  previewKind,
  type DocumentFormValues,
  type DocumentPermissions,
  type DocumentPreview,
  type DocumentRow,
  type ViewerState,
} from '@erp/widgets';
import { toast } from '@erp/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type PocketBase from 'pocketbase';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { useRealtimeInvalidation } from '../../../lib/realtime';
import { uploadRecord } from '../../../lib/upload';
import { searchClientOptions, clientKeys } from '../../../queries/clients';
import { crmKeys, crmQueries, useDeleteDocument } from '../../../queries/crm';
import { documentListParams, type DocumentsSearch } from './documentsSearch';
import { failureToast, isAbort, isNotFound, serverFieldErrors } from './failureToast';
import { fromListSort, toListSort } from '../../../lib/listSearch';

const route = getRouteApi('/app/crm/documents');

/**
 * The address of a document's protected file with a fresh short-lived file token (PocketBase checks
 * download:documents when the token is used); `download` makes the server send it as an attachment.
 */
async function fileUrl(pb: PocketBase, doc: DocumentRow, download: boolean): Promise<string> {
  const token = await pb.files.getToken();
  return pb.files.getURL(doc, doc.file, { token, ...(download ? { download: true } : {}) });
}

/** /app/crm/documents: the documents screen wired to PocketBase, with uploads that report their progress. */
export function DocumentsPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { session } = route.useRouteContext();
  const pb = session.pb;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = documentListParams(search);

  const can: DocumentPermissions = useMemo(
    () => ({
      view: session.can('view:documents'),
      create: session.can('create:documents'),
      edit: session.can('edit:documents'),
      delete: session.can('delete:documents'),
      download: session.can('download:documents'),
    }),
    [session],
  );

  const setSearch = (patch: Partial<DocumentsSearch>, resetPage = true) =>
    void navigate({ search: (prev) => ({ ...prev, ...(resetPage ? { page: undefined } : {}), ...patch }) });

  const list = useQuery(crmQueries.documentList(pb, params));
  useRealtimeInvalidation(pb, 'documents', crmKeys.documents());
  useEffect(() => {
    if (list.error) failureToast(intl, documentsMessages.loadFailed, list.error, 'documents-list');
  }, [list.error, list.errorUpdatedAt, intl]);

  const detail = useQuery({ ...crmQueries.documentDetail(pb, search.view ?? ''), enabled: Boolean(search.view) });
  useEffect(() => {
    if (detail.error && !isNotFound(detail.error))
      failureToast(intl, documentsMessages.viewFailed, detail.error, 'document-view');
  }, [detail.error, detail.errorUpdatedAt, intl]);

  let viewer: ViewerState<{ document: DocumentRow }> | null = null;
  if (search.view) {
    if (detail.data) viewer = { state: 'ready', document: detail.data };
    else if (detail.error) viewer = isNotFound(detail.error) ? { state: 'not-found' } : { state: 'error' };
    else viewer = { state: 'loading' };
  }

  // The preview address carries a file token valid for minutes: fetched for the open document only.
  const shown = detail.data && can.download && previewKind(detail.data.fileName) ? detail.data : null;
  const previewQuery = useQuery({
    queryKey: [...crmKeys.documentDetail(shown?.id ?? ''), 'preview', shown?.file ?? ''],
    queryFn: () => fileUrl(pb, shown!, false),
    enabled: Boolean(shown),
    staleTime: 60_000,
    gcTime: 0,
  });
  let preview: DocumentPreview | null = null;
  if (detail.data && can.download) {
    if (!shown) preview = { state: 'ready', url: '' };
    else if (previewQuery.data) preview = { state: 'ready', url: previewQuery.data };
    else preview = previewQuery.isError ? { state: 'error' } : { state: 'loading' };
  }

  const [isDownloading, setDownloading] = useState(false);
  const download = async (doc: DocumentRow) => {
    setDownloading(true);
    try {
      const link = document.createElement('a');
      link.href = await fileUrl(pb, doc, true);
      link.download = doc.fileName;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      failureToast(intl, documentsMessages.downloadFailed, error, 'document-download');
    } finally {
      setDownloading(false);
    }
  };

  const [deleting, setDeleting] = useState<DocumentRow | null>(null);
  const remove = useDeleteDocument(pb);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      toast.success(intl.formatMessage(documentsNamedMessages.deleted, { title: deleting.title }));
      if (list.data && list.data.items.length === 1 && params.page > 1) setSearch({ page: params.page - 1 }, false);
    } catch (error) {
      failureToast(intl, documentsMessages.deleteFailed, error, 'document-delete');
      throw error;
    }
  };

  // The wizard, with the running upload's progress and its abort controller.
  const [editing, setEditing] = useState<DocumentRow | 'new' | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const openWizard = (target: DocumentRow | 'new') => {
    setServerErrors(null);
    if (search.view) setSearch({ view: undefined }, false);
    setEditing(target);
  };
  const submit = async (values: DocumentFormValues) => {
    setServerErrors(null);
    const target = editing === 'new' ? undefined : (editing ?? undefined);
    const body = new FormData();
    body.append('title', values.title);
    body.append('type', values.type);
    body.append('client', values.client);
    body.append('tags', JSON.stringify(values.tags));
    if (values.file) body.append('file', values.file);
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const saved = await uploadRecord<DocumentRow>(pb, {
        collection: 'documents',
        id: target?.id,
        body,
        onProgress: setProgress,
        signal: controller.signal,
      });
      setEditing(null);
      const message = target ? documentWizardNamedMessages.saved : documentWizardNamedMessages.created;
      toast.success(intl.formatMessage(message, { title: saved.title }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: crmKeys.documentLists() }),
        target ? queryClient.invalidateQueries({ queryKey: crmKeys.documentDetail(target.id) }) : null,
        values.client ? queryClient.invalidateQueries({ queryKey: clientKeys.detail(values.client) }) : null,
      ]);
    } catch (error) {
      if (isAbort(error)) {
        toast.info(intl.formatMessage(documentWizardMessages.uploadCancelled));
      } else {
        setServerErrors(serverFieldErrors(error));
        failureToast(intl, documentWizardMessages.saveFailed, error, 'document-save');
      }
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };
  const loadClients = useCallback(
    (query: string, signal: AbortSignal) => searchClientOptions(pb, query, intl.locale, signal),
    [pb, intl.locale],
  );

  return (
    <DocumentsScreen
      documents={list.data?.items ?? []}
      total={list.data?.totalItems ?? 0}
      page={params.page}
      perPage={params.perPage}
      onPageChange={(page) => setSearch({ page: page === 1 ? undefined : page }, false)}
      onPerPageChange={(perPage) => setSearch({ perPage })}
      search={params.search}
      onSearchChange={(text) => setSearch({ search: text || undefined })}
      filters={{ type: params.type }}
      onFiltersChange={(f) => setSearch({ type: f.type ?? undefined })}
      sort={toListSort(params.sort)}
      onSortChange={(sort) => setSearch({ sort: fromListSort(sort) })}
      isLoading={list.isPending}
      error={list.isError && !list.data ? list.error.message || true : null}
      onRetry={() => void list.refetch()}
      permissions={can}
      onAdd={() => openWizard('new')}
      onEdit={(doc) => openWizard(doc)}
      onView={(doc) => setSearch({ view: doc.id }, false)}
      onDelete={(doc) => {
        if (search.view) setSearch({ view: undefined }, false);
        setDeleting(doc);
      }}
      viewer={viewer}
      preview={preview}
      onDownload={(doc) => void download(doc)}
      isDownloading={isDownloading}
      onViewerClose={() => setSearch({ view: undefined }, false)}
      onViewerRetry={() => void detail.refetch()}
      deleting={deleting}
      onDeleteConfirm={confirmDelete}
      onDeleteCancel={() => setDeleting(null)}
    >
      {editing ? (
        <DocumentWizard
          document={editing === 'new' ? null : editing}
          loadClients={loadClients}
          onSubmit={submit}
          uploadProgress={progress}
          onCancelUpload={() => upload.current?.abort()}
          onClose={() => setEditing(null)}
          serverErrors={serverErrors}
          isSubmitting={progress !== null}
        />
      ) : null}
    </DocumentsScreen>
  );
}
