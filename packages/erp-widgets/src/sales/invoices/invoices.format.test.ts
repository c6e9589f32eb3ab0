import { describe, expect, it } from 'vitest';

import { isoDay } from '../../shared/format';
import { availableInvoiceActions, daysOverdue, invoiceDueRange } from './invoices.format';
import type { InvoicePermissions, InvoiceStatus } from './invoices.types';

const all: InvoicePermissions = { view: true, create: true, edit: true, delete: true, createReceipt: true };
const none: InvoicePermissions = { view: true, create: false, edit: false, delete: false, createReceipt: false };

describe('availableInvoiceActions', () => {
  it('offers each action only in the states where it applies', () => {
    const byStatus = (status: InvoiceStatus) => [...availableInvoiceActions(status, all)].sort();
    expect(byStatus('Draft')).toEqual(['delete', 'edit', 'issue']);
    expect(byStatus('Pending')).toEqual(['cancel', 'pay', 'receipt']);
    expect(byStatus('Partially Paid')).toEqual(['cancel', 'pay', 'receipt']);
    expect(byStatus('Paid')).toEqual(['receipt']);
    expect(byStatus('Cancelled')).toEqual([]);
  });

  it('offers nothing without the permissions', () => {
    for (const status of ['Draft', 'Pending', 'Partially Paid', 'Paid', 'Cancelled'] as const) {
      expect(availableInvoiceActions(status, none).size).toBe(0);
    }
    expect([...availableInvoiceActions('Pending', { ...none, edit: true })]).toEqual(['pay', 'cancel']);
    expect([...availableInvoiceActions('Paid', { ...none, createReceipt: true })]).toEqual(['receipt']);
  });
});

describe('due dates', () => {
  it('counts days overdue only for unpaid invoices', () => {
    expect(daysOverdue({ status: 'Pending', dueDate: '2026-11-01 00:00:00.000Z' }, '2026-11-13')).toBe(12);
    expect(daysOverdue({ status: 'Partially Paid', dueDate: '2026-11-13 00:00:00.000Z' }, '2026-11-13')).toBe(0);
    expect(daysOverdue({ status: 'Paid', dueDate: '2026-11-01 00:00:00.000Z' }, '2026-11-13')).toBe(0);
    expect(daysOverdue({ status: 'Pending', dueDate: '' }, '2026-11-13')).toBe(0);
  });

  it('resolves the due-date filter from today and the first day of the week', () => {
    // 2026-11-12 is a Thursday; the Egyptian business week starts on Saturday.
    expect(invoiceDueRange(null, '2026-11-12', 6)).toBeNull();
    expect(invoiceDueRange('today', '2026-11-12', 6)).toEqual({ start: '2026-11-12', end: '2026-11-12' });
    expect(invoiceDueRange('thisWeek', '2026-11-12', 6)).toEqual({ start: '2026-11-07', end: '2026-11-13' });
    expect(invoiceDueRange('thisWeek', '2026-11-12', 0)).toEqual({ start: '2026-11-08', end: '2026-11-14' });
    expect(invoiceDueRange('thisMonth', '2026-11-12', 6)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(invoiceDueRange('overdue', '2026-11-12', 6)).toEqual({ before: '2026-11-12', unpaidOnly: true });
  });

  it('reads the calendar day of a server date', () => {
    expect(isoDay('2026-11-02 00:00:00.000Z')).toBe('2026-11-02');
    expect(isoDay('')).toBe('');
  });
});
