import { describe, expect, it } from 'vitest';

import { attachmentName, daysBetween } from '../shared/format';
import { billActions, expenseActions } from './finance.actions';
import { billDaysOverdue } from './finance.format';

const all = { view: true, create: true, edit: true, delete: true };
const readOnly = { view: true, create: false, edit: false, delete: false };

describe('billActions', () => {
  it('follows the server: pay and cancel open bills, edit and delete pending ones', () => {
    expect(billActions('PENDING', all)).toEqual(['pay', 'edit', 'cancel', 'delete']);
    expect(billActions('PARTIALLY_PAID', all)).toEqual(['pay', 'cancel']);
    expect(billActions('PAID', all)).toEqual([]);
    expect(billActions('CANCELLED', all)).toEqual([]);
  });

  it('offers nothing without the edit and delete keys', () => {
    expect(billActions('PENDING', readOnly)).toEqual([]);
    expect(billActions('PENDING', { ...readOnly, delete: true })).toEqual(['delete']);
  });
});

describe('expenseActions', () => {
  it('moves Pending to Approved or Rejected and Approved to Reimbursed', () => {
    expect(expenseActions('Pending', all)).toEqual(['approve', 'reject', 'edit', 'delete']);
    expect(expenseActions('Approved', all)).toEqual(['reimburse']);
    expect(expenseActions('Rejected', all)).toEqual(['delete']);
    expect(expenseActions('Reimbursed', all)).toEqual([]);
  });

  it('never offers status changes on the user’s own expense, which the server refuses', () => {
    expect(expenseActions('Pending', all, true)).toEqual(['edit', 'delete']);
    expect(expenseActions('Approved', all, true)).toEqual([]);
  });

  it('offers nothing to a read-only role', () => {
    expect(expenseActions('Pending', readOnly)).toEqual([]);
  });
});

describe('bill dates and attachments', () => {
  it('counts overdue days for open bills only', () => {
    expect(daysBetween('2026-11-04', '2026-11-20')).toBe(16);
    const due = '2026-11-04 00:00:00.000Z';
    expect(billDaysOverdue({ status: 'PARTIALLY_PAID', dueDate: due }, '2026-11-20')).toBe(16);
    expect(billDaysOverdue({ status: 'PAID', dueDate: due }, '2026-11-20')).toBe(0);
    expect(billDaysOverdue({ status: 'PENDING', dueDate: due }, '2026-11-04')).toBe(0);
    expect(billDaysOverdue({ status: 'PENDING', dueDate: '' }, '2026-11-20')).toBe(0);
  });

  it('shows an attachment by the name it was uploaded with', () => {
    expect(attachmentName('helwan_invoice_4471_k2j4h5g6f7.pdf')).toBe('helwan_invoice_4471.pdf');
    expect(attachmentName('scan.pdf')).toBe('scan.pdf');
  });
});
