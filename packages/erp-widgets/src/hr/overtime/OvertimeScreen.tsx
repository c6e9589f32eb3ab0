import { OVERTIME_RECORDS_STATUS, OVERTIME_RECORDS_TYPE } from '@erp/schema';
import { type ListFilterOption } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatDay } from '../../shared/format';
import { dateColumn, enumColumn, moneyColumn, statusColumn, textColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { enumFilter, ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { rowActions, statusBadge, StatusChangeDialog } from '../../shared/list-screen/StatusChange';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import { employeeName } from '../hr.format';
import type { EmployeeChoice, SearchEmployees } from '../hr.types';
import { isOwnRequest } from '../requests';
import { OVERTIME_ACTIONS, OvertimeDetails, processedByName } from './OvertimeDetails';
import { OvertimeDecisionDialog, OvertimeRequestForm } from './OvertimeDialogs';
import { OVERTIME_STATUS_TONES, overtimeActions } from './overtime.format';
import { overtimeMessages as m, overtimeNamedMessages as mn } from './overtime.messages';
import type { OvertimeDecision, OvertimeFilters, OvertimeFormValues, OvertimeRecord } from './overtime.types';

/** Props of {@link OvertimeScreen}. */
export type OvertimeScreenProps = ListScreenBaseProps<OvertimeRecord, OvertimeRecord, OvertimeFilters> & {
  /** Whether the user holds `approve:overtime`: approvers see everyone's records and decide pending ones. */
  canApprove: boolean;
  /** The user's own employee record (self-service), null when the account has none. */
  ownEmployee: EmployeeChoice | null;
  /** The employees of the employee filter. */
  employees: readonly ListFilterOption[];
  searchEmployees: SearchEmployees;
  /** The id the open details were asked for (the failure message names it). */
  viewerId?: string;
  today: string;
  onRequest: (values: OvertimeFormValues) => Promise<unknown>;
  onDecide: (record: OvertimeRecord, decision: OvertimeDecision) => Promise<unknown>;
  onDelete: (record: OvertimeRecord) => Promise<unknown>;
};

/**
 * The overtime page: "Request overtime", the records filtered by employee, type and status (employees see only
 * their own) with columns employee, department, date, hours, type, rate, amount, status and processed by; the
 * details; approve with optional comments, reject with the required reason, withdraw and delete.
 */
export function OvertimeScreen({
  list,
  permissions: can,
  viewer,
  canApprove,
  ownEmployee,
  employees,
  searchEmployees,
  viewerId,
  today,
  onRequest,
  onDecide,
  onDelete,
  ...props
}: OvertimeScreenProps) {
  const intl = useIntl();
  // The request form is the screen's wizard; it only files new records.
  const d = useRecordDialogs<OvertimeRecord, OvertimeRecord, OvertimeFormValues, [], 'approve' | 'reject' | 'cancel'>({
    ...props,
    viewer,
    permissions: can,
    onSave: (values) => onRequest(values),
  });
  const allowed = { approve: canApprove, delete: can.delete };
  const isOwn = isOwnRequest(ownEmployee);
  const name = (r: OvertimeRecord) => employeeName(intl.locale, r.expand?.employee);
  const badge = statusBadge(intl, 'overtime_records', 'status', OVERTIME_STATUS_TONES);
  const actionsOf = (r: OvertimeRecord) =>
    rowActions(intl, OVERTIME_ACTIONS, overtimeActions(r.status, allowed, isOwn(r)), (id) => d.open(id, r));
  const deciding = d.dialog.openOf(['approve', 'reject'] as const);
  return (
    <ListScreen<OvertimeRecord, OvertimeFilters>
      title={intl.formatMessage(navigationMessages.overtime)}
      list={list}
      columns={[
        textColumn(intl, 'employee', m.employee, name, { sortable: false }),
        enumColumn(intl, 'overtime_records', 'department', m.department),
        dateColumn(intl, 'date', cm.date, (r) => r.date),
        {
          id: 'hours',
          header: intl.formatMessage(m.hours),
          sortable: true,
          align: 'end',
          cell: (r) => intl.formatNumber(r.hours),
        },
        enumColumn(intl, 'overtime_records', 'type', m.type),
        {
          id: 'rateMultiplier',
          header: intl.formatMessage(m.rate),
          sortable: true,
          align: 'end',
          cell: (r) => intl.formatMessage(mn.multiplier, { rate: r.rateMultiplier }),
        },
        moneyColumn(intl, 'estimatedAmount', m.amount, (r) => r.estimatedAmount),
        statusColumn(intl, badge),
        textColumn(intl, 'processedBy', m.processedBy, processedByName, { sortable: false }),
      ]}
      filters={[
        ...(canApprove ? [selectFilter(list, 'employee', intl.formatMessage(m.employee), employees)] : []),
        enumFilter(intl, list, intl.formatMessage(m.type), 'overtime_records', 'type', OVERTIME_RECORDS_TYPE),
        enumFilter(intl, list, intl.formatMessage(cm.status), 'overtime_records', 'status', OVERTIME_RECORDS_STATUS),
      ]}
      getRowLabel={(r) => `${name(r)} ${formatDay(intl, r.date)}`}
      messages={m}
      onAdd={d.onAdd}
      onView={d.rowActions.onView}
      extraActions={actionsOf}
    >
      {d.viewer ? (
        <OvertimeDetails {...d.viewer} id={viewerId} can={allowed} isOwn={isOwn} onAction={d.openFromViewer} />
      ) : null}
      {deciding ? (
        <OvertimeDecisionDialog
          action={deciding.kind}
          subtitle={`${name(deciding.record)} · ${formatDay(intl, deciding.record.date)}`}
          onSubmit={d.dialog.closeAfter((decision: OvertimeDecision) => onDecide(deciding.record, decision))}
          onClose={d.dialog.close}
        />
      ) : null}
      <StatusChangeDialog
        dialog={d.dialog}
        actions={['cancel']}
        title={(r) => intl.formatMessage(mn.confirmTitle, { name: name(r) })}
        messages={{ cancel: m.withdrawMessage }}
        labels={OVERTIME_ACTIONS.labels}
        targets={{ cancel: 'cancelled' }}
        badge={badge}
        destructive={['cancel']}
        onConfirm={(r) => onDecide(r, { action: 'cancel' })}
      />
      <DeleteRecordDialog
        dialog={d.dialog}
        name={name}
        message={(r) => intl.formatMessage(mn.deleteMessage, { name: name(r), date: formatDay(intl, r.date) })}
        onDelete={onDelete}
      />
      {d.wizard ? (
        <OvertimeRequestForm
          ownEmployee={canApprove ? undefined : ownEmployee}
          searchEmployees={searchEmployees}
          today={today}
          onSubmit={d.wizard.onSubmit}
          onClose={d.wizard.onClose}
        />
      ) : null}
    </ListScreen>
  );
}
