import type { ExpensesCategory, ExpensesPaymentMethod } from '@erp/schema';
import type { IsoDate } from '@erp/ui';
import type { MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { paymentMessages } from '../../shared/documents/documents.messages';
import { expenseMessages as m } from './expenses.messages';
import { salesMessages as sm } from '../sales.messages';

/** What the expense wizard submits. */
export type ExpenseFormValues = {
  date: IsoDate;
  category: ExpensesCategory;
  /** EGP, rounded to piastres, more than 0. */
  amount: number;
  paymentMethod: ExpensesPaymentMethod;
  reference: string;
  /** The employee's record id, or empty for none. */
  employee: string;
  description: string;
  notes: string;
  /** Files to attach. */
  files: File[];
  /** Stored attachments to remove. */
  removedAttachments: string[];
};

/**
 * The label of each of the expense's fields, by the name the server knows it under: the wizard names its refused
 * fields with them, and the review, the viewer and the list columns show them.
 */
export const expenseFields = {
  expenseNumber: sm.number,
  date: cm.date,
  category: m.category,
  amount: cm.amount,
  paymentMethod: paymentMessages.method,
  reference: m.reference,
  employee: m.employee,
  description: cm.description,
  notes: cm.notes,
  attachments: cm.attachments,
  status: cm.status,
} satisfies Record<string, MessageDescriptor>;
