// Quotations: the list the screen shows, what its viewer loads, the wizard's body, and the business actions
// (`POST /api/erp/quotations/{id}/send|accept|reject|invoice`), which answer the updated quotation.
import { QUOTATIONS_STATUS } from '@erp/schema';
import { resolveDateRange } from '@erp/ui';
import {
  QUOTATION_SORT_FIELDS,
  QUOTATION_VALIDITY_PRESETS,
  quotationMessages as m,
  quotationNamedMessages as mn,
  salesMessages,
  salesRefusalText,
  type Quotation,
  type QuotationFilters,
  type QuotationFormValues,
  type QuotationTransition,
} from '@erp/widgets';
import type PocketBase from 'pocketbase';
import type { IntlShape } from 'react-intl';

import { BUSINESS_WEEK_START, dayRangeFilter } from '../lib/dayFilters';
import type { ServerRefusal } from '../lib/failures';
import { collectionKeys, defineList, type ListParams } from '../lib/lists';
import { useRecordMutation } from '../lib/useRecordMutation';
import { asClientDocument, CLIENT_DOCUMENT, documentBody, type ClientDocumentRecord } from './salesDocuments';

export const quotationKeys = collectionKeys('quotations');

type QuotationRecord = ClientDocumentRecord<Quotation>;

/** A quotation record as the screen shows it. */
export const asQuotation = (r: QuotationRecord): Quotation => asClientDocument(r);

/** The quotations filter: search over the numbers and the client's names, status, and the valid-until range. */
export function quotationFilter(pb: PocketBase, { search, filters, today }: ListParams<QuotationFilters>): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q)
    parts.push(
      pb.filter('(quotationNumber ~ {:q} || invoiceNumber ~ {:q} || client.name ~ {:q} || client.nameAr ~ {:q})', {
        q,
      }),
    );
  if (filters.status) parts.push(pb.filter('status = {:status}', { status: filters.status }));
  const range = filters.validUntil ? resolveDateRange(filters.validUntil, today, BUSINESS_WEEK_START) : null;
  if (range) parts.push(dayRangeFilter(pb, 'validUntil', range));
  return parts.join(' && ');
}

/** The quotation refusals in the user's language, statuses named with the quotation's labels. */
export const quotationRefusalText = (intl: IntlShape, refusal: ServerRefusal) =>
  salesRefusalText(intl, refusal, 'quotations');

/** The quotations list: newest first, the client column sorted by the client's name. */
export const quotationList = defineList<Quotation, QuotationFilters, Quotation>({
  collection: 'quotations',
  sortFields: QUOTATION_SORT_FIELDS,
  sortBy: { client: 'client.name' },
  defaultSort: '-created',
  filters: { status: QUOTATIONS_STATUS, validUntil: QUOTATION_VALIDITY_PRESETS.filter((p) => p !== 'all') },
  filter: quotationFilter,
  ...CLIENT_DOCUMENT,
  row: asQuotation,
  detail: async (pb, id, signal) =>
    asQuotation(await pb.collection('quotations').getOne<QuotationRecord>(id, { ...CLIENT_DOCUMENT, signal })),
  messages: m,
  refusalText: quotationRefusalText,
});

/** The wizard's values as the record's form data: lines as JSON, new files added, removed files dropped. */
export const quotationBody = (values: QuotationFormValues) => documentBody(values, { validUntil: values.validUntil });

const TRANSITION_DONE = { send: mn.sent, accept: mn.accepted, reject: mn.rejected } as const;

/** The quotations screen's intents: save and delete a draft, its status changes and the invoice it generates. */
export function useQuotationIntents(pb: PocketBase) {
  const options = CLIENT_DOCUMENT;
  const send = (q: Quotation, action: QuotationTransition | 'invoice') =>
    pb
      .send<QuotationRecord>(`/api/erp/quotations/${encodeURIComponent(q.id)}/${action}`, {
        method: 'POST',
        query: options,
      })
      .then(asQuotation);
  const common = { pb, failure: m.saveFailed, refusalText: quotationRefusalText } as const;
  const save = useRecordMutation({
    ...common,
    mutationFn: async (client, { values, quotation }: { values: QuotationFormValues; quotation: Quotation | null }) =>
      asQuotation(
        quotation
          ? await client.collection('quotations').update<QuotationRecord>(quotation.id, quotationBody(values), options)
          : await client.collection('quotations').create<QuotationRecord>(quotationBody(values), options),
      ),
    invalidates: ['quotations'],
    success: (intl, saved, { quotation }) =>
      intl.formatMessage(quotation ? mn.saved : mn.created, { number: saved.quotationNumber }),
  });
  const remove = useRecordMutation({
    ...common,
    mutationFn: (client, quotation: Quotation) => client.collection('quotations').delete(quotation.id),
    invalidates: ['quotations'],
    success: (intl, _, quotation) => intl.formatMessage(mn.deleted, { number: quotation.quotationNumber }),
    failure: m.deleteFailed,
  });
  const transition = useRecordMutation({
    ...common,
    mutationFn: (_, { quotation, action }: { quotation: Quotation; action: QuotationTransition }) =>
      send(quotation, action),
    invalidates: ['quotations'],
    success: (intl, quotation, { action }) =>
      intl.formatMessage(TRANSITION_DONE[action], { number: quotation.quotationNumber }),
    failure: salesMessages.statusUpdateFailed,
  });
  // The generated invoice is a new draft on the invoices screen.
  const generate = useRecordMutation({
    ...common,
    mutationFn: (_, quotation: Quotation) => send(quotation, 'invoice'),
    invalidates: ['quotations', 'invoices'],
    success: (intl) => intl.formatMessage(m.generatedToast),
    failure: m.generationFailed,
  });
  return {
    onSave: (values: QuotationFormValues, quotation: Quotation | null) => save({ values, quotation }),
    onDelete: remove,
    onTransition: (quotation: Quotation, action: QuotationTransition) => transition({ quotation, action }),
    onGenerateInvoice: generate,
  };
}
