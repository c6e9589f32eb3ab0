import { StatusBadge, ViewerDialog, type ViewerAction } from '@erp/ui';
import { useIntl } from 'react-intl';

import type { CrudPermissions, ViewerState } from '../crm/crm.types';
import { LinesTable } from '../shared/documents/LinesTable';
import { TotalsList } from '../shared/documents/TotalsList';
import { attachmentName, formatDay, formatMoney, formatRate, localToday } from '../shared/format';
import { toPiastres } from '../shared/money';
import * as css from '../shared/shared.css';
import { paymentMethodLabel } from '../shared/documents/paymentMethods';
import { commonMessages } from '../shared/common.messages';
import { billsMessages as m, billsNamedMessages as mn } from './BillsScreen.messages';
import { billActions, type BillActionId } from './finance.actions';
import { billDaysOverdue, billStatusLabel, billStatusTone, supplierName } from './finance.format';
import type { Bill, BillPayment } from './finance.types';

/** Props of {@link BillViewer}. */
export type BillViewerProps = {
  /** The bill with its payments (oldest first), or the loading / not-found / error state. */
  viewer: ViewerState<{ bill: Bill; payments: readonly BillPayment[] }>;
  /** What the user may do with bills; actions the status or the permissions do not allow are not shown. */
  permissions: CrudPermissions;
  /**
   * Today, `YYYY-MM-DD`, for the overdue notice.
   * @default today in the browser's time zone
   */
  today?: string;
  /** The download address of an attachment; without it (or while it returns `undefined`) attachments are listed by name only. */
  fileUrl?: (bill: Bill, fileName: string) => string | undefined;
  onClose: () => void;
  onRecordPayment?: (bill: Bill) => void;
  onEdit?: (bill: Bill) => void;
  onCancelBill?: (bill: Bill) => void;
  onDelete?: (bill: Bill) => void;
  onRetry?: () => void;
};

function Lines({ bill }: { bill: Bill }) {
  const intl = useIntl();
  const piastres = (pounds: number) => toPiastres(pounds) ?? 0;
  return (
    <section className={css.section}>
      <h3 className={css.sectionTitle}>{intl.formatMessage(m.items)}</h3>
      <LinesTable lines={bill.items} label={intl.formatMessage(m.items)} showSource={false} />
      <TotalsList
        vatRate={bill.vatRate}
        subtotal={piastres(bill.subtotal)}
        vat={piastres(bill.vat)}
        total={piastres(bill.total)}
        paid={piastres(bill.amountPaid)}
        remaining={piastres(bill.remaining)}
      />
    </section>
  );
}

function Payments({ payments }: { payments: readonly BillPayment[] }) {
  const intl = useIntl();
  return (
    <section className={css.section} aria-labelledby="bill-viewer-payments">
      <h3 id="bill-viewer-payments" className={css.sectionTitle}>
        {intl.formatMessage(m.paymentHistory)}
      </h3>
      {payments.length === 0 ? (
        <p className={css.muted}>{intl.formatMessage(m.noPayments)}</p>
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table} aria-labelledby="bill-viewer-payments" data-testid="bill-payments">
            <thead>
              <tr>
                <th className={css.th}>{intl.formatMessage(m.paymentDate)}</th>
                <th className={css.th}>{intl.formatMessage(m.paymentMethod)}</th>
                <th className={`${css.th} ${css.end}`}>{intl.formatMessage(m.paymentAmount)}</th>
                <th className={css.th}>{intl.formatMessage(m.notes)}</th>
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
 * A supplier bill in a viewer dialog: supplier, dates (with the days overdue), VAT rate, the lines with their
 * totals, notes, attachments and the payment history, with record payment, edit, cancel and delete as the bill's
 * status and the user's permissions allow.
 */
export function BillViewer({
  viewer,
  permissions,
  today = localToday(),
  fileUrl,
  onClose,
  onRecordPayment,
  onEdit,
  onCancelBill,
  onDelete,
  onRetry,
}: BillViewerProps) {
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
        error={intl.formatMessage(m.notFound)}
      />
    );
  }
  if (viewer.state !== 'ready') {
    return (
      <ViewerDialog
        isOpen
        onOpenChange={onOpenChange}
        title={intl.formatMessage(commonMessages.details)}
        isLoading={viewer.state === 'loading'}
        error={viewer.state === 'error' ? (viewer.message ?? true) : undefined}
        onRetry={onRetry}
      />
    );
  }

  const { bill, payments } = viewer;
  const allowed = new Set(billActions(bill.status, permissions));
  const action = (
    id: BillActionId,
    label: string,
    icon: ViewerAction['icon'],
    run: ((b: Bill) => void) | undefined,
    variant?: ViewerAction['variant'],
  ): ViewerAction => ({
    id,
    label,
    icon,
    variant,
    onAction: () => run?.(bill),
    isHidden: !allowed.has(id) || !run,
  });
  const overdueDays = billDaysOverdue(bill, today);

  return (
    <ViewerDialog
      isOpen
      onOpenChange={onOpenChange}
      title={<bdi className={css.ltrValue}>{bill.billNumber}</bdi>}
      subtitle={<bdi>{supplierName(intl.locale, bill)}</bdi>}
      status={<StatusBadge tone={billStatusTone(bill.status)} label={billStatusLabel(intl, bill.status)} />}
      actions={[
        action('pay', intl.formatMessage(m.recordPayment), 'receipt', onRecordPayment, 'primary'),
        action('edit', intl.formatMessage(m.edit), 'edit', onEdit),
        action('cancel', intl.formatMessage(m.cancelBill), 'close', onCancelBill),
        action('delete', intl.formatMessage(m.delete), 'trash', onDelete, 'danger'),
      ]}
      sections={[
        {
          id: 'details',
          title: intl.formatMessage(commonMessages.details),
          fields: [
            {
              id: 'supplier',
              label: intl.formatMessage(m.supplier),
              value: <bdi>{supplierName(intl.locale, bill)}</bdi>,
            },
            { id: 'issueDate', label: intl.formatMessage(m.issueDate), value: formatDay(intl, bill.issueDate) },
            {
              id: 'dueDate',
              label: intl.formatMessage(m.dueDate),
              value: bill.dueDate ? (
                <span>
                  {formatDay(intl, bill.dueDate)}
                  {overdueDays > 0 ? (
                    <span className={css.overdue}>{intl.formatMessage(mn.overdueDays, { days: overdueDays })}</span>
                  ) : null}
                </span>
              ) : (
                ''
              ),
            },
            { id: 'vatRate', label: intl.formatMessage(m.vatRate), value: formatRate(intl, bill.vatRate) },
            {
              id: 'notes',
              label: intl.formatMessage(m.notes),
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
              label: intl.formatMessage(m.attachments),
              isWide: true,
              value:
                bill.attachments.length > 0 ? (
                  <ul className={css.fileList}>
                    {bill.attachments.map((name) => (
                      <li key={name}>
                        {fileUrl?.(bill, name) ? (
                          <a
                            className={`${css.link} ${css.ltrValue}`}
                            href={fileUrl(bill, name)}
                            target="_blank"
                            rel="noreferrer"
                          >
                            {attachmentName(name)}
                          </a>
                        ) : (
                          <span className={css.ltrValue}>{attachmentName(name)}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : (
                  ''
                ),
            },
          ],
        },
      ]}
    >
      <Lines bill={bill} />
      <Payments payments={payments} />
    </ViewerDialog>
  );
}
