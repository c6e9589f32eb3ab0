import { defineMessages } from 'react-intl';
import { commonMessages } from '../../shared/common.messages';

/** Strings of the overtime screen, its details, its request form and its decisions (`widgets.hr.overtime.<component>.<key>`). */
export const overtimeMessages = defineMessages({
  employee: commonMessages.employee,
  department: commonMessages.department,
  hours: {
    id: 'widgets.hr.overtime.field.hours',
    defaultMessage: 'Hours',
    description: 'Column and field: overtime hours.',
  },
  type: {
    id: 'widgets.hr.overtime.field.type',
    defaultMessage: 'Overtime type',
    description: 'Column, filter and field: regular, weekend or holiday overtime.',
  },
  rate: {
    id: 'widgets.hr.overtime.field.rate',
    defaultMessage: 'Rate',
    description: 'Column: the overtime rate multiplier (×1.5).',
  },
  hourlyRate: {
    id: 'widgets.hr.overtime.field.hourlyRate',
    defaultMessage: 'Base hourly rate',
    description: 'Field: the employee hourly wage.',
  },
  amount: {
    id: 'widgets.hr.overtime.field.amount',
    defaultMessage: 'Estimated amount',
    description: 'Column and field: hours × hourly rate × multiplier.',
  },
  processedBy: {
    id: 'widgets.hr.overtime.field.processedBy',
    defaultMessage: 'Processed by',
    description: 'Column and field: who approved or rejected.',
  },
  processedOn: {
    id: 'widgets.hr.overtime.field.processedOn',
    defaultMessage: 'Processed on',
    description: 'Field: when it was approved or rejected.',
  },
  comments: {
    id: 'widgets.hr.overtime.field.comments',
    defaultMessage: 'Approver comments',
    description: 'Field: the approver optional comments.',
  },
  rejectionReason: {
    id: 'widgets.hr.overtime.field.rejectionReason',
    defaultMessage: 'Rejection reason',
    description: 'Field: why the request was rejected.',
  },
  add: {
    id: 'widgets.hr.overtime.screen.add',
    defaultMessage: 'Request overtime',
    description: 'Button: file an overtime request.',
  },
  searchPlaceholder: {
    id: 'widgets.hr.overtime.screen.searchPlaceholder',
    defaultMessage: 'Search by employee or notes…',
    description: 'Search box placeholder of the overtime list.',
  },
  emptyTitle: {
    id: 'widgets.hr.overtime.screen.emptyTitle',
    defaultMessage: 'No overtime records',
    description: 'Empty overtime list title.',
  },
  loadFailed: {
    id: 'widgets.hr.overtime.screen.loadFailed',
    defaultMessage: 'Failed to load overtime',
    description: 'Toast title: the overtime list failed to load.',
  },
  viewFailed: {
    id: 'widgets.hr.overtime.details.viewFailed',
    defaultMessage: 'Failed to load overtime details',
    description: 'Toast title: an overtime record failed to load.',
  },
  notFoundTitle: {
    id: 'widgets.hr.overtime.details.notFoundTitle',
    defaultMessage: 'Overtime record not found',
    description: 'Details title when the record does not exist.',
  },
  notFound: {
    id: 'widgets.hr.overtime.details.notFound',
    defaultMessage: 'This overtime record no longer exists or you cannot see it.',
    description: 'Details message when the record does not exist or is hidden.',
  },
  approve: commonMessages.approve,
  reject: commonMessages.reject,
  withdraw: {
    id: 'widgets.hr.overtime.action.withdraw',
    defaultMessage: 'Withdraw request',
    description: 'Button: the employee cancels their own pending overtime request.',
  },
  approveTitle: {
    id: 'widgets.hr.overtime.approve.title',
    defaultMessage: 'Approve overtime',
    description: 'Approve dialog title.',
  },
  approveHint: {
    id: 'widgets.hr.overtime.approve.hint',
    defaultMessage: 'The approved amount is paid with the next payroll of its month.',
    description: 'Approve dialog text.',
  },
  rejectTitle: {
    id: 'widgets.hr.overtime.reject.title',
    defaultMessage: 'Reject overtime',
    description: 'Reject dialog title.',
  },
  reasonRequired: {
    id: 'widgets.hr.overtime.reject.reasonRequired',
    defaultMessage: 'Rejection reason is required.',
    description: 'Error: reject without a reason.',
  },
  withdrawMessage: {
    id: 'widgets.hr.overtime.action.withdrawMessage',
    defaultMessage: 'The request will be cancelled and no longer await a decision.',
    description: 'Withdrawal confirmation text.',
  },
  formTitle: {
    id: 'widgets.hr.overtime.form.title',
    defaultMessage: 'New overtime request',
    description: 'Request form title.',
  },
  formSubmit: {
    id: 'widgets.hr.overtime.form.submit',
    defaultMessage: 'Submit request',
    description: 'Request form submit button.',
  },
  employeeRequired: {
    id: 'widgets.hr.overtime.form.employeeRequired',
    defaultMessage: 'Choose the employee.',
    description: 'Error: no employee chosen.',
  },
  dateRequired: {
    id: 'widgets.hr.overtime.form.dateRequired',
    defaultMessage: 'Choose the date of the overtime.',
    description: 'Error: no date.',
  },
  typeRequired: {
    id: 'widgets.hr.overtime.form.typeRequired',
    defaultMessage: 'Choose the overtime type.',
    description: 'Error: no type.',
  },
  hoursInvalid: {
    id: 'widgets.hr.overtime.form.hoursInvalid',
    defaultMessage: 'Hours must be between 0.25 and 24.',
    description: 'Error: hours out of range.',
  },
  noEmployeeRecord: {
    id: 'widgets.hr.overtime.form.noEmployeeRecord',
    defaultMessage:
      'Your account is not linked to an employee record, so you cannot request overtime. Ask HR to link it.',
    description: 'Notice: a self-service user without an employee record.',
  },
  saveFailed: {
    id: 'widgets.hr.overtime.form.saveFailed',
    defaultMessage: 'Failed to submit the overtime request',
    description: 'Toast title: filing a request failed.',
  },
  statusFailed: {
    id: 'widgets.hr.overtime.action.statusFailed',
    defaultMessage: 'Failed to update the overtime request',
    description: 'Toast title: a decision failed.',
  },
});

/** Overtime strings with values; the two error texts are the specification's. */
export const overtimeNamedMessages = defineMessages<{
  deleteFailed: { message: string };
  fetchFailed: { id: string; error: string };
  multiplier: { rate: number };
  confirmTitle: { name: string };
  deleteMessage: { name: string; date: string };
  created: { name: string };
  decided: { name: string; status: string };
  deleted: { name: string };
}>({
  deleteFailed: {
    id: 'widgets.hr.overtime.delete.failed',
    defaultMessage: 'Error deleting overtime: {message}',
    description: 'Toast: a delete failed, with the reason.',
  },
  fetchFailed: {
    id: 'widgets.hr.overtime.details.fetchFailed',
    defaultMessage: 'Error fetching overtime details for ID {id}: {error}',
    description: 'Details: loading a record failed, with its id and the reason.',
  },
  multiplier: {
    id: 'widgets.hr.overtime.field.multiplier',
    defaultMessage: '×{rate}',
    description: 'Rate multiplier, e.g. ×1.5.',
  },
  confirmTitle: {
    id: 'widgets.hr.overtime.action.confirmTitle',
    defaultMessage: 'Overtime of {name}',
    description: 'Decision dialog subtitle naming the employee.',
  },
  deleteMessage: {
    id: 'widgets.hr.overtime.delete.message',
    defaultMessage: 'Delete the overtime of {name} on {date}? This cannot be undone.',
    description: 'Delete confirmation text.',
  },
  created: {
    id: 'widgets.hr.overtime.form.created',
    defaultMessage: 'Overtime request of {name} submitted.',
    description: 'Toast: an overtime request was filed.',
  },
  decided: {
    id: 'widgets.hr.overtime.action.decided',
    defaultMessage: 'Overtime of {name} is now {status}.',
    description: 'Toast: an overtime status changed.',
  },
  deleted: {
    id: 'widgets.hr.overtime.delete.done',
    defaultMessage: 'Overtime of {name} deleted.',
    description: 'Toast: an overtime record was deleted.',
  },
});
