import type { LeaveRequestsLeaveType, LeaveRequestsStatus } from '@erp/schema';

import { MOCK_PEOPLE } from '../hr.mocks';
import type { LeaveRequest } from './leave.types';

const ROWS: Array<[number, LeaveRequestsLeaveType, string, string, number, LeaveRequestsStatus]> = [
  [0, 'ANNUAL', '2026-03-01', '2026-03-05', 5, 'PENDING'],
  [1, 'SICK', '2026-02-16', '2026-02-17', 2, 'APPROVED'],
  [2, 'PERSONAL', '2026-02-10', '2026-02-10', 1, 'REJECTED'],
  [3, 'MATERNITY', '2026-01-04', '2026-04-03', 90, 'APPROVED'],
  [0, 'VACATION', '2025-12-28', '2025-12-31', 4, 'CANCELLED'],
];

/** One leave request of the demo people. */
export function makeLeave(i: number, overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  const [p, leaveType, start, end, days, status] = ROWS[i % ROWS.length]!;
  const person = MOCK_PEOPLE[p]!;
  return {
    id: `leave${i}`,
    employee: person.id,
    department: person.department ?? '',
    leaveType,
    startDate: `${start} 00:00:00.000Z`,
    endDate: `${end} 00:00:00.000Z`,
    totalDays: days,
    reason: i === 0 ? 'Family trip to Alexandria' : '',
    submittedDate: '2026-02-20 09:30:00.000Z',
    approvedBy: status === 'APPROVED' || status === 'REJECTED' ? 'user-hr' : '',
    status,
    created: '2026-02-20 09:30:00.000Z',
    updated: '2026-02-21 10:00:00.000Z',
    expand: {
      employee: person,
      ...(status === 'APPROVED' || status === 'REJECTED'
        ? { approvedBy: { firstName: 'Nour', lastName: 'El-Sayed' } }
        : {}),
    },
    ...overrides,
  };
}

export const MOCK_LEAVE = ROWS.map((_, i) => makeLeave(i));
