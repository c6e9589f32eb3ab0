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

/** A user who decided on a request (the record's expanded `approvedBy` or `processedBy`). */
export type DecidedBy = { firstName?: string; lastName?: string; email?: string };

/**
 * What the form of a request an employee files (leave, overtime) takes: who it is for (fixed to the user's own
 * employee record in self-service, picked by an approver), today for its first dates, and its intents.
 */
export type RequestFormProps<V> = {
  /**
   * The employee the request is for when the user files their own (self-service): the employee field is fixed.
   * Absent for an approver, who picks the employee; null for a user without a linked employee record.
   */
  ownEmployee?: EmployeeChoice | null;
  /** Searches employees, for an approver. */
  searchEmployees?: SearchEmployees;
  /** Today as `YYYY-MM-DD` (the form's first dates). */
  today: string;
  /** Files the request; the form stays pending until it settles. */
  onSubmit: (values: V) => Promise<unknown> | void;
  onClose: () => void;
};
