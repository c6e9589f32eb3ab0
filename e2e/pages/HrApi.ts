import type { Page } from '@playwright/test';

import type { CrmApi } from './CrmApi';

export type SeededEmployee = {
  id: string;
  firstName: string;
  lastName: string;
  firstNameAr: string;
  lastNameAr: string;
};

/**
 * A throwaway self-service employee: a user with the built-in Employee role and the employee record linked to it,
 * both named after `prefix`, so each locale's run has its own.
 */
export async function seedSelfServiceEmployee(superuser: CrmApi, admin: CrmApi, prefix: string) {
  const password = 'Employee123!';
  const user = await superuser.throwawayUser(`${prefix.toLowerCase()}@e2e.test`, password, 'Employee');
  const employee = await admin.seed<SeededEmployee>('employees', {
    firstName: prefix,
    lastName: 'Worker',
    firstNameAr: `${prefix}`,
    lastNameAr: 'العامل',
    department: 'Support',
    position: 'Agent',
    monthlySalary: 8666.67,
    hireDate: '2024-01-01 00:00:00.000Z',
    user: user.id,
    email: `${prefix.toLowerCase()}@e2e.test`,
  });
  return { account: { email: user.email, password }, employee };
}

/** The employee's name as the lists show it in a locale. */
export const shownName = (e: SeededEmployee, locale: string) =>
  locale.startsWith('ar') ? `${e.firstNameAr} ${e.lastNameAr}` : `${e.firstName} ${e.lastName}`;

/** Forgets the signed-in session of a page (storage and cookies), so the next sign-in is another user's. */
export async function forgetSession(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
}
