import type { IntlShape } from 'react-intl';

import { documentsMessages as dm } from './documents/documents.messages';
import type { DocumentType } from './crm.types';

/** PocketBase dates ("2026-11-02 09:30:00.000Z") as Date, or null when empty or invalid. */
export function parseServerDate(value: string | undefined | null): Date | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A server date formatted for the active locale (empty when absent). */
export function formatServerDate(intl: IntlShape, value: string | undefined | null): string {
  const date = parseServerDate(value);
  return date ? intl.formatDate(date, { dateStyle: 'medium' }) : '';
}

/** The client's name in the active language: the Arabic name in Arabic when there is one. */
export function clientDisplayName(locale: string, client: { name: string; nameAr?: string }): string {
  return locale.startsWith('ar') && client.nameAr ? client.nameAr : client.name;
}

/** A byte count as "240 kB" / "٢٤٠ كيلوبايت" for the active locale. */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return intl.formatNumber(value, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  });
}

const DOCUMENT_TYPE_LABELS = {
  contract: dm.typeContract,
  invoice: dm.typeInvoice,
  proposal: dm.typeProposal,
  report: dm.typeReport,
  receipt: dm.typeReceipt,
  legal: dm.typeLegal,
  other: dm.typeOther,
} as const;

export function documentTypeLabel(intl: IntlShape, type: DocumentType | ''): string {
  return type ? intl.formatMessage(DOCUMENT_TYPE_LABELS[type]) : '';
}

/** How a document is previewed, from its file name: PDFs in a frame, images inline, anything else not at all. */
export function previewKind(fileName: string): 'pdf' | 'image' | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'pdf') return 'pdf';
  if (['png', 'jpg', 'jpeg'].includes(ext)) return 'image';
  return null;
}
