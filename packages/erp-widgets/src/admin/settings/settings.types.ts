import type { AppSettingsRecord, PayrollParametersRecord } from '@erp/schema';

/** One VAT rate the document wizards offer. */
export type VatRate = { name: string; nameAr: string; rate: number | null; description: string };

/** One income tax bracket; `max` null is the open top band. */
export type TaxBracket = {
  min: number | null;
  max: number | null;
  rate: number | null;
  description: string;
  descriptionAr: string;
};

/** The settings record as the settings screen edits it. */
export type AppSettings = Omit<AppSettingsRecord, 'vatRates' | 'overtimeMultipliers' | 'leaveEntitlements'> & {
  vatRates: VatRate[];
  overtimeMultipliers: Record<string, number>;
  leaveEntitlements: Record<string, number>;
};

/** One effective-dated version of the payroll parameters. */
export type PayrollVersion = Omit<PayrollParametersRecord, 'brackets' | 'phaseOut'> & { brackets: TaxBracket[] };

/**
 * Which tab the user may save, from their keys: General with `edit:general-settings` or `edit:company-settings`;
 * the payroll policy and a new payroll parameters version with `edit:general-settings`; VAT with `edit:vat-settings`;
 * the invoice terms and footers with `edit:invoice-settings`.
 */
export type SettingsRights = { general: boolean; payroll: boolean; vat: boolean; invoice: boolean };

/** The settings tabs. */
export const SETTINGS_TABS = ['general', 'payroll', 'vat', 'integrations'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
