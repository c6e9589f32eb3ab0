// How a failed request reaches the user: one titled toast, raised by the query and mutation caches from the
// failing query's or mutation's `meta` (see queryClient.ts), and the refused fields handed to the form.
import { REFUSALS, refusalMessage, type RefusalCode } from '@erp/schema';
import { toast, type SubmitFailure } from '@erp/ui';
import { commonMessages, refusalText } from '@erp/widgets';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { serverMessage } from './session';

/** A refusal the server reported for one field (`response.data.<field>`): its code, params and message. */
export type ServerRefusal = { field: string; code: string; params?: Record<string, unknown>; message?: string };

/** True when the request was cancelled (navigation, unmount): not a failure to report. */
export function isAbort(error: unknown): boolean {
  return Boolean((error as { isAbort?: boolean } | null)?.isAbort);
}

/** True for the SDK's 404 (the record no longer exists, or the user may not see it). */
export function isNotFound(error: unknown): boolean {
  return (error as { status?: number } | null)?.status === 404;
}

/** The refusals PocketBase reports per field (`response.data.<field>.code`, `.params`), in the order it sent them. */
export function serverRefusals(error: unknown): ServerRefusal[] {
  const data = (error as { response?: { data?: Record<string, unknown> } } | null)?.response?.data;
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([field, value]) => {
    const v = value as { code?: unknown; params?: unknown; message?: unknown } | null;
    if (!v || typeof v.code !== 'string') return [];
    return [
      {
        field,
        code: v.code,
        params: (v.params as Record<string, unknown> | undefined) ?? undefined,
        message: typeof v.message === 'string' ? v.message : undefined,
      },
    ];
  });
}

/** Translates a refusal the screen knows, or null to fall back on the server's own message. */
export type RefusalText = (intl: IntlShape, refusal: ServerRefusal) => string | null;

/**
 * A refusal in the user's language from the catalogue generated from the server (`@erp/schema`: the server's own
 * codes and PocketBase's field validation codes), or null when the code is not catalogued or the server left out
 * a param its message needs.
 */
export function catalogueRefusalText(intl: IntlShape, refusal: ServerRefusal): string | null {
  const message = refusalMessage(refusal.code);
  if (!message) return null;
  const params = refusal.params ?? {};
  const needs = REFUSALS[refusal.code as RefusalCode].params;
  if (needs.some((p) => !(p in params) && new RegExp(`\\{${p}[,}]`).test(message.defaultMessage))) return null;
  return refusalText(intl, refusal);
}

/** The screen's translation of a refusal, else the catalogue's, else null. */
function translate(intl: IntlShape, refusal: ServerRefusal, refusalText?: RefusalText): string | null {
  return refusalText?.(intl, refusal) ?? catalogueRefusalText(intl, refusal);
}

/**
 * What a failure means, in the user's language: the translation of the first refusal the screen or the catalogue
 * knows, else the server's own message, else "Unknown error".
 */
export function failureText(intl: IntlShape, error: unknown, refusalText?: RefusalText): string {
  for (const r of serverRefusals(error)) {
    const text = translate(intl, r, refusalText);
    if (text) return text;
  }
  return serverMessage(error) ?? intl.formatMessage(commonMessages.unknownError);
}

/** The refused fields of a failure as field → message, translated by the screen or the catalogue. */
export function refusedFields(intl: IntlShape, error: unknown, refusalText?: RefusalText): Record<string, string> {
  return Object.fromEntries(
    serverRefusals(error).map((r) => [r.field, translate(intl, r, refusalText) ?? r.message ?? r.code] as const),
  );
}

/** A failure as a form can show it: its message, with the refused fields as `fieldErrors`. */
export function submitFailure(intl: IntlShape, error: unknown, refusalText?: RefusalText): SubmitFailure {
  const failure: SubmitFailure = new Error(failureText(intl, error, refusalText), { cause: error });
  const fields = refusedFields(intl, error, refusalText);
  if (Object.keys(fields).length > 0) failure.fieldErrors = fields;
  return failure;
}

/** How a query or mutation reports its failure (its `meta`). */
export type FailureMeta = {
  /** Title of the failure toast; without it the failure is not reported by a toast. */
  failure?: MessageDescriptor;
  /** A repeated failure with the same key replaces the visible toast instead of queueing behind it. */
  toastKey?: string;
  /** Translates the refusals the screen knows (see {@link failureText}). */
  refusalText?: RefusalText;
  /** Failures that are answers rather than errors (a 404 shown as "not found"): not reported. */
  isExpected?: (error: unknown) => boolean;
  /** Shows the title alone, without the failure's message. */
  titleOnly?: boolean;
  /** Wraps the failure's message in the screen's sentence (`{message}`: "Failed to update status: {message}"). */
  failureMessage?: MessageDescriptor;
};

// The query and mutation caches live outside React; they format with the app's current messages.
let currentIntl: IntlShape | null = null;

/** Called by the app's locale provider whenever the messages change. */
export function setReportingIntl(intl: IntlShape): void {
  currentIntl = intl;
}

/** Reports a failed query or mutation as its `meta` asks: one titled error toast, unless it was cancelled. */
export function reportFailure(meta: FailureMeta | undefined, error: unknown): void {
  const intl = currentIntl;
  if (!meta?.failure || !intl || isAbort(error) || meta.isExpected?.(error)) return;
  const text = failureText(intl, error, meta.refusalText);
  toast.error(intl.formatMessage(meta.failure), {
    message: meta.titleOnly
      ? undefined
      : meta.failureMessage
        ? intl.formatMessage(meta.failureMessage, { message: text })
        : text,
    key: meta.toastKey,
  });
}
