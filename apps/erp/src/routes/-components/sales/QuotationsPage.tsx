import {
  QuotationInvoiceDialog,
  QuotationWizard,
  QuotationsScreen,
  printedDocumentMessages,
  quotationErrorMessages,
  quotationErrorNamedMessages,
  quotationSuccessMessages,
  salesMessages,
  type DocumentBusyAction,
  type Quotation,
  type QuotationFormValues,
  type QuotationPermissions,
  type QuotationSummary,
  type QuotationTransition,
  type ViewerState,
} from '@erp/widgets';
import { toast } from '@erp/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { printPdf, saveBlob } from '../../../lib/documentFiles';
import { useFileToken, withAttachmentLinks } from '../../../lib/fileToken';
import { useRealtimeInvalidation } from '../../../lib/realtime';
import { financeQueries } from '../../../queries/finance';
import {
  quotationKeys,
  quotationQueries,
  useDeleteQuotation,
  useQuotationAction,
  useSaveQuotation,
} from '../../../queries/quotations';
import { fetchDocumentPdf, searchInventory, searchInvoiceClients } from '../../../queries/sales';
import { failureToast, isAbort, isNotFound } from '../crm/failureToast';
import { fromListSort, toListSort } from '../../../lib/listSearch';
import { todayIso } from '../../../lib/today';
import { quotationListParams, type QuotationsSearch } from './quotationsSearch';
import { printedDocumentFailureText, quotationFailureText, quotationFieldErrors } from './salesDocumentErrors';

const route = getRouteApi('/app/sales/quotations');

const TRANSITION_SUCCESS = {
  send: quotationSuccessMessages.sent,
  accept: quotationSuccessMessages.accepted,
  reject: quotationSuccessMessages.rejected,
} as const;

/**
 * /app/sales/quotations: the quotations screen wired to PocketBase and the quotation action routes (send, accept,
 * reject, generate the invoice), with print and PDF download, its state in the URL.
 */
export function QuotationsPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { session } = route.useRouteContext();
  const pb = session.pb;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const today = todayIso();
  const params = quotationListParams(search, today);

  const can: QuotationPermissions = useMemo(
    () => ({
      view: session.can('view:quotations'),
      create: session.can('create:quotations'),
      edit: session.can('edit:quotations'),
      delete: session.can('delete:quotations'),
      generateInvoice: session.can('create:invoices'),
    }),
    [session],
  );

  const setSearch = (patch: Partial<QuotationsSearch>, resetPage = true) =>
    void navigate({ search: (prev) => ({ ...prev, ...(resetPage ? { page: undefined } : {}), ...patch }) });
  const closeViewer = () => {
    if (search.view) setSearch({ view: undefined }, false);
  };

  const list = useQuery(quotationQueries.list(pb, params));
  // Another user's changes (and the nightly expiry) refresh every quotations list and the open viewer.
  useRealtimeInvalidation(pb, 'quotations', quotationKeys.all);
  useEffect(() => {
    if (list.error) failureToast(intl, quotationErrorMessages.listFailed, list.error, 'quotations-list');
  }, [list.error, list.errorUpdatedAt, intl]);
  const settings = useQuery(financeQueries.settings(pb));

  const detail = useQuery({ ...quotationQueries.detail(pb, search.view ?? ''), enabled: Boolean(search.view) });
  useEffect(() => {
    if (detail.error && !isNotFound(detail.error) && !isAbort(detail.error))
      toast.error(intl.formatMessage(quotationErrorMessages.error), {
        message: intl.formatMessage(quotationErrorMessages.loadFailed),
        key: 'quotation-view',
      });
  }, [detail.error, detail.errorUpdatedAt, intl]);
  let viewer: ViewerState<{ quotation: Quotation }> | null = null;
  if (search.view) {
    if (detail.data) viewer = { state: 'ready', quotation: detail.data };
    else if (detail.error) viewer = isNotFound(detail.error) ? { state: 'not-found' } : { state: 'error' };
    else viewer = { state: 'loading' };
  }

  const action = useQuotationAction(pb);

  // Mark as sent, accept and reject, each after its confirmation.
  const [transition, setTransition] = useState<{ quotation: QuotationSummary; action: QuotationTransition } | null>(
    null,
  );
  const confirmTransition = async () => {
    if (!transition) return;
    const { quotation, action: name } = transition;
    try {
      await action.mutateAsync({ id: quotation.id, action: name });
      toast.success(intl.formatMessage(TRANSITION_SUCCESS[name], { number: quotation.quotationNumber }));
    } catch (error) {
      if (!isAbort(error)) {
        const reason = quotationFailureText(intl, error, name);
        toast.error(intl.formatMessage(quotationErrorMessages.statusUpdateFailedTitle), {
          message: reason
            ? intl.formatMessage(quotationErrorNamedMessages.statusUpdateFailed, { message: reason })
            : intl.formatMessage(quotationErrorMessages.statusUpdateFailed),
        });
      }
      throw error;
    }
  };

  // The generate-invoice dialog works on the quotation as it was when opened; a refusal comes back as its error.
  const [generating, setGenerating] = useState<QuotationSummary | null>(null);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const generate = async () => {
    if (!generating) return;
    setGenerateError(null);
    try {
      await action.mutateAsync({ id: generating.id, action: 'invoice' });
      setGenerating(null);
      toast.success(intl.formatMessage(quotationErrorMessages.generatedTitle), {
        message: intl.formatMessage(quotationErrorMessages.generated),
      });
    } catch (error) {
      if (isAbort(error)) return;
      setGenerateError(quotationFailureText(intl, error, 'invoice') ?? intl.formatMessage(salesMessages.unknownError));
    }
  };
  const openInvoice = (quotation: QuotationSummary) => {
    if (!quotation.invoice) return;
    void navigate({ to: '/app/sales/invoices', search: { view: quotation.invoice } });
  };

  // Delete (drafts only).
  const [deleting, setDeleting] = useState<QuotationSummary | null>(null);
  const remove = useDeleteQuotation(pb);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(intl.formatMessage(quotationSuccessMessages.deleted, { number: deleting.quotationNumber }));
      if (list.data && list.data.items.length === 1 && params.page > 1) setSearch({ page: params.page - 1 }, false);
    } catch (error) {
      if (!isAbort(error))
        toast.error(intl.formatMessage(quotationErrorMessages.deleteFailed), {
          message: quotationFailureText(intl, error) ?? intl.formatMessage(salesMessages.unknownError),
        });
      throw error;
    }
  };

  // Print and download: the server prints the PDF in the user's language.
  const [busy, setBusy] = useState<{ id: string; action: Exclude<DocumentBusyAction, null> } | null>(null);
  const pdf = async (quotation: QuotationSummary, print: boolean) => {
    setBusy({ id: quotation.id, action: print ? 'print' : 'pdf' });
    try {
      const { blob, fileName } = await fetchDocumentPdf(pb, 'quotations', quotation.id, intl.locale, print);
      if (print) printPdf(blob);
      else saveBlob(blob, fileName);
    } catch (error) {
      if (!isAbort(error))
        toast.error(
          intl.formatMessage(print ? printedDocumentMessages.printFailed : printedDocumentMessages.downloadFailed),
          { message: printedDocumentFailureText(intl, error) },
        );
    } finally {
      setBusy(null);
    }
  };

  // The wizard: `new` for a new quotation, or the draft being edited (with its lines, loaded first).
  const [editing, setEditing] = useState<Quotation | 'new' | null>(null);
  // Attachments are protected files: their links carry a file token while a viewer or the edit wizard is open.
  const fileToken = useFileToken(pb, Boolean(search.view) || (editing !== null && editing !== 'new'));
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);
  const save = useSaveQuotation(pb);
  const openEdit = async (quotation: QuotationSummary) => {
    closeViewer();
    setServerErrors(null);
    try {
      setEditing(await queryClient.fetchQuery(quotationQueries.detail(pb, quotation.id)));
    } catch (error) {
      if (isNotFound(error))
        toast.error(intl.formatMessage(quotationErrorMessages.error), {
          message: intl.formatMessage(quotationErrorMessages.notFound),
        });
      else failureToast(intl, quotationErrorMessages.loadFailed, error, 'quotation-edit');
    }
  };
  const submit = async (values: QuotationFormValues) => {
    setServerErrors(null);
    const target = editing === 'new' ? undefined : (editing ?? undefined);
    try {
      const quotation = await save.mutateAsync({ id: target?.id, values });
      setEditing(null);
      const message = target ? quotationSuccessMessages.saved : quotationSuccessMessages.created;
      toast.success(intl.formatMessage(message, { number: quotation.quotationNumber }));
    } catch (error) {
      if (isAbort(error)) return;
      setServerErrors(quotationFieldErrors(intl, error));
      toast.error(intl.formatMessage(quotationErrorMessages.saveFailed), {
        message: quotationFailureText(intl, error) ?? intl.formatMessage(salesMessages.unknownError),
      });
    }
  };

  const loadClients = useCallback((q: string, signal: AbortSignal) => searchInvoiceClients(pb, q, signal), [pb]);
  const loadInventory = useCallback(
    (q: string, signal: AbortSignal) => searchInventory(pb, q, intl.locale, signal),
    [pb, intl.locale],
  );

  return (
    <QuotationsScreen
      quotations={list.data?.items ?? []}
      total={list.data?.totalItems ?? 0}
      page={params.page}
      perPage={params.perPage}
      onPageChange={(page) => setSearch({ page: page === 1 ? undefined : page }, false)}
      onPerPageChange={(perPage) => setSearch({ perPage })}
      search={params.search}
      onSearchChange={(text) => setSearch({ search: text || undefined })}
      filters={{ status: params.status, validUntil: params.validUntil }}
      onFiltersChange={(f) =>
        setSearch({ status: f.status ?? undefined, valid: f.validUntil === 'all' ? undefined : f.validUntil })
      }
      sort={toListSort(params.sort)}
      onSortChange={(sort) => setSearch({ sort: fromListSort(sort) })}
      today={today}
      isLoading={list.isPending}
      error={list.isError && !list.data ? list.error.message || true : null}
      onRetry={() => void list.refetch()}
      permissions={can}
      onAdd={() => {
        setServerErrors(null);
        setEditing('new');
      }}
      onView={(quotation) => setSearch({ view: quotation.id }, false)}
      viewer={
        viewer?.state === 'ready' ? { ...viewer, quotation: withAttachmentLinks(viewer.quotation, fileToken) } : viewer
      }
      busyAction={busy && busy.id === search.view ? busy.action : null}
      onViewerClose={closeViewer}
      onViewerRetry={() => void detail.refetch()}
      onEdit={(q) => void openEdit(q)}
      onSend={(q) => setTransition({ quotation: q, action: 'send' })}
      onAccept={(q) => setTransition({ quotation: q, action: 'accept' })}
      onReject={(q) => setTransition({ quotation: q, action: 'reject' })}
      onGenerateInvoice={(q) => {
        setGenerateError(null);
        setGenerating(q);
      }}
      onOpenInvoice={openInvoice}
      onDelete={(q) => {
        closeViewer();
        setDeleting(q);
      }}
      onPrint={(q) => void pdf(q, true)}
      onDownloadPdf={(q) => void pdf(q, false)}
      transition={transition}
      onTransitionConfirm={confirmTransition}
      onTransitionCancel={() => setTransition(null)}
      deleting={deleting}
      onDeleteConfirm={confirmDelete}
      onDeleteCancel={() => setDeleting(null)}
    >
      {editing ? (
        <QuotationWizard
          quotation={editing === 'new' ? null : withAttachmentLinks(editing, fileToken)}
          vatRates={settings.data?.vatRates ?? []}
          defaultVatRate={settings.data?.defaultVatRate ?? undefined}
          today={today}
          searchClients={loadClients}
          searchInventory={loadInventory}
          onSubmit={submit}
          onClose={() => setEditing(null)}
          serverErrors={serverErrors}
          isSubmitting={save.isPending}
        />
      ) : null}
      {generating ? (
        <QuotationInvoiceDialog
          quotation={generating}
          onConfirm={generate}
          onClose={() => setGenerating(null)}
          onOpenInvoice={openInvoice}
          error={generateError}
          isSubmitting={action.isPending}
        />
      ) : null}
    </QuotationsScreen>
  );
}
