import { defineMessages } from 'react-intl';
import { commonMessages } from '../../shared/common.messages';

/** Strings of the leave screen, its viewer, its request form and its decisions (`widgets.hr.leave.<component>.<key>`). */
export const leaveMessages = defineMessages({
  employee: commonMessages.employee,
  leaveType: {
    id: 'widgets.hr.leave.field.leaveType',
    defaultMessage: 'Leave type',
    description: 'Column, filter and field: the kind of leave.',
  },
  from: {
    id: 'widgets.hr.leave.field.from',
    defaultMessage: 'From',
    description: 'Column and field: the first day of leave.',
  },
  to: {
    id: 'widgets.hr.leave.field.to',
    defaultMessage: 'To',
    description: 'Column and field: the last day of leave.',
  },
  days: {
    id: 'widgets.hr.leave.field.days',
    defaultMessage: 'Days',
    description: 'Column and field: the number of calendar days of leave.',
  },
  reason: {
    id: 'widgets.hr.leave.field.reason',
    defaultMessage: 'Reason',
    description: 'Field: why the employee asks for leave.',
  },
  department: commonMessages.department,
  submitted: {
    id: 'widgets.hr.leave.field.submitted',
    defaultMessage: 'Submitted on',
    description: 'Field: when the request was filed.',
  },
  decidedBy: {
    id: 'widgets.hr.leave.field.decidedBy',
    defaultMessage: 'Decided by',
    description: 'Field: the approver who approved or rejected the request.',
  },
  add: {
    id: 'widgets.hr.leave.screen.add',
    defaultMessage: 'Request leave',
    description: 'Button: file a new leave request.',
  },
  searchPlaceholder: {
    id: 'widgets.hr.leave.screen.searchPlaceholder',
    defaultMessage: 'Search by employee name…',
    description: 'Search box placeholder of the leave list.',
  },
  emptyTitle: {
    id: 'widgets.hr.leave.screen.emptyTitle',
    defaultMessage: 'No leave requests',
    description: 'Empty leave list title.',
  },
  loadFailed: {
    id: 'widgets.hr.leave.screen.loadFailed',
    defaultMessage: 'Failed to load leave requests',
    description: 'Toast title: the leave list failed to load.',
  },
  viewFailed: {
    id: 'widgets.hr.leave.viewer.viewFailed',
    defaultMessage: 'Failed to load the leave request',
    description: 'Toast title: a leave request failed to load.',
  },
  notFoundTitle: {
    id: 'widgets.hr.leave.viewer.notFoundTitle',
    defaultMessage: 'Leave request not found',
    description: 'Viewer title when the request does not exist.',
  },
  notFound: {
    id: 'widgets.hr.leave.viewer.notFound',
    defaultMessage: 'This leave request no longer exists or you cannot see it.',
    description: 'Viewer message when the request does not exist or is hidden.',
  },
  approve: commonMessages.approve,
  reject: commonMessages.reject,
  withdraw: {
    id: 'widgets.hr.leave.action.withdraw',
    defaultMessage: 'Withdraw request',
    description: 'Button: the employee cancels their own pending request.',
  },
  approveMessage: {
    id: 'widgets.hr.leave.action.approveMessage',
    defaultMessage: 'The employee will be marked on leave for these days.',
    description: 'Approval confirmation text.',
  },
  rejectMessage: {
    id: 'widgets.hr.leave.action.rejectMessage',
    defaultMessage: 'The employee will be told the request was rejected.',
    description: 'Rejection confirmation text.',
  },
  withdrawMessage: {
    id: 'widgets.hr.leave.action.withdrawMessage',
    defaultMessage: 'The request will be cancelled and no longer await a decision.',
    description: 'Withdrawal confirmation text.',
  },
  formTitle: {
    id: 'widgets.hr.leave.form.title',
    defaultMessage: 'New leave request',
    description: 'Request form title.',
  },
  formSubmit: {
    id: 'widgets.hr.leave.form.submit',
    defaultMessage: 'Submit request',
    description: 'Request form submit button.',
  },
  employeeRequired: {
    id: 'widgets.hr.leave.form.employeeRequired',
    defaultMessage: 'Choose the employee.',
    description: 'Error: no employee chosen.',
  },
  typeRequired: {
    id: 'widgets.hr.leave.form.typeRequired',
    defaultMessage: 'Choose the leave type.',
    description: 'Error: no leave type chosen.',
  },
  fromRequired: {
    id: 'widgets.hr.leave.form.fromRequired',
    defaultMessage: 'Choose the first day of leave.',
    description: 'Error: no start date.',
  },
  toRequired: {
    id: 'widgets.hr.leave.form.toRequired',
    defaultMessage: 'Choose the last day of leave.',
    description: 'Error: no end date.',
  },
  endBeforeStart: {
    id: 'widgets.hr.leave.form.endBeforeStart',
    defaultMessage: 'End date must be on or after the start date.',
    description: 'Error: the leave ends before it starts.',
  },
  noEmployeeRecord: {
    id: 'widgets.hr.leave.form.noEmployeeRecord',
    defaultMessage: 'Your account is not linked to an employee record, so you cannot file leave. Ask HR to link it.',
    description: 'Notice: a self-service user without an employee record.',
  },
  balanceLoading: {
    id: 'widgets.hr.leave.form.balanceLoading',
    defaultMessage: 'Loading the balance…',
    description: 'Balance notice while it loads.',
  },
  saveFailed: {
    id: 'widgets.hr.leave.form.saveFailed',
    defaultMessage: 'Failed to submit the leave request',
    description: 'Toast title: filing a request failed.',
  },
  statusFailed: {
    id: 'widgets.hr.leave.action.statusFailed',
    defaultMessage: 'Failed to update the leave request',
    description: 'Toast title: a decision failed.',
  },
});

/** Leave strings with values. */
export const leaveNamedMessages = defineMessages<{
  balance: { remaining: number; entitled: number; used: number; year: number; group: string };
  exceeds: { days: number; remaining: number };
  days: { days: number };
  confirmTitle: { name: string };
  created: { name: string };
  decided: { name: string; status: string };
}>({
  balance: {
    id: 'widgets.hr.leave.form.balance',
    defaultMessage:
      '{group} balance for {year}: {remaining, plural, one {# day} other {# days}} left of {entitled} ({used} taken or requested).',
    description: 'Request form: the employee remaining days of the entitlement for the year.',
  },
  exceeds: {
    id: 'widgets.hr.leave.form.exceeds',
    defaultMessage:
      'This request is for {days, plural, one {# day} other {# days}}, more than the {remaining} left. It can still be submitted; the approver decides.',
    description: 'Request form warning: the request is longer than the remaining balance.',
  },
  days: {
    id: 'widgets.hr.leave.form.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
    description: 'Request form and list: number of days of leave.',
  },
  confirmTitle: {
    id: 'widgets.hr.leave.action.confirmTitle',
    defaultMessage: 'Leave request of {name}',
    description: 'Decision confirmation title naming the employee.',
  },
  created: {
    id: 'widgets.hr.leave.form.created',
    defaultMessage: 'Leave request of {name} submitted.',
    description: 'Toast: a leave request was filed.',
  },
  decided: {
    id: 'widgets.hr.leave.action.decided',
    defaultMessage: 'Leave request of {name} is now {status}.',
    description: 'Toast: a leave request status changed.',
  },
});

/** The names of the entitlement groups. */
export const entitlementMessages = defineMessages({
  vacation: {
    id: 'widgets.hr.leave.entitlement.vacation',
    defaultMessage: 'Vacation',
    description: 'Entitlement group: vacation and annual leave.',
  },
  sick: {
    id: 'widgets.hr.leave.entitlement.sick',
    defaultMessage: 'Sick leave',
    description: 'Entitlement group: sick leave.',
  },
  personal: {
    id: 'widgets.hr.leave.entitlement.personal',
    defaultMessage: 'Personal leave',
    description: 'Entitlement group: personal days.',
  },
});
