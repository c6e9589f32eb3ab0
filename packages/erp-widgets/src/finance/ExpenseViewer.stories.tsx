import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ExpenseViewer } from './ExpenseViewer';
import { makeExpense } from './finance.mocks';
import { day, dialog, egp, t } from './finance.testing';

const all = { view: true, create: true, edit: true, delete: true };
const actionIds = () => [...dialog().querySelectorAll('[data-action-id]')].map((b) => b.getAttribute('data-action-id'));

const meta = {
  title: 'Widgets/Finance/ExpenseViewer',
  component: ExpenseViewer,
  args: {
    viewer: { state: 'ready', expense: makeExpense() },
    permissions: all,
    fileUrl: (expense, name) => `https://erp.example/api/files/expenses/${expense.id}/${name}`,
    onClose: fn(),
    onStatusAction: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ExpenseViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ args }) => {
    const viewer = within(dialog());
    await expect(viewer.getByRole('heading', { level: 2 })).toHaveTextContent('EXP-2026-000118');
    await expect(dialog()).toHaveTextContent(day('2026-11-16'));
    await expect(dialog()).toHaveTextContent(egp(1850.5));
    await expect(dialog()).toHaveTextContent(t('Cash', 'نقدًا'));
    await expect(dialog()).toHaveTextContent('TKT-55102');
    await expect(dialog()).toHaveTextContent(t('Omar Farouk', 'عمر فاروق'));
    await expect(viewer.getByRole('link', { name: 'ticket_scan.pdf' })).toHaveAttribute(
      'href',
      'https://erp.example/api/files/expenses/ex_mock00000001/ticket_scan_a1b2c3d4e5.pdf',
    );
    await expect(actionIds()).toEqual(['approve', 'reject', 'edit', 'delete']);
    await userEvent.click(viewer.getByRole('button', { name: t('Reject', 'رفض') }));
    await expect(args.onStatusAction).toHaveBeenCalledWith(makeExpense(), 'reject');
  },
};

export const Approved: Story = {
  args: { viewer: { state: 'ready', expense: makeExpense({ status: 'Approved' }) } },
  play: async ({ args }) => {
    await expect(actionIds()).toEqual(['reimburse']);
    await userEvent.click(
      within(dialog()).getByRole('button', { name: t('Mark as reimbursed', 'تأكيد الصرف للموظف') }),
    );
    await expect(args.onStatusAction).toHaveBeenCalledWith(makeExpense({ status: 'Approved' }), 'reimburse');
  },
};

export const Rejected: Story = {
  args: { viewer: { state: 'ready', expense: makeExpense({ status: 'Rejected' }) } },
  play: async () => {
    await expect(actionIds()).toEqual(['delete']);
    await expect(dialog()).toHaveTextContent(t('Rejected', 'مرفوض'));
  },
};

export const Reimbursed: Story = {
  args: {
    viewer: {
      state: 'ready',
      expense: makeExpense({ status: 'Reimbursed', employee: '', employeeName: '', employeeNameAr: '' }),
    },
  },
  play: async () => {
    await expect(within(dialog()).queryByRole('toolbar')).toBeNull();
    await expect(dialog()).toHaveTextContent(t('Reimbursed', 'تم الصرف'));
  },
};

export const OwnExpense: Story = {
  args: { isOwn: true },
  play: async () => {
    await expect(actionIds()).toEqual(['edit', 'delete']);
    await expect(within(dialog()).getByRole('note')).toHaveTextContent(
      t(
        'You cannot approve, reject or reimburse your own expense.',
        'لا يمكنك اعتماد مصروفك الشخصي أو رفضه أو تأكيد صرفه.',
      ),
    );
  },
};

export const ReadOnly: Story = {
  args: { permissions: { view: true, create: false, edit: false, delete: false } },
  play: async () => {
    await expect(within(dialog()).queryByRole('toolbar')).toBeNull();
  },
};

export const Loading: Story = {
  args: { viewer: { state: 'loading' } },
  play: async () => {
    await expect(within(dialog()).getByTestId('viewer-skeleton')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { viewer: { state: 'not-found' } },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      t('This expense does not exist or has been deleted.', 'هذا المصروف غير موجود أو تم حذفه.'),
    );
  },
};

export const LoadError: Story = {
  args: {
    viewer: { state: 'error', message: 'Error loading expense data: Failed to fetch' },
    onRetry: fn(),
  },
  play: async ({ args }) => {
    const alert = within(dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent('Error loading expense data: Failed to fetch');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
