import type { OvertimeRecordsRecord, OvertimeRecordsStatus, OvertimeRecordsType } from '@erp/schema';

import type { DecidedBy, EmployeeName } from '../hr.types';

/** An overtime record as the overtime screen shows it, with its employee and who processed it. */
export type OvertimeRecord = Pick<
  OvertimeRecordsRecord,
  | 'id'
  | 'employee'
  | 'department'
  | 'date'
  | 'hours'
  | 'type'
  | 'rateMultiplier'
  | 'baseHourlyRate'
  | 'estimatedAmount'
  | 'notes'
  | 'status'
  | 'processedBy'
  | 'processedOn'
  | 'comments'
  | 'rejectionReason'
  | 'created'
  | 'updated'
> & { expand?: { employee?: EmployeeName; processedBy?: DecidedBy } };

/** The list filters of the overtime screen; `null` means all. */
export type OvertimeFilters = {
  employee: string | null;
  type: OvertimeRecordsType | null;
  status: OvertimeRecordsStatus | null;
};

/** Columns of the overtime list that the server can sort by. */
export const OVERTIME_SORT_FIELDS = [
  'department',
  'date',
  'hours',
  'type',
  'rateMultiplier',
  'estimatedAmount',
  'status',
] as const;

/** A decision on a pending request, with what it carries. */
export type OvertimeDecision =
  { action: 'approve'; comments: string } | { action: 'reject'; reason: string } | { action: 'cancel' };

/** What the request form submits. */
export type OvertimeFormValues = {
  employee: string;
  date: string;
  hours: number;
  type: OvertimeRecordsType | '';
  notes: string;
};
