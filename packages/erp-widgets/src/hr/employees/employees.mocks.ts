import type { Employee, EmployeeDocument } from './employees.types';

/** One employee of the demo company. */
export function makeEmployee(i: number, overrides: Partial<Employee> = {}): Employee {
  const people = [
    ['Omar', 'Farouk', 'عمر', 'فاروق', 'Finance', 'Senior Accountant', 18500, 'active'],
    ['Salma', 'Adel', 'سلمى', 'عادل', 'Sales', 'Account Manager', 15200, 'active'],
    ['Karim', 'Nabil', 'كريم', 'نبيل', 'Operations', 'Warehouse Supervisor', 12800, 'on leave'],
    ['Hoda', 'Mansour', 'هدى', 'منصور', 'Support', 'Customer Support Agent', 9800, 'active'],
    ['Tarek', 'Saleh', 'طارق', 'صالح', 'Engineering', 'Software Engineer', 26000, 'terminated'],
    ['Mariam', 'Youssef', 'مريم', 'يوسف', 'Human Resources', 'HR Specialist', 14300, 'active'],
  ] as const;
  const [firstName, lastName, firstNameAr, lastNameAr, department, position, salary, status] =
    people[i % people.length]!;
  return {
    id: `emp${i + 1}`,
    firstName,
    lastName,
    firstNameAr,
    lastNameAr,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@nile-trading.com.eg`,
    phone: `+20 10 ${String(1000_0000 + i * 1234567).slice(0, 4)} ${String(2000 + i * 37)}`,
    address: '12 El-Tahrir St., Dokki, Giza',
    nationalId: `2890115${String(1000000 + i * 7919).slice(0, 7)}`,
    birthDate: '1989-01-15 00:00:00.000Z',
    emergencyContact: 'Mona Farouk',
    emergencyPhone: '+20 12 2233 4455',
    user: i === 0 ? 'user-1' : '',
    department,
    position,
    hireDate: `20${18 + (i % 7)}-0${1 + (i % 9)}-01 00:00:00.000Z`,
    monthlySalary: salary,
    // One employee declares an insured salary below the gross; the others are insured on the gross.
    insuredSalary: i === 1 ? 12000 : 0,
    manager: i > 0 ? 'emp1' : '',
    status,
    notes: '',
    created: '2026-01-01 09:00:00.000Z',
    updated: '2026-01-01 09:00:00.000Z',
    ...(i > 0
      ? {
          expand: {
            manager: { id: 'emp1', firstName: 'Omar', lastName: 'Farouk', firstNameAr: 'عمر', lastNameAr: 'فاروق' },
          },
        }
      : {}),
    ...overrides,
  };
}

export const MOCK_EMPLOYEES = Array.from({ length: 6 }, (_, i) => makeEmployee(i));

export const MOCK_EMPLOYEE_DOCUMENTS: EmployeeDocument[] = [
  {
    id: 'doc1',
    employee: 'emp1',
    type: 'contract',
    title: 'Employment contract 2024.pdf',
    file: 'contract_a1b2.pdf',
    created: '2024-03-01 10:00:00.000Z',
  },
  {
    id: 'doc2',
    employee: 'emp1',
    type: 'id_card',
    title: 'National ID.png',
    file: 'id_c3d4.png',
    created: '2024-03-01 10:05:00.000Z',
  },
];
