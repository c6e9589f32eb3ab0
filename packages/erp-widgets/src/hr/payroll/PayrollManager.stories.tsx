import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { body } from '../../testing/listStories';
import { msg } from '../../testing/messages';
import { PayrollManager } from './PayrollManager';
import { makePayrollRecord } from './payroll.mocks';

const all = { view: true, create: true, edit: true, delete: true, process: true };
const dialog = () => within(body().getByRole('dialog'));

const meta = {
  title: 'Widgets/HR/PayrollManager',
  component: PayrollManager,
  args: {
    record: makePayrollRecord(0),
    permissions: all,
    onSave: fn(async () => undefined),
    onAction: fn(),
    onPayslip: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PayrollManager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft opens on its summary; submit is offered, approval is not (a draft is not pending). */
export const Draft: Story = {
  play: async () => {
    const d = dialog();
    await expect(d.getByRole('tab', { name: msg('widgets.hr.payroll.tab.summary') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(d.getByRole('button', { name: msg('widgets.hr.payroll.action.submit') })).toBeEnabled();
    await expect(d.queryByRole('button', { name: msg('widgets.common.approve') })).toBeNull();
    await expect(d.getByRole('button', { name: msg('widgets.hr.payroll.action.save') })).toBeDisabled();
  },
};

/** Editing a draft: a bonus added, saved with the whole edit; actions wait until it is saved. */
export const EditAndSave: Story = {
  play: async ({ args }) => {
    const d = dialog();
    await userEvent.click(d.getByRole('tab', { name: msg('widgets.hr.payroll.tab.bonuses') }));
    await userEvent.click(d.getByRole('button', { name: msg('widgets.hr.payroll.action.addRow') }));
    const description = d.getAllByRole('textbox', { name: new RegExp(msg('widgets.common.description')) });
    const added = description[description.length - 1];
    if (!added) throw new Error('no new bonus row');
    await userEvent.type(added, 'Eid bonus');
    await expect(d.getByText(msg('widgets.hr.payroll.manager.unsaved'))).toBeVisible();
    await expect(d.getByRole('button', { name: msg('widgets.hr.payroll.action.submit') })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: msg('widgets.hr.payroll.action.save') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [edit] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(edit.bonuses).toEqual([
      { description: 'Target bonus', amount: 1000 },
      { description: 'Eid bonus', amount: 0 },
    ]);
    await expect(edit.allowances).toHaveLength(2);
  },
};

/** The overtime tab: date and type come from the request; the entry can be left out of this month. */
export const OvertimeTab: Story = {
  play: async () => {
    const d = dialog();
    await userEvent.click(d.getByRole('tab', { name: msg('widgets.hr.payroll.field.overtime') }));
    const group = d.getByRole('group', { name: msg('widgets.hr.payroll.field.overtime') });
    await expect(group).toHaveTextContent('2026-03-10');
    await expect(within(group).getByRole('checkbox')).toBeChecked();
  },
};

/** A pending record is read-only: no fields, approve and reject for a holder of process:payroll. */
export const Pending: Story = {
  args: { record: makePayrollRecord(1) },
  play: async ({ args }) => {
    const d = dialog();
    await expect(d.getByText(msg('widgets.hr.payroll.manager.readOnly'))).toBeVisible();
    await expect(d.queryByRole('button', { name: msg('widgets.hr.payroll.action.save') })).toBeNull();
    await userEvent.click(d.getByRole('tab', { name: msg('widgets.hr.payroll.field.allowances') }));
    await expect(d.queryByRole('textbox')).toBeNull();
    await userEvent.click(d.getByRole('button', { name: msg('widgets.common.approve') }));
    await expect(args.onAction).toHaveBeenCalledWith('approve');
  },
};

/** Without process:payroll, a pending record offers nothing but the payslip. */
export const PendingWithoutProcess: Story = {
  args: { record: makePayrollRecord(1), permissions: { ...all, process: false } },
  play: async () => {
    const d = dialog();
    await expect(d.queryByRole('button', { name: msg('widgets.common.approve') })).toBeNull();
    await expect(d.getByRole('button', { name: msg('widgets.hr.payroll.action.payslip') })).toBeVisible();
  },
};
