import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { body, dialogButton, emptyList, listMaker, loadingList, padded, screenArgs } from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { listTable } from '../../testing/screenPlays';
import { PayrollScreen, type PayrollScreenProps } from './PayrollScreen';
import { makePayrollRecord, makePayrollRecords, mockRunEmployees } from './payroll.mocks';
import type { PayrollFilters, PayrollRecord } from './payroll.types';

const records = makePayrollRecords(5);
const list = listMaker<PayrollRecord, PayrollFilters>({ filters: { status: null, period: null } });

/** The screen with the run dialog's employees in the story's locale. */
function Localized(props: Omit<PayrollScreenProps, 'loadRunEmployees'>) {
  const { locale } = useIntl();
  return <PayrollScreen {...props} loadRunEmployees={async () => mockRunEmployees(locale)} />;
}

const meta = {
  title: 'Screens/HR/Payroll',
  component: Localized,
  decorators: [padded],
  args: {
    ...screenArgs(),
    list: list(records),
    canProcess: true,
    periods: ['2026-03', '2026-02', '2026-01'],
    defaultPeriod: '2026-04',
    onRun: fn(async () => undefined),
    onAction: fn(async () => undefined),
    onPayslip: fn(),
  },
} satisfies Meta<typeof Localized>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every figure of the month per employee, in every status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 6);
    for (const id of [
      'widgets.hr.payroll.field.insuredSalary',
      'widgets.hr.payroll.field.employerInsurance',
      'widgets.hr.payroll.field.netPay',
    ] as const)
      await expect(table).toHaveTextContent(msg(id));
    await expect(table).toHaveTextContent(storyLocale() === 'ar-EG' ? 'عمر فاروق' : 'Omar Farouk');
    await expect(table).toHaveTextContent(storyLocale() === 'ar-EG' ? '١١٬٠٩٩٫١٣' : '11,099.13');
    await expect(table).toHaveTextContent(msg('schema.payrollStatus.paid'));
  },
};

export const Empty: Story = emptyList(list([]), 'widgets.hr.payroll.screen.emptyTitle');

export const Loading: Story = { parameters: { screenshot: false }, ...loadingList(list([], { isLoading: true })) };

/** Opens the run dialog from the screen's button, once it lists the period's three employees. */
async function openRunDialog(canvasElement: HTMLElement) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: msg('widgets.hr.payroll.screen.runPayroll') }),
  );
  const d = within(body().getByRole('dialog'));
  await waitFor(() => expect(d.getAllByRole('checkbox')).toHaveLength(3));
  return d;
}

/** The run dialog: the period's employees, the processed one marked and not chosen; the others are run. */
export const RunPayroll: Story = {
  // It ends with the dialog closed, the same picture as Default.
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const d = await openRunDialog(canvasElement);
    await expect(d.getAllByText(msg('widgets.hr.payroll.run.processed'))).toHaveLength(1);
    await expect(d.getAllByRole('checkbox')[0]).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: msg('widgets.hr.payroll.run.confirm') }));
    await waitFor(() => expect(args.onRun).toHaveBeenCalledWith('2026-04', ['employee0000001', 'employee0000002']));
  },
};

/** Nothing chosen: the run is refused in the dialog, nothing is sent. */
export const RunNothingChosen: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const d = await openRunDialog(canvasElement);
    for (const box of d.getAllByRole('checkbox').slice(1)) await userEvent.click(box);
    await userEvent.click(d.getByRole('button', { name: msg('widgets.hr.payroll.run.confirm') }));
    await expect(d.getByRole('alert')).toHaveTextContent(msg('widgets.hr.payroll.run.none'));
    await expect(args.onRun).not.toHaveBeenCalled();
  },
};

/** Approving from the manager asks first, with the old and the new status. */
export const ApproveConfirmation: Story = {
  args: { viewer: { status: 'ready', record: makePayrollRecord(1) } },
  play: async ({ args }) => {
    await userEvent.click(dialogButton(msg('widgets.common.approve')));
    const confirm = within(await body().findByRole('alertdialog'));
    await expect(confirm.getByText(msg('widgets.hr.payroll.confirm.approve'))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: msg('widgets.common.approve') }));
    await waitFor(() =>
      expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'payroll0000000001' }), 'approve'),
    );
  },
};

/** Without process:payroll: no approve, reject, pay or cancel anywhere. */
export const WithoutProcess: Story = {
  parameters: { screenshot: false },
  args: { canProcess: false, viewer: { status: 'ready', record: makePayrollRecord(1) } },
  play: async () => {
    const d = within(body().getByRole('dialog'));
    await expect(d.queryByRole('button', { name: msg('widgets.common.approve') })).toBeNull();
    await expect(d.queryByRole('button', { name: msg('widgets.hr.payroll.action.pay') })).toBeNull();
  },
};

export const ViewerNotFound: Story = {
  parameters: { screenshot: false },
  args: { viewer: { status: 'not-found' } },
  play: async () => {
    await expect(body().getByRole('dialog')).toHaveTextContent(msg('widgets.hr.payroll.viewer.notFoundTitle'));
  },
};
