import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { storedAttachments } from '../../shared/documents/AttachmentsField';
import { linesMessages, paymentMessages as pm } from '../../shared/documents/documents.messages';
import { paymentMethodLabel } from '../../shared/documents/paymentMethods';
import { formatDay, formatRate, localName } from '../../shared/format';
import type { CrudPermissions, RecordStatus } from '../../shared/list-screen/list.types';
import { editDeleteActions, RecordViewer } from '../../shared/record-viewer/RecordViewer';
import { usePrintedViewerActions, type PrintedDocumentIntents } from '../printedDocument';
import { SalesDocumentBody } from '../SalesDocumentBody';
import { salesMessages as sm } from '../sales.messages';
import type { FileUrl } from '../sales.types';
import { receiptMessages as m, receiptNamedMessages as mn } from './receipts.messages';
import type { Receipt } from './receipts.types';

/** Props of {@link ReceiptViewer}. */
export type ReceiptViewerProps = PrintedDocumentIntents<Receipt> & {
  /** The receipt, in one status. */
  viewer: RecordStatus<Receipt>;
  /** What the user may do with receipts; edit and delete are offered only when allowed. */
  permissions: CrudPermissions;
  /** The download address of a stored attachment. */
  fileUrl?: FileUrl<Receipt>;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Reloads after a failure. */
  onRetry?: () => void;
  /** Opens the edit wizard. */
  onEdit: (receipt: Receipt) => void;
  /** Asks to delete the receipt. */
  onDelete: (receipt: Receipt) => void;
};

/**
 * A receipt in a viewer dialog: its details (client, issue date, payment method, the invoice it is for, VAT rate),
 * lines, totals, notes and attachments, with print and download PDF, and edit and delete for users who may. A
 * missing value shows as "—".
 */
export function ReceiptViewer({
  viewer,
  permissions,
  fileUrl,
  onClose,
  onRetry,
  onEdit,
  onDelete,
  ...printed
}: ReceiptViewerProps) {
  const intl = useIntl();
  const none = intl.formatMessage(cm.none);
  const printedActions = usePrintedViewerActions(
    viewer.status === 'ready' ? viewer.record : null,
    permissions.view,
    printed,
  );
  return (
    <RecordViewer
      viewer={viewer}
      onClose={onClose}
      onRetry={onRetry}
      loadingTitle={intl.formatMessage(m.receipt)}
      notFound={m}
    >
      {(receipt) => {
        const client = localName(intl.locale, { name: receipt.clientName, nameAr: receipt.clientNameAr });
        const [edit, remove] = editDeleteActions(
          intl,
          permissions,
          () => onEdit(receipt),
          () => onDelete(receipt),
        );
        return {
          title: <bdi>{intl.formatMessage(mn.title, { number: receipt.receiptNumber })}</bdi>,
          subtitle: client ? <bdi>{client}</bdi> : undefined,
          actions: [edit!, ...printedActions, remove!],
          sections: [
            {
              id: 'details',
              title: intl.formatMessage(cm.details),
              fields: [
                { id: 'client', label: intl.formatMessage(cm.client), value: client ? <bdi>{client}</bdi> : none },
                {
                  id: 'issueDate',
                  label: intl.formatMessage(sm.issueDate),
                  value: formatDay(intl, receipt.issueDate) || none,
                },
                {
                  id: 'paymentMethod',
                  label: intl.formatMessage(pm.method),
                  value: paymentMethodLabel(intl, receipt.paymentMethod) || none,
                },
                {
                  id: 'invoice',
                  label: intl.formatMessage(m.invoice),
                  value: receipt.invoiceNumber ? <bdi>{receipt.invoiceNumber}</bdi> : intl.formatMessage(m.noInvoice),
                },
                {
                  id: 'vatRate',
                  label: intl.formatMessage(linesMessages.vatRate),
                  value: Number.isFinite(receipt.vatRate) ? formatRate(intl, receipt.vatRate) : none,
                },
              ],
            },
          ],
          children: (
            <SalesDocumentBody
              lines={receipt.items}
              vatRate={receipt.vatRate}
              subtotal={receipt.subtotal}
              vat={receipt.tax}
              total={receipt.total}
              notes={receipt.notes}
              attachments={storedAttachments(receipt, fileUrl)}
              totalsLabel={intl.formatMessage(m.totals)}
            />
          ),
        };
      }}
    </RecordViewer>
  );
}
