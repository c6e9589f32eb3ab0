// Receipts: the list the screen shows, what its viewer loads, the issued invoices a receipt can be written for, and
// the wizard's body.
import {
  PAYMENT_METHODS,
  RECEIPT_DATE_PRESETS,
  RECEIPT_SORT_FIELDS,
  receiptMessages as m,
  receiptNamedMessages as mn,
  salesRefusalText,
  type Receipt,
  type ReceiptFilters,
  type ReceiptFormValues,
  type ReceiptInvoiceOption,
} from '@erp/widgets';
import { resolveDateRange } from '@erp/ui';
import type PocketBase from 'pocketbase';

import { BUSINESS_WEEK_START, dayRangeFilter } from '../lib/dayFilters';
import { collectionKeys, defineList, type ListParams } from '../lib/lists';
import { useDeleteRecord, useRecordMutation } from '../lib/useRecordMutation';
import { asInvoice, INVOICE_EXPAND, INVOICE_FIELDS, type InvoiceRecord } from './invoices';
import { asClientDocument, CLIENT_DOCUMENT, documentBody, type ClientDocumentRecord } from './salesDocuments';

export const receiptKeys = collectionKeys('receipts');

type ReceiptRecord = ClientDocumentRecord<Receipt>;

/** A receipt record as the screen shows it. */
export const asReceipt = (r: ReceiptRecord): Receipt => asClientDocument(r);

/** The receipts filter: search over the numbers and the client's names, the payment method, the issue-date range. */
export function receiptFilter(pb: PocketBase, { search, filters, today }: ListParams<ReceiptFilters>): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q)
    parts.push(
      pb.filter('(receiptNumber ~ {:q} || invoiceNumber ~ {:q} || client.name ~ {:q} || client.nameAr ~ {:q})', { q }),
    );
  if (filters.method) parts.push(pb.filter('paymentMethod = {:method}', { method: filters.method }));
  const range = filters.date ? resolveDateRange(filters.date, today, BUSINESS_WEEK_START) : null;
  if (range) parts.push(dayRangeFilter(pb, 'issueDate', range));
  return parts.join(' && ');
}

/** The receipts list: newest first, the client column sorted by the client's name. */
export const receiptList = defineList<Receipt, ReceiptFilters, Receipt>({
  collection: 'receipts',
  sortFields: RECEIPT_SORT_FIELDS,
  sortBy: { client: 'client.name' },
  defaultSort: '-created',
  filters: { method: PAYMENT_METHODS, date: RECEIPT_DATE_PRESETS.filter((p) => p !== 'all') },
  filter: receiptFilter,
  ...CLIENT_DOCUMENT,
  row: asReceipt,
  detail: async (pb, id, signal) =>
    asReceipt(await pb.collection('receipts').getOne<ReceiptRecord>(id, { ...CLIENT_DOCUMENT, signal })),
  messages: m,
  refusalText: salesRefusalText,
});

/**
 * The issued invoices (Pending, Partially Paid or Paid) whose number or client matches, as receipt wizard options:
 * with their lines, whether they already have a receipt, and the method of their last payment.
 */
export async function searchReceiptInvoices(
  pb: PocketBase,
  query: string,
  signal: AbortSignal,
): Promise<ReceiptInvoiceOption[]> {
  const q = query.trim();
  const filter = [
    '(status = "Pending" || status = "Partially Paid" || status = "Paid")',
    q ? pb.filter('(invoiceNumber ~ {:q} || client.name ~ {:q} || client.nameAr ~ {:q})', { q }) : '',
  ]
    .filter(Boolean)
    .join(' && ');
  const page = await pb.collection('invoices').getList<InvoiceRecord>(1, 20, {
    filter,
    sort: '-issueDate,-invoiceNumber',
    expand: INVOICE_EXPAND,
    fields: INVOICE_FIELDS,
    skipTotal: true,
    signal,
  });
  return page.items.map(asInvoice);
}

/** The wizard's values as the record's form data: lines as JSON, new files added, removed files dropped. */
export function receiptBody(values: ReceiptFormValues, isNew: boolean): FormData {
  const body = documentBody(values, { paymentMethod: values.paymentMethod });
  // The invoice of a receipt is set once, when it is created.
  if (isNew && values.invoice) body.append('invoice', values.invoice);
  return body;
}

/** The receipts screen's intents: a receipt for an invoice becomes, or stops being, that invoice's receipt. */
export function useReceiptIntents(pb: PocketBase) {
  const save = useRecordMutation({
    pb,
    mutationFn: async (client, { values, receipt }: { values: ReceiptFormValues; receipt: Receipt | null }) => {
      const options = CLIENT_DOCUMENT;
      const body = receiptBody(values, !receipt);
      return asReceipt(
        receipt
          ? await client.collection('receipts').update<ReceiptRecord>(receipt.id, body, options)
          : await client.collection('receipts').create<ReceiptRecord>(body, options),
      );
    },
    invalidates: ['receipts', 'invoices'],
    success: (intl, saved, { receipt }) =>
      intl.formatMessage(receipt ? mn.saved : mn.created, { number: saved.receiptNumber }),
    failure: m.saveFailed,
    refusalText: salesRefusalText,
  });
  const remove = useDeleteRecord<Receipt>(pb, 'receipts', {
    invalidates: ['invoices'],
    done: (intl, receipt) => intl.formatMessage(mn.deleted, { number: receipt.receiptNumber }),
    failure: m.deleteFailed,
    refusalText: salesRefusalText,
  });
  return {
    onSave: (values: ReceiptFormValues, receipt: Receipt | null) => save({ values, receipt }),
    onDelete: remove,
  };
}
