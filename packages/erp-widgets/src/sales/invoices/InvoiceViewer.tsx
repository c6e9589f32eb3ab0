import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { paymentMessages as pm } from '../../shared/documents/documents.messages';
import { paymentMethodLabel } from '../../shared/documents/paymentMethods';
import { formatDay, formatMoney, localToday } from '../../shared/format';
import type { RecordStatus } from '../../shared/list-screen/list.types';
import * as css from '../../shared/shared.css';
import { statusBadge } from '../../shared/list-screen/StatusChange';
import type { PrintedDocumentIntents } from '../printedDocument';
import { SalesDocumentViewer } from '../SalesDocumentViewer';
import { salesMessages as sm, salesNamedMessages as snm } from '../sales.messages';
import type { FileUrl } from '../sales.types';
import { invoiceActions } from './invoiceActions';
import { daysOverdue, INVOICE_STATUS_TONES } from './invoices.format';
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
export function InvoiceViewer({ permissions, today, onAction, ...props }: InvoiceViewerProps) {
  const intl = useIntl();
  const none = intl.formatMessage(cm.none);
  return (
    <SalesDocumentViewer
      {...props}
      documentOf={(record: InvoiceDetail) => record.invoice}
      canView={permissions.view}
      messages={m}
      kind={m.invoice}
    >
      {(invoice, { payments }, shared) => {
        const late = daysOverdue(invoice, today ?? localToday());
        const due = formatDay(intl, invoice.dueDate);
        return {
          title: intl.formatMessage(mn.title, { number: invoice.invoiceNumber }),
          status: statusBadge(intl, 'invoices', 'status', INVOICE_STATUS_TONES)(invoice.status),
          actions: [
            invoiceActions(intl, invoice, permissions, VIEWER_ACTIONS, onAction),
            invoiceActions(intl, invoice, permissions, VIEWER_ACTIONS_LAST, onAction),
          ],
          fields: [
            shared.client,
            shared.issueDate,
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
            shared.vatRate,
            {
              id: 'receipt',
              label: intl.formatMessage(m.receipt),
              value: invoice.receiptNumber ? <bdi>{invoice.receiptNumber}</bdi> : intl.formatMessage(m.noReceipt),
            },
          ],
          vat: invoice.vat,
          paid: invoice.amountPaid,
          remaining: invoice.remaining,
          after: (
            <section className={css.section}>
              <h3 className={css.sectionTitle}>{intl.formatMessage(sm.paymentHistory)}</h3>
              {payments.length === 0 ? (
                <p className={css.muted}>{intl.formatMessage(sm.noPayments)}</p>
              ) : (
                <PaymentsTable payments={payments} label={intl.formatMessage(sm.paymentHistory)} />
              )}
            </section>
          ),
        };
      }}
    </SalesDocumentViewer>
  );
}
