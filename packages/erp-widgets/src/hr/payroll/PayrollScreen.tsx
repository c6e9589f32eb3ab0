import { PAYROLL_RECORDS_STATUS } from '@erp/schema';
import { StatusBadge, StatusChangeConfirmation, type ListColumn, type RowAction } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumLabel, enumOptions } from '../../shared/enums';
import { formatMoney } from '../../shared/format';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { useDialog } from '../../shared/list-screen/useDialog';
import { navigationMessages } from '../../shared/navigation.messages';
import { RecordViewer } from '../../shared/record-viewer/RecordViewer';
import * as css from '../../shared/shared.css';
import { PAYROLL_ACTION_LABELS, PayrollManager } from './PayrollManager';
import { PayrollRunDialog, type PayrollRunDialogProps } from './PayrollRunDialog';
import {
  PAYROLL_ACTION_TARGETS,
  PAYROLL_STATUS_TONES,
  payrollActions,
  payrollEmployeeName,
  payrollTotals,
} from './payroll.format';
import { payrollMessages as m } from './payroll.messages';
import {
  PAYROLL_ACTIONS,
  PAYROLL_SORT_FIELDS,
  type PayrollAction,
  type PayrollEdit,
  type PayrollFilters,
  type PayrollRecord,
} from './payroll.types';

const CONFIRM_TEXT = {
  submit: m.submitMessage,
  approve: m.approveMessage,
  reject: m.rejectMessage,
  pay: m.payMessage,
  cancel: m.cancelMessage,
} as const;

const SORT_LABELS = {
  period: m.period,
  baseSalary: m.baseSalary,
  grossPay: m.grossPay,
  tax: m.tax,
  netPay: m.netPay,
  status: cm.status,
} as const;

/** Props of {@link PayrollScreen}. */
export type PayrollScreenProps = ListScreenBaseProps<PayrollRecord, PayrollRecord, PayrollFilters> & {
  /** Whether the user holds `process:payroll` (approve, reject, pay, cancel). */
  canProcess: boolean;
  /** The periods the filter offers (YYYY-MM, latest first). */
  periods: readonly string[];
  /** The run dialog's first period and its employee loader. */
  defaultPeriod: string;
  loadRunEmployees: PayrollRunDialogProps['loadEmployees'];
  onRun: PayrollRunDialogProps['onRun'];
  onSave: (edit: PayrollEdit, record: PayrollRecord) => Promise<unknown>;
  onAction: (record: PayrollRecord, action: PayrollAction) => Promise<unknown>;
  onDelete: (record: PayrollRecord) => Promise<unknown>;
  /** Downloads a record's payslip PDF. */
  onPayslip?: (record: PayrollRecord) => void;
};

type Kind = PayrollAction | 'delete' | 'run';

/**
 * The payroll page: "Run payroll" (a period and its employees), the list searchable by employee and period, filtered
 * by period and status, with every figure of the month; the manager (tabs and summary, drafts edited and recalculated
 * by the server); submit, approve, reject, mark paid and cancel, each confirmed with the old and the new status;
 * delete of drafts; and the payslip PDF.
 */
export function PayrollScreen({
  list,
  permissions,
  canProcess,
  viewer,
  periods,
  defaultPeriod,
  loadRunEmployees,
  onRun,
  onSave,
  onAction,
  onDelete,
  onPayslip,
  ...props
}: PayrollScreenProps) {
  const intl = useIntl();
  const can = { ...permissions, process: canProcess };
  const dialog = useDialog<Kind, PayrollRecord>(viewer ? props.onViewerClose : undefined);
  const name = (r: PayrollRecord) => payrollEmployeeName(intl.locale, r);
  const label = (r: PayrollRecord) => `${name(r)} ${r.period}`;
  const status = (r: Pick<PayrollRecord, 'status'>) => (
    <StatusBadge tone={PAYROLL_STATUS_TONES[r.status]} label={enumLabel(intl, 'payroll_records', 'status', r.status)} />
  );
  const money = (
    id: string,
    header: string,
    value: (r: PayrollRecord) => number,
    sortable = false,
  ): ListColumn<PayrollRecord> => ({
    id,
    header,
    sortable,
    align: 'end',
    cell: (r) => <span className={css.amount}>{formatMoney(intl, value(r))}</span>,
  });
  const offered = PAYROLL_ACTIONS.filter((a) => (a === 'submit' ? can.edit : can.process));
  const rowActions = (r: PayrollRecord): RowAction[] => {
    const allowed = new Set(payrollActions(r.status, can));
    return offered.map((id) => ({
      id,
      label: intl.formatMessage(PAYROLL_ACTION_LABELS[id]),
      isDisabled: !allowed.has(id),
      onAction: () => dialog.open(id, r),
    }));
  };
  const change = PAYROLL_ACTIONS.flatMap((action) => {
    const r = dialog.recordOf(action);
    return r ? [{ action, r }] : [];
  })[0];
  const open = viewer?.status === 'ready' ? viewer.record : null;
  return (
    <ListScreen<PayrollRecord, PayrollFilters>
      title={intl.formatMessage(navigationMessages.payroll)}
      list={list}
      columns={[
        { id: 'employee', header: intl.formatMessage(m.employee), cell: (r) => <bdi>{name(r)}</bdi> },
        {
          id: 'period',
          header: intl.formatMessage(m.period),
          sortable: true,
          cell: (r) => <bdi className={`${css.ltrValue} ${css.nowrap}`}>{r.period}</bdi>,
        },
        money('baseSalary', intl.formatMessage(m.baseSalary), (r) => r.baseSalary, true),
        money('insuredSalary', intl.formatMessage(m.insuredSalary), (r) => r.insuredSalary),
        money('overtime', intl.formatMessage(m.overtime), (r) => payrollTotals(r).overtime),
        money('bonus', intl.formatMessage(m.bonus), (r) => payrollTotals(r).bonuses),
        money('deductions', intl.formatMessage(m.deductions), (r) => payrollTotals(r).deductions),
        money('allowances', intl.formatMessage(m.allowances), (r) => payrollTotals(r).allowances),
        money('employeeInsurance', intl.formatMessage(m.employeeInsurance), (r) => r.employeeInsurance),
        money('employerInsurance', intl.formatMessage(m.employerInsurance), (r) => r.employerInsurance),
        money('tax', intl.formatMessage(m.tax), (r) => r.tax, true),
        money('netPay', intl.formatMessage(m.netPay), (r) => r.netPay, true),
        { id: 'status', header: intl.formatMessage(cm.status), sortable: true, cell: status },
      ]}
      filters={[
        selectFilter(
          list,
          'period',
          intl.formatMessage(m.period),
          periods.map((p) => ({ id: p, label: p })),
        ),
        selectFilter(
          list,
          'status',
          intl.formatMessage(cm.status),
          enumOptions(intl, 'payroll_records', 'status', PAYROLL_RECORDS_STATUS),
        ),
      ]}
      sortOptions={PAYROLL_SORT_FIELDS.map((id) => ({ id, label: intl.formatMessage(SORT_LABELS[id]) }))}
      sortDefault={{ id: 'period', direction: 'descending' }}
      getRowLabel={label}
      messages={m}
      add={can.create ? { label: intl.formatMessage(m.runPayroll), onPress: () => dialog.open('run') } : null}
      onView={can.view ? props.onView : undefined}
      onDelete={can.delete ? (r) => (r.status === 'draft' ? dialog.open('delete', r) : undefined) : undefined}
      extraActions={offered.length > 0 ? rowActions : undefined}
    >
      {viewer && viewer.status !== 'ready' && !change ? (
        <RecordViewer
          viewer={viewer}
          onClose={props.onViewerClose}
          onRetry={props.onViewerRetry}
          loadingTitle={intl.formatMessage(navigationMessages.payroll)}
          notFound={{ title: intl.formatMessage(m.notFoundTitle), message: intl.formatMessage(m.notFoundMessage) }}
        >
          {() => ({ title: '' })}
        </RecordViewer>
      ) : null}
      {open && !change ? (
        <PayrollManager
          record={open}
          permissions={can}
          onSave={(edit) => onSave(edit, open)}
          onAction={(action) => dialog.open(action, open, () => props.onView(open))}
          onPayslip={onPayslip ? () => onPayslip(open) : undefined}
          onClose={props.onViewerClose}
        />
      ) : null}
      {change ? (
        <StatusChangeConfirmation
          isOpen
          variant={change.action === 'reject' || change.action === 'cancel' ? 'destructive' : 'default'}
          title={label(change.r)}
          message={intl.formatMessage(CONFIRM_TEXT[change.action])}
          fromStatus={status(change.r)}
          toStatus={status({ status: PAYROLL_ACTION_TARGETS[change.action] })}
          confirmLabel={intl.formatMessage(PAYROLL_ACTION_LABELS[change.action])}
          onConfirm={() => onAction(change.r, change.action)}
          onOpenChange={(isOpen) => {
            if (!isOpen) dialog.close();
          }}
        />
      ) : null}
      <DeleteRecordDialog dialog={dialog} name={label} message={(r) => label(r)} onDelete={onDelete} />
      {dialog.recordOf('run') !== undefined ? (
        <PayrollRunDialog
          defaultPeriod={defaultPeriod}
          loadEmployees={loadRunEmployees}
          onRun={onRun}
          onClose={dialog.close}
        />
      ) : null}
    </ListScreen>
  );
}
