import {
  ReceiptWizard,
  ReceiptsScreen,
  invoiceErrorMessages,
  invoiceReceiptNamedMessages,
  printedDocumentMessages,
  receiptErrorMessages,
  receiptSuccessMessages,
  salesMessages,
  type DocumentBusyAction,
  type Receipt,
  type ReceiptFormValues,
  type ReceiptPermissions,
  type ReceiptSummary,
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
  existingReceiptNumber,
  receiptKeys,
  receiptQueries,
  searchReceiptInvoices,
  useDeleteReceipt,
  useSaveReceipt,
} from '../../../queries/receipts';
import { fetchDocumentPdf, searchInventory, searchInvoiceClients } from '../../../queries/sales';
import { failureToast, isAbort, isNotFound } from '../crm/failureToast';
import { serverRefusals } from '../finance/financeErrors';
import { fromListSort, toListSort } from '../../../lib/listSearch';
import { todayIso } from '../../../lib/today';
import { receiptListParams, type ReceiptsSearch } from './receiptsSearch';
import { printedDocumentFailureText, receiptFailureText, receiptFieldErrors } from './salesDocumentErrors';

const route = getRouteApi('/app/sales/receipts');

/** /app/sales/receipts: the receipts screen wired to PocketBase, with print and PDF download, its state in the URL. */
export function ReceiptsPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { session } = route.useRouteContext();
  const pb = session.pb;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const today = todayIso();
  const params = receiptListParams(search, today);

  const can: ReceiptPermissions = useMemo(
    () => ({
      view: session.can('view:receipts'),
      create: session.can('create:receipts'),
      edit: session.can('edit:receipts'),
      delete: session.can('delete:receipts'),
    }),
    [session],
  );

  const setSearch = (patch: Partial<ReceiptsSearch>, resetPage = true) =>
    void navigate({ search: (prev) => ({ ...prev, ...(resetPage ? { page: undefined } : {}), ...patch }) });
  const closeViewer = () => {
    if (search.view) setSearch({ view: undefined }, false);
  };

  const list = useQuery(receiptQueries.list(pb, params));
  // Another user's receipts (also those created from the invoices screen) refresh the lists and the open viewer.
  useRealtimeInvalidation(pb, 'receipts', receiptKeys.all);
  useEffect(() => {
    if (list.error) failureToast(intl, receiptErrorMessages.listFailed, list.error, 'receipts-list');
  }, [list.error, list.errorUpdatedAt, intl]);
  const settings = useQuery(financeQueries.settings(pb));

  const detail = useQuery({ ...receiptQueries.detail(pb, search.view ?? ''), enabled: Boolean(search.view) });
  useEffect(() => {
    if (detail.error && !isNotFound(detail.error) && !isAbort(detail.error))
      toast.error(intl.formatMessage(receiptErrorMessages.error), {
        message: intl.formatMessage(receiptErrorMessages.loadFailed),
        key: 'receipt-view',
      });
  }, [detail.error, detail.errorUpdatedAt, intl]);
  let viewer: ViewerState<{ receipt: Receipt }> | null = null;
  if (search.view) {
    if (detail.data) viewer = { state: 'ready', receipt: detail.data };
    else if (detail.error) viewer = isNotFound(detail.error) ? { state: 'not-found' } : { state: 'error' };
    else viewer = { state: 'loading' };
  }

  const [deleting, setDeleting] = useState<ReceiptSummary | null>(null);
  const remove = useDeleteReceipt(pb);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      toast.success(intl.formatMessage(receiptSuccessMessages.deleted, { number: deleting.receiptNumber }));
      if (list.data && list.data.items.length === 1 && params.page > 1) setSearch({ page: params.page - 1 }, false);
    } catch (error) {
      if (!isAbort(error))
        toast.error(intl.formatMessage(receiptErrorMessages.deleteFailed), {
          message: receiptFailureText(intl, error) ?? intl.formatMessage(salesMessages.unknownError),
        });
      throw error;
    }
  };

  const [busy, setBusy] = useState<{ id: string; action: Exclude<DocumentBusyAction, null> } | null>(null);
  const pdf = async (receipt: ReceiptSummary, print: boolean) => {
    setBusy({ id: receipt.id, action: print ? 'print' : 'pdf' });
    try {
      const { blob, fileName } = await fetchDocumentPdf(pb, 'receipts', receipt.id, intl.locale, print);
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

  // The wizard: `new` for a new receipt, or the receipt being edited (with its lines, loaded first).
  const [editing, setEditing] = useState<Receipt | 'new' | null>(null);
  // Attachments are protected files: their links carry a file token while a viewer or the edit wizard is open.
  const fileToken = useFileToken(pb, Boolean(search.view) || (editing !== null && editing !== 'new'));
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);
  const save = useSaveReceipt(pb);
  const openEdit = async (receipt: ReceiptSummary) => {
    closeViewer();
    setServerErrors(null);
    try {
      setEditing(await queryClient.fetchQuery(receiptQueries.detail(pb, receipt.id)));
    } catch (error) {
      failureToast(intl, receiptErrorMessages.loadFailed, error, 'receipt-edit');
    }
  };

  /** A second receipt for one invoice: "Receipt Already Exists", naming the receipt the invoice has. */
  const alreadyExists = async (invoiceId: string, error: unknown) => {
    const refusal = serverRefusals(error).find((r) => r.code === 'receipt_already_exists');
    if (!refusal) return false;
    const named = typeof refusal.params?.receiptNumber === 'string' ? refusal.params.receiptNumber : '';
    const receiptNumber = named || (await existingReceiptNumber(pb, invoiceId).catch(() => ''));
    const text = receiptNumber
      ? intl.formatMessage(invoiceReceiptNamedMessages.alreadyExists, { receiptNumber })
      : intl.formatMessage(invoiceErrorMessages.receiptAlreadyExists);
    setServerErrors({ invoice: text });
    toast.info(intl.formatMessage(invoiceErrorMessages.receiptAlreadyExists), { message: text });
    return true;
  };

  const submit = async (values: ReceiptFormValues) => {
    setServerErrors(null);
    const target = editing === 'new' ? undefined : (editing ?? undefined);
    try {
      const receipt = await save.mutateAsync({ id: target?.id, values });
      setEditing(null);
      const message = target ? receiptSuccessMessages.saved : receiptSuccessMessages.created;
      toast.success(intl.formatMessage(message, { number: receipt.receiptNumber }));
    } catch (error) {
      if (isAbort(error)) return;
      if (!target && values.invoice && (await alreadyExists(values.invoice, error))) return;
      setServerErrors(receiptFieldErrors(intl, error));
      const reason = receiptFailureText(intl, error);
      if (target) {
        toast.error(intl.formatMessage(receiptErrorMessages.saveFailed), {
          message: reason ?? intl.formatMessage(salesMessages.unknownError),
        });
      } else {
        toast.error(intl.formatMessage(invoiceErrorMessages.receiptCreationFailedTitle), {
          message: reason ?? intl.formatMessage(invoiceErrorMessages.receiptCreationFailed),
        });
      }
    }
  };

  const loadInvoices = useCallback((q: string, signal: AbortSignal) => searchReceiptInvoices(pb, q, signal), [pb]);
  const loadClients = useCallback((q: string, signal: AbortSignal) => searchInvoiceClients(pb, q, signal), [pb]);
  const loadInventory = useCallback(
    (q: string, signal: AbortSignal) => searchInventory(pb, q, intl.locale, signal),
    [pb, intl.locale],
  );

  return (
    <ReceiptsScreen
      receipts={list.data?.items ?? []}
      total={list.data?.totalItems ?? 0}
      page={params.page}
      perPage={params.perPage}
      onPageChange={(page) => setSearch({ page: page === 1 ? undefined : page }, false)}
      onPerPageChange={(perPage) => setSearch({ perPage })}
      search={params.search}
      onSearchChange={(text) => setSearch({ search: text || undefined })}
      filters={{ method: params.method, date: params.date }}
      onFiltersChange={(f) => setSearch({ method: f.method ?? undefined, date: f.date === 'all' ? undefined : f.date })}
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
      onView={(receipt) => setSearch({ view: receipt.id }, false)}
      viewer={
        viewer?.state === 'ready' ? { ...viewer, receipt: withAttachmentLinks(viewer.receipt, fileToken) } : viewer
      }
      busyAction={busy && busy.id === search.view ? busy.action : null}
      onViewerClose={closeViewer}
      onViewerRetry={() => void detail.refetch()}
      onEdit={(r) => void openEdit(r)}
      onDelete={(r) => {
        closeViewer();
        setDeleting(r);
      }}
      onPrint={(r) => void pdf(r, true)}
      onDownloadPdf={(r) => void pdf(r, false)}
      deleting={deleting}
      onDeleteConfirm={confirmDelete}
      onDeleteCancel={() => setDeleting(null)}
    >
      {editing ? (
        <ReceiptWizard
          receipt={editing === 'new' ? null : withAttachmentLinks(editing, fileToken)}
          vatRates={settings.data?.vatRates ?? []}
          defaultVatRate={settings.data?.defaultVatRate ?? undefined}
          today={today}
          searchInvoices={loadInvoices}
          searchClients={loadClients}
          searchInventory={loadInventory}
          onSubmit={submit}
          onClose={() => setEditing(null)}
          serverErrors={serverErrors}
          isSubmitting={save.isPending}
        />
      ) : null}
    </ReceiptsScreen>
  );
}
