import { OVERTIME_RECORDS_STATUS, OVERTIME_RECORDS_TYPE } from '@erp/schema';
import { type ListFilterOption } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumLabel } from '../../shared/enums';
import { formatDay, formatMoney } from '../../shared/format';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { enumFilter, ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { rowActions, statusBadge, StatusChangeDialog } from '../../shared/list-screen/StatusChange';
import { useDialog } from '../../shared/list-screen/useDialog';
import { navigationMessages } from '../../shared/navigation.messages';
import * as css from '../../shared/shared.css';
import { employeeName } from '../hr.format';
import type { EmployeeChoice, SearchEmployees } from '../hr.types';
import { OVERTIME_ACTIONS, OvertimeDetails, processedByName } from './OvertimeDetails';
import { OvertimeDecisionDialog, OvertimeRequestForm } from './OvertimeDialogs';
import { OVERTIME_STATUS_TONES, overtimeActions, type OvertimeActionId } from './overtime.format';
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

type Kind = 'form' | 'approve' | 'reject' | 'cancel' | 'delete';

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
  const dialog = useDialog<Kind, OvertimeRecord>(viewer ? props.onViewerClose : undefined);
  const allowed = { approve: canApprove, delete: can.delete };
  const isOwn = (r: OvertimeRecord) => Boolean(ownEmployee) && r.employee === ownEmployee?.id;
  const name = (r: OvertimeRecord) => employeeName(intl.locale, r.expand?.employee);
  const badge = statusBadge(intl, 'overtime_records', 'status', OVERTIME_STATUS_TONES);
  const open = (action: OvertimeActionId, r: OvertimeRecord, fromViewer = false) =>
    dialog.open(action, r, fromViewer && action !== 'delete' ? () => props.onView(r) : undefined);
  const actionsOf = (r: OvertimeRecord) =>
    rowActions(intl, OVERTIME_ACTIONS, overtimeActions(r.status, allowed, isOwn(r)), (id) => open(id, r));
  const deciding = (['approve', 'reject'] as const).flatMap((action) => {
    const r = dialog.recordOf(action);
    return r ? [{ action, r }] : [];
  })[0];
  return (
    <ListScreen<OvertimeRecord, OvertimeFilters>
      title={intl.formatMessage(navigationMessages.overtime)}
      list={list}
      columns={[
        { id: 'employee', header: intl.formatMessage(m.employee), cell: (r) => <bdi>{name(r)}</bdi> },
        {
          id: 'department',
          header: intl.formatMessage(m.department),
          sortable: true,
          cell: (r) => (r.department ? enumLabel(intl, 'overtime_records', 'department', r.department) : ''),
        },
        {
          id: 'date',
          header: intl.formatMessage(cm.date),
          sortable: true,
          cell: (r) => <span className={css.nowrap}>{formatDay(intl, r.date)}</span>,
        },
        {
          id: 'hours',
          header: intl.formatMessage(m.hours),
          sortable: true,
          align: 'end',
          cell: (r) => intl.formatNumber(r.hours),
        },
        {
          id: 'type',
          header: intl.formatMessage(m.type),
          sortable: true,
          cell: (r) => (r.type ? enumLabel(intl, 'overtime_records', 'type', r.type) : ''),
        },
        {
          id: 'rateMultiplier',
          header: intl.formatMessage(m.rate),
          sortable: true,
          align: 'end',
          cell: (r) => intl.formatMessage(mn.multiplier, { rate: r.rateMultiplier }),
        },
        {
          id: 'estimatedAmount',
          header: intl.formatMessage(m.amount),
          sortable: true,
          align: 'end',
          cell: (r) => <span className={css.amount}>{formatMoney(intl, r.estimatedAmount)}</span>,
        },
        { id: 'status', header: intl.formatMessage(cm.status), sortable: true, cell: (r) => badge(r.status) },
        { id: 'processedBy', header: intl.formatMessage(m.processedBy), cell: (r) => <bdi>{processedByName(r)}</bdi> },
      ]}
      filters={[
        ...(canApprove ? [selectFilter(list, 'employee', intl.formatMessage(m.employee), employees)] : []),
        enumFilter(intl, list, intl.formatMessage(m.type), 'overtime_records', 'type', OVERTIME_RECORDS_TYPE),
        enumFilter(intl, list, intl.formatMessage(cm.status), 'overtime_records', 'status', OVERTIME_RECORDS_STATUS),
      ]}
      getRowLabel={(r) => `${name(r)} ${formatDay(intl, r.date)}`}
      messages={m}
      add={can.create ? { label: intl.formatMessage(m.add), onPress: () => dialog.open('form') } : null}
      onView={can.view ? props.onView : undefined}
      extraActions={actionsOf}
    >
      {viewer ? (
        <OvertimeDetails
          viewer={viewer}
          id={viewerId}
          can={allowed}
          isOwn={isOwn}
          onClose={props.onViewerClose}
          onRetry={props.onViewerRetry}
          onAction={(action, r) => open(action, r, true)}
        />
      ) : null}
      {deciding ? (
        <OvertimeDecisionDialog
          action={deciding.action}
          subtitle={`${name(deciding.r)} · ${formatDay(intl, deciding.r.date)}`}
          onSubmit={dialog.closeAfter((d: OvertimeDecision) => onDecide(deciding.r, d))}
          onClose={dialog.close}
        />
      ) : null}
      <StatusChangeDialog
        dialog={dialog}
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
        dialog={dialog}
        name={name}
        message={(r) => intl.formatMessage(mn.deleteMessage, { name: name(r), date: formatDay(intl, r.date) })}
        onDelete={onDelete}
      />
      {dialog.recordOf('form') !== undefined ? (
        <OvertimeRequestForm
          ownEmployee={canApprove ? undefined : ownEmployee}
          searchEmployees={searchEmployees}
          today={today}
          onSubmit={dialog.closeAfter(onRequest)}
          onClose={dialog.close}
        />
      ) : null}
    </ListScreen>
  );
}
