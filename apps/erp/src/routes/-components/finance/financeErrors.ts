import { toast } from '@erp/ui';
import {
  billRefusalText,
  billsMessages,
  expenseRefusalText,
  type ExpenseAction,
  type ServerRefusal,
} from '@erp/widgets';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { serverMessage } from '../../../lib/session';
import { isAbort } from '../crm/failureToast';

/** The refusals PocketBase reports per field (`response.data.<field>.code`, `.params`), in the order it sent them. */
export function serverRefusals(error: unknown): Array<ServerRefusal & { field: string }> {
  const data = (error as { response?: { data?: Record<string, unknown> } } | null)?.response?.data;
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([field, value]) => {
    const v = value as { code?: unknown; params?: unknown } | null;
    return v && typeof v.code === 'string'
      ? [{ field, code: v.code, params: (v.params as Record<string, unknown> | undefined) ?? undefined }]
      : [];
  });
}

/**
 * Why a bill request failed, in the user's language: the translation of the server's refusal code when there is
 * one, else the server's own message, else "Unknown error".
 */
export function billFailureText(intl: IntlShape, error: unknown, action?: 'pay' | 'cancel'): string {
  for (const r of serverRefusals(error)) {
    const text = billRefusalText(intl, r, action);
    if (text) return text;
  }
  return serverMessage(error) ?? intl.formatMessage(billsMessages.unknownError);
}

/** Why an expense request failed, in the user's language (see {@link billFailureText}). */
export function expenseFailureText(intl: IntlShape, error: unknown, action?: ExpenseAction): string | null {
  for (const r of serverRefusals(error)) {
    const text = expenseRefusalText(intl, r, action);
    if (text) return text;
  }
  return serverMessage(error) ?? null;
}

/** Per-field messages of a failed save, translated where the code is known, for the wizard's fields. */
export function translatedFieldErrors(
  error: unknown,
  translate: (refusal: ServerRefusal) => string | null,
): Record<string, string> | null {
  const data = (error as { response?: { data?: Record<string, { message?: unknown }> } } | null)?.response?.data;
  if (!data || typeof data !== 'object') return null;
  const out: Record<string, string> = {};
  const refusals = new Map(serverRefusals(error).map((r) => [r.field, r]));
  for (const [field, value] of Object.entries(data)) {
    const refusal = refusals.get(field);
    const text = (refusal && translate(refusal)) || (typeof value?.message === 'string' ? value.message : null);
    if (text) out[field] = text;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** A titled error toast, unless the request was merely cancelled. */
export function failure(intl: IntlShape, title: MessageDescriptor, message: string, error: unknown, key: string): void {
  if (isAbort(error)) return;
  toast.error(intl.formatMessage(title), { message, key });
}
