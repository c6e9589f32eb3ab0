// Overtime records: the list, one record, and a request's body.
import { OVERTIME_RECORDS_STATUS, OVERTIME_RECORDS_TYPE } from '@erp/schema';
import {
  OVERTIME_SORT_FIELDS,
  overtimeMessages as m,
  type OvertimeFilters,
  type OvertimeFormValues,
  type OvertimeRecord,
} from '@erp/widgets';

import { dayStart } from '../lib/dayFilters';
import { collectionKeys, defineList, matchFilter, RECORD_ID } from '../lib/lists';

export const overtimeKeys = collectionKeys('overtime_records');

/** The overtime list: latest first; search over the employee's names and the notes; employee, type and status filters. */
export const overtimeList = defineList<OvertimeRecord, OvertimeFilters, OvertimeRecord>({
  collection: 'overtime_records',
  sortFields: OVERTIME_SORT_FIELDS,
  defaultSort: '-date',
  markDefaultSort: true,
  expand: 'employee,processedBy',
  filters: { employee: RECORD_ID, type: OVERTIME_RECORDS_TYPE, status: OVERTIME_RECORDS_STATUS },
  filter: matchFilter(
    ['employee.firstName', 'employee.lastName', 'employee.firstNameAr', 'employee.lastNameAr', 'notes'],
    ['employee', 'type', 'status'],
  ),
  detail: (pb, id, signal) =>
    pb.collection('overtime_records').getOne<OvertimeRecord>(id, { expand: 'employee,processedBy', signal }),
  messages: m,
});

/** A request's body; the server derives the department, the rates and the amount. */
export const overtimeBody = (v: OvertimeFormValues) => ({
  employee: v.employee,
  date: dayStart(v.date),
  hours: v.hours,
  type: v.type,
  notes: v.notes,
});
