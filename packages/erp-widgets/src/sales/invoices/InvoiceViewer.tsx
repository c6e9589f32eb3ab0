import { StatusBadge } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { storedAttachments } from '../../shared/documents/AttachmentsField';
import { linesMessages, paymentMessages as pm } from '../../shared/documents/documents.messages';
import { paymentMethodLabel } from '../../shared/documents/paymentMethods';
import { enumLabel } from '../../shared/enums';
import { formatDay, formatMoney, formatRate, localName, localToday } from '../../shared/format';
import type { RecordStatus } from '../../shared/list-screen/list.types';
import { RecordViewer } from '../../shared/record-viewer/RecordViewer';
import * as css from '../../shared/shared.css';
import { usePrintedViewerActions, type PrintedDocumentIntents } from '../printedDocument';
import { SalesDocumentBody } from '../SalesDocumentBody';
import { salesMessages as sm, salesNamedMessages as snm } from '../sales.messages';
import type { FileUrl } from '../sales.types';
import { invoiceActions } from './invoiceActions';
import { daysOverdue, invoiceStatusTone } from './invoices.format';
import { invoiceMessages as m, invoiceNamedMessages as mn } from './invoices.messages';
import type { Invoice, InvoiceAction, InvoiceDetail, InvoicePayment, InvoicePermissions } from './invoices.types';

/** Props of {@link InvoiceViewer}. */
export type InvoiceViewerProps = PrintedDocumentIntents<Invoice> & {
  /** The invoice with its payments, in one status. */
  viewer: RecordStatus<InvoiceDetail>;
  /** What the user may do; each action also needs the invoice's status to allow it. */
  permissions: InvoicePermissions;
  /**
   * Today as `YYYY-MM-DD`, for the overdue marker.
   * @default today in the browser's time zone
   */
  today?: string;
  /** The download address of a stored attachment. */
  fileUrl?: FileUrl<Invoice>;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Reloads after a failure. */
  onRetry?: () => void;
  /** Opens an action's dialog (edit, issue, pay, receipt, cancel, delete). */
  onAction: (action: InvoiceAction, invoice: Invoice) => void;
};

const VIEWER_ACTIONS = ['issue', 'pay', 'edit', 'receipt'] as const;
const VIEWER_ACTIONS_LAST = ['cancel', 'delete'] as const;

function PaymentsTable({ payments, label }: { payments: readonly InvoicePayment[]; label: string }) {
  const intl = useIntl();
  return (
    <div className={css.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={css.table} aria-label={label}>
        <thead>
          <tr>
            <th className={css.th} scope="col">
              {intl.formatMessage(pm.date)}
            </th>
            <th className={css.th} scope="col">
              {intl.formatMessage(pm.method)}
            </th>
            <th className={`${css.th} ${css.end}`} scope="col">
              {intl.formatMessage(cm.amount)}
            </th>
            <th className={css.th} scope="col">
              {intl.formatMessage(cm.notes)}
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
 * An invoice in a viewer dialog: its details, lines, totals, notes, attachments and payment history, with the
 * actions its status and the user's permissions allow (edit, issue and delete for drafts; record payment and cancel
 * while money is owed; create receipt once issued; print and download PDF always). A missing value shows as "—".
 */
export function InvoiceViewer({
  viewer,
  permissions,
  today,
  fileUrl,
  onClose,
  onRetry,
  onAction,
  ...printed
}: InvoiceViewerProps) {
  const intl = useIntl();
  const none = intl.formatMessage(cm.none);
  const record = viewer.status === 'ready' ? viewer.record.invoice : null;
  const printedActions = usePrintedViewerActions(record, permissions.view, printed);
  return (
    <RecordViewer
      viewer={viewer}
      onClose={onClose}
      onRetry={onRetry}
      loadingTitle={intl.formatMessage(m.invoice)}
      notFound={m}
    >
      {({ invoice, payments }) => {
        const client = localName(intl.locale, { name: invoice.clientName, nameAr: invoice.clientNameAr });
        const late = daysOverdue(invoice, today ?? localToday());
        const due = formatDay(intl, invoice.dueDate);
        return {
          title: <bdi>{intl.formatMessage(mn.title, { number: invoice.invoiceNumber })}</bdi>,
          subtitle: client ? <bdi>{client}</bdi> : undefined,
          status: (
            <StatusBadge
              tone={invoiceStatusTone(invoice.status)}
              label={enumLabel(intl, 'invoices', 'status', invoice.status)}
            />
          ),
          actions: [
            ...invoiceActions(intl, invoice, permissions, VIEWER_ACTIONS, onAction),
            ...printedActions,
            ...invoiceActions(intl, invoice, permissions, VIEWER_ACTIONS_LAST, onAction),
          ],
          sections: [
            {
              id: 'details',
              title: intl.formatMessage(cm.details),
              fields: [
                { id: 'client', label: intl.formatMessage(cm.client), value: client ? <bdi>{client}</bdi> : none },
                {
                  id: 'issueDate',
                  label: intl.formatMessage(sm.issueDate),
                  value: formatDay(intl, invoice.issueDate) || none,
                },
                {
                  id: 'dueDate',
                  label: intl.formatMessage(sm.dueDate),
                  value: due ? (
                    <>
                      {due}
                      {late > 0 ? (
                        <span className={css.overdue}>{intl.formatMessage(snm.overdueDays, { days: late })}</span>
                      ) : null}
                    </>
                  ) : (
                    none
                  ),
                },
                {
                  id: 'vatRate',
                  label: intl.formatMessage(linesMessages.vatRate),
                  value: Number.isFinite(invoice.vatRate) ? formatRate(intl, invoice.vatRate) : none,
                },
                {
                  id: 'receipt',
                  label: intl.formatMessage(m.receipt),
                  value: invoice.receiptNumber ? <bdi>{invoice.receiptNumber}</bdi> : intl.formatMessage(m.noReceipt),
                },
              ],
            },
          ],
          children: (
            <>
              <SalesDocumentBody
                lines={invoice.items}
                vatRate={invoice.vatRate}
                subtotal={invoice.subtotal}
                vat={invoice.vat}
                total={invoice.total}
                paid={invoice.amountPaid}
                remaining={invoice.remaining}
                notes={invoice.notes}
                attachments={storedAttachments(invoice, fileUrl)}
                totalsLabel={intl.formatMessage(m.totals)}
              />
              <section className={css.section}>
                <h3 className={css.sectionTitle}>{intl.formatMessage(sm.paymentHistory)}</h3>
                {payments.length === 0 ? (
                  <p className={css.muted}>{intl.formatMessage(sm.noPayments)}</p>
                ) : (
                  <PaymentsTable payments={payments} label={intl.formatMessage(sm.paymentHistory)} />
                )}
              </section>
            </>
          ),
        };
      }}
    </RecordViewer>
  );
}
