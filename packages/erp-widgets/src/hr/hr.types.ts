import type { EmployeesDepartment } from '@erp/schema';

/** An employee as the leave and overtime screens name them (the list's expanded `employee`). */
export type EmployeeName = {
  id: string;
  firstName: string;
  lastName: string;
  firstNameAr?: string;
  lastNameAr?: string;
  department?: EmployeesDepartment | '';
};

/** An employee a request form offers. */
export type EmployeeChoice = { id: string; name: string; department?: string };

/** Searches employees for a request form's employee field. */
export type SearchEmployees = (query: string, signal: AbortSignal) => Promise<EmployeeChoice[]>;
