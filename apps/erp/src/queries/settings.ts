// The application settings a new document starts from (a bill, an invoice, a quotation): the VAT rates offered,
// the default rate and the payment terms.
import type { VatRateOption } from '@erp/widgets';
import { queryOptions } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { collectionKeys } from '../lib/lists';

const settingsKeys = collectionKeys('app_settings');

/** The VAT rates offered, the default rate (0 with VAT disabled) and the days from issue to due date. */
export type DocumentSettings = { vatRates: VatRateOption[]; defaultVatRate: number | null; paymentTermsDays: number };

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

/** The settings a new document starts from. */
export const documentSettingsQuery = (pb: PocketBase) =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'documents'],
    queryFn: async ({ signal }): Promise<DocumentSettings> => {
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
