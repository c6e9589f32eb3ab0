import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, waitFor, within } from 'storybook/test';

import { Button } from '../button/Button';
import { ToastQueue, type ToastKind } from './ToastQueue';
import { ToastRegion } from './ToastRegion';

type Sample = { title: string; message?: string };
type Texts = Record<'en' | 'ar', Sample>;

const TEXTS: Record<ToastKind | 'long', Texts> = {
  success: {
    en: { title: 'Invoice saved', message: 'Invoice INV-2026-0042 was saved as a draft.' },
    ar: { title: 'تم حفظ الفاتورة', message: 'تم حفظ الفاتورة INV-2026-0042 كمسودة.' },
  },
  error: {
    en: { title: 'Status Update Failed', message: 'Failed to update status. Please try again.' },
    ar: { title: 'تعذر تحديث الحالة', message: 'فشل تحديث الحالة. يرجى المحاولة مرة أخرى.' },
  },
  info: {
    en: { title: 'Receipt Already Exists', message: 'This invoice already has receipt RCT-0007.' },
    ar: { title: 'الإيصال موجود بالفعل', message: 'هذه الفاتورة لها الإيصال RCT-0007 بالفعل.' },
  },
  warning: {
    en: { title: 'Quantity exceeds available stock!', message: 'Only 12 units are left in the Cairo warehouse.' },
    ar: { title: 'الكمية تتجاوز المخزون المتاح!', message: 'لم يتبق سوى ١٢ وحدة في مخزن القاهرة.' },
  },
  long: {
    en: {
      title: 'Receipt Creation Failed for invoice INV-2026-0042 issued to Nile Delta Trading and Distribution Company',
      message:
        'Failed to create receipt. Please try again. The server answered: the payment method "Bank Transfer" requires a reference number, and the amount 15,960.00 EGP exceeds the remaining balance of 13,680.00 EGP.',
    },
    ar: {
      title: 'تعذر إنشاء الإيصال للفاتورة INV-2026-0042 الصادرة لشركة دلتا النيل للتجارة والتوزيع',
      message:
        'فشل إنشاء الإيصال. يرجى المحاولة مرة أخرى. رد الخادم: طريقة الدفع «تحويل بنكي» تتطلب رقمًا مرجعيًا، والمبلغ ١٥٬٩٦٠٫٠٠ ج.م. يتجاوز الرصيد المتبقي ١٣٬٦٨٠٫٠٠ ج.م.',
    },
  },
};

function useText(texts: Texts): Sample {
  return useIntl().locale.startsWith('ar') ? texts.ar : texts.en;
}

/** A region over its own queue, holding one sticky toast so the screenshot is stable. */
function OneToast({ kind, text }: { kind: ToastKind; text: keyof typeof TEXTS }) {
  const sample = useText(TEXTS[text]);
  const [queue] = useState(() => {
    const q = new ToastQueue();
    q.add(kind, sample.title, { message: sample.message, duration: null });
    return q;
  });
  return <ToastRegion queue={queue} />;
}

function QueueDemo() {
  const intl = useIntl();
  const ar = intl.locale.startsWith('ar');
  const [queue] = useState(() => new ToastQueue());
  const enqueue = () => {
    (['success', 'info', 'warning'] as const).forEach((kind) => {
      const t = ar ? TEXTS[kind].ar : TEXTS[kind].en;
      queue.add(kind, t.title, { message: t.message, duration: null });
    });
  };
  const replace = () => {
    queue.add('info', ar ? 'جارٍ الحفظ…' : 'Saving…', { key: 'save', duration: null });
    queue.add('success', ar ? 'تم الحفظ' : 'Saved', { key: 'save', duration: null });
  };
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onPress={enqueue}>{ar ? 'أضف ثلاثة إشعارات' : 'Queue three toasts'}</Button>
      <Button onPress={replace}>{ar ? 'حفظ (نفس المفتاح)' : 'Save (same key)'}</Button>
      <ToastRegion queue={queue} />
    </div>
  );
}

const meta = {
  title: 'Ui/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  // Each story opens its own overlay: on the docs page they render in separate frames, not stacked on one page.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '100vh', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  render: () => <OneToast kind="success" text="success" />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByText(/^(Invoice saved|تم حفظ الفاتورة)$/)).toBeVisible();
    await expect(status.querySelector('[data-kind="success"]')).not.toBeNull();
    await expect(within(canvasElement).getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Error: Story = {
  render: () => <OneToast kind="error" text="error" />,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.querySelector('[data-kind="error"]')).not.toBeNull();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Info: Story = {
  render: () => <OneToast kind="info" text="info" />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status.querySelector('[data-kind="info"]')).not.toBeNull();
  },
};

export const Warning: Story = {
  render: () => <OneToast kind="warning" text="warning" />,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.querySelector('[data-kind="warning"]')).not.toBeNull();
  },
};

export const LongContent: Story = {
  render: () => <OneToast kind="error" text="long" />,
  play: async ({ canvasElement }) => {
    const toast = canvasElement.querySelector<HTMLElement>('[data-kind="error"]');
    await expect(toast).not.toBeNull();
    // Long words wrap inside the toast instead of widening it past the viewport.
    await expect(toast!.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Queue: Story = {
  render: () => <QueueDemo />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Queue three toasts|أضف ثلاثة إشعارات/ }));
    const region = canvas.getByRole('region');
    await expect(region.querySelectorAll('[data-kind]')).toHaveLength(1);
    await expect(region.querySelector('[data-kind="success"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Dismiss notification|إغلاق الإشعار/ }));
    await expect(region.querySelectorAll('[data-kind]')).toHaveLength(0);
    // The next toast follows after the 300 ms gap.
    await waitFor(() => expect(region.querySelector('[data-kind="info"]')).not.toBeNull());
    await expect(region.querySelectorAll('[data-kind]')).toHaveLength(1);
  },
};

/** A region over its own queue with nothing in it. */
function IdleRegion() {
  const [queue] = useState(() => new ToastQueue());
  return <ToastRegion queue={queue} />;
}

/** Idle: the region waits with no toast. It stays mounted, labelled, with its two live regions empty. */
export const Empty: Story = {
  render: () => <IdleRegion />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: /Notifications|الإشعارات/ });
    await expect(region).not.toHaveAttribute('data-has-toast');
    await expect(region.querySelectorAll('[data-kind]')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};
