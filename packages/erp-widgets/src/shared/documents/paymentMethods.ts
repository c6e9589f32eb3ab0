import type { InvoicePaymentsMethod } from '@erp/schema';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { paymentMethodMessages as m } from './documents.messages';

/** How a payment was made: one list of the specification, stored alike by invoices, bills, receipts and expenses. */
export type PaymentMethod = InvoicePaymentsMethod;

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'Cash',
  'Credit Card',
  'Bank Transfer',
  'Check',
  'Debit Card',
  'Online Payment',
  'Wire Transfer',
  'Corporate Card',
  'Other',
];

const LABELS: Record<PaymentMethod, MessageDescriptor> = {
  Cash: m.cash,
  'Credit Card': m.creditCard,
  'Bank Transfer': m.bankTransfer,
  Check: m.check,
  'Debit Card': m.debitCard,
  'Online Payment': m.onlinePayment,
  'Wire Transfer': m.wireTransfer,
  'Corporate Card': m.corporateCard,
  Other: m.other,
};

/** A payment method in the active language; a value the list does not know is shown as stored. */
export function paymentMethodLabel(intl: IntlShape, method: PaymentMethod | ''): string {
  if (!method) return '';
  const label = LABELS[method] as MessageDescriptor | undefined;
  return label ? intl.formatMessage(label) : method;
}

/** The payment methods as select options, in the specification's order. */
export function paymentMethodOptions(intl: IntlShape): Array<{ id: PaymentMethod; label: string }> {
  return PAYMENT_METHODS.map((id) => ({ id, label: paymentMethodLabel(intl, id) }));
}
