// The application settings the document wizards propose their values from: VAT rates, the default rate and the
// payment terms.
import {
  settingsMessages,
  type AppSettings,
  type PayrollVersion,
  type SalesSettings,
  type VatRateOption,
} from '@erp/widgets';
import { queryOptions } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { collectionKeys } from '../lib/lists';

export const settingsKeys = collectionKeys('app_settings');

const asVatRates = (value: unknown): VatRateOption[] =>
  Array.isArray(value)
    ? value
        .filter(
          (r): r is Record<string, unknown> => typeof r === 'object' && r !== null && Number.isFinite(Number(r.rate)),
        )
        .map((r) => ({
          name: typeof r.name === 'string' ? r.name : String(r.rate),
          nameAr: typeof r.nameAr === 'string' ? r.nameAr : '',
          rate: Number(r.rate),
        }))
    : [];

/** The VAT rates offered, the default rate (0 when VAT is off) and the default payment terms. */
export const documentSettings = (pb: PocketBase) =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'documents'],
    queryFn: async ({ signal }): Promise<SalesSettings & { paymentTermsDays: number }> => {
      const page = await pb.collection('app_settings').getList<{
        vatRates: unknown;
        defaultVatRate: number;
        enableVat: boolean;
        defaultPaymentTermsDays: number;
      }>(1, 1, { fields: 'vatRates,defaultVatRate,enableVat,defaultPaymentTermsDays', skipTotal: true, signal });
      const s = page.items[0];
      // The server's own fallback when the settings record is missing: 0, 5 and 14 %.
      const rates = s ? asVatRates(s.vatRates) : [];
      return {
        vatRates: rates.length > 0 ? rates : [14, 5, 0].map((rate) => ({ name: `${rate}%`, nameAr: '', rate })),
        defaultVatRate: s && s.enableVat === false ? 0 : (s?.defaultVatRate ?? null),
        paymentTermsDays: s?.defaultPaymentTermsDays || 30,
      };
    },
    staleTime: 5 * 60_000,
  });

/** The whole settings record, as the settings screen edits it (JSON lists and maps checked for their shape). */
export const appSettings = (pb: PocketBase) =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'record'],
    queryFn: async ({ signal }): Promise<AppSettings> => {
      const page = await pb
        .collection('app_settings')
        .getList<Record<string, unknown>>(1, 1, { skipTotal: true, signal });
      const s = page.items[0];
      if (!s) throw new Error('No settings record');
      const numbers = (v: unknown): Record<string, number> =>
        v && typeof v === 'object' ? (v as Record<string, number>) : {};
      return {
        ...(s as unknown as AppSettings),
        vatRates: (Array.isArray(s.vatRates) ? s.vatRates : []).map((r: Record<string, unknown>) => ({
          name: String(r.name ?? ''),
          nameAr: String(r.nameAr ?? ''),
          rate: Number.isFinite(Number(r.rate)) ? Number(r.rate) : null,
          description: String(r.description ?? ''),
        })),
        overtimeMultipliers: numbers(s.overtimeMultipliers),
        leaveEntitlements: numbers(s.leaveEntitlements),
      };
    },
    meta: { failure: settingsMessages.loadFailed, toastKey: 'settings' },
  });

/** Every payroll parameters version, newest effective date first. */
export const payrollVersions = (pb: PocketBase) =>
  queryOptions({
    queryKey: ['payroll_parameters', 'versions'],
    queryFn: ({ signal }) =>
      pb.collection('payroll_parameters').getFullList<PayrollVersion>({ sort: '-effectiveFrom', signal }),
    meta: { failure: settingsMessages.loadFailed, toastKey: 'payroll-versions' },
  });

/** The company's date and time formats, which every screen's dates follow, and its time zone, whose day is "today". */
export const displayFormats = (pb: PocketBase) =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'formats'],
    queryFn: async ({ signal }) => {
      const page = await pb
        .collection('app_settings')
        .getList<{ dateFormat: string; timeFormat: string; timezone: string }>(1, 1, {
          fields: 'dateFormat,timeFormat,timezone',
          skipTotal: true,
          signal,
        });
      const settings = page.items[0];
      return {
        dateFormat: settings?.dateFormat || '',
        timeFormat: settings?.timeFormat || '',
        timezone: settings?.timezone || '',
      };
    },
    staleTime: 5 * 60_000,
  });
