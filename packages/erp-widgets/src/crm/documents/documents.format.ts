import type { IntlShape } from 'react-intl';

import { documentMessages as m } from './documents.messages';
import type { DocumentType } from './documents.types';

const DOCUMENT_TYPE_LABELS = {
  contract: m.typeContract,
  invoice: m.typeInvoice,
  proposal: m.typeProposal,
  report: m.typeReport,
  receipt: m.typeReceipt,
  legal: m.typeLegal,
  other: m.typeOther,
} as const;

export function documentTypeLabel(intl: IntlShape, type: DocumentType | ''): string {
  return type ? intl.formatMessage(DOCUMENT_TYPE_LABELS[type]) : '';
}

/** Comma-separated (Latin or Arabic commas) tags, trimmed and without repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,،]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}
