import { readFileSync } from 'node:fs';

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { availableQuotationActions, isPastValidity, quotationRefusalText } from './quotation.format';
import type { QuotationPermissions, QuotationStatus } from './quotation.types';

const all: QuotationPermissions = { view: true, create: true, edit: true, delete: true, generateInvoice: true };
const viewOnly: QuotationPermissions = {
  view: true,
  create: false,
  edit: false,
  delete: false,
  generateInvoice: false,
};

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../intl/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const en = createIntl({ locale: 'en-US', messages: catalogue('en-US') });
const ar = createIntl({ locale: 'ar-EG', messages: catalogue('ar-EG') });

describe('availableQuotationActions', () => {
  const actions = (status: QuotationStatus, invoice = '', can = all) =>
    [...availableQuotationActions({ status, invoice }, can)].sort();

  it('follows DRAFT → SENT → ACCEPTED or REJECTED, and generates one invoice from an accepted quotation', () => {
    expect(actions('DRAFT')).toEqual(['delete', 'edit', 'send']);
    expect(actions('SENT')).toEqual(['accept', 'reject']);
    expect(actions('ACCEPTED')).toEqual(['invoice']);
    expect(actions('ACCEPTED', 'in_generated0001')).toEqual([]);
    expect(actions('REJECTED')).toEqual([]);
    expect(actions('EXPIRED')).toEqual([]);
  });

  it('offers nothing a role may not do', () => {
    for (const status of ['DRAFT', 'SENT', 'ACCEPTED'] as const) expect(actions(status, '', viewOnly)).toEqual([]);
    // Generating an invoice needs create:invoices, not edit:quotations.
    expect(actions('ACCEPTED', '', { ...viewOnly, generateInvoice: true })).toEqual(['invoice']);
    expect(actions('SENT', '', { ...all, edit: false })).toEqual([]);
  });
});

describe('isPastValidity', () => {
  it('is true from the day after valid-until, for drafts and sent quotations only', () => {
    const q = (status: QuotationStatus, validUntil: string) => ({ status, validUntil });
    expect(isPastValidity(q('SENT', '2026-11-12 00:00:00.000Z'), '2026-11-12')).toBe(false);
    expect(isPastValidity(q('SENT', '2026-11-11 00:00:00.000Z'), '2026-11-12')).toBe(true);
    expect(isPastValidity(q('DRAFT', '2026-11-11 00:00:00.000Z'), '2026-11-12')).toBe(true);
    expect(isPastValidity(q('ACCEPTED', '2026-11-11 00:00:00.000Z'), '2026-11-12')).toBe(false);
    expect(isPastValidity(q('DRAFT', ''), '2026-11-12')).toBe(false);
  });
});

describe('quotationRefusalText', () => {
  it('translates the action refusals with their values', () => {
    const expired = { code: 'quotation_expired', params: { validUntil: '2026-11-05' } };
    expect(quotationRefusalText(en, expired, 'send')).toBe(
      'The quotation was valid until Nov 5, 2026. Change the valid-until date before sending it.',
    );
    expect(quotationRefusalText(en, expired, 'accept')).toBe(
      'The quotation expired on Nov 5, 2026 and is now marked Expired.',
    );
    const generated = { code: 'invoice_already_generated', params: { invoiceNumber: 'INV-2026-000130' } };
    expect(quotationRefusalText(en, generated, 'invoice')).toBe(
      'An invoice was already generated from this quotation: INV-2026-000130.',
    );
    expect(quotationRefusalText(ar, generated, 'invoice')).toBe('سبق إنشاء فاتورة من عرض السعر هذا: INV-2026-000130.');
  });

  it('names the status in the user language and picks the rule of the action', () => {
    const transition = { code: 'invalid_status_transition', params: { status: 'ACCEPTED' } };
    expect(quotationRefusalText(en, transition, 'send')).toBe(
      'Only draft quotations can be sent; this quotation is Accepted.',
    );
    expect(quotationRefusalText(en, transition, 'reject')).toBe(
      'Only sent quotations can be accepted or rejected; this quotation is Accepted.',
    );
    expect(quotationRefusalText(ar, { ...transition, params: { status: 'SENT' } }, 'invoice')).toBe(
      'لا تُنشأ الفاتورة إلا من عرض سعر مقبول، وحالة عرض السعر هذا مُرسَل.',
    );
  });

  it('leaves unknown codes to the server message', () => {
    expect(quotationRefusalText(en, { code: 'something_else' }, 'send')).toBeNull();
  });
});
