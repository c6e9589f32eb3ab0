import type { ViewerAction } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { attachmentLinks, storedAttachments } from '../../shared/documents/AttachmentsField';
import { paymentMessages } from '../../shared/documents/documents.messages';
import { LinesTable } from '../../shared/documents/LinesTable';
import { TotalsList } from '../../shared/documents/TotalsList';
import { enumLabel } from '../../shared/enums';
import { formatDay, formatMoney, formatRate, localToday } from '../../shared/format';
import type { CrudPermissions, RecordStatus } from '../../shared/list-screen/list.types';
import { toPiastres } from '../../shared/money';
import { RecordViewer } from '../../shared/record-viewer/RecordViewer';
import * as css from '../../shared/shared.css';
import { statusBadge } from '../../shared/list-screen/StatusChange';
import { billFields as f } from './bills.fields';
import { billActions, billDaysOverdue, BILL_STATUS_TONES, supplierName, type BillActionId } from './bills.format';
import { billMessages as m } from './bills.messages';
import { salesMessages as sm, salesNamedMessages as snm } from '../sales.messages';
import type { Bill, BillDetail, BillPayment } from './bills.types';

/** Props of {@link BillViewer}. */
export type BillViewerProps = {
  /** The bill with its payments, in one status. */
  viewer: RecordStatus<BillDetail>;
  /** What the user may do with bills; actions the status or the permissions do not allow are not offered. */
  permissions: CrudPermissions;
  /**
   * Today, `YYYY-MM-DD`, for the overdue notice.
   * @default today in the browser's time zone
   */
  today?: string;
  /** The download address of an attachment; without one attachments are listed by name only. */
  fileUrl?: (bill: Bill, fileName: string) => string | undefined;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Opens the payment, edit, cancel or delete dialog for the bill. */
  onAction: (action: BillActionId, bill: Bill) => void;
  /** Reloads after a failure. */
  onRetry?: () => void;
};

const piastres = (pounds: number) => toPiastres(pounds) ?? 0;

/** The label of each bill action, for buttons and menus. */
export const BILL_ACTION_LABELS = {
  pay: paymentMessages.title,
  edit: cm.edit,
  cancel: m.cancelBill,
  delete: cm.delete,
} as const;

/** The icon of each bill action. */
export const BILL_ACTION_ICONS = { pay: 'receipt', edit: 'edit', cancel: 'close', delete: 'trash' } as const;

function Payments({ payments }: { payments: readonly BillPayment[] }) {
  const intl = useIntl();
  return (
    <section className={css.section} aria-labelledby="bill-viewer-payments">
      <h3 id="bill-viewer-payments" className={css.sectionTitle}>
        {intl.formatMessage(sm.paymentHistory)}
      </h3>
      {payments.length === 0 ? (
        <p className={css.muted}>{intl.formatMessage(sm.noPayments)}</p>
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table} aria-labelledby="bill-viewer-payments" data-testid="bill-payments">
            <thead>
              <tr>
                <th className={css.th}>{intl.formatMessage(cm.date)}</th>
                <th className={css.th}>{intl.formatMessage(paymentMessages.method)}</th>
                <th className={`${css.th} ${css.end}`}>{intl.formatMessage(cm.amount)}</th>
                <th className={css.th}>{intl.formatMessage(cm.notes)}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id}>
                  <td className={css.td}>{formatDay(intl, p.date)}</td>
                  <td className={css.td}>{enumLabel(intl, 'bill_payments', 'method', p.method)}</td>
                  <td className={`${css.td} ${css.end}`}>{formatMoney(intl, p.amount)}</td>
                  <td className={css.td}>
                    <bdi>{p.notes}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * A supplier bill in a viewer dialog: supplier, dates (with the days overdue), VAT rate, notes, attachments, the
 * lines with their totals and the payment history, with record payment, edit, cancel and delete as the bill's
 * status and the user's permissions allow. A value the bill lacks shows as "—".
 */
export function BillViewer({
  viewer,
  permissions,
  today = localToday(),
  fileUrl,
  onClose,
  onAction,
  onRetry,
}: BillViewerProps) {
  const intl = useIntl();
  return (
    <RecordViewer viewer={viewer} onClose={onClose} onRetry={onRetry} notFound={m}>
      {({ bill, payments }) => {
        const allowed = new Set(billActions(bill.status, permissions));
        const overdueDays = billDaysOverdue(bill, today);
        const supplier = supplierName(intl.locale, bill);
        const actions: ViewerAction[] = (['pay', 'edit', 'cancel', 'delete'] as const).map((id) => ({
          id,
          label: intl.formatMessage(BILL_ACTION_LABELS[id]),
          icon: BILL_ACTION_ICONS[id],
          variant: id === 'pay' ? 'primary' : id === 'delete' ? 'danger' : undefined,
          onAction: () => onAction(id, bill),
          isHidden: !allowed.has(id),
        }));
        return {
          title: <bdi className={css.ltrValue}>{bill.billNumber}</bdi>,
          subtitle: supplier ? <bdi>{supplier}</bdi> : undefined,
          status: statusBadge(intl, 'bills', 'status', BILL_STATUS_TONES)(bill.status),
          actions,
          sections: [
            {
              id: 'details',
              title: intl.formatMessage(cm.details),
              fields: [
                { id: 'supplier', label: intl.formatMessage(f.supplier), value: supplier ? <bdi>{supplier}</bdi> : '' },
                { id: 'issueDate', label: intl.formatMessage(f.issueDate), value: formatDay(intl, bill.issueDate) },
                {
                  id: 'dueDate',
                  label: intl.formatMessage(f.dueDate),
                  value: bill.dueDate ? (
                    <span>
                      {formatDay(intl, bill.dueDate)}
                      {overdueDays > 0 ? (
                        <span className={css.overdue}>
                          {intl.formatMessage(snm.overdueDays, { days: overdueDays })}
                        </span>
                      ) : null}
                    </span>
                  ) : (
                    ''
                  ),
                },
                { id: 'vatRate', label: intl.formatMessage(f.vatRate), value: formatRate(intl, bill.vatRate) },
                {
                  id: 'notes',
                  label: intl.formatMessage(f.notes),
                  isWide: true,
                  value: bill.notes ? (
                    <p className={css.notes} dir="auto">
                      {bill.notes}
                    </p>
                  ) : (
                    ''
                  ),
                },
                {
                  id: 'attachments',
                  label: intl.formatMessage(f.attachments),
                  isWide: true,
                  value: attachmentLinks(storedAttachments(bill, fileUrl)),
                },
              ],
            },
          ],
          children: (
            <>
              <section className={css.section}>
                <h3 className={css.sectionTitle}>{intl.formatMessage(f.items)}</h3>
                <LinesTable lines={bill.items} label={intl.formatMessage(f.items)} showSource={false} />
                <TotalsList
                  vatRate={Number.isFinite(bill.vatRate) ? bill.vatRate : null}
                  subtotal={piastres(bill.subtotal)}
                  vat={piastres(bill.vat)}
                  total={piastres(bill.total)}
                  paid={piastres(bill.amountPaid)}
                  remaining={piastres(bill.remaining)}
                />
              </section>
              <Payments payments={payments} />
            </>
          ),
        };
      }}
    </RecordViewer>
  );
}
