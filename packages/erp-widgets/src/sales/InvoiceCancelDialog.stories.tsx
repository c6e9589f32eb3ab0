import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { InvoiceCancelDialog } from './InvoiceCancelDialog';
import { makeInvoice } from './sales.mocks';
import { egp, t } from './sales.testing';

const dialog = () => within(document.body).getByRole('alertdialog');

const meta = {
  title: 'Widgets/Sales/InvoiceCancelDialog',
  component: InvoiceCancelDialog,
  // Synchronous: a pending confirm button announces itself through react-aria's live region, which outlives the
  // story and would point at a button the next story no longer has.
  args: { invoice: makeInvoice(), onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof InvoiceCancelDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ args }) => {
    await expect(dialog()).toHaveAccessibleName(
      t('Cancel invoice INV-2026-000123?', 'إلغاء الفاتورة INV-2026-000123؟'),
    );
    await expect(dialog()).toHaveAccessibleDescription(
      t(
        'The invoice will be marked as cancelled and the inventory quantities it took out of stock will be returned. This action cannot be undone.',
        'سيتم تحويل الفاتورة إلى ملغاة وإعادة كميات الأصناف التي خُصمت من المخزون. لا يمكن التراجع عن هذا الإجراء.',
      ),
    );
    // Destructive: the safe choice has the focus first.
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: t('Keep invoice', 'الإبقاء على الفاتورة') })).toHaveFocus(),
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Cancel invoice', 'إلغاء الفاتورة') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const PartiallyPaid: Story = {
  args: { invoice: makeInvoice({ status: 'Partially Paid', amountPaid: 1500 }) },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent(
      t(
        `${egp(1500)} has already been paid on this invoice. Cancelling does not refund it.`,
        `تم سداد ${egp(1500)} بالفعل على هذه الفاتورة، والإلغاء لا يردّ هذا المبلغ.`,
      ),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: true },
  play: async () => {
    const alert = within(dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent(t('Cancellation Failed', 'فشل الإلغاء'));
    await expect(alert).toHaveTextContent(
      t('Failed to cancel invoice. Please try again.', 'تعذّر إلغاء الفاتورة. برجاء المحاولة مرة أخرى.'),
    );
  },
};
