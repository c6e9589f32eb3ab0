import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';

import { looseListSearch } from '../lib/listSearch';
import { listParams } from '../lib/lists';
import { asInvoice, invoiceKeys, invoiceList, lastPaymentMethod, type InvoiceRecord } from './invoices';

const pb = new PocketBase('http://127.0.0.1:8093');
// A Thursday: the business week (from Saturday) runs 7 to 13 November.
const today = '2026-11-12';
const filterOf = (raw: Record<string, unknown>) => invoiceList.filter(pb, listParams(invoiceList, raw, today));

describe('the invoices list filter', () => {
  it('binds the search text over the number and both client names', () => {
    const literal = String.raw`"x\" || id != \""`;
    expect(filterOf({ search: 'x" || id != "' })).toBe(
      `(invoiceNumber ~ ${literal} || client.name ~ ${literal} || client.nameAr ~ ${literal})`,
    );
  });

  it('resolves the due-date filters from today, overdue meaning unpaid and due before today', () => {
    expect(filterOf({ due: 'thisWeek', status: 'Pending' })).toBe(
      'status = "Pending" && dueDate >= "2026-11-07 00:00:00.000Z" && dueDate < "2026-11-14 00:00:00.000Z"',
    );
    expect(filterOf({ due: 'overdue' })).toBe(
      'dueDate != "" && dueDate < "2026-11-12 00:00:00.000Z" && (status = "Pending" || status = "Partially Paid")',
    );
    expect(filterOf({ due: 'someday', status: 'Lost' })).toBe('');
  });
});

describe('the invoices URL state', () => {
  it('fills the defaults (newest first) and keeps only known filters and sort fields', () => {
    expect(listParams(invoiceList, {}, today)).toMatchObject({
      sort: '-created',
      filters: { due: null, status: null },
    });
    const search = looseListSearch({ status: 'Partially Paid', sort: '-amountPaid' }, ['due', 'status']);
    expect(listParams(invoiceList, search, today)).toMatchObject({
      sort: '-amountPaid',
      filters: { status: 'Partially Paid' },
    });
    expect(listParams(invoiceList, looseListSearch({ sort: 'notes' }, []), today).sort).toBe('-created');
  });

  it('keys every invoice query under the collection', () => {
    expect(invoiceKeys.detail('i1')).toEqual(['invoices', 'detail', 'i1']);
  });
});

describe('an invoice record', () => {
  it("takes its client's names, its receipt's number and its latest payment's method from the expansions", () => {
    const record = {
      id: 'i1',
      invoiceNumber: 'INV-1',
      items: 'not a list',
      attachments: 'po.pdf',
      expand: {
        client: { name: 'Nile Delta Trading', nameAr: 'دلتا النيل للتجارة' },
        receipt: { receiptNumber: 'REC-1' },
        invoice_payments_via_invoice: [
          { method: 'Cash', date: '2026-11-01 00:00:00.000Z', created: '2026-11-01 10:00:00.000Z' },
          { method: 'Check', date: '2026-11-05 00:00:00.000Z', created: '2026-11-05 09:00:00.000Z' },
        ],
      },
    } as unknown as InvoiceRecord;
    expect(asInvoice(record)).toMatchObject({
      items: [],
      attachments: ['po.pdf'],
      clientName: 'Nile Delta Trading',
      clientNameAr: 'دلتا النيل للتجارة',
      receiptNumber: 'REC-1',
      lastPaymentMethod: 'Check',
    });
    expect(lastPaymentMethod([])).toBe('');
  });
});
