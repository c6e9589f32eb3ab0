import { describe, expect, it } from 'vitest';

import { availableQuotationActions, isPastValidity } from './quotations.format';
import type { QuotationPermissions, QuotationStatus } from './quotations.types';

const all: QuotationPermissions = { view: true, create: true, edit: true, delete: true, generateInvoice: true };
const viewOnly: QuotationPermissions = {
  view: true,
  create: false,
  edit: false,
  delete: false,
  generateInvoice: false,
};

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
