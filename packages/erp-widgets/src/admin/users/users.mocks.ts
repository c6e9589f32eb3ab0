import type { User, UserAdminRights, UserRole } from './users.types';

/** The built-in roles as the user screens name them. */
export const ROLES: UserRole[] = [
  { id: 'role_admin', name: 'Administrator', nameAr: 'مدير النظام' },
  { id: 'role_sales', name: 'Sales & Finance', nameAr: 'المبيعات والمالية' },
  { id: 'role_stock', name: 'Storekeeper', nameAr: 'أمين المخزن' },
  { id: 'role_hr', name: 'HR Manager', nameAr: 'مدير الموارد البشرية' },
];

const PEOPLE: Array<[string, string, string, number, 'active' | 'inactive', string]> = [
  ['ahmed.mostafa@nile-trading.eg', 'Ahmed', 'Mostafa', 0, 'active', '2026-11-25 08:12:00.000Z'],
  ['mona.hassan@nile-trading.eg', 'Mona', 'Hassan', 1, 'active', '2026-11-24 15:40:00.000Z'],
  ['karim.adel@nile-trading.eg', 'Karim', 'Adel', 2, 'active', '2026-11-20 09:05:00.000Z'],
  ['nour.elsayed@nile-trading.eg', 'Nour', 'El-Sayed', 3, 'inactive', '2026-10-02 11:30:00.000Z'],
  ['omar.fathy@nile-trading.eg', 'Omar', 'Fathy', 1, 'active', ''],
  ['salma.ragab@nile-trading.eg', 'Salma', 'Ragab', 2, 'active', '2026-11-25 07:55:00.000Z'],
];

/** A user; the first is the signed-in administrator of the stories. */
export function makeUser(overrides: Partial<User> = {}, index = 0): User {
  const [email, firstName, lastName, role, status, lastLogin] = PEOPLE[index % PEOPLE.length]!;
  const r = ROLES[role]!;
  return {
    id: `user_${index}`,
    email,
    firstName,
    lastName,
    roleId: r.id,
    role: r,
    active: status === 'active',
    status,
    lastLogin,
    created: '2026-01-04 09:00:00.000Z',
    updated: '2026-11-20 10:00:00.000Z',
    ...overrides,
  };
}

/** `n` users. */
export const makeUsers = (n: number): User[] => Array.from({ length: n }, (_, i) => makeUser({}, i));

/** The rights of the stories' administrator (user_0), who holds every key. */
export const ADMIN_RIGHTS: UserAdminRights = { selfId: 'user_0', assignRoles: true, resetPassword: true };
