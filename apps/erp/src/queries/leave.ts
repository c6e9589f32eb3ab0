// Leave requests: the list, one request, a request's body, and an employee's balance of an entitlement.
import { LEAVE_REQUESTS_LEAVE_TYPE, LEAVE_REQUESTS_STATUS, type LeaveRequestsLeaveType } from '@erp/schema';
import {
  ENTITLEMENT_OF,
  LEAVE_SORT_FIELDS,
  leaveMessages as m,
  type LeaveBalance,
  type LeaveFilters,
  type LeaveRequest,
} from '@erp/widgets';
import type PocketBase from 'pocketbase';

import { dayStart } from '../lib/dayFilters';
import { collectionKeys, defineList, matchFilter } from '../lib/lists';

export const leaveKeys = collectionKeys('leave_requests');

/** The leave list: latest first; search over the employee's names; type and status filters. */
export const leaveList = defineList<LeaveRequest, LeaveFilters, LeaveRequest>({
  collection: 'leave_requests',
  sortFields: LEAVE_SORT_FIELDS,
  defaultSort: '-startDate',
  markDefaultSort: true,
  sortBy: { employee: 'employee.firstName' },
  expand: 'employee,approvedBy',
  filters: { leaveType: LEAVE_REQUESTS_LEAVE_TYPE, status: LEAVE_REQUESTS_STATUS },
  filter: matchFilter(
    ['employee.firstName', 'employee.lastName', 'employee.firstNameAr', 'employee.lastNameAr', 'reason'],
    ['leaveType', 'status'],
  ),
  detail: (pb, id, signal) =>
    pb.collection('leave_requests').getOne<LeaveRequest>(id, { expand: 'employee,approvedBy', signal }),
  messages: m,
});

type Entitlements = Partial<Record<'vacation' | 'sick' | 'personal', number>>;

/**
 * An employee's balance of the entitlement a leave type counts against, for a year: the settings' days, and the
 * days of their approved and pending requests of that entitlement starting in the year. Null for a type without one.
 */
export async function loadLeaveBalance(
  pb: PocketBase,
  employee: string,
  leaveType: LeaveRequestsLeaveType,
  year: number,
): Promise<LeaveBalance | null> {
  const group = ENTITLEMENT_OF[leaveType];
  if (!group) return null;
  const types = LEAVE_REQUESTS_LEAVE_TYPE.filter((t) => ENTITLEMENT_OF[t] === group);
  const [settings, requests] = await Promise.all([
    pb.collection('app_settings').getList<{ leaveEntitlements: Entitlements | null }>(1, 1, {
      fields: 'leaveEntitlements',
      skipTotal: true,
    }),
    pb.collection('leave_requests').getFullList<{ totalDays: number }>({
      filter: pb.filter(
        `employee = {:e} && (status = 'APPROVED' || status = 'PENDING') && startDate >= {:from} && startDate < {:to} && (${types
          .map((_, i) => `leaveType = {:t${i}}`)
          .join(' || ')})`,
        {
          e: employee,
          from: `${year}-01-01 00:00:00.000Z`,
          to: `${year + 1}-01-01 00:00:00.000Z`,
          ...Object.fromEntries(types.map((t, i) => [`t${i}`, t])),
        },
      ),
      fields: 'totalDays',
    }),
  ]);
  const entitled = Number(settings.items[0]?.leaveEntitlements?.[group] ?? 0);
  return { group, year, entitled, used: requests.reduce((sum, r) => sum + (r.totalDays || 0), 0) };
}

/** A request's body: the days as stored (midnight UTC); the server counts them and stamps the rest. */
export const leaveBody = (v: {
  employee: string;
  leaveType: string;
  startDate: string;
  endDate: string;
  reason: string;
}) => ({
  employee: v.employee,
  leaveType: v.leaveType,
  startDate: dayStart(v.startDate),
  endDate: dayStart(v.endDate),
  reason: v.reason,
});
