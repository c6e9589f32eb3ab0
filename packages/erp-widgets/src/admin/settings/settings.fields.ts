// Each settings form's fields, described once: adding a setting to a tab is one line here (and its message).
import { APP_SETTINGS_DATE_FORMAT, APP_SETTINGS_TIME_FORMAT } from '@erp/schema';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumOptions } from '../../shared/enums';
import type { SettingSpec } from './SettingsForm';
import { settingsMessages as m } from './settings.messages';

/** The currencies offered (ISO codes; the Egyptian pound first). */
export const CURRENCIES = ['EGP', 'USD', 'EUR', 'SAR', 'AED', 'GBP'] as const;
const currencyOptions = () => CURRENCIES.map((c) => ({ id: c, label: c }));

/** General: the company and the formats (`edit:general-settings` or `edit:company-settings`). */
export const GENERAL_FIELDS: readonly SettingSpec[] = [
  { name: 'companyName', label: m.companyName, required: true },
  { name: 'companyNameAr', label: m.companyNameAr },
  { name: 'email', label: cm.email, kind: 'email' },
  { name: 'phone', label: cm.phone, kind: 'tel' },
  { name: 'website', label: cm.website, kind: 'url' },
  { name: 'timezone', label: m.timezone },
  { name: 'address', label: cm.address, kind: 'textarea', wide: true },
  { name: 'addressAr', label: m.addressAr, kind: 'textarea', wide: true },
  {
    name: 'dateFormat',
    label: m.dateFormat,
    kind: 'select',
    required: true,
    options: (intl) => enumOptions(intl, 'app_settings', 'dateFormat', APP_SETTINGS_DATE_FORMAT),
  },
  {
    name: 'timeFormat',
    label: m.timeFormat,
    kind: 'select',
    required: true,
    options: (intl) => enumOptions(intl, 'app_settings', 'timeFormat', APP_SETTINGS_TIME_FORMAT),
  },
  { name: 'defaultCurrency', label: m.defaultCurrency, kind: 'select', required: true, options: currencyOptions },
];

/**
 * The payroll policy on the settings record (`edit:general-settings`); the nested values of overtimeMultipliers and
 * leaveEntitlements are named `field.key`.
 */
export const PAYROLL_POLICY_FIELDS: readonly SettingSpec[] = [
  { name: 'workHoursPerWeek', label: m.workHoursPerWeek, kind: 'number', required: true },
  { name: 'workDaysPerWeek', label: m.workDaysPerWeek, kind: 'number', required: true },
  { name: 'payrollCurrency', label: m.payrollCurrency, kind: 'select', required: true, options: currencyOptions },
  { name: 'taxableAllowances', label: m.taxableAllowances, kind: 'switch' },
  { name: 'overtimeMultipliers.regular', label: m.overtimeRegular, kind: 'number', required: true, min: 1, max: 10 },
  { name: 'overtimeMultipliers.weekend', label: m.overtimeWeekend, kind: 'number', required: true, min: 1, max: 10 },
  { name: 'overtimeMultipliers.holiday', label: m.overtimeHoliday, kind: 'number', required: true, min: 1, max: 10 },
  // Egyptian labour law pays night overtime at least 70 % on top (the server refuses less).
  { name: 'overtimeMultipliers.night', label: m.overtimeNight, kind: 'number', required: true, min: 1.7, max: 10 },
  { name: 'leaveEntitlements.vacation', label: m.leaveVacation, kind: 'number', required: true, min: 0, max: 366 },
  { name: 'leaveEntitlements.sick', label: m.leaveSick, kind: 'number', required: true, min: 0, max: 366 },
  { name: 'leaveEntitlements.personal', label: m.leavePersonal, kind: 'number', required: true, min: 0, max: 366 },
];

/** A new payroll parameters version (`edit:general-settings`); the brackets are edited as a list beside them. */
export const PAYROLL_VERSION_FIELDS: readonly SettingSpec[] = [
  { name: 'effectiveFrom', label: m.effectiveFrom, required: true },
  { name: 'personalExemption', label: m.personalExemption, kind: 'number', required: true },
  { name: 'employeeInsuranceRate', label: m.employeeRate, kind: 'percent', required: true },
  { name: 'employerInsuranceRate', label: m.employerRate, kind: 'percent', required: true },
  { name: 'insurableMin', label: m.insurableMin, kind: 'number', required: true },
  { name: 'insurableMax', label: m.insurableMax, kind: 'number', required: true },
  { name: 'martyrsFundEnabled', label: m.martyrsFundEnabled, kind: 'switch', description: m.martyrsFundHint },
  { name: 'martyrsFundRate', label: m.martyrsFundRate, kind: 'percent', required: true },
  { name: 'notes', label: m.versionNotes, kind: 'textarea', wide: true },
];

/** VAT (`edit:vat-settings`); the rates are edited as a list beside them. */
export const VAT_FIELDS: readonly SettingSpec[] = [
  { name: 'vatRegistrationNumber', label: m.vatRegistrationNumber },
  { name: 'defaultVatRate', label: m.defaultVatRate, kind: 'percent', required: true },
  { name: 'enableVat', label: m.enableVat, kind: 'switch' },
];

/** The invoice terms and footers (`edit:invoice-settings`). */
export const INVOICE_FIELDS: readonly SettingSpec[] = [
  { name: 'defaultPaymentTermsDays', label: m.paymentTerms, kind: 'number', required: true },
  { name: 'invoiceFooter', label: m.invoiceFooter, kind: 'textarea', wide: true },
  { name: 'invoiceFooterAr', label: m.invoiceFooterAr, kind: 'textarea', wide: true },
];

/** Reads `field.key` values out of the settings (nested JSON) into a flat form. */
export function flatten(record: Record<string, unknown>, fields: readonly SettingSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => {
      const [field, key] = f.name.split('.') as [string, string | undefined];
      const v = record[field];
      return [f.name, key ? ((v as Record<string, unknown> | null)?.[key] ?? null) : (v ?? null)];
    }),
  );
}

/** Writes a flat form's `field.key` values back into their JSON fields, over the record's current ones. */
export function nest(values: Record<string, unknown>, current: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(values)) {
    const [field, key] = name.split('.') as [string, string | undefined];
    if (!key) out[field] = v;
    else out[field] = { ...((current[field] as object | null) ?? {}), ...((out[field] as object) ?? {}), [key]: v };
  }
  return out;
}
