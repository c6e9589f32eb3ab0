import { INVOICES_STATUS } from '@erp/schema';
import { StatusChangeConfirmation } from '@erp/ui';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { totalsMessages as tm } from '../../shared/documents/documents.messages';
import { formatDay, localName, localToday } from '../../shared/format';
import { moneyColumn, statusColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { sortOptions } from '../../shared/list-screen/filters';
import { enumFilter, ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import * as css from '../../shared/shared.css';
import { navigationMessages } from '../../shared/navigation.messages';
import { statusBadge } from '../../shared/list-screen/StatusChange';
import { printedRowActions } from '../printedDocument';
import { salesMessages as sm, salesNamedMessages as snm } from '../sales.messages';
import { salesColumns, salesWizardProps, type SalesScreenProps } from '../salesScreen';
import { invoiceActions } from './invoiceActions';
import { InvoiceCancelDialog } from './InvoiceCancelDialog';
import { InvoicePaymentDialog, type InvoicePaymentValues } from './InvoicePaymentDialog';
import { InvoiceReceiptDialog, type InvoiceReceiptValues } from './InvoiceReceiptDialog';
import { daysOverdue, INVOICE_STATUS_TONES } from './invoices.format';
import { invoiceMessages as m, invoiceNamedMessages as mn } from './invoices.messages';
import {
  INVOICE_DUE_FILTERS,
  INVOICE_SORT_FIELDS,
  type Invoice,
  type InvoiceAction,
  type InvoiceDetail,
  type InvoiceDueFilter,
  type InvoiceFilters,
  type InvoicePermissions,
  type InvoiceSortField,
} from './invoices.types';
import { InvoiceViewer } from './InvoiceViewer';
import { InvoiceWizard, type InvoiceFormValues } from './InvoiceWizard';

/** Props of {@link InvoicesScreen}. */
export type InvoicesScreenProps = SalesScreenProps<
  Invoice,
  InvoiceDetail,
  InvoiceFilters,
  InvoiceFormValues,
  InvoicePermissions
> & {
  /** Issues a draft (Draft → Pending, its inventory lines leave stock). */
  onIssue: (invoice: Invoice) => Promise<unknown>;
  /** Records a payment. */
  onPay: (invoice: Invoice, values: InvoicePaymentValues) => Promise<unknown>;
  /** Creates the invoice's receipt. */
  onCreateReceipt: (invoice: Invoice, values: InvoiceReceiptValues) => Promise<unknown>;
  /** Cancels an issued, unpaid invoice (its stock goes back). */
  onCancel: (invoice: Invoice) => Promise<unknown>;
  /** Opens the invoice's receipt (offered when it already has one). */
  onOpenReceipt?: (invoice: Invoice) => void;
};

const DUE_LABELS: Record<InvoiceDueFilter, MessageDescriptor> = {
  today: sm.dueToday,
  thisWeek: sm.dueThisWeek,
  thisMonth: sm.dueThisMonth,
  overdue: sm.dueOverdue,
};

const SORT_LABELS: Record<InvoiceSortField, MessageDescriptor> = {
  invoiceNumber: sm.number,
  issueDate: sm.issueDate,
  dueDate: sm.dueDate,
  total: cm.total,
  amountPaid: tm.paid,
  created: cm.created,
};

/** The row menu's order; view is the row's own action. */
const ROW_ACTIONS = ['edit', 'issue', 'pay', 'receipt'] as const;
const ROW_ACTIONS_LAST = ['cancel', 'delete'] as const;

/**
 * The invoices page: "New invoice", a searchable list filtered by due date and status and sorted by the six fields,
 * each row's status-aware actions, the viewer with the payment history, the wizard, and the issue, payment, receipt,
 * cancel and delete dialogs, each pending until its intent settles.
 */
export function InvoicesScreen({ list, permissions: can, viewer, ...props }: InvoicesScreenProps) {
  const intl = useIntl();
  const today = props.today ?? localToday();
  const d = useRecordDialogs<Invoice, InvoiceDetail, InvoiceFormValues, [], Exclude<InvoiceAction, 'edit' | 'delete'>>({
    ...props,
    viewer,
    permissions: can,
  });
  const { dialog } = d;
  const open = (action: InvoiceAction, invoice: Invoice) => d.open(action, invoice);
  const client = (i: Invoice) => localName(intl.locale, { name: i.clientName, nameAr: i.clientNameAr });
  const badge = statusBadge(intl, 'invoices', 'status', INVOICE_STATUS_TONES);
  const column = salesColumns<Invoice>(intl);
  const printed = { onPrint: props.onPrint, onDownloadPdf: props.onDownloadPdf };

  const issuing = dialog.recordOf('issue');
  const paying = dialog.recordOf('pay');
  const receiptFor = dialog.recordOf('receipt');
  const cancelling = dialog.recordOf('cancel');
  const fileUrl = props.fileUrl;

  return (
    <ListScreen<Invoice, InvoiceFilters>
      title={intl.formatMessage(navigationMessages.invoices)}
      list={list}
      columns={[
        {
          id: 'invoiceNumber',
          header: intl.formatMessage(sm.number),
          sortable: true,
          cell: (i) => (
            <span>
              <bdi>{i.invoiceNumber}</bdi>
              <bdi className={css.secondary}>{client(i)}</bdi>
            </span>
          ),
        },
        column.issueDate,
        {
          id: 'dueDate',
          header: intl.formatMessage(sm.dueDate),
          sortable: true,
          cell: (i) => {
            const late = daysOverdue(i, today);
            return (
              <span>
                {formatDay(intl, i.dueDate)}
                {late > 0 ? (
                  <span className={css.overdue}>{intl.formatMessage(snm.overdueDays, { days: late })}</span>
                ) : null}
              </span>
            );
          },
        },
        column.total(),
        moneyColumn(intl, 'amountPaid', tm.paid, (i) => i.amountPaid),
        moneyColumn(intl, 'remaining', tm.remaining, (i) => i.remaining, { sortable: false }),
        statusColumn(intl, badge, { sortable: false }),
      ]}
      filters={[
        selectFilter(
          list,
          'due',
          intl.formatMessage(sm.dueDate),
          INVOICE_DUE_FILTERS.map((f) => ({ id: f, label: intl.formatMessage(DUE_LABELS[f]) })),
        ),
        enumFilter(intl, list, intl.formatMessage(cm.status), 'invoices', 'status', INVOICES_STATUS),
      ]}
      sortOptions={sortOptions(intl, INVOICE_SORT_FIELDS, SORT_LABELS)}
      sortDefault={{ id: 'created', direction: 'descending' }}
      getRowLabel={(i) => i.invoiceNumber}
      messages={m}
      onAdd={d.onAdd}
      onView={d.rowActions.onView}
      extraActions={(i) => [
        ...invoiceActions(intl, i, can, ROW_ACTIONS, open),
        ...printedRowActions(intl, i, can.view, printed),
        ...invoiceActions(intl, i, can, ROW_ACTIONS_LAST, open),
      ]}
    >
      {d.viewer ? (
        <InvoiceViewer {...d.viewer} permissions={can} today={today} fileUrl={fileUrl} onAction={open} {...printed} />
      ) : null}
      {issuing ? (
        <StatusChangeConfirmation
          isOpen
          title={intl.formatMessage(mn.issueTitle, { number: issuing.invoiceNumber })}
          message={intl.formatMessage(m.issueMessage)}
          fromStatus={badge('Draft')}
          toStatus={badge('Pending')}
          confirmLabel={intl.formatMessage(m.issueConfirm)}
          onConfirm={() => props.onIssue(issuing)}
          onOpenChange={(isOpen) => {
            if (!isOpen) dialog.close();
          }}
        />
      ) : null}
      {paying ? (
        <InvoicePaymentDialog
          invoice={paying}
          today={today}
          defaultMethod={paying.lastPaymentMethod || undefined}
          onSubmit={dialog.closeAfter((values: InvoicePaymentValues) => props.onPay(paying, values))}
          onClose={dialog.close}
        />
      ) : null}
      {receiptFor ? (
        <InvoiceReceiptDialog
          invoice={receiptFor}
          today={today}
          defaultMethod={receiptFor.lastPaymentMethod || undefined}
          onSubmit={dialog.closeAfter((values: InvoiceReceiptValues) => props.onCreateReceipt(receiptFor, values))}
          onClose={dialog.close}
          onViewReceipt={
            props.onOpenReceipt &&
            (() => {
              dialog.close();
              props.onOpenReceipt?.(receiptFor);
            })
          }
        />
      ) : null}
      {cancelling ? (
        <InvoiceCancelDialog invoice={cancelling} onConfirm={() => props.onCancel(cancelling)} onClose={dialog.close} />
      ) : null}
      <DeleteRecordDialog
        dialog={dialog}
        name={(i) => i.invoiceNumber}
        message={(i) => intl.formatMessage(mn.deleteMessage, { number: i.invoiceNumber })}
        onDelete={props.onDelete}
      />
      {d.wizard ? <InvoiceWizard invoice={d.wizard.record} {...salesWizardProps(props, today, d.wizard)} /> : null}
    </ListScreen>
  );
}
