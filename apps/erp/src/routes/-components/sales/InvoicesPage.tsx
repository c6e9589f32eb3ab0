import {
  InvoiceCancelDialog,
  InvoicePaymentDialog,
  InvoiceReceiptDialog,
  InvoiceWizard,
  InvoicesScreen,
  invoiceErrorMessages,
  invoiceStatusLabel,
  invoiceSuccessMessages,
  type Invoice,
  type InvoiceFormValues,
  type InvoicePaymentValues,
  type InvoicePermissions,
  type InvoiceReceiptValues,
  type InvoiceStatus,
  type InvoiceSummary,
  type ViewerState,
  type InvoicePayment,
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
  fetchDocumentPdf,
  salesKeys,
  salesQueries,
  searchInventory,
  searchInvoiceClients,
  useDeleteInvoice,
  useInvoiceAction,
  useSaveInvoice,
} from '../../../queries/sales';
import { failureToast, isAbort, isNotFound, serverFieldErrors } from '../crm/failureToast';
import { fromListSort, toListSort } from '../../../lib/listSearch';
import { invoiceFailureText } from './invoiceErrors';
import { todayIso } from '../../../lib/today';
import { invoiceListParams, type InvoicesSearch } from './invoicesSearch';

const route = getRouteApi('/app/sales/invoices');

/** /app/sales/invoices: the invoices screen wired to PocketBase and the invoice action routes. */
export function InvoicesPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { session } = route.useRouteContext();
  const pb = session.pb;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const today = todayIso();
  const params = invoiceListParams(search, today);

  const can: InvoicePermissions = useMemo(
    () => ({
      view: session.can('view:invoices'),
      create: session.can('create:invoices'),
      edit: session.can('edit:invoices'),
      delete: session.can('delete:invoices'),
      issue: session.can('edit:invoices'),
      pay: session.can('edit:invoices'),
      cancel: session.can('edit:invoices'),
      createReceipt: session.can('create:receipts'),
    }),
    [session],
  );
  const statusLabel = (status: string) => invoiceStatusLabel(intl, status as InvoiceStatus);
  const failure = (error: unknown) => invoiceFailureText(intl, error, statusLabel);

  const setSearch = (patch: Partial<InvoicesSearch>, resetPage = true) =>
    void navigate({ search: (prev) => ({ ...prev, ...(resetPage ? { page: undefined } : {}), ...patch }) });

  const list = useQuery(salesQueries.invoiceList(pb, params));
  useRealtimeInvalidation(pb, 'invoices', salesKeys.invoices());
  useEffect(() => {
    if (list.error) failureToast(intl, invoiceErrorMessages.loadFailed, list.error, 'invoices-list');
  }, [list.error, list.errorUpdatedAt, intl]);
  const settings = useQuery(financeQueries.settings(pb));

  const detail = useQuery({ ...salesQueries.invoiceDetail(pb, search.view ?? ''), enabled: Boolean(search.view) });
  useEffect(() => {
    if (detail.error && !isNotFound(detail.error))
      toast.error(intl.formatMessage(invoiceErrorMessages.invoiceLoadFailed), { key: 'invoice-view' });
  }, [detail.error, detail.errorUpdatedAt, intl]);
  let viewer: ViewerState<{ invoice: Invoice; payments: readonly InvoicePayment[] }> | null = null;
  if (search.view) {
    if (detail.data) viewer = { state: 'ready', ...detail.data };
    else if (detail.error)
      viewer = isNotFound(detail.error)
        ? { state: 'not-found' }
        : { state: 'error', message: intl.formatMessage(invoiceErrorMessages.invoiceLoadFailed) };
    else viewer = { state: 'loading' };
  }

  const action = useInvoiceAction(pb);
  const closeViewer = () => {
    if (search.view) setSearch({ view: undefined }, false);
  };

  // Delete (drafts) and issue confirmations.
  const [deleting, setDeleting] = useState<InvoiceSummary | null>(null);
  const remove = useDeleteInvoice(pb);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(intl.formatMessage(invoiceSuccessMessages.deleted, { number: deleting.invoiceNumber }));
      if (list.data && list.data.items.length === 1 && params.page > 1) setSearch({ page: params.page - 1 }, false);
    } catch (error) {
      if (!isAbort(error))
        toast.error(intl.formatMessage(invoiceErrorMessages.deleteFailed), { message: failure(error) });
      throw error;
    }
  };
  const [issuing, setIssuing] = useState<InvoiceSummary | null>(null);
  const confirmIssue = async () => {
    if (!issuing) return;
    try {
      await action.mutateAsync({ id: issuing.id, request: { action: 'issue' } });
      toast.success(intl.formatMessage(invoiceSuccessMessages.issued, { number: issuing.invoiceNumber }));
    } catch (error) {
      toast.error(intl.formatMessage(invoiceErrorMessages.issueFailed), { message: failure(error) });
      throw error;
    }
  };

  // Payment, receipt and cancel dialogs: the invoice each one is open for.
  const [paying, setPaying] = useState<InvoiceSummary | null>(null);
  const [payErrors, setPayErrors] = useState<Record<string, string> | null>(null);
  const pay = async (values: InvoicePaymentValues) => {
    if (!paying) return;
    setPayErrors(null);
    try {
      const updated = await action.mutateAsync({ id: paying.id, request: { action: 'payments', values } });
      setPaying(null);
      const amount = intl.formatNumber(values.amount, { style: 'currency', currency: 'EGP' });
      toast.success(
        intl.formatMessage(invoiceSuccessMessages.paymentRecorded, { amount, number: updated.invoiceNumber }),
      );
    } catch (error) {
      const text = failure(error);
      setPayErrors(serverFieldErrors(error) ? { ...serverFieldErrors(error), amount: text } : null);
      toast.error(intl.formatMessage(invoiceErrorMessages.paymentFailed), { message: text });
    }
  };
  const [receiptFor, setReceiptFor] = useState<InvoiceSummary | null>(null);
  const [receiptError, setReceiptError] = useState<string | boolean | null>(null);
  const createReceipt = async (values: InvoiceReceiptValues) => {
    if (!receiptFor) return;
    setReceiptError(null);
    try {
      const updated = await action.mutateAsync({ id: receiptFor.id, request: { action: 'receipt', values } });
      setReceiptFor(null);
      toast.success(
        intl.formatMessage(invoiceSuccessMessages.receiptCreated, {
          receiptNumber: updated.receiptNumber ?? '',
          number: updated.invoiceNumber,
        }),
      );
    } catch (error) {
      const text = failure(error);
      setReceiptError(text);
      toast.error(intl.formatMessage(invoiceErrorMessages.receiptCreationFailedTitle), { message: text });
      // A receipt made meanwhile by someone else: show the dialog's "Receipt Already Exists" notice.
      void list.refetch();
    }
  };
  const [cancelling, setCancelling] = useState<InvoiceSummary | null>(null);
  const [cancelError, setCancelError] = useState<string | boolean | null>(null);
  const confirmCancel = async () => {
    if (!cancelling) return;
    setCancelError(null);
    try {
      await action.mutateAsync({ id: cancelling.id, request: { action: 'cancel' } });
      toast.success(intl.formatMessage(invoiceSuccessMessages.cancelled, { number: cancelling.invoiceNumber }));
    } catch (error) {
      const text = failure(error);
      setCancelError(text);
      toast.error(intl.formatMessage(invoiceErrorMessages.cancellationFailedTitle), { message: text });
      throw error;
    }
  };

  // The wizard: `new` for a new invoice, or the draft being edited (with its lines, loaded first).
  const [editing, setEditing] = useState<Invoice | 'new' | null>(null);
  // Attachments are protected files: their links carry a file token while a viewer or the edit wizard is open.
  const fileToken = useFileToken(pb, Boolean(search.view) || (editing !== null && editing !== 'new'));
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);
  const save = useSaveInvoice(pb);
  const openEdit = async (invoice: InvoiceSummary) => {
    closeViewer();
    setServerErrors(null);
    try {
      const { invoice: full } = await queryClient.fetchQuery(salesQueries.invoiceDetail(pb, invoice.id));
      setEditing(full);
    } catch (error) {
      failureToast(intl, invoiceErrorMessages.invoiceLoadFailed, error, 'invoice-edit');
    }
  };
  const submit = async (values: InvoiceFormValues) => {
    setServerErrors(null);
    const target = editing === 'new' ? undefined : (editing ?? undefined);
    try {
      const invoice = await save.mutateAsync({ id: target?.id, values });
      setEditing(null);
      const message = target ? invoiceSuccessMessages.saved : invoiceSuccessMessages.created;
      toast.success(intl.formatMessage(message, { number: invoice.invoiceNumber }));
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      toast.error(intl.formatMessage(invoiceErrorMessages.saveFailed), { message: failure(error) });
    }
  };

  const pdf = async (invoice: InvoiceSummary, print: boolean) => {
    try {
      const { blob, fileName } = await fetchDocumentPdf(pb, 'invoices', invoice.id, intl.locale, print);
      if (print) printPdf(blob);
      else saveBlob(blob, fileName);
    } catch (error) {
      toast.error(intl.formatMessage(invoiceErrorMessages.invoiceLoadFailed), { message: failure(error) });
    }
  };

  const loadClients = useCallback((q: string, signal: AbortSignal) => searchInvoiceClients(pb, q, signal), [pb]);
  const loadInventory = useCallback(
    (q: string, signal: AbortSignal) => searchInventory(pb, q, intl.locale, signal),
    [pb, intl.locale],
  );

  const callbacks = {
    onEdit: (i: InvoiceSummary) => void openEdit(i),
    onIssue: (i: InvoiceSummary) => setIssuing(i),
    onRecordPayment: (i: InvoiceSummary) => {
      setPayErrors(null);
      setPaying(i);
    },
    onCreateReceipt: (i: InvoiceSummary) => {
      setReceiptError(null);
      setReceiptFor(i);
    },
    onCancel: (i: InvoiceSummary) => {
      setCancelError(null);
      setCancelling(i);
    },
    onDelete: (i: InvoiceSummary) => {
      closeViewer();
      setDeleting(i);
    },
    onPrint: (i: InvoiceSummary) => void pdf(i, true),
    onDownloadPdf: (i: InvoiceSummary) => void pdf(i, false),
  };
  // A dialog opened from the viewer works on the freshest copy of the invoice.
  const fresh = (i: InvoiceSummary) =>
    list.data?.items.find((x) => x.id === i.id) ?? (detail.data?.invoice.id === i.id ? detail.data.invoice : i);

  return (
    <InvoicesScreen
      {...callbacks}
      invoices={list.data?.items ?? []}
      total={list.data?.totalItems ?? 0}
      page={params.page}
      perPage={params.perPage}
      onPageChange={(page) => setSearch({ page: page === 1 ? undefined : page }, false)}
      onPerPageChange={(perPage) => setSearch({ perPage })}
      search={params.search}
      onSearchChange={(text) => setSearch({ search: text || undefined })}
      filters={{ due: params.due, status: params.status }}
      onFiltersChange={(f) => setSearch({ due: f.due ?? undefined, status: f.status ?? undefined })}
      sort={search.sort ? toListSort(search.sort) : null}
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
      onView={(invoice) => setSearch({ view: invoice.id }, false)}
      viewer={
        viewer?.state === 'ready' ? { ...viewer, invoice: withAttachmentLinks(viewer.invoice, fileToken) } : viewer
      }
      onViewerClose={closeViewer}
      onViewerRetry={() => void detail.refetch()}
      deleting={deleting}
      onDeleteConfirm={confirmDelete}
      onDeleteCancel={() => setDeleting(null)}
      issuing={issuing}
      onIssueConfirm={confirmIssue}
      onIssueCancel={() => setIssuing(null)}
    >
      {editing ? (
        <InvoiceWizard
          invoice={editing === 'new' ? null : withAttachmentLinks(editing, fileToken)}
          vatRates={settings.data?.vatRates ?? []}
          defaultVatRate={settings.data?.defaultVatRate ?? undefined}
          paymentTermsDays={settings.data?.paymentTermsDays}
          today={today}
          searchClients={loadClients}
          searchInventory={loadInventory}
          onSubmit={submit}
          onClose={() => setEditing(null)}
          serverErrors={serverErrors}
          isSubmitting={save.isPending}
        />
      ) : null}
      {paying ? (
        <InvoicePaymentDialog
          invoice={fresh(paying)}
          today={today}
          onSubmit={pay}
          onClose={() => setPaying(null)}
          serverErrors={payErrors}
          isSubmitting={action.isPending}
        />
      ) : null}
      {receiptFor ? (
        <InvoiceReceiptDialog
          invoice={fresh(receiptFor)}
          today={today}
          // The receipt proposes the method of the invoice's latest payment.
          defaultMethod={
            detail.data?.invoice.id === receiptFor.id ? detail.data.payments[0]?.method || undefined : undefined
          }
          onSubmit={createReceipt}
          onClose={() => setReceiptFor(null)}
          error={receiptError}
          isSubmitting={action.isPending}
        />
      ) : null}
      {cancelling ? (
        <InvoiceCancelDialog
          invoice={fresh(cancelling)}
          onConfirm={confirmCancel}
          onClose={() => setCancelling(null)}
          error={cancelError}
        />
      ) : null}
    </InvoicesScreen>
  );
}
