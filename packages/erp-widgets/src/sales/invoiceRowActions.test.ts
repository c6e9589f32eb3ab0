import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';

import ar from '../../intl/ar-EG.json';
import en from '../../intl/en-US.json';
import { invoiceRowActions } from './invoiceRowActions';
import { makeInvoicePermissions, makeInvoiceSummaries } from './sales.mocks';
import type { InvoiceActionCallbacks } from './sales.types';

const callbacks = (): Required<InvoiceActionCallbacks> => ({
  onEdit: vi.fn(),
  onIssue: vi.fn(),
  onRecordPayment: vi.fn(),
  onCreateReceipt: vi.fn(),
  onCancel: vi.fn(),
  onDelete: vi.fn(),
  onPrint: vi.fn(),
  onDownloadPdf: vi.fn(),
});

const [pending, paid, draft, partial, cancelled] = makeInvoiceSummaries(5) as [
  ReturnType<typeof makeInvoiceSummaries>[0],
  ReturnType<typeof makeInvoiceSummaries>[0],
  ReturnType<typeof makeInvoiceSummaries>[0],
  ReturnType<typeof makeInvoiceSummaries>[0],
  ReturnType<typeof makeInvoiceSummaries>[0],
];

describe.each([
  ['en-US', en, ['Record payment', 'Create receipt', 'Print', 'Download PDF', 'Cancel invoice']],
  ['ar-EG', ar, ['تسجيل دفعة', 'إنشاء إيصال', 'طباعة', 'تنزيل PDF', 'إلغاء الفاتورة']],
] as const)('invoiceRowActions (%s)', (locale, messages, unpaidLabels) => {
  const intl = createIntl({ locale, messages });
  const all = makeInvoicePermissions();

  it('offers payment, receipt and cancel on unpaid invoices, labelled in the locale', () => {
    for (const invoice of [pending, partial]) {
      const actions = invoiceRowActions(intl, invoice, all, callbacks());
      expect(actions.map((a) => a.id)).toEqual(['pay', 'receipt', 'print', 'pdf', 'cancel']);
      expect(actions.map((a) => a.label)).toEqual(unpaidLabels);
    }
  });

  it('offers edit, issue and delete only on drafts, and nothing that changes a cancelled invoice', () => {
    expect(invoiceRowActions(intl, draft, all, callbacks()).map((a) => a.id)).toEqual([
      'edit',
      'issue',
      'print',
      'pdf',
      'delete',
    ]);
    expect(invoiceRowActions(intl, paid, all, callbacks()).map((a) => a.id)).toEqual(['receipt', 'print', 'pdf']);
    expect(invoiceRowActions(intl, cancelled, all, callbacks()).map((a) => a.id)).toEqual(['print', 'pdf']);
  });

  it('calls the action callback with the invoice of the row', () => {
    const spies = callbacks();
    const actions = invoiceRowActions(intl, partial, all, spies);
    actions.find((a) => a.id === 'pay')?.onAction();
    actions.find((a) => a.id === 'cancel')?.onAction();
    expect(spies.onRecordPayment).toHaveBeenCalledWith(partial);
    expect(spies.onCancel).toHaveBeenCalledWith(partial);
    expect(spies.onCreateReceipt).not.toHaveBeenCalled();
  });

  it('leaves out actions without permission or without a callback', () => {
    const readOnly = makeInvoicePermissions({ pay: false, cancel: false, createReceipt: false });
    expect(invoiceRowActions(intl, partial, readOnly, callbacks()).map((a) => a.id)).toEqual(['print', 'pdf']);
    expect(invoiceRowActions(intl, partial, all, { onRecordPayment: vi.fn() }).map((a) => a.id)).toEqual(['pay']);
    expect(invoiceRowActions(intl, partial, { ...all, view: false }, callbacks()).map((a) => a.id)).toEqual([
      'pay',
      'receipt',
      'cancel',
    ]);
  });
});
