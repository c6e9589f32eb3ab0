import type { DecidedBy, EmployeeName } from './hr.types';

/**
 * An employee's name in the active language: in Arabic each part in Arabic letters when it is set, else as
 * written in Latin letters.
 */
export function employeeName(locale: string, e: EmployeeName | null | undefined): string {
  if (!e) return '';
  const ar = locale.startsWith('ar');
  const first = (ar && e.firstNameAr) || e.firstName;
  const last = (ar && e.lastNameAr) || e.lastName;
  return [first, last].filter(Boolean).join(' ');
}

/** Who decided on a request, by name (or e-mail); '' for nobody yet. */
export function decidedByName(by: DecidedBy | null | undefined): string {
  return by ? [by.firstName, by.lastName].filter(Boolean).join(' ') || (by.email ?? '') : '';
}
