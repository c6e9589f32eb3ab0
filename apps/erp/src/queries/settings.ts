// The application settings the document wizards propose their values from: VAT rates, the default rate and the
// payment terms.
import type { SalesSettings, VatRateOption } from '@erp/widgets';
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
