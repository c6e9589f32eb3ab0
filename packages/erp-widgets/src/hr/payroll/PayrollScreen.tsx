import { PAYROLL_RECORDS_STATUS } from '@erp/schema';
import { useIntl, type MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { moneyColumn, numberColumn, statusColumn, textColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { sortOptions } from '../../shared/list-screen/filters';
import { enumFilter, ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { statusBadge, StatusChangeDialog, statusRowActions } from '../../shared/list-screen/StatusChange';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import { RecordViewer } from '../../shared/record-viewer/RecordViewer';
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
  const d = useRecordDialogs<PayrollRecord, PayrollRecord, never, [], PayrollAction | 'run'>({
    ...props,
    viewer,
    permissions: can,
  });
  const { dialog } = d;
  const name = (r: PayrollRecord) => payrollEmployeeName(intl.locale, r);
  const label = (r: PayrollRecord) => `${name(r)} ${r.period}`;
  const badge = statusBadge(intl, 'payroll_records', 'status', PAYROLL_STATUS_TONES);
  // Only the base salary, the tax and the net pay are sortable; the other figures are computed or not indexed.
  const money = (id: string, header: MessageDescriptor, value: (r: PayrollRecord) => number, sortable = false) =>
    moneyColumn(intl, id, header, value, { sortable });
  const offered = PAYROLL_ACTIONS.filter((a) => (a === 'submit' ? can.edit : can.process));
  const change = dialog.openOf(PAYROLL_ACTIONS);
  const open = viewer?.status === 'ready' ? viewer.record : null;
  return (
    <ListScreen<PayrollRecord, PayrollFilters>
      title={intl.formatMessage(navigationMessages.payroll)}
      list={list}
      columns={[
        textColumn(intl, 'employee', m.employee, name, { sortable: false }),
        numberColumn(intl, 'period', m.period, (r) => r.period),
        money('baseSalary', m.baseSalary, (r) => r.baseSalary, true),
        money('insuredSalary', m.insuredSalary, (r) => r.insuredSalary),
        money('overtime', m.overtime, (r) => payrollTotals(r).overtime),
        money('bonus', m.bonus, (r) => payrollTotals(r).bonuses),
        money('deductions', m.deductions, (r) => payrollTotals(r).deductions),
        money('allowances', m.allowances, (r) => payrollTotals(r).allowances),
        money('employeeInsurance', m.employeeInsurance, (r) => r.employeeInsurance),
        money('employerInsurance', m.employerInsurance, (r) => r.employerInsurance),
        money('tax', m.tax, (r) => r.tax, true),
        money('netPay', m.netPay, (r) => r.netPay, true),
        statusColumn(intl, badge),
      ]}
      filters={[
        selectFilter(
          list,
          'period',
          intl.formatMessage(m.period),
          periods.map((p) => ({ id: p, label: p })),
        ),
        enumFilter(intl, list, intl.formatMessage(cm.status), 'payroll_records', 'status', PAYROLL_RECORDS_STATUS),
      ]}
      sortOptions={sortOptions(intl, PAYROLL_SORT_FIELDS, SORT_LABELS)}
      sortDefault={{ id: 'period', direction: 'descending' }}
      getRowLabel={label}
      messages={m}
      add={can.create ? { label: intl.formatMessage(m.runPayroll), onPress: () => dialog.open('run') } : null}
      onView={d.rowActions.onView}
      onDelete={can.delete ? (r) => (r.status === 'draft' ? d.confirmDelete(r) : undefined) : undefined}
      extraActions={statusRowActions(
        intl,
        { labels: PAYROLL_ACTION_LABELS },
        offered,
        (r) => payrollActions(r.status, can),
        d.open,
      )}
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
          onAction={(action) => d.openFromViewer(action, open)}
          onPayslip={onPayslip ? () => onPayslip(open) : undefined}
          onClose={props.onViewerClose}
        />
      ) : null}
      <StatusChangeDialog
        dialog={dialog}
        actions={PAYROLL_ACTIONS}
        title={label}
        messages={CONFIRM_TEXT}
        labels={PAYROLL_ACTION_LABELS}
        targets={PAYROLL_ACTION_TARGETS}
        badge={badge}
        destructive={['reject', 'cancel']}
        onConfirm={onAction}
      />
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
