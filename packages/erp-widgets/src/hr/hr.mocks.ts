import type { EmployeeName } from './hr.types';

/** Demo employees with both names, for the HR stories. */
export const MOCK_PEOPLE: EmployeeName[] = [
  { id: 'emp1', firstName: 'Omar', lastName: 'Farouk', firstNameAr: 'عمر', lastNameAr: 'فاروق', department: 'Finance' },
  { id: 'emp2', firstName: 'Salma', lastName: 'Adel', firstNameAr: 'سلمى', lastNameAr: 'عادل', department: 'Sales' },
  {
    id: 'emp3',
    firstName: 'Karim',
    lastName: 'Nabil',
    firstNameAr: 'كريم',
    lastNameAr: 'نبيل',
    department: 'Operations',
  },
  {
    id: 'emp4',
    firstName: 'Hoda',
    lastName: 'Mansour',
    firstNameAr: 'هدى',
    lastNameAr: 'منصور',
    department: 'Support',
  },
];
