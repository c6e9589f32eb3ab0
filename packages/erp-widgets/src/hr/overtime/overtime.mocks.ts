import type { OvertimeRecordsStatus, OvertimeRecordsType } from '@erp/schema';

import { MOCK_PEOPLE } from '../hr.mocks';
import type { OvertimeRecord } from './overtime.types';

const ROWS: Array<[number, string, number, OvertimeRecordsType, number, OvertimeRecordsStatus]> = [
  [0, '2026-02-27', 2, 'REGULAR', 1.5, 'pending'],
  [1, '2026-02-21', 6, 'WEEKEND', 2, 'approved'],
  [2, '2026-01-07', 8, 'HOLIDAY', 3, 'paid'],
  [3, '2026-02-12', 3, 'REGULAR', 1.5, 'rejected'],
];

/** One overtime record of the demo people (hourly rate 50.00 EGP). */
export function makeOvertime(i: number, overrides: Partial<OvertimeRecord> = {}): OvertimeRecord {
  const [p, date, hours, type, rate, status] = ROWS[i % ROWS.length]!;
  const person = MOCK_PEOPLE[p]!;
  const decided = status !== 'pending';
  return {
    id: `ot${i}`,
    employee: person.id,
    department: person.department ?? '',
    date: `${date} 00:00:00.000Z`,
    hours,
    type,
    rateMultiplier: rate,
    baseHourlyRate: 50,
    estimatedAmount: 50 * hours * rate,
    notes: 'Month-end stock count.',
    status,
    processedBy: decided ? 'user-hr' : '',
    processedOn: decided ? '2026-02-28 12:00:00.000Z' : '',
    comments: status === 'approved' ? 'Agreed with the warehouse manager.' : '',
    rejectionReason: status === 'rejected' ? 'Not planned in advance.' : '',
    created: `${date} 18:00:00.000Z`,
    updated: `${date} 18:00:00.000Z`,
    expand: { employee: person, ...(decided ? { processedBy: { firstName: 'Nour', lastName: 'El-Sayed' } } : {}) },
    ...overrides,
  };
}

export const MOCK_OVERTIME = ROWS.map((_, i) => makeOvertime(i));
