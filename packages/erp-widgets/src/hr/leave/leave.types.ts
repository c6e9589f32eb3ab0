import type { LeaveRequestsLeaveType, LeaveRequestsRecord, LeaveRequestsStatus } from '@erp/schema';

import type { DecidedBy, EmployeeName } from '../hr.types';

/** A leave request as the leave screen shows it, with its employee's names. */
export type LeaveRequest = Pick<
  LeaveRequestsRecord,
  | 'id'
  | 'employee'
  | 'department'
  | 'leaveType'
  | 'startDate'
  | 'endDate'
  | 'totalDays'
  | 'reason'
  | 'submittedDate'
  | 'approvedBy'
  | 'status'
  | 'created'
  | 'updated'
> & { expand?: { employee?: EmployeeName; approvedBy?: DecidedBy } };

/** The list filters of the leave screen; `null` means all. */
export type LeaveFilters = { leaveType: LeaveRequestsLeaveType | null; status: LeaveRequestsStatus | null };

/** Columns of the leave list that the server can sort by. */
export const LEAVE_SORT_FIELDS = ['employee', 'leaveType', 'startDate', 'endDate', 'totalDays', 'status'] as const;

/** The decisions an approver takes on a pending request (business actions). */
export type LeaveAction = 'approve' | 'reject' | 'cancel';

/** What the request form submits. */
export type LeaveFormValues = {
  employee: string;
  leaveType: LeaveRequestsLeaveType | '';
  startDate: string;
  endDate: string;
  reason: string;
};

/** The entitlement groups of the settings (`leaveEntitlements`). */
export type EntitlementGroup = 'vacation' | 'sick' | 'personal';

/** The leave types counted against each entitlement; the others have no yearly entitlement. */
export const ENTITLEMENT_OF: Partial<Record<LeaveRequestsLeaveType, EntitlementGroup>> = {
  ANNUAL: 'vacation',
  VACATION: 'vacation',
  SICK: 'sick',
  PERSONAL: 'personal',
};

/** An employee's balance of one entitlement in one year: the days entitled and already taken or requested. */
export type LeaveBalance = { group: EntitlementGroup; year: number; entitled: number; used: number };

/** Loads the balance of an employee's entitlement for a leave type and year; null when the type has none. */
export type LoadLeaveBalance = (
  employee: string,
  leaveType: LeaveRequestsLeaveType,
  year: number,
) => Promise<LeaveBalance | null>;
