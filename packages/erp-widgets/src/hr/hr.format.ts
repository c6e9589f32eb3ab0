import type { EmployeeName } from './hr.types';

/** An employee's name in the active language: the Arabic names in Arabic when they are set. */
export function employeeName(locale: string, e: EmployeeName | null | undefined): string {
  if (!e) return '';
  const ar = locale.startsWith('ar') ? [e.firstNameAr, e.lastNameAr].filter(Boolean).join(' ') : '';
  return ar || [e.firstName, e.lastName].filter(Boolean).join(' ');
}
