import type { IntlShape } from 'react-intl';

import { enumLabel } from '../../shared/enums';
import type { DocumentType } from './documents.types';

export const documentTypeLabel = (intl: IntlShape, type: DocumentType | '') =>
  enumLabel(intl, 'documents', 'type', type);

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
