import type { IsoDate } from '@erp/ui';
import type { MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { linesMessages, totalsMessages } from '../../shared/documents/documents.messages';
import { billMessages as m } from './bills.messages';
import { salesMessages as sm } from '../sales.messages';

/** What the bill wizard submits. The server computes line totals, subtotal, VAT and total from these. */
export type BillFormValues = {
  /** The supplier's record id. */
  supplier: string;
  issueDate: IsoDate;
  dueDate: IsoDate;
  /** Percent, one of the settings' VAT rates. */
  vatRate: number;
  items: Array<{ description: string; quantity: number; unitPrice: number }>;
  notes: string;
  /** Files to attach. */
  files: File[];
  /** Stored attachments to remove. */
  removedAttachments: string[];
};

/**
 * The label of each of the bill's fields, by the name the server knows it under: the wizard names its refused
 * fields with them, and the review, the viewer and the list columns show them.
 */
export const billFields = {
  billNumber: m.number,
  supplier: linesMessages.supplier,
  issueDate: sm.issueDate,
  dueDate: sm.dueDate,
  vatRate: linesMessages.vatRate,
  items: sm.items,
  notes: cm.notes,
  attachments: cm.attachments,
  total: cm.total,
  amountPaid: totalsMessages.paid,
  remaining: totalsMessages.remaining,
  status: cm.status,
} satisfies Record<string, MessageDescriptor>;
