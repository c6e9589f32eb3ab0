import { toast } from '@erp/ui';
import {
  BillPaymentDialog,
  billPaymentMessages,
  billPaymentNamedMessages,
  billRefusalText,
  BillWizard,
  billWizardMessages,
  billWizardNamedMessages,
  BillsScreen,
  billsMessages,
  billsNamedMessages,
  type Bill,
  type BillFormValues,
  type BillPaymentValues,
  type CrudPermissions,
  type ViewerState,
} from '@erp/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { useFileToken, withFileToken } from '../../../lib/fileToken';
import { useRealtimeInvalidation } from '../../../lib/realtime';
import { uploadRecord } from '../../../lib/upload';
import {
  dayStart,
  financeKeys,
  financeQueries,
  searchSupplierOptions,
  useCancelBill,
  useDeleteBill,
  usePayBill,
  type BillDetail,
} from '../../../queries/finance';
import { isAbort, isNotFound } from '../crm/failureToast';
import { fromListSort, toListSort } from '../../../lib/listSearch';
import { todayIso } from '../../../lib/today';
import { billListParams, type BillsSearch } from './billsSearch';
import { billFailureText, failure, serverRefusals, translatedFieldErrors } from './financeErrors';

const route = getRouteApi('/app/sales/bills');

/** A random key for one opening of the payment dialog (Web Crypto, available outside secure contexts too). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The bill's fields and attachment changes as multipart form data (files cannot travel as JSON). */
function billFormData(values: BillFormValues, isUpdate: boolean): FormData {
  const body = new FormData();
  body.append('supplier', values.supplier);
  body.append('issueDate', dayStart(values.issueDate));
  body.append('dueDate', values.dueDate ? dayStart(values.dueDate) : '');
  body.append('vatRate', String(values.vatRate));
  body.append('items', JSON.stringify(values.items));
  body.append('notes', values.notes);
  for (const file of values.files) body.append(isUpdate ? 'attachments+' : 'attachments', file);
  for (const name of values.removedAttachments) body.append('attachments-', name);
  return body;
}

/** /app/sales/bills: the supplier bills screen wired to PocketBase, its list state in the URL. */
export function BillsPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { session } = route.useRouteContext();
  const pb = session.pb;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const today = todayIso();
  const params = billListParams(search, today);

  const can: CrudPermissions = useMemo(
    () => ({
      view: session.can('view:bills'),
      create: session.can('create:bills'),
      edit: session.can('edit:bills'),
      delete: session.can('delete:bills'),
    }),
    [session],
  );

  const setSearch = (patch: Partial<BillsSearch>, resetPage = true) =>
    void navigate({ search: (prev) => ({ ...prev, ...(resetPage ? { page: undefined } : {}), ...patch }) });

  const list = useQuery(financeQueries.billList(pb, params));
  // Another user's bills and payments refresh every bills list and the open viewer.
  useRealtimeInvalidation(pb, 'bills', financeKeys.bills());
  useRealtimeInvalidation(pb, 'bill_payments', financeKeys.billDetails());
  useEffect(() => {
    if (list.error)
      failure(intl, billsMessages.loadFailed, billFailureText(intl, list.error), list.error, 'bills-list');
  }, [list.error, list.errorUpdatedAt, intl]);
  const suppliers = useQuery({ ...financeQueries.suppliers(pb, intl.locale), enabled: can.view });
  const settings = useQuery(financeQueries.settings(pb));

  const detail = useQuery({ ...financeQueries.billDetail(pb, search.view ?? ''), enabled: Boolean(search.view) });
  useEffect(() => {
    if (detail.error && !isNotFound(detail.error))
      failure(intl, billsMessages.viewFailed, billFailureText(intl, detail.error), detail.error, 'bill-view');
  }, [detail.error, detail.errorUpdatedAt, intl]);
  let viewer: ViewerState<BillDetail> | null = null;
  if (search.view) {
    if (detail.data) viewer = { state: 'ready', ...detail.data };
    else if (detail.error) viewer = isNotFound(detail.error) ? { state: 'not-found' } : { state: 'error' };
    else viewer = { state: 'loading' };
  }
  const closeViewer = () => {
    if (search.view) setSearch({ view: undefined }, false);
  };
  // A payment or a cancellation started in the viewer comes back to it, showing the bill as it is now.
  const [returnView, setReturnView] = useState<string | null>(null);
  const leaveViewer = () => {
    setReturnView(search.view ?? null);
    closeViewer();
  };
  const backToViewer = () => {
    if (returnView) setSearch({ view: returnView }, false);
    setReturnView(null);
  };

  // ---- delete ----
  const [deleting, setDeleting] = useState<Bill | null>(null);
  const remove = useDeleteBill(pb);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(intl.formatMessage(billsNamedMessages.deleted, { number: deleting.billNumber }));
      if (list.data && list.data.items.length === 1 && params.page > 1) setSearch({ page: params.page - 1 }, false);
    } catch (error) {
      failure(intl, billsMessages.deleteFailed, billFailureText(intl, error), error, 'bill-delete');
      throw error;
    }
  };

  // ---- cancel ----
  const [cancelling, setCancelling] = useState<Bill | null>(null);
  const cancel = useCancelBill(pb);
  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      toast.success(intl.formatMessage(billsNamedMessages.cancelled, { number: cancelling.billNumber }));
    } catch (error) {
      failure(intl, billsMessages.cancelFailed, billFailureText(intl, error, 'cancel'), error, 'bill-cancel');
      throw error;
    }
  };

  // ---- payment: one idempotency key per opening of the dialog ----
  const [paying, setPaying] = useState<{ bill: Bill; key: string } | null>(null);
  const [payErrors, setPayErrors] = useState<Record<string, string> | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const pay = usePayBill(pb);
  const openPayment = (bill: Bill) => {
    setPayErrors(null);
    setPayError(null);
    setPaying({ bill, key: newIdempotencyKey() });
  };
  const submitPayment = async (values: BillPaymentValues) => {
    if (!paying) return;
    setPayErrors(null);
    setPayError(null);
    try {
      await pay.mutateAsync({ id: paying.bill.id, idempotencyKey: paying.key, ...values });
      toast.success(
        intl.formatMessage(billPaymentNamedMessages.recorded, {
          amount: intl.formatNumber(values.amount, { style: 'currency', currency: 'EGP' }),
          number: paying.bill.billNumber,
        }),
      );
      setPaying(null);
      backToViewer();
    } catch (error) {
      const text = billFailureText(intl, error, 'pay');
      const fields = new Set(serverRefusals(error).map((r) => r.field));
      setPayErrors(
        ['amount', 'method', 'date', 'notes'].some((f) => fields.has(f))
          ? translatedFieldErrors(error, (r) => billRefusalText(intl, r, 'pay'))
          : null,
      );
      setPayError(text);
      failure(intl, billPaymentMessages.failed, text, error, 'bill-pay');
      throw error;
    }
  };

  // ---- wizard: `new`, or the PENDING bill being edited, with the running upload ----
  const [editing, setEditing] = useState<Bill | 'new' | null>(null);
  // Attachments are protected files: their links carry a file token while a viewer or the edit wizard is open.
  const fileToken = useFileToken(pb, Boolean(search.view) || (editing !== null && editing !== 'new'));
  const fileUrl = useCallback(
    (bill: Bill, name: string) =>
      withFileToken(pb.files.getURL({ id: bill.id, collectionName: 'bills' }, name), fileToken),
    [pb, fileToken],
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const openWizard = (target: Bill | 'new') => {
    setServerErrors(null);
    closeViewer();
    setEditing(target);
  };
  const submit = async (values: BillFormValues) => {
    setServerErrors(null);
    const target = editing === 'new' ? undefined : (editing ?? undefined);
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const saved = await uploadRecord<{ id: string; billNumber: string }>(pb, {
        collection: 'bills',
        id: target?.id,
        body: billFormData(values, Boolean(target)),
        onProgress: setProgress,
        signal: controller.signal,
      });
      setEditing(null);
      const message = target ? billWizardNamedMessages.saved : billWizardNamedMessages.created;
      toast.success(intl.formatMessage(message, { number: saved.billNumber }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: financeKeys.billLists() }),
        target ? queryClient.invalidateQueries({ queryKey: financeKeys.billDetail(target.id) }) : null,
      ]);
    } catch (error) {
      if (isAbort(error)) {
        toast.info(intl.formatMessage(billWizardMessages.uploadCancelled));
      } else {
        setServerErrors(translatedFieldErrors(error, (r) => billRefusalText(intl, r)));
        failure(intl, billWizardMessages.saveFailed, billFailureText(intl, error), error, 'bill-save');
      }
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };
  const loadSuppliers = useCallback(
    (query: string, signal: AbortSignal) => searchSupplierOptions(pb, query, intl.locale, signal),
    [pb, intl.locale],
  );

  return (
    <BillsScreen
      bills={list.data?.items ?? []}
      total={list.data?.totalItems ?? 0}
      page={params.page}
      perPage={params.perPage}
      onPageChange={(page) => setSearch({ page: page === 1 ? undefined : page }, false)}
      onPerPageChange={(perPage) => setSearch({ perPage })}
      search={params.search}
      onSearchChange={(text) => setSearch({ search: text || undefined })}
      filters={{ supplier: params.supplier, due: params.due, status: params.status }}
      onFiltersChange={(f) =>
        setSearch({ supplier: f.supplier ?? undefined, due: f.due ?? undefined, status: f.status ?? undefined })
      }
      supplierOptions={suppliers.data ?? []}
      sort={toListSort(params.sort)}
      onSortChange={(sort) => setSearch({ sort: fromListSort(sort) })}
      today={today}
      isLoading={list.isPending}
      error={list.isError && !list.data ? billFailureText(intl, list.error) : null}
      onRetry={() => void list.refetch()}
      permissions={can}
      onAdd={() => openWizard('new')}
      onView={(bill) => setSearch({ view: bill.id }, false)}
      onEdit={(bill) => openWizard(bill)}
      onRecordPayment={(bill) => {
        leaveViewer();
        openPayment(bill);
      }}
      onCancelBill={(bill) => {
        leaveViewer();
        setCancelling(bill);
      }}
      onDelete={(bill) => {
        closeViewer();
        setDeleting(bill);
      }}
      viewer={viewer}
      fileUrl={fileUrl}
      onViewerClose={closeViewer}
      onViewerRetry={() => void detail.refetch()}
      deleting={deleting}
      onDeleteConfirm={confirmDelete}
      onDeleteCancel={() => setDeleting(null)}
      cancelling={cancelling}
      onCancelConfirm={confirmCancel}
      onCancelDismiss={() => {
        setCancelling(null);
        backToViewer();
      }}
    >
      {editing && (settings.data || settings.isError) ? (
        <BillWizard
          bill={editing === 'new' ? null : editing}
          vatRates={settings.data?.vatRates ?? []}
          defaultVatRate={settings.data?.defaultVatRate}
          paymentTermsDays={settings.data?.paymentTermsDays}
          loadSuppliers={loadSuppliers}
          today={today}
          fileUrl={fileUrl}
          onSubmit={submit}
          uploadProgress={progress}
          onCancelUpload={() => upload.current?.abort()}
          onClose={() => setEditing(null)}
          serverErrors={serverErrors}
          isSubmitting={progress !== null}
        />
      ) : null}
      {paying ? (
        <BillPaymentDialog
          bill={paying.bill}
          today={today}
          onSubmit={submitPayment}
          onClose={() => {
            setPaying(null);
            backToViewer();
          }}
          serverErrors={payErrors}
          error={payError}
          isSubmitting={pay.isPending}
        />
      ) : null}
    </BillsScreen>
  );
}
