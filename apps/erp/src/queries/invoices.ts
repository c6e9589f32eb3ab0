// Invoices: the list the screen shows, what its viewer loads, the wizard's body, and the business actions
// (`POST /api/erp/invoices/{id}/issue|payments|receipt|cancel`), which answer the updated invoice.
import { INVOICES_STATUS } from '@erp/schema';
import {
  INVOICE_DUE_FILTERS,
  INVOICE_SORT_FIELDS,
  invoiceDueRange,
  invoiceMessages as m,
  salesRefusalText,
  type Invoice,
  type InvoiceDetail,
  type InvoiceFilters,
  type InvoiceFormValues,
  type InvoicePayment,
  type InvoicePaymentValues,
  type InvoiceReceiptValues,
  formatMoney,
  invoiceNamedMessages as mn,
} from '@erp/widgets';
import type { CollectionName } from '@erp/schema';
import type PocketBase from 'pocketbase';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { BUSINESS_WEEK_START, dayRangeFilter, dayStart } from '../lib/dayFilters';
import type { ServerRefusal } from '../lib/failures';
import { collectionKeys, defineList, type ListParams } from '../lib/lists';
import { useRecordMutation } from '../lib/useRecordMutation';
import { asClientDocument, documentBody, type ClientDocumentRecord } from './salesDocuments';

export const invoiceKeys = collectionKeys('invoices');

type Payment = Pick<InvoicePayment, 'method' | 'date' | 'created'>;
/** An invoice as PocketBase answers it, with its client, its receipt and its payments' methods expanded. */
export type InvoiceRecord = ClientDocumentRecord<
  Invoice,
  'receiptNumber' | 'lastPaymentMethod',
  { receipt?: { receiptNumber?: string }; invoice_payments_via_invoice?: Payment[] }
>;

/** The relations every invoice is read with: the client's names, the receipt's number, the payments' methods. */
export const INVOICE_EXPAND = 'client,receipt,invoice_payments_via_invoice';
export const INVOICE_FIELDS =
  '*,expand.client.name,expand.client.nameAr,expand.receipt.receiptNumber,' +
  'expand.invoice_payments_via_invoice.method,expand.invoice_payments_via_invoice.date,' +
  'expand.invoice_payments_via_invoice.created';

/** The method of the latest payment (by date, then by when it was recorded), or ''. */
export function lastPaymentMethod(payments: readonly Payment[] = []): Invoice['lastPaymentMethod'] {
  const latest = [...payments].sort((a, b) => (b.date + b.created).localeCompare(a.date + a.created))[0];
  return latest?.method ?? '';
}

/** An invoice record as the screen shows it. */
export function asInvoice(r: InvoiceRecord): Invoice {
  return {
    ...asClientDocument(r),
    receiptNumber: r.expand?.receipt?.receiptNumber ?? '',
    lastPaymentMethod: lastPaymentMethod(r.expand?.invoice_payments_via_invoice),
  };
}

/** The invoices filter: search over the number and the client's names, status, and the due-date filter. */
export function invoiceFilter(pb: PocketBase, { search, filters, today }: ListParams<InvoiceFilters>): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q) parts.push(pb.filter('(invoiceNumber ~ {:q} || client.name ~ {:q} || client.nameAr ~ {:q})', { q }));
  if (filters.status) parts.push(pb.filter('status = {:status}', { status: filters.status }));
  const range = invoiceDueRange(filters.due, today, BUSINESS_WEEK_START);
  if (range && 'before' in range) {
    parts.push(
      pb.filter('dueDate != "" && dueDate < {:before} && (status = "Pending" || status = "Partially Paid")', {
        before: dayStart(range.before),
      }),
    );
  } else if (range) {
    parts.push(dayRangeFilter(pb, 'dueDate', range));
  }
  return parts.join(' && ');
}

/** The invoice refusals in the user's language, statuses named with the invoice's labels. */
export const invoiceRefusalText = (intl: IntlShape, refusal: ServerRefusal) =>
  salesRefusalText(intl, refusal, 'invoices');

/** The invoices list: newest first; the viewer shows the invoice with its payments. */
export const invoiceList = defineList<Invoice, InvoiceFilters, InvoiceDetail>({
  collection: 'invoices',
  sortFields: INVOICE_SORT_FIELDS,
  defaultSort: '-created',
  filters: { due: INVOICE_DUE_FILTERS, status: INVOICES_STATUS },
  filter: invoiceFilter,
  expand: INVOICE_EXPAND,
  fields: INVOICE_FIELDS,
  row: asInvoice,
  detail: async (pb, id, signal) => {
    const [record, payments] = await Promise.all([
      pb.collection('invoices').getOne<InvoiceRecord>(id, { expand: INVOICE_EXPAND, fields: INVOICE_FIELDS, signal }),
      pb
        .collection('invoice_payments')
        .getList<InvoicePayment & { expand?: { recordedBy?: { name?: string } } }>(1, 200, {
          filter: pb.filter('invoice = {:id}', { id }),
          sort: '-date,-created',
          expand: 'recordedBy',
          signal,
        }),
    ]);
    return {
      invoice: asInvoice(record),
      payments: payments.items.map((p) => ({
        id: p.id,
        amount: p.amount,
        method: p.method,
        notes: p.notes,
        date: p.date,
        created: p.created,
        recordedByName: p.expand?.recordedBy?.name ?? '',
      })),
    };
  },
  messages: m,
  refusalText: invoiceRefusalText,
});

/** The wizard's values as the record's form data: lines as JSON, new files added, removed files dropped. */
export const invoiceBody = (values: InvoiceFormValues) => documentBody(values, { dueDate: values.dueDate });

/** An invoice action: the updated invoice, as the screen shows it. */
export async function invoiceAction(
  pb: PocketBase,
  invoice: Pick<Invoice, 'id'>,
  action: 'issue' | 'payments' | 'receipt' | 'cancel',
  options: { body?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<Invoice> {
  return asInvoice(
    await pb.send<InvoiceRecord>(`/api/erp/invoices/${encodeURIComponent(invoice.id)}/${action}`, {
      method: 'POST',
      query: { expand: INVOICE_EXPAND, fields: INVOICE_FIELDS },
      ...options,
    }),
  );
}

/** An invoice change as an intent: the updated invoice, a success toast, one failure toast, the refused fields. */
function useInvoiceMutation<V>(
  pb: PocketBase,
  run: (vars: V) => Promise<Invoice>,
  success: (intl: IntlShape, invoice: Invoice, vars: V) => string,
  failure: MessageDescriptor,
  invalidates: readonly CollectionName[] = [],
) {
  return useRecordMutation<V, Invoice>({
    pb,
    mutationFn: (_, vars) => run(vars),
    invalidates: ['invoices', ...invalidates],
    success,
    failure,
    refusalText: invoiceRefusalText,
  });
}

/** The invoices screen's intents: save and delete a draft, and the server's issue, payment, receipt and cancel. */
export function useInvoiceIntents(pb: PocketBase) {
  const save = useInvoiceMutation(
    pb,
    async ({ values, invoice }: { values: InvoiceFormValues; invoice: Invoice | null }) => {
      const options = { expand: INVOICE_EXPAND, fields: INVOICE_FIELDS };
      const body = invoiceBody(values);
      return asInvoice(
        invoice
          ? await pb.collection('invoices').update<InvoiceRecord>(invoice.id, body, options)
          : await pb.collection('invoices').create<InvoiceRecord>(body, options),
      );
    },
    (intl, saved, { invoice }) => intl.formatMessage(invoice ? mn.saved : mn.created, { number: saved.invoiceNumber }),
    m.saveFailed,
  );
  const remove = useInvoiceMutation(
    pb,
    async (invoice: Invoice) => {
      await pb.collection('invoices').delete(invoice.id);
      return invoice;
    },
    (intl, invoice) => intl.formatMessage(mn.deleted, { number: invoice.invoiceNumber }),
    m.deleteFailed,
  );
  // Issuing takes the stock, cancelling gives it back.
  const issue = useInvoiceMutation(
    pb,
    (invoice: Invoice) => invoiceAction(pb, invoice, 'issue'),
    (intl, invoice) => intl.formatMessage(mn.issued, { number: invoice.invoiceNumber }),
    m.issueFailed,
    ['inventory_items'],
  );
  // The dialog's key makes a retried payment count once.
  const pay = useInvoiceMutation(
    pb,
    ({ invoice, values: { idempotencyKey, ...body } }: { invoice: Invoice; values: InvoicePaymentValues }) =>
      invoiceAction(pb, invoice, 'payments', { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    (intl, invoice, { values }) =>
      intl.formatMessage(mn.paymentRecorded, {
        amount: formatMoney(intl, values.amount),
        number: invoice.invoiceNumber,
      }),
    m.paymentFailed,
    ['invoice_payments'],
  );
  const receipt = useInvoiceMutation(
    pb,
    ({ invoice, values }: { invoice: Invoice; values: InvoiceReceiptValues }) =>
      invoiceAction(pb, invoice, 'receipt', { body: values }),
    (intl, invoice) =>
      intl.formatMessage(mn.receiptCreated, { receiptNumber: invoice.receiptNumber, number: invoice.invoiceNumber }),
    m.receiptFailed,
    ['receipts'],
  );
  const cancel = useInvoiceMutation(
    pb,
    (invoice: Invoice) => invoiceAction(pb, invoice, 'cancel'),
    (intl, invoice) => intl.formatMessage(mn.cancelled, { number: invoice.invoiceNumber }),
    m.cancelFailed,
    ['inventory_items'],
  );
  return {
    onSave: (values: InvoiceFormValues, invoice: Invoice | null) => save({ values, invoice }),
    onDelete: remove,
    onIssue: issue,
    onPay: (invoice: Invoice, values: InvoicePaymentValues) => pay({ invoice, values }),
    onCreateReceipt: (invoice: Invoice, values: InvoiceReceiptValues) => receipt({ invoice, values }),
    onCancel: cancel,
  };
}
