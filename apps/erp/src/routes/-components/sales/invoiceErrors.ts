import { defineMessages, type IntlShape } from 'react-intl';

import { serverMessage } from '../../../lib/session';
import { serverRefusals } from '../finance/financeErrors';

/** The invoice action refusals the server names by code, in the user's language. */
const messages = defineMessages<{
  insufficientStock: { item: string; available: string; requested: string };
  amountExceedsRemaining: { amount: string; remaining: string };
  receiptExists: { number: string };
  invalidTransition: { status: string };
  other: Record<never, never>;
}>({
  insufficientStock: {
    id: 'app.invoices.insufficientStock',
    defaultMessage: 'Quantity exceeds available stock: {item} has {available} available, {requested} requested.',
    description: 'Issuing refused: an inventory line asks for more than the warehouse holds.',
  },
  amountExceedsRemaining: {
    id: 'app.invoices.amountExceedsRemaining',
    defaultMessage: 'The payment of {amount} exceeds the remaining balance of {remaining}.',
    description: 'Payment refused: more than the invoice still owes.',
  },
  receiptExists: {
    id: 'app.invoices.receiptExists',
    defaultMessage: 'Receipt Already Exists: this invoice already has receipt {number}.',
    description: 'Receipt refused: the invoice has one already; names its number.',
  },
  invalidTransition: {
    id: 'app.invoices.invalidTransition',
    defaultMessage: 'The invoice is now {status}: this action no longer applies to it.',
    description: 'An action refused because the invoice changed state meanwhile (e.g. paid by someone else).',
  },
  other: {
    id: 'app.invoices.unknownError',
    defaultMessage: 'Unknown error',
    description: 'A failure that carries no message of its own.',
  },
});

const text = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '');

/**
 * Why an invoice request failed, in the user's language: the translation of the server's refusal code when there
 * is one, else the server's own message, else "Unknown error".
 */
export function invoiceFailureText(intl: IntlShape, error: unknown, statusLabel: (status: string) => string): string {
  for (const { code, params = {} } of serverRefusals(error)) {
    const money = (v: unknown) =>
      intl.formatNumber(Number(v), { style: 'currency', currency: 'EGP', minimumFractionDigits: 2 });
    if (code === 'insufficient_stock')
      return intl.formatMessage(messages.insufficientStock, {
        item: text(params.item),
        available: intl.formatNumber(Number(params.available)),
        requested: intl.formatNumber(Number(params.requested)),
      });
    if (code === 'amount_exceeds_remaining')
      return intl.formatMessage(messages.amountExceedsRemaining, {
        amount: money(params.amount),
        remaining: money(params.remaining),
      });
    if (code === 'receipt_already_exists')
      return intl.formatMessage(messages.receiptExists, { number: text(params.receiptNumber) });
    if (code === 'invalid_status_transition')
      return intl.formatMessage(messages.invalidTransition, { status: statusLabel(text(params.status)) });
  }
  return serverMessage(error) ?? intl.formatMessage(messages.other);
}
