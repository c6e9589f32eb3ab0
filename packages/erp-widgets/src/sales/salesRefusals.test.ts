import schemaAr from '@erp/schema/intl/ar-EG.json';
import schemaEn from '@erp/schema/intl/en-US.json';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { salesRefusalText } from './salesRefusals';

const en = createIntl({ locale: 'en-US', messages: schemaEn });
const ar = createIntl({ locale: 'ar-EG', messages: schemaAr });

describe('salesRefusalText', () => {
  it("says the schema's refusal with its values formatted", () => {
    const generated = { code: 'invoice_already_generated', params: { invoiceNumber: 'INV-2026-000130' } };
    expect(salesRefusalText(en, generated, 'quotations')).toBe(
      'An invoice was already generated from this quotation: INV-2026-000130.',
    );
    expect(salesRefusalText(en, { code: 'quotation_expired', params: { validUntil: '2026-11-05' } })).toBe(
      'The quotation was valid until Nov 5, 2026.',
    );
    const over = { code: 'amount_exceeds_remaining', params: { amount: 150, remaining: 100.5 } };
    // Intl puts a no-break space between the currency and the amount.
    expect(salesRefusalText(en, over)?.replace(/\s/g, ' ')).toBe(
      'The payment of EGP 150.00 exceeds the remaining balance of EGP 100.50.',
    );
  });

  it("names the status with the schema's label of the collection", () => {
    const transition = { code: 'invalid_status_transition', params: { status: 'Partially Paid' } };
    expect(salesRefusalText(en, transition, 'invoices')).toBe(
      'This is not possible while the record is Partially paid.',
    );
    expect(salesRefusalText(ar, { ...transition, params: { status: 'ACCEPTED' } }, 'quotations')).toContain(
      schemaAr['schema.quotationStatus.ACCEPTED'],
    );
  });

  it('leaves unknown codes to the server message', () => {
    expect(salesRefusalText(en, { code: 'something_else' })).toBeNull();
  });
});
