import { ViewerDialog, type ViewerAction } from '@erp/ui';
import { useIntl } from 'react-intl';

import type { ViewerState } from '../crm/crm.types';
import { paymentMethodLabel } from '../shared/documents/paymentMethods';
import { commonMessages } from '../shared/common.messages';
import { formatDay, formatRate, localName } from '../shared/format';
import type { DocumentBusyAction } from './quotation.types';
import { receiptErrorMessages as em, receiptMessages as rm, receiptNamedMessages as rmn } from './receipt.messages';
import type { Receipt, ReceiptActionCallbacks, ReceiptPermissions, ReceiptSummary } from './receipt.types';
import { SalesDocumentBody } from './SalesDocumentBody';
import { salesMessages as sm } from './sales.messages';

/** Props of {@link ReceiptViewer}. */
export type ReceiptViewerProps = ReceiptActionCallbacks & {
  /** The receipt, or the loading / not-found / error state. */
  viewer: ViewerState<{ receipt: Receipt }>;
  /** What the user may do; each action also needs its callback. */
  permissions: ReceiptPermissions;
  /** The printed-document action running (its button shows as pending). */
  busyAction?: DocumentBusyAction;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Reloads after a failure. */
  onRetry?: () => void;
};

/**
 * A receipt in a viewer dialog: its details (client, issue date, payment method, the invoice it is for, VAT rate),
 * lines, totals, notes and attachments, with print and download PDF, and edit and delete for users who may.
 */
export function ReceiptViewer({
  viewer,
  permissions,
  busyAction = null,
  onClose,
  onRetry,
  ...callbacks
}: ReceiptViewerProps) {
  const intl = useIntl();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  if (viewer.state === 'not-found') {
    return (
      <ViewerDialog
        isOpen
        onOpenChange={onOpenChange}
        size="md"
        title={intl.formatMessage(em.error)}
        error={intl.formatMessage(em.notFound)}
      />
    );
  }
  if (viewer.state !== 'ready') {
    return (
      <ViewerDialog
        isOpen
        onOpenChange={onOpenChange}
        title={intl.formatMessage(rm.receipt)}
        isLoading={viewer.state === 'loading'}
        error={viewer.state === 'error' ? (viewer.message ?? intl.formatMessage(em.loadFailed)) : undefined}
        onRetry={onRetry}
      />
    );
  }

  const { receipt } = viewer;
  const action = (
    id: string,
    label: string,
    icon: ViewerAction['icon'],
    isAllowed: boolean,
    run: ((r: ReceiptSummary) => void) | undefined,
    variant?: ViewerAction['variant'],
  ): ViewerAction => ({
    id,
    label,
    icon,
    variant,
    onAction: () => run?.(receipt),
    isHidden: !isAllowed || !run,
    isPending: busyAction === id,
    isDisabled: busyAction !== null && busyAction !== id && (id === 'print' || id === 'pdf'),
  });
  const actions: ViewerAction[] = [
    action('print', intl.formatMessage(sm.actionPrint), 'print', permissions.view, callbacks.onPrint, 'primary'),
    action('pdf', intl.formatMessage(sm.actionDownloadPdf), 'download', permissions.view, callbacks.onDownloadPdf),
    action('edit', intl.formatMessage(sm.actionEdit), 'edit', permissions.edit, callbacks.onEdit),
    action('delete', intl.formatMessage(sm.actionDelete), 'trash', permissions.delete, callbacks.onDelete, 'danger'),
  ];
  const clientName = localName(intl.locale, { name: receipt.clientName, nameAr: receipt.clientNameAr });

  return (
    <ViewerDialog
      isOpen
      onOpenChange={onOpenChange}
      title={<bdi>{intl.formatMessage(rmn.title, { number: receipt.receiptNumber })}</bdi>}
      subtitle={<bdi>{clientName}</bdi>}
      actions={actions}
      sections={[
        {
          id: 'details',
          title: intl.formatMessage(commonMessages.details),
          fields: [
            { id: 'client', label: intl.formatMessage(sm.client), value: <bdi>{clientName}</bdi> },
            { id: 'issueDate', label: intl.formatMessage(sm.issueDate), value: formatDay(intl, receipt.issueDate) },
            {
              id: 'paymentMethod',
              label: intl.formatMessage(sm.paymentMethod),
              value: paymentMethodLabel(intl, receipt.paymentMethod),
            },
            {
              id: 'invoice',
              label: intl.formatMessage(rm.invoice),
              value: receipt.invoiceNumber ? <bdi>{receipt.invoiceNumber}</bdi> : intl.formatMessage(rm.noInvoice),
            },
            { id: 'vatRate', label: intl.formatMessage(sm.vatRate), value: formatRate(intl, receipt.vatRate) },
          ],
        },
      ]}
    >
      <SalesDocumentBody
        lines={receipt.items}
        vatRate={receipt.vatRate}
        subtotal={receipt.subtotal}
        vat={receipt.tax}
        total={receipt.total}
        notes={receipt.notes}
        attachments={receipt.attachments}
        totalsLabel={intl.formatMessage(rm.totals)}
      />
    </ViewerDialog>
  );
}
