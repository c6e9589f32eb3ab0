import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { body } from '../../testing/listStories';
import { refusesFields } from '../../testing/intentStories';
import { msg } from '../../testing/messages';
import { dialogTitle } from '../../testing/screenPlays';
import { MOCK_TODAY } from '../sales.mocks';
import { dialog, lineCards, next, salesWizardArgs, saveRefusedBackTo, stepHeading, totalOf } from '../salesStories';
import { egp, t } from '../sales.testing';
import { makeCashReceipt, makeInvoiceSearch, makeReceipt } from './receipts.mocks';
import { ReceiptWizard } from './ReceiptWizard';

const invoiceField = () =>
  within(dialog()).getByRole('combobox', { name: msg('widgets.sales.receipts.wizard.invoice') });
const clientField = () => within(dialog()).getByRole('combobox', { name: msg('widgets.common.client') });

/** Searches the invoices and picks the one with this number. */
async function pickInvoice(query: string, number: string) {
  await userEvent.type(invoiceField(), query);
  await userEvent.click(await body().findByRole('option', { name: new RegExp(number) }));
}

const meta = {
  title: 'Screens/Sales/Receipts/Wizard',
  component: ReceiptWizard,
  args: {
    ...salesWizardArgs(),
    receipt: null,
    searchInvoices: makeInvoiceSearch(),
  },
} satisfies Meta<typeof ReceiptWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  name: 'Step 1: payment',
  play: async () => {
    await expect(dialogTitle()).toHaveTextContent(msg('widgets.sales.receipts.screen.add'));
    await expect(stepHeading()).toHaveTextContent(msg('widgets.sales.receipts.wizard.stepDetails'));
    await expect(invoiceField()).toHaveValue('');
    await expect(invoiceField()).toHaveAccessibleDescription(msg('widgets.sales.receipts.wizard.invoiceHint'));
    await expect(dialog().querySelector('input[name="issueDate"]')).toHaveValue(MOCK_TODAY);
  },
};

export const RequiredFields: Story = {
  parameters: { screenshot: false },
  name: 'Step 1: client, issue date and payment method required',
  args: {
    receipt: { ...makeCashReceipt(), client: '', clientName: '', clientNameAr: '', issueDate: '', paymentMethod: '' },
  },
  play: async ({ args }) => {
    await next();
    await expect(clientField()).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(msg('widgets.sales.documents.wizard.clientRequired'));
    await expect(dialog()).toHaveTextContent(msg('widgets.sales.documents.wizard.issueDateRequired'));
    await expect(dialog()).toHaveTextContent(msg('widgets.common.payment.methodRequired'));
    await waitFor(() => expect(clientField()).toHaveFocus());
    await expect(stepHeading()).toHaveTextContent(msg('widgets.sales.receipts.wizard.stepDetails'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PickInvoice: Story = {
  parameters: { screenshot: false },
  name: 'Step 1: an invoice not fully paid',
  play: async () => {
    await pickInvoice('126', 'INV-2026-000126');
    await expect(invoiceField()).toHaveValue('INV-2026-000126');
    // The receipt takes the invoice's client (fixed), and the method of its last payment.
    await expect(clientField()).toHaveValue(t('Giza Pharma', 'الجيزة للأدوية'));
    await expect(clientField()).toHaveAttribute('readonly');
    await expect(within(dialog()).getByTestId('receipt-unpaid-warning')).toHaveTextContent(
      msg('widgets.sales.documents.receiptOfInvoice.notFullyPaidTitle'),
    );
    await expect(within(dialog()).getByTestId('receipt-unpaid-warning')).toHaveTextContent(egp(2438.69));
    await expect(
      within(dialog()).getByRole('button', { name: new RegExp(msg('widgets.common.payment.method')) }),
    ).toHaveTextContent(msg('widgets.common.paymentMethod.bankTransfer'));
    await next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent(msg('widgets.sales.documents.field.items')));
    // Its lines and VAT rate are copied: 3,454.99 + 14 % = 3,938.69.
    await expect(lineCards()).toHaveLength(3);
    await expect(totalOf('total')).toHaveTextContent(egp(3938.69));
  },
};

export const ReceiptAlreadyExists: Story = {
  parameters: { screenshot: false },
  name: 'Step 1: the invoice already has its receipt',
  play: async ({ args }) => {
    await pickInvoice('123', 'INV-2026-000123');
    const notice = within(dialog()).getByTestId('receipt-exists');
    await expect(notice).toHaveTextContent(msg('widgets.sales.documents.receiptOfInvoice.alreadyExistsTitle'));
    await expect(notice).toHaveTextContent('REC-2026-000051');
    await next();
    await expect(invoiceField()).toHaveAttribute('aria-invalid', 'true');
    await expect(stepHeading()).toHaveTextContent(msg('widgets.sales.receipts.wizard.stepDetails'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithoutInvoice: Story = {
  parameters: { screenshot: false },
  name: 'A receipt without an invoice, end to end',
  play: async ({ args }) => {
    await userEvent.type(clientField(), t('red', 'البحر'));
    await userEvent.click(await body().findByRole('option', { name: t('Red Sea Resorts', 'منتجعات البحر الأحمر') }));
    await userEvent.click(
      within(dialog()).getByRole('button', { name: new RegExp(msg('widgets.common.payment.method')) }),
    );
    await userEvent.click(await body().findByRole('option', { name: msg('widgets.common.paymentMethod.cash') }));
    await next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent(msg('widgets.sales.documents.field.items')));
    await userEvent.click(within(dialog()).getByRole('button', { name: msg('widgets.common.lines.addCustomLine') }));
    const [card] = lineCards();
    await userEvent.type(
      within(card!).getByRole('textbox', { name: msg('widgets.common.description') }),
      'Room deposit',
    );
    await userEvent.type(within(card!).getByRole('textbox', { name: msg('widgets.common.lines.quantity') }), '1');
    await userEvent.type(within(card!).getByRole('textbox', { name: msg('widgets.common.lines.unitPrice') }), '2500');
    await userEvent.tab();
    await expect(totalOf('total')).toHaveTextContent(egp(2850));
    await next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent(msg('widgets.sales.documents.wizard.stepSummary')));
    await expect(dialog()).toHaveTextContent(msg('widgets.sales.receipts.field.noInvoice'));
    await userEvent.click(
      within(dialog()).getByRole('button', { name: msg('widgets.sales.receipts.wizard.createSubmit') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      invoice: '',
      client: 'cl_redsea0000004',
      issueDate: MOCK_TODAY,
      paymentMethod: 'Cash',
      vatRate: 14,
      items: [{ description: 'Room deposit', quantity: 1, unitPrice: 2500, total: 2500 }],
      notes: '',
      newAttachments: [],
      removedAttachments: [],
      subtotal: 2500,
      tax: 350,
      total: 2850,
    });
  },
};

export const Edit: Story = {
  name: 'Edit: the invoice stays',
  args: { receipt: makeReceipt(), defaultStep: 2 },
  play: async ({ args }) => {
    await expect(dialogTitle()).toHaveTextContent(
      msg('widgets.sales.receipts.wizard.editTitle', { number: 'REC-2026-000051' }),
    );
    await expect(dialog()).toHaveTextContent('INV-2026-000123');
    await userEvent.click(within(dialog()).getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        invoice: 'in_mock00000001',
        client: 'cl_nile000000001',
        issueDate: '2026-11-12',
        paymentMethod: 'Bank Transfer',
        total: 3938.69,
        notes: 'Transfer reference NBE-884213.',
      }),
    );
  },
};

export const EditPaymentStep: Story = {
  parameters: { screenshot: false },
  name: 'Edit: invoice and client are fixed',
  args: { receipt: makeReceipt() },
  play: async () => {
    await expect(invoiceField()).toHaveValue('INV-2026-000123');
    await expect(invoiceField()).toHaveAttribute('readonly');
    await expect(invoiceField()).toHaveAccessibleDescription(msg('schema.refusal.validation_invoice_fixed'));
    await expect(clientField()).toHaveAttribute('readonly');
  },
};

export const ServerErrors: Story = {
  parameters: { screenshot: false },
  name: 'Server errors lead back to their step',
  args: {
    receipt: makeReceipt(),
    defaultStep: 2,
    // The app's save rejects with the fields the server refused.
    onSubmit: refusesFields({ invoice: 'This invoice already has receipt REC-2026-000060.' }),
  },
  play: async ({ args }) => {
    await saveRefusedBackTo(
      args.onSubmit,
      'widgets.sales.receipts.wizard.stepDetails',
      msg('widgets.sales.receipts.field.invoice'),
    );
    await expect(invoiceField()).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent('REC-2026-000060');
  },
};
