import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { msg } from '../../testing/messages';
import { dialogTitle } from '../../testing/screenPlays';
import { ExpenseWizard } from './ExpenseWizard';
import { makeExpense, mockLoadEmployees, MOCK_TODAY } from './expenses.mocks';

const dialog = () => within(document.body).getByRole('dialog');
const wizard = () => within(dialog());

const meta = {
  title: 'Widgets/Sales/ExpenseWizard',
  component: ExpenseWizard,
  args: { loadEmployees: mockLoadEmployees, today: MOCK_TODAY, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ExpenseWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async () => {
    await expect(dialogTitle()).toHaveTextContent(msg('widgets.sales.expenses.wizard.createTitle'));
  },
};

/** Every required field empty: each is marked (a toast, raised by the app's toast host, asks to fill them in). */
export const RequiredFields: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await userEvent.click(wizard().getByRole('button', { name: msg('ui.wizard.next') }));
    await expect(wizard().getByRole('textbox', { name: msg('widgets.common.amount') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog()).toHaveTextContent(msg('widgets.common.required'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Review: Story = {
  args: { record: makeExpense(), defaultStep: 2 },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent(msg('schema.expenseCategory.Travel'));
    await userEvent.click(wizard().getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit.mock.calls[0]?.[0]).toMatchObject({
      category: 'Travel',
      amount: 1850.5,
      paymentMethod: 'Cash',
      employee: 'em_omar00000001',
    });
  },
};
