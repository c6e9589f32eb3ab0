import { BILLS_STATUS } from '@erp/schema';
import { StatusChangeConfirmation } from '@erp/ui';
import { useIntl } from 'react-intl';

import type { VatRateOption } from '../../shared/documents/lines';
import type { RecordUpload } from '../../shared/documents/useRecordUpload';
import { formatDay, localToday } from '../../shared/format';
import { dateColumn, moneyColumn, numberColumn, statusColumn, textColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { sortOptions } from '../../shared/list-screen/filters';
import { enumFilter, ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { statusBadge, statusRowActions } from '../../shared/list-screen/StatusChange';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import * as css from '../../shared/shared.css';
import { navigationMessages } from '../../shared/navigation.messages';
import { BillPaymentDialog, type BillPaymentValues } from './BillPaymentDialog';
import { BILL_ACTION_ICONS, BILL_ACTION_LABELS, BillViewer } from './BillViewer';
import { BillWizard } from './BillWizard';
import { billFields as f, type BillFormValues } from './bills.fields';
import { billActions, billDaysOverdue, BILL_STATUS_TONES, supplierName } from './bills.format';
import { billMessages as m, billNamedMessages as mn } from './bills.messages';
import {
  BILL_DUE_FILTERS,
  BILL_SORT_FIELDS,
  type Bill,
  type BillDetail,
  type BillFilters,
  type SupplierOption,
} from './bills.types';
import { salesMessages as sm, salesNamedMessages as snm } from '../sales.messages';

const DUE_LABELS = {
  overdue: sm.dueOverdue,
  dueToday: sm.dueToday,
  dueThisWeek: sm.dueThisWeek,
  dueThisMonth: sm.dueThisMonth,
} as const;

/** The settings a new bill starts from: the VAT rates offered, the default rate and the payment terms. */
export type BillSettings = {
  vatRates: readonly VatRateOption[];
  defaultVatRate: number | null;
  paymentTermsDays: number;
};

/** Props of {@link BillsScreen}. */
export type BillsScreenProps = ListScreenBaseProps<Bill, BillDetail, BillFilters> & {
  /** The suppliers offered by the supplier filter, named in the active language. */
  suppliers: readonly SupplierOption[];
  /** Searches suppliers by name for the wizard's supplier field (the app queries the server). */
  loadSuppliers: (query: string, signal: AbortSignal) => Promise<SupplierOption[]>;
  /** The settings the wizard needs; it opens once they are known. */
  settings: BillSettings | null;
  /**
   * Today, `YYYY-MM-DD`, for the overdue days, a new bill's dates and a payment's date.
   * @default today in the browser's time zone
   */
  today?: string;
  /** The download address of an attachment (with a file token); attachments are listed by name without it. */
  fileUrl?: (bill: Bill, fileName: string) => string | undefined;
  /** Saves a new bill (`bill` null) or changes a PENDING one with its files; the wizard stays open if it rejects. */
  onSave: (values: BillFormValues, bill: Bill | null, upload: RecordUpload) => Promise<unknown>;
  /** Deletes a PENDING bill; the confirmation stays pending until it settles, and open if it rejects. */
  onDelete: (bill: Bill) => Promise<unknown>;
  /** Records a payment; the dialog stays pending until it settles, and shows the refused fields if it rejects. */
  onPay: (bill: Bill, payment: BillPaymentValues) => Promise<unknown>;
  /** Cancels an open bill; the confirmation stays pending until it settles, and open if it rejects. */
  onCancel: (bill: Bill) => Promise<unknown>;
};

/**
 * The supplier bills page: "Add bill", a list searchable by number, supplier and notes, filtered by supplier, due
 * date and status and sorted by any of its fields; the bill's viewer with its payments; the add/edit wizard, the
 * payment dialog, and the cancel and delete confirmations. Each row offers the same actions in the same place;
 * those the bill's status does not allow are disabled.
 */
export function BillsScreen({
  list,
  permissions: can,
  viewer,
  suppliers,
  loadSuppliers,
  settings,
  today = localToday(),
  fileUrl,
  onSave,
  onDelete,
  onPay,
  onCancel,
  ...props
}: BillsScreenProps) {
  const intl = useIntl();
  const d = useRecordDialogs<Bill, BillDetail, BillFormValues, [RecordUpload], 'pay' | 'cancel'>({
    ...props,
    viewer,
    permissions: can,
    onSave,
  });
  const { dialog } = d;
  const supplier = (b: Bill) => supplierName(intl.locale, b);
  const badge = statusBadge(intl, 'bills', 'status', BILL_STATUS_TONES);
  const money = (id: 'total' | 'amountPaid' | 'remaining') => moneyColumn(intl, id, f[id], (b: Bill) => b[id]);
  // Every action the role may take, in one menu per row: the same place on every row, disabled where the bill's
  // status does not allow it.
  const offered = billActions('PENDING', can);
  const actions = { labels: BILL_ACTION_LABELS, icons: BILL_ACTION_ICONS };

  const paying = dialog.recordOf('pay');
  const cancelling = dialog.recordOf('cancel');
  return (
    <ListScreen<Bill, BillFilters>
      title={intl.formatMessage(navigationMessages.bills)}
      list={list}
      columns={[
        numberColumn(intl, 'billNumber', f.billNumber, (b) => b.billNumber),
        textColumn(intl, 'supplier', f.supplier, supplier),
        dateColumn(intl, 'issueDate', f.issueDate, (b) => b.issueDate),
        {
          id: 'dueDate',
          header: intl.formatMessage(f.dueDate),
          sortable: true,
          cell: (b) => {
            const days = billDaysOverdue(b, today);
            return (
              <span className={css.nowrap}>
                {formatDay(intl, b.dueDate)}
                {days > 0 ? <span className={css.overdue}>{intl.formatMessage(snm.overdueDays, { days })}</span> : null}
              </span>
            );
          },
        },
        money('total'),
        money('amountPaid'),
        money('remaining'),
        statusColumn(intl, badge, { header: f.status }),
      ]}
      filters={[
        selectFilter(list, 'supplier', intl.formatMessage(f.supplier), suppliers),
        selectFilter(
          list,
          'due',
          intl.formatMessage(f.dueDate),
          BILL_DUE_FILTERS.map((d) => ({ id: d, label: intl.formatMessage(DUE_LABELS[d]) })),
        ),
        enumFilter(intl, list, intl.formatMessage(f.status), 'bills', 'status', BILLS_STATUS),
      ]}
      sortOptions={sortOptions(intl, BILL_SORT_FIELDS, f)}
      sortDefault={{ id: 'issueDate', direction: 'descending' }}
      getRowLabel={(b) => intl.formatMessage(mn.rowLabel, { number: b.billNumber, supplier: supplier(b) })}
      messages={m}
      onAdd={d.onAdd}
      onView={d.rowActions.onView}
      extraActions={statusRowActions(intl, actions, offered, (b) => billActions(b.status, can), d.open)}
    >
      {d.viewer ? (
        <BillViewer {...d.viewer} permissions={can} today={today} fileUrl={fileUrl} onAction={d.openFromViewer} />
      ) : null}
      <DeleteRecordDialog
        dialog={dialog}
        name={(b) => b.billNumber}
        message={(b) => intl.formatMessage(mn.deleteMessage, { number: b.billNumber, supplier: supplier(b) })}
        onDelete={onDelete}
      />
      {cancelling ? (
        <StatusChangeConfirmation
          isOpen
          variant="destructive"
          title={intl.formatMessage(mn.cancelTitle, { number: cancelling.billNumber })}
          message={intl.formatMessage(m.cancelMessage)}
          fromStatus={badge(cancelling.status)}
          toStatus={badge('CANCELLED')}
          confirmLabel={intl.formatMessage(m.cancelBill)}
          cancelLabel={intl.formatMessage(m.keepBill)}
          onConfirm={() => onCancel(cancelling)}
          onOpenChange={(isOpen) => {
            if (!isOpen) dialog.close();
          }}
        />
      ) : null}
      {paying ? (
        <BillPaymentDialog
          bill={paying}
          today={today}
          onSubmit={dialog.closeAfter((payment: BillPaymentValues) => onPay(paying, payment))}
          onClose={dialog.close}
        />
      ) : null}
      {d.wizard && settings ? (
        <BillWizard
          {...d.wizard}
          vatRates={settings.vatRates}
          defaultVatRate={settings.defaultVatRate}
          paymentTermsDays={settings.paymentTermsDays}
          loadSuppliers={loadSuppliers}
          today={today}
          fileUrl={fileUrl}
        />
      ) : null}
    </ListScreen>
  );
}
