import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ConfirmationDialog, DeleteConfirmation, StatusChangeConfirmation } from './ConfirmationDialog';

function useAr() {
  return useIntl().locale.startsWith('ar');
}

const dialog = () => screen.getByRole('alertdialog');

const meta = {
  title: 'Ui/ConfirmationDialog',
  component: ConfirmationDialog,
  tags: ['autodocs'],
  // Each story opens its own overlay: on the docs page they render in separate frames, not stacked on one page.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: { onConfirm: fn(), onOpenChange: fn(), title: '', defaultOpen: true },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfirmationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function ApproveExpense(props: Partial<React.ComponentProps<typeof ConfirmationDialog>>) {
  const ar = useAr();
  return (
    <ConfirmationDialog
      defaultOpen
      onConfirm={() => undefined}
      title={ar ? 'اعتماد المصروف EXP-0012؟' : 'Approve expense EXP-0012?'}
      message={
        ar
          ? 'سيتم إخطار الموظف وإضافة المبلغ إلى دفعة السداد التالية.'
          : 'The employee will be notified and the amount added to the next reimbursement run.'
      }
      confirmLabel={ar ? 'اعتماد' : 'Approve'}
      {...props}
    />
  );
}

export const Default: Story = {
  render: (args) => <ApproveExpense onConfirm={args.onConfirm} onOpenChange={args.onOpenChange} />,
  play: async ({ args }) => {
    const d = dialog();
    const confirm = within(d).getByRole('button', { name: /Approve|اعتماد/ });
    // Not destructive: the confirm button takes focus first. (Confirming and closing is covered by the browser test.)
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(d).toHaveAccessibleDescription(/notified|إخطار/);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Destructive: Story = {
  render: (args) => {
    const Render = () => {
      const ar = useAr();
      return (
        <ApproveExpense
          variant="destructive"
          onConfirm={args.onConfirm}
          title={ar ? 'رفض المصروف EXP-0012؟' : 'Reject expense EXP-0012?'}
          message={ar ? 'سيتم إخطار الموظف بالرفض.' : 'The employee will be told the expense was rejected.'}
          confirmLabel={ar ? 'رفض' : 'Reject'}
        />
      );
    };
    return <Render />;
  },
  play: async () => {
    const d = dialog();
    await expect(d).toHaveAttribute('data-variant', 'destructive');
    await waitFor(() => expect(within(d).getByRole('button', { name: /Cancel|إلغاء/ })).toHaveFocus());
  },
};

export const Pending: Story = {
  render: () => <ApproveExpense isPending />,
  play: async () => {
    const d = dialog();
    await expect(d).toHaveAttribute('data-pending', 'true');
    await expect(within(d).getByRole('button', { name: /Cancel|إلغاء/ })).toBeDisabled();
    const confirm = within(d).getByRole('button', { name: /Approve|اعتماد/ });
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** The confirmed action failed: the dialog stays open with the reason above the buttons, ready for a retry. */
export const Error: Story = {
  render: (args) => {
    const Render = () => {
      const ar = useAr();
      return (
        <ApproveExpense
          onConfirm={args.onConfirm}
          error={
            ar
              ? 'تعذر اعتماد المصروف: انقطع الاتصال بالخادم. تحقق من الاتصال ثم حاول مرة أخرى.'
              : 'Could not approve the expense: the server could not be reached. Check the connection and try again.'
          }
        />
      );
    };
    return <Render />;
  },
  play: async ({ args }) => {
    const d = dialog();
    await expect(d).toHaveAttribute('data-error', 'true');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const alert = within(d).getByRole('alert');
    await expect(alert).toHaveTextContent(/server could not be reached|انقطع الاتصال بالخادم/);
    // The alert sits above the buttons, and both buttons stay usable for a retry or a cancel.
    const confirm = within(d).getByRole('button', { name: /Approve|اعتماد/ });
    await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(confirm.getBoundingClientRect().top);
    await expect(confirm).toBeEnabled();
    await expect(within(d).getByRole('button', { name: /Cancel|إلغاء/ })).toBeEnabled();
  },
};

export const Delete: Story = {
  render: (args) => <DeleteConfirmation defaultOpen itemName="INV-2026-0042" onConfirm={args.onConfirm} />,
  play: async () => {
    const d = dialog();
    await expect(within(d).getByRole('heading')).toHaveTextContent('INV-2026-0042');
    await expect(d).toHaveAccessibleDescription(/cannot be undone|لا يمكن التراجع/);
    await waitFor(() => expect(within(d).getByRole('button', { name: /Cancel|إلغاء/ })).toHaveFocus());
  },
};

export const StatusChange: Story = {
  render: (args) => {
    const Render = () => {
      const ar = useAr();
      return (
        <StatusChangeConfirmation
          defaultOpen
          fromStatus={ar ? 'قيد الانتظار' : 'Pending'}
          toStatus={ar ? 'تم السداد' : 'Reimbursed'}
          title={ar ? 'تعليم المصروف EXP-0012 كمُسدَّد؟' : 'Mark expense EXP-0012 as reimbursed?'}
          confirmLabel={ar ? 'تعليم كمُسدَّد' : 'Mark as reimbursed'}
          onConfirm={args.onConfirm}
        />
      );
    };
    return <Render />;
  },
  play: async () => {
    const d = dialog();
    const from = d.querySelector('[data-status="from"]')!.getBoundingClientRect();
    const to = d.querySelector('[data-status="to"]')!.getBoundingClientRect();
    // The old status comes first in reading order: on the left in English, on the right in Arabic.
    if (document.documentElement.dir === 'rtl') await expect(from.left).toBeGreaterThan(to.left);
    else await expect(from.left).toBeLessThan(to.left);
  },
};

export const LongContent: Story = {
  render: () => {
    const Render = () => {
      const ar = useAr();
      return (
        <DeleteConfirmation
          defaultOpen
          onConfirm={() => undefined}
          itemName={
            ar
              ? 'شركة دلتا النيل للتجارة والتوزيع والخدمات اللوجستية (فرع الإسكندرية الجديد)'
              : 'Nile Delta Trading, Distribution and Logistics Services Company (New Alexandria Branch)'
          }
        />
      );
    };
    return <Render />;
  },
  play: async () => {
    const d = dialog();
    await expect(d.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
