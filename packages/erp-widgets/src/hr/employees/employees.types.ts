import type { EmployeeDocumentsType, EmployeesDepartment, EmployeesRecord, EmployeesStatus } from '@erp/schema';

/** An employee as the employees screen shows it, with the manager's names. */
export type Employee = Pick<
  EmployeesRecord,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'firstNameAr'
  | 'lastNameAr'
  | 'email'
  | 'phone'
  | 'address'
  | 'nationalId'
  | 'birthDate'
  | 'emergencyContact'
  | 'emergencyPhone'
  | 'user'
  | 'department'
  | 'position'
  | 'hireDate'
  | 'monthlySalary'
  | 'insuredSalary'
  | 'manager'
  | 'status'
  | 'notes'
  | 'created'
  | 'updated'
> & {
  expand?: {
    manager?: Pick<EmployeesRecord, 'id' | 'firstName' | 'lastName' | 'firstNameAr' | 'lastNameAr'>;
    user?: { id: string; email?: string; firstName?: string; lastName?: string };
  };
};

/** The list filters of the employees screen; `null` means all. */
export type EmployeeFilters = { department: EmployeesDepartment | null; status: EmployeesStatus | null };

/** Fields the employees list can be sorted by. */
export const EMPLOYEE_SORT_FIELDS = ['lastName', 'department', 'hireDate', 'monthlySalary', 'status'] as const;

/** A user account the wizard may link, with the employee it is already linked to ('' for none). */
export type UserAccountOption = { id: string; name: string; email: string; employee: string };

/** What the employee wizard submits (the salary a number, dates `YYYY-MM-DD`, links ids or ''). */
export type EmployeeFormValues = {
  firstName: string;
  lastName: string;
  firstNameAr: string;
  lastNameAr: string;
  email: string;
  phone: string;
  nationalId: string;
  birthDate: string;
  address: string;
  emergencyContact: string;
  emergencyPhone: string;
  department: EmployeesDepartment | '';
  position: string;
  hireDate: string;
  monthlySalary: number | null;
  /** The declared insured salary; null when the insured wage is the month's gross. */
  insuredSalary: number | null;
  manager: string;
  user: string;
  status: EmployeesStatus;
  notes: string;
};

/** A document of an employee (the file is protected: downloads go through a short-lived file token). */
export type EmployeeDocument = {
  id: string;
  employee: string;
  type: EmployeeDocumentsType;
  title: string;
  /** The stored file name, '' when the record has none. */
  file: string;
  created: string;
};

/** What an upload reports to and how it is stopped. */
export type EmployeeDocumentUpload = { onProgress: (fraction: number) => void; signal: AbortSignal };
