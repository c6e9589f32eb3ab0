import type { ViewerAction, ViewerField } from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../shared/common.messages';
import { storedAttachments } from '../shared/documents/AttachmentsField';
import { linesMessages } from '../shared/documents/documents.messages';
import type { DocumentLine } from '../shared/documents/lines';
import { formatDay, formatRate, localName } from '../shared/format';
import type { RecordStatus } from '../shared/list-screen/list.types';
import { RecordViewer } from '../shared/record-viewer/RecordViewer';
import { usePrintedViewerActions, type PrintedDocumentIntents } from './printedDocument';
import { SalesDocumentBody } from './SalesDocumentBody';
import { salesMessages as sm } from './sales.messages';
import type { FileUrl } from './sales.types';

/** What every sales document (invoice, quotation, receipt) shows in its viewer. Amounts are EGP, as stored. */
export type ViewedSalesDocument = {
  clientName: string;
  clientNameAr?: string;
  issueDate: string;
  vatRate: number;
  items: readonly DocumentLine[];
  subtotal: number;
  total: number;
  notes: string;
  attachments: readonly string[];
};

/** The details fields every sales document has, for a viewer to place among its own. */
export type SalesViewerFields = { client: ViewerField; issueDate: ViewerField; vatRate: ViewerField };

/** What a sales document's viewer adds to the shared parts, for the loaded document. */
export type SalesViewerContent = {
  /** The title, with the document's number. */
  title: string;
  /** The status badge, for documents that have a status. */
  status?: ReactNode;
  /** The document's own actions before Print and Download PDF, and those after them (cancel, delete). */
  actions: readonly [before: readonly ViewerAction[], after: readonly ViewerAction[]];
  /** The details fields, in order (the shared ones among them). */
  fields: ViewerField[];
  /** The VAT amount (`vat` on invoices, `tax` on quotations and receipts). */
  vat: number;
  /** Paid so far and still owed (invoices); the totals leave the rows out when absent. */
  paid?: number;
  remaining?: number;
  /** Shown above the lines (a notice), and below the attachments (the payment history). */
  before?: ReactNode;
  after?: ReactNode;
};

/** Props of {@link SalesDocumentViewer}. */
export type SalesDocumentViewerProps<T extends ViewedSalesDocument, R> = PrintedDocumentIntents<T> & {
  /** The record in one status. */
  viewer: RecordStatus<R>;
  /** The document of the loaded record (an invoice's record also holds its payments). */
  documentOf: (record: R) => T;
  /** Whether the user may view (and so print) the document. */
  canView: boolean;
  /** The download address of a stored attachment. */
  fileUrl?: FileUrl<T>;
  /** The document's kind (the title while loading), and its catalogue's not-found and totals messages. */
  messages: { notFoundTitle: MessageDescriptor; notFound: MessageDescriptor; totals: MessageDescriptor };
  kind: MessageDescriptor;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Reloads after a failure. */
  onRetry?: () => void;
  /** The document's own parts, given the loaded document, its record and the shared details fields. */
  children: (document: T, record: R, fields: SalesViewerFields) => SalesViewerContent;
};

/**
 * The viewer the invoice, quotation and receipt share: the number as title, the client as subtitle, the document's
 * actions around Print and Download PDF, the details (client, issue date and VAT rate among the document's own), then
 * the lines with their totals, the notes and the attachments. A missing value shows as "—".
 */
export function SalesDocumentViewer<T extends ViewedSalesDocument, R>({
  viewer,
  documentOf,
  canView,
  fileUrl,
  messages,
  kind,
  onClose,
  onRetry,
  children,
  ...printed
}: SalesDocumentViewerProps<T, R>) {
  const intl = useIntl();
  const none = intl.formatMessage(cm.none);
  const printedActions = usePrintedViewerActions(
    viewer.status === 'ready' ? documentOf(viewer.record) : null,
    canView,
    printed,
  );
  return (
    <RecordViewer
      viewer={viewer}
      onClose={onClose}
      onRetry={onRetry}
      loadingTitle={intl.formatMessage(kind)}
      notFound={messages}
    >
      {(record) => {
        const document = documentOf(record);
        const client = localName(intl.locale, { name: document.clientName, nameAr: document.clientNameAr });
        const content = children(document, record, {
          client: { id: 'client', label: intl.formatMessage(cm.client), value: client ? <bdi>{client}</bdi> : none },
          issueDate: {
            id: 'issueDate',
            label: intl.formatMessage(sm.issueDate),
            value: formatDay(intl, document.issueDate) || none,
          },
          vatRate: {
            id: 'vatRate',
            label: intl.formatMessage(linesMessages.vatRate),
            value: Number.isFinite(document.vatRate) ? formatRate(intl, document.vatRate) : none,
          },
        });
        const [before, after] = content.actions;
        return {
          title: <bdi>{content.title}</bdi>,
          subtitle: client ? <bdi>{client}</bdi> : undefined,
          status: content.status,
          actions: [...before, ...printedActions, ...after],
          sections: [{ id: 'details', title: intl.formatMessage(cm.details), fields: content.fields }],
          children: (
            <>
              {content.before}
              <SalesDocumentBody
                lines={document.items}
                vatRate={document.vatRate}
                subtotal={document.subtotal}
                vat={content.vat}
                total={document.total}
                paid={content.paid}
                remaining={content.remaining}
                notes={document.notes}
                attachments={storedAttachments(document, fileUrl)}
                totalsLabel={intl.formatMessage(messages.totals)}
              />
              {content.after}
            </>
          ),
        };
      }}
    </RecordViewer>
  );
}
