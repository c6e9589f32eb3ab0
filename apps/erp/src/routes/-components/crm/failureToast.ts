import { toast } from '@erp/ui';
import { commonMessages } from '@erp/widgets';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { serverMessage } from '../../../lib/session';

/** True when the request was cancelled (navigation, unmount): not a failure to report. */
export function isAbort(error: unknown): boolean {
  return Boolean((error as { isAbort?: boolean } | null)?.isAbort);
}

/** True for the SDK's 404 (the record no longer exists). */
export function isNotFound(error: unknown): boolean {
  return (error as { status?: number } | null)?.status === 404;
}

/** Shows a failure as a titled error toast with the server's own message, or "Unknown error". */
export function failureToast(intl: IntlShape, title: MessageDescriptor, error: unknown, key?: string): void {
  if (isAbort(error)) return;
  toast.error(intl.formatMessage(title), {
    message: serverMessage(error) ?? intl.formatMessage(commonMessages.unknownError),
    key,
  });
}

/** PocketBase's per-field validation errors (`response.data.<field>.message`) as field → message. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  const data = (error as { response?: { data?: Record<string, { message?: unknown }> } } | null)?.response?.data;
  if (!data || typeof data !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(data)) {
    if (value && typeof value.message === 'string') out[field] = value.message;
  }
  return Object.keys(out).length > 0 ? out : null;
}
