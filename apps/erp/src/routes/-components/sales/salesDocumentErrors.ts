import {
  printedDocumentErrorText,
  quotationRefusalText,
  receiptRefusalText,
  salesMessages,
  type QuotationTransition,
} from '@erp/widgets';
import type { IntlShape } from 'react-intl';

import { serverMessage } from '../../../lib/session';
import { serverRefusals, translatedFieldErrors } from '../finance/financeErrors';

/** The server's reason for refusing a quotation action or save, translated where its code is known. */
export function quotationFailureText(
  intl: IntlShape,
  error: unknown,
  action?: QuotationTransition | 'invoice',
): string | null {
  for (const refusal of serverRefusals(error)) {
    const text = quotationRefusalText(intl, refusal, action);
    if (text) return text;
  }
  return serverMessage(error) ?? null;
}

/** The server's reason for refusing a receipt save, translated where its code is known. */
export function receiptFailureText(intl: IntlShape, error: unknown): string | null {
  for (const refusal of serverRefusals(error)) {
    const text = receiptRefusalText(intl, refusal, refusal.field);
    if (text) return text;
  }
  return serverMessage(error) ?? null;
}

/** The wizard's field errors of a refused quotation save, translated where the code is known. */
export function quotationFieldErrors(intl: IntlShape, error: unknown): Record<string, string> | null {
  return translatedFieldErrors(error, (refusal) => quotationRefusalText(intl, refusal));
}

/** The wizard's field errors of a refused receipt save, translated where the code (and its field) is known. */
export function receiptFieldErrors(intl: IntlShape, error: unknown): Record<string, string> | null {
  const out = { ...translatedFieldErrors(error, () => null) };
  for (const refusal of serverRefusals(error)) {
    const text = receiptRefusalText(intl, refusal, refusal.field);
    if (text) out[refusal.field] = text;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Why a printed document could not be fetched: the printing refusal by code, the server's message, or "Unknown error". */
export function printedDocumentFailureText(intl: IntlShape, error: unknown): string {
  for (const { code } of serverRefusals(error)) {
    const text = printedDocumentErrorText(intl, code);
    if (text) return text;
  }
  return serverMessage(error) ?? intl.formatMessage(salesMessages.unknownError);
}
