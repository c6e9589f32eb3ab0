import type { EmployeesStatus } from '@erp/schema';
import type { StatusTone } from '@erp/ui';

/** The badge tone of each employee status. */
export const EMPLOYEE_STATUS_TONES: Record<EmployeesStatus, StatusTone> = {
  active: 'success',
  'on leave': 'warning',
  terminated: 'neutral',
};
