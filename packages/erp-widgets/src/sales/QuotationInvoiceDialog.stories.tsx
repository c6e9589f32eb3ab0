import { toast, toastQueue, ToastRegion } from '@erp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { quotationRefusalText } from './quotation.format';
import { quotationErrorMessages } from './quotation.messages';
import { makeInvoicedQuotation, makeQuotation } from './quotation.mocks';
import { QuotationInvoiceDialog, type QuotationInvoiceDialogProps } from './QuotationInvoiceDialog';
import { egp, t } from './sales.testing';

const body = () => within(document.body);
const dialog = () => body().getByRole('dialog');
const accepted = makeQuotation({ status: 'ACCEPTED' });

const meta = {
  title: 'Widgets/Sales/QuotationInvoiceDialog',
  component: QuotationInvoiceDialog,
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
  // The toast queue is global: start every story without the previous one's toasts.
  beforeEach: () => toastQueue.clear(),
  args: { quotation: accepted, onConfirm: fn(), onClose: fn(), onOpenInvoice: fn() },
} satisfies Meta<typeof QuotationInvoiceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent(
      t('Generate invoice', 'إنشاء فاتورة'),
    );
    await expect(dialog()).toHaveTextContent('QUO-2026-000041');
    await expect(dialog()).toHaveTextContent(t('Cairo Steel Works', 'مصانع القاهرة للصلب'));
    await expect(dialog()).toHaveTextContent(egp(6965.4));
    await expect(dialog()).toHaveTextContent(t('draft invoice', 'مسودة فاتورة'));
    const generate = within(dialog()).getByRole('button', { name: t('Generate invoice', 'إنشاء الفاتورة') });
    await waitFor(() => expect(generate).toHaveFocus());
    await userEvent.click(generate);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Cancel', 'إلغاء') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The dialog as the app drives it: the server answers, the app closes the dialog and confirms with a toast. */
function GeneratesInvoice(props: QuotationInvoiceDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <QuotationInvoiceDialog
      {...props}
      onConfirm={async () => {
        props.onConfirm();
        setOpen(false);
        toast.success(intl.formatMessage(quotationErrorMessages.generatedTitle), {
          message: intl.formatMessage(quotationErrorMessages.generated),
        });
      }}
    />
  );
}

export const Success: Story = {
  name: 'Generation succeeds',
  render: (args) => <GeneratesInvoice {...args} />,
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Generate invoice', 'إنشاء الفاتورة') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const shown = await waitFor(() => {
      const el = document.body.querySelector('[data-kind="success"]');
      if (!el) throw new Error('no success toast yet');
      return el;
    });
    await expect(shown).toHaveTextContent(t('Success', 'تمت العملية بنجاح'));
    await expect(shown).toHaveTextContent(t('Invoice generated successfully', 'تم إنشاء الفاتورة بنجاح'));
  },
};

/** The dialog as the app drives it: the server refuses, and its reason comes back translated through `error`. */
function RefusedGeneration(props: QuotationInvoiceDialogProps) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  return (
    <QuotationInvoiceDialog
      {...props}
      error={error}
      onConfirm={() => {
        props.onConfirm();
        setError(
          quotationRefusalText(
            intl,
            { code: 'invoice_already_generated', params: { invoiceNumber: 'INV-2026-000130', invoiceId: 'x' } },
            'invoice',
          ),
        );
      }}
    />
  );
}

export const Failure: Story = {
  name: 'Generation fails',
  render: (args) => <RefusedGeneration {...args} />,
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Generate invoice', 'إنشاء الفاتورة') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    const alert = await within(dialog()).findByRole('alert');
    await expect(alert).toHaveTextContent(t('Invoice Generation Failed', 'فشل إنشاء الفاتورة'));
    await expect(alert).toHaveTextContent(
      t(
        'Error generating invoice: An invoice was already generated from this quotation: INV-2026-000130.',
        'حدث خطأ أثناء إنشاء الفاتورة: سبق إنشاء فاتورة من عرض السعر هذا: INV-2026-000130.',
      ),
    );
    // The dialog stays open for a retry.
    await expect(within(dialog()).getByRole('button', { name: t('Generate invoice', 'إنشاء الفاتورة') })).toBeEnabled();
  },
};

export const FailureWithServerMessage: Story = {
  name: 'Generation fails: not accepted',
  args: {
    error: 'Only accepted quotations can generate an invoice; this quotation is Sent.',
  },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      t('Error generating invoice: Only accepted quotations', 'حدث خطأ أثناء إنشاء الفاتورة: Only accepted quotations'),
    );
  },
};

export const AlreadyGenerated: Story = {
  name: 'Invoice already generated',
  args: { quotation: makeInvoicedQuotation() },
  play: async ({ args }) => {
    await expect(dialog()).toHaveAttribute('data-invoice-exists');
    await expect(within(dialog()).getByRole('status')).toHaveTextContent(
      t(
        'An invoice was already generated from this quotation: INV-2026-000130.',
        'سبق إنشاء فاتورة من عرض السعر هذا: INV-2026-000130.',
      ),
    );
    await expect(within(dialog()).queryByRole('button', { name: t('Generate invoice', 'إنشاء الفاتورة') })).toBeNull();
    await userEvent.click(within(dialog()).getByRole('button', { name: t('Open invoice', 'فتح الفاتورة') }));
    await expect(args.onOpenInvoice).toHaveBeenCalledTimes(1);
  },
};
