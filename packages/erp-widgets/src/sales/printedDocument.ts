import type { IntlShape } from 'react-intl';

import { printedDocumentMessages as m } from './printedDocument.messages';

/** The collections the server prints as PDF documents. */
export type PrintedCollection = 'invoices' | 'receipts' | 'quotations';

/**
 * The printing refusal of `GET /api/erp/{collection}/{id}/pdf` (503, `data.pdf.code`) in the active language, or null
 * for any other code (the caller then shows the server's own message).
 */
export function printedDocumentErrorText(intl: IntlShape, code: string | undefined): string | null {
  switch (code) {
    case 'pdf_engine_unavailable':
      return intl.formatMessage(m.engineUnavailable);
    case 'pdf_engine_busy':
      return intl.formatMessage(m.engineBusy);
    case 'pdf_render_failed':
      return intl.formatMessage(m.renderFailed);
    default:
      return null;
  }
}
