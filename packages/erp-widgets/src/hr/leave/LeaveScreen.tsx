import { LEAVE_REQUESTS_LEAVE_TYPE, LEAVE_REQUESTS_STATUS } from '@erp/schema';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { dateColumn, enumColumn, statusColumn, textColumn } from '../../shared/list-screen/columns';
import { enumFilter, ListScreen } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { rowActions, statusBadge, StatusChangeDialog } from '../../shared/list-screen/StatusChange';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import { employeeName } from '../hr.format';
import type { EmployeeChoice, SearchEmployees } from '../hr.types';
import { isOwnRequest } from '../requests';
import { LEAVE_ACTION_TARGETS, LEAVE_STATUS_TONES, leaveActions } from './leave.format';
import { leaveMessages as m, leaveNamedMessages as mn } from './leave.messages';
import type { LeaveAction, LeaveFilters, LeaveFormValues, LeaveRequest, LoadLeaveBalance } from './leave.types';
import { LeaveRequestForm } from './LeaveRequestForm';
import { LEAVE_ACTIONS, LeaveViewer } from './LeaveViewer';

const CONFIRM_TEXT = { approve: m.approveMessage, reject: m.rejectMessage, cancel: m.withdrawMessage } as const;
const ACTIONS = ['approve', 'reject', 'cancel'] as const;

/** Props of {@link LeaveScreen}. */
export type LeaveScreenProps = ListScreenBaseProps<LeaveRequest, LeaveRequest, LeaveFilters> & {
  /** Whether the user holds `approve:leave`: approvers see everyone's requests and decide pending ones. */
  canApprove: boolean;
  /** The user's own employee record (self-service), null when the account has none. */
  ownEmployee: EmployeeChoice | null;
  /** Searches employees, for an approver filing a request for someone. */
  searchEmployees: SearchEmployees;
  loadBalance: LoadLeaveBalance;
  today: string;
  /** Files a request; the form stays pending until it settles. */
  onRequest: (values: LeaveFormValues) => Promise<unknown>;
  /** Approves, rejects or withdraws a request. */
  onAction: (request: LeaveRequest, action: LeaveAction) => Promise<unknown>;
};

/**
 * The leave page: "Request leave", the requests filtered by type and status (employees see only their own), with
 * columns employee, type, from, to, days and status; the viewer; approve and reject for approvers and withdraw
 * for the employee, each confirmed with the old and the new status; and the request form with the balance.
 */
export function LeaveScreen({
  list,
  permissions: can,
  viewer,
  canApprove,
  ownEmployee,
  searchEmployees,
  loadBalance,
  today,
  onRequest,
  onAction,
  ...props
}: LeaveScreenProps) {
  const intl = useIntl();
  // The request form is the screen's wizard; it only files new requests.
  const d = useRecordDialogs<LeaveRequest, LeaveRequest, LeaveFormValues, [], LeaveAction>({
    ...props,
    viewer,
    permissions: can,
    onSave: (values) => onRequest(values),
  });
  const isOwn = isOwnRequest(ownEmployee);
  const badge = statusBadge(intl, 'leave_requests', 'status', LEAVE_STATUS_TONES);
  const actionsOf = (r: LeaveRequest) => {
    const allowed = new Set(leaveActions(r.status, { approve: canApprove }, isOwn(r)));
    const ids = ACTIONS.filter((a) => allowed.has(a));
    return rowActions(intl, LEAVE_ACTIONS, ids, (id) => d.open(id, r));
  };
  const name = (r: LeaveRequest) => employeeName(intl.locale, r.expand?.employee);
  return (
    <ListScreen<LeaveRequest, LeaveFilters>
      title={intl.formatMessage(navigationMessages.leave)}
      list={list}
      columns={[
        textColumn(intl, 'employee', m.employee, name),
        enumColumn(intl, 'leave_requests', 'leaveType', m.leaveType),
        dateColumn(intl, 'startDate', m.from, (r) => r.startDate),
        dateColumn(intl, 'endDate', m.to, (r) => r.endDate),
        {
          id: 'totalDays',
          header: intl.formatMessage(m.days),
          sortable: true,
          align: 'end',
          cell: (r) => intl.formatNumber(r.totalDays),
        },
        statusColumn(intl, badge),
      ]}
      filters={[
        enumFilter(
          intl,
          list,
          intl.formatMessage(m.leaveType),
          'leave_requests',
          'leaveType',
          LEAVE_REQUESTS_LEAVE_TYPE,
        ),
        enumFilter(intl, list, intl.formatMessage(cm.status), 'leave_requests', 'status', LEAVE_REQUESTS_STATUS),
      ]}
      getRowLabel={name}
      messages={m}
      onAdd={d.onAdd}
      onView={d.rowActions.onView}
      extraActions={actionsOf}
    >
      {d.viewer ? (
        <LeaveViewer {...d.viewer} canApprove={canApprove} isOwn={isOwn} onAction={d.openFromViewer} />
      ) : null}
      <StatusChangeDialog
        dialog={d.dialog}
        actions={ACTIONS}
        title={(r) => intl.formatMessage(mn.confirmTitle, { name: name(r) })}
        messages={CONFIRM_TEXT}
        labels={LEAVE_ACTIONS.labels}
        targets={LEAVE_ACTION_TARGETS}
        badge={badge}
        destructive={['reject', 'cancel']}
        onConfirm={onAction}
      />
      {d.wizard ? (
        <LeaveRequestForm
          ownEmployee={canApprove ? undefined : ownEmployee}
          searchEmployees={searchEmployees}
          loadBalance={loadBalance}
          today={today}
          onSubmit={d.wizard.onSubmit}
          onClose={d.wizard.onClose}
        />
      ) : null}
    </ListScreen>
  );
}
