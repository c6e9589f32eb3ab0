import { StatusBadge, ViewerDialog, type ViewerAction } from '@erp/ui';
import { useIntl } from 'react-intl';

import type { ViewerState } from '../crm/crm.types';
import { paymentMethodLabel } from '../shared/documents/paymentMethods';
import { commonMessages } from '../shared/common.messages';
import * as css from '../shared/shared.css';
import { formatDay, formatMoney, formatRate, localName, localToday } from '../shared/format';
import { invoiceViewerMessages as m } from './InvoiceViewer.messages';
import { SalesDocumentBody } from './SalesDocumentBody';
import { availableInvoiceActions, daysOverdue, invoiceStatusLabel, invoiceStatusTone } from './sales.format';
import { invoiceErrorMessages as em, salesMessages as sm, salesNamedMessages as snm } from './sales.messages';
import type { Invoice, InvoiceActionCallbacks, InvoicePayment, InvoicePermissions } from './sales.types';

/** Props of {@link InvoiceViewer}. */
export type InvoiceViewerProps = InvoiceActionCallbacks & {
  /** The invoice with its payments, or the loading / not-found / error state. */
  viewer: ViewerState<{ invoice: Invoice; payments: readonly InvoicePayment[] }>;
  /** What the user may do; each action also needs the invoice's status to allow it and its callback. */
  permissions: InvoicePermissions;
  /**
   * Today as `YYYY-MM-DD`, for the overdue marker.
   * @default today in the browser's time zone
   */
  today?: string;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Reloads after a failure. */
  onRetry?: () => void;
};

function PaymentsTable({ payments, label }: { payments: readonly InvoicePayment[]; label: string }) {
  const intl = useIntl();
  return (
    <div className={css.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={css.table} aria-label={label}>
        <thead>
          <tr>
            <th className={css.th} scope="col">
              {intl.formatMessage(sm.paymentDate)}
            </th>
            <th className={css.th} scope="col">
              {intl.formatMessage(sm.paymentMethod)}
            </th>
            <th className={`${css.th} ${css.end}`} scope="col">
              {intl.formatMessage(sm.amount)}
            </th>
            <th className={css.th} scope="col">
              {intl.formatMessage(sm.notes)}
            </th>
            <th className={css.th} scope="col">
              {intl.formatMessage(m.recordedBy)}
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td className={css.td}>{formatDay(intl, p.date)}</td>
              <td className={css.td}>{paymentMethodLabel(intl, p.method)}</td>
              <td className={`${css.td} ${css.end}`}>{formatMoney(intl, p.amount)}</td>
              <td className={css.td}>
                <bdi>{p.notes}</bdi>
              </td>
              <td className={css.td}>
                <bdi>{p.recordedByName}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * An invoice in a viewer dialog: its details, lines, totals, notes, attachments and payment history, with the action
 * bar its status and the user's permissions allow (edit, issue and delete for drafts; record payment and cancel
 * while money is owed; create receipt once issued; print and download PDF always).
 */
export function InvoiceViewer({ viewer, permissions, today, onClose, onRetry, ...callbacks }: InvoiceViewerProps) {
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
        title={intl.formatMessage(m.notFoundTitle)}
        error={intl.formatMessage(em.invoiceNotFound)}
      />
    );
  }
  if (viewer.state !== 'ready') {
    return (
      <ViewerDialog
        isOpen
        onOpenChange={onOpenChange}
        title={intl.formatMessage(m.invoice)}
        isLoading={viewer.state === 'loading'}
        error={viewer.state === 'error' ? (viewer.message ?? intl.formatMessage(em.invoiceLoadFailed)) : undefined}
        onRetry={onRetry}
      />
    );
  }

  const { invoice, payments } = viewer;
  const allowed = availableInvoiceActions(invoice.status, permissions);
  const action = (
    actionId: string,
    label: string,
    icon: ViewerAction['icon'],
    isAllowed: boolean,
    run: ((i: Invoice) => void) | undefined,
    variant?: ViewerAction['variant'],
  ): ViewerAction => ({
    id: actionId,
    label,
    icon,
    variant,
    onAction: () => run?.(invoice),
    isHidden: !isAllowed || !run,
  });
  const actions: ViewerAction[] = [
    action('issue', intl.formatMessage(sm.actionIssue), 'check', allowed.has('issue'), callbacks.onIssue, 'primary'),
    action(
      'pay',
      intl.formatMessage(sm.actionPay),
      'receipt',
      allowed.has('pay'),
      callbacks.onRecordPayment,
      'primary',
    ),
    action('edit', intl.formatMessage(sm.actionEdit), 'edit', allowed.has('edit'), callbacks.onEdit),
    action('receipt', intl.formatMessage(sm.actionReceipt), 'file', allowed.has('receipt'), callbacks.onCreateReceipt),
    action('print', intl.formatMessage(sm.actionPrint), 'print', permissions.view, callbacks.onPrint),
    action('pdf', intl.formatMessage(sm.actionDownloadPdf), 'download', permissions.view, callbacks.onDownloadPdf),
    action('cancel', intl.formatMessage(sm.actionCancel), 'close', allowed.has('cancel'), callbacks.onCancel, 'danger'),
    action('delete', intl.formatMessage(sm.actionDelete), 'trash', allowed.has('delete'), callbacks.onDelete, 'danger'),
  ];

  const clientName = localName(intl.locale, { name: invoice.clientName, nameAr: invoice.clientNameAr });
  const late = daysOverdue(invoice, today ?? localToday());

  return (
    <ViewerDialog
      isOpen
      onOpenChange={onOpenChange}
      title={<bdi>{intl.formatMessage(snm.invoiceTitle, { number: invoice.invoiceNumber })}</bdi>}
      subtitle={<bdi>{clientName}</bdi>}
      status={<StatusBadge tone={invoiceStatusTone(invoice.status)} label={invoiceStatusLabel(intl, invoice.status)} />}
      actions={actions}
      sections={[
        {
          id: 'details',
          title: intl.formatMessage(commonMessages.details),
          fields: [
            { id: 'client', label: intl.formatMessage(sm.client), value: <bdi>{clientName}</bdi> },
            { id: 'issueDate', label: intl.formatMessage(sm.issueDate), value: formatDay(intl, invoice.issueDate) },
            {
              id: 'dueDate',
              label: intl.formatMessage(sm.dueDate),
              value: formatDay(intl, invoice.dueDate) ? (
                <>
                  {formatDay(intl, invoice.dueDate)}
                  {late > 0 ? (
                    <span className={css.overdue}>{intl.formatMessage(snm.overdueDays, { days: late })}</span>
                  ) : null}
                </>
              ) : (
                ''
              ),
            },
            { id: 'vatRate', label: intl.formatMessage(sm.vatRate), value: formatRate(intl, invoice.vatRate) },
            {
              id: 'receipt',
              label: intl.formatMessage(sm.receipt),
              value: invoice.receiptNumber ? <bdi>{invoice.receiptNumber}</bdi> : intl.formatMessage(m.noReceipt),
            },
          ],
        },
      ]}
    >
      <SalesDocumentBody
        lines={invoice.items}
        vatRate={invoice.vatRate}
        subtotal={invoice.subtotal}
        vat={invoice.vat}
        total={invoice.total}
        paid={invoice.amountPaid}
        remaining={invoice.remaining}
        notes={invoice.notes}
        attachments={invoice.attachments}
        totalsLabel={intl.formatMessage(m.totals)}
      />
      <section className={css.section}>
        <h3 className={css.sectionTitle}>{intl.formatMessage(m.payments)}</h3>
        {payments.length === 0 ? (
          <p className={css.muted}>{intl.formatMessage(m.noPayments)}</p>
        ) : (
          <PaymentsTable payments={payments} label={intl.formatMessage(m.payments)} />
        )}
      </section>
    </ViewerDialog>
  );
}
