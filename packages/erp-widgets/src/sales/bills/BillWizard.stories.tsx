import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { body } from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { dialogTitle } from '../../testing/screenPlays';
import { BillWizard } from './BillWizard';
import { makeBill, mockLoadSuppliers, MOCK_TODAY, MOCK_VAT_RATES } from './bills.mocks';

const dialog = () => body().getByRole('dialog');
const wizard = () => within(dialog());
const next = () => userEvent.click(wizard().getByRole('button', { name: msg('ui.wizard.next') }));
const total = (key: string) => dialog().querySelector(`[data-total="${key}"]`);
const egp = (pounds: number) =>
  new Intl.NumberFormat(storyLocale(), { style: 'currency', currency: 'EGP' }).format(pounds).replace(/\s+/g, ' ');

async function typeNumber(id: 'widgets.common.lines.quantity' | 'widgets.common.lines.unitPrice', value: string) {
  const field = wizard().getByRole('textbox', { name: msg(id) });
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.tab();
}

const meta = {
  title: 'Widgets/Sales/BillWizard',
  component: BillWizard,
  args: {
    vatRates: MOCK_VAT_RATES,
    defaultVatRate: 14,
    loadSuppliers: mockLoadSuppliers,
    today: MOCK_TODAY,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof BillWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async () => {
    await expect(dialogTitle()).toHaveTextContent(msg('widgets.sales.bills.wizard.createTitle'));
  },
};

export const SupplierRequired: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await next();
    const supplier = wizard().getByRole('combobox', { name: msg('widgets.common.lines.supplier') });
    await expect(supplier).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(msg('widgets.sales.bills.wizard.supplierRequired'));
    await userEvent.type(supplier, 'Hel');
    await userEvent.click(await body().findByRole('option', { name: 'Helwan Steel Co.' }));
    await next();
    await expect(wizard().getByRole('heading', { level: 3 })).toHaveTextContent(
      msg('widgets.sales.documents.field.items'),
    );
  },
};

export const ItemsWithLiveTotals: Story = {
  parameters: { screenshot: false },
  args: {
    record: makeBill({ items: [{ description: 'Steel pipe', quantity: 1, unitPrice: 1, total: 1 }] }),
    defaultStep: 1,
  },
  play: async () => {
    // 3 × 33.33 = 99.99; VAT 14 % = 14.00; total 113.99: the server's own arithmetic.
    await typeNumber('widgets.common.lines.quantity', '3');
    await typeNumber('widgets.common.lines.unitPrice', '33.33');
    await expect(total('subtotal')).toHaveTextContent(egp(99.99));
    await expect(total('vat')).toHaveTextContent(egp(14));
    await expect(total('total')).toHaveTextContent(egp(113.99));
  },
};

export const Review: Story = {
  args: { record: makeBill({ status: 'PENDING', amountPaid: 0, remaining: 9199.8 }), defaultStep: 3 },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent(storyLocale() === 'ar-EG' ? 'حلوان للصلب' : 'Helwan Steel Co.');
    await expect(total('total')).toHaveTextContent(egp(9199.8));
    await userEvent.click(wizard().getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit.mock.calls[0]?.[0]).toMatchObject({
      supplier: 'sp_helwan0000001',
      vatRate: 14,
      issueDate: '2026-10-05',
    });
  },
};

/** The server refuses a line's quantity: the wizard goes back to the items and shows it on the field. */
export const ServerErrors: Story = {
  parameters: { screenshot: false },
  args: {
    record: makeBill({ status: 'PENDING' }),
    defaultStep: 3,
    onSubmit: fn(async () =>
      Promise.reject(Object.assign(new Error('refused'), { fieldErrors: { 'items.0.quantity': 'Not a quantity.' } })),
    ),
  },
  play: async () => {
    await userEvent.click(wizard().getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await waitFor(() => expect(dialog()).toHaveTextContent('Not a quantity.'));
    await expect(wizard().getAllByRole('textbox', { name: msg('widgets.common.lines.quantity') })[0]).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
