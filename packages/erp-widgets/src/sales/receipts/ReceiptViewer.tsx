import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { paymentMessages as pm } from '../../shared/documents/documents.messages';
import { paymentMethodLabel } from '../../shared/documents/paymentMethods';
import { editDeleteActions, type EditableViewerProps } from '../../shared/record-viewer/RecordViewer';
import type { PrintedDocumentIntents } from '../printedDocument';
import { SalesDocumentViewer } from '../SalesDocumentViewer';
import type { FileUrl } from '../sales.types';
import { receiptMessages as m, receiptNamedMessages as mn } from './receipts.messages';
import type { Receipt } from './receipts.types';

/** Props of {@link ReceiptViewer}. */
export type ReceiptViewerProps = PrintedDocumentIntents<Receipt> &
  EditableViewerProps<Receipt> & {
    /** The download address of a stored attachment. */
    fileUrl?: FileUrl<Receipt>;
  };

/**
 * A receipt in a viewer dialog: its details (client, issue date, payment method, the invoice it is for, VAT rate),
 * lines, totals, notes and attachments, with print and download PDF, and edit and delete for users who may. A
 * missing value shows as "—".
 */
export function ReceiptViewer({ permissions, onEdit, onDelete, ...props }: ReceiptViewerProps) {
  const intl = useIntl();
  const none = intl.formatMessage(cm.none);
  return (
    <SalesDocumentViewer
      {...props}
      documentOf={(receipt: Receipt) => receipt}
      canView={permissions.view}
      messages={m}
      kind={m.receipt}
    >
      {(receipt, _, shared) => {
        const [edit, remove] = editDeleteActions(
          intl,
          permissions,
          () => onEdit(receipt),
          () => onDelete(receipt),
        );
        return {
          title: intl.formatMessage(mn.title, { number: receipt.receiptNumber }),
          actions: [[edit!], [remove!]],
          fields: [
            shared.client,
            shared.issueDate,
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
            shared.vatRate,
          ],
          vat: receipt.tax,
        };
      }}
    </SalesDocumentViewer>
  );
}
