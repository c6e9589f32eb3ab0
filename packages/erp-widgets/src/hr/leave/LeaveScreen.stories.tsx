import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import * as kit from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { listTable } from '../../testing/screenPlays';
import { MOCK_PEOPLE } from '../hr.mocks';
import { LeaveScreen } from './LeaveScreen';
import { MOCK_LEAVE } from './leave.mocks';
import type { EntitlementGroup, LeaveFilters, LeaveRequest } from './leave.types';

const ar = () => storyLocale().startsWith('ar');
const omar = () => (ar() ? 'عمر فاروق' : 'Omar Farouk');
const list = kit.listMaker<LeaveRequest, LeaveFilters>({ total: 5, filters: { leaveType: null, status: null } });
const choices = MOCK_PEOPLE.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}` }));

/** Opens the request form ("Request leave"). */
async function openRequestForm(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getAllByRole('button', { name: msg('widgets.hr.leave.screen.add') })[0]!);
  return kit.body().getByRole('dialog');
}

/** Opens the request form and picks the leave type. */
async function requestLeave(canvasElement: HTMLElement, type: 'ANNUAL' | 'SICK'): Promise<HTMLElement> {
  const form = await openRequestForm(canvasElement);
  await userEvent.click(
    within(form).getByRole('button', { name: new RegExp(msg('widgets.hr.leave.field.leaveType')) }),
  );
  await userEvent.click(kit.body().getByRole('option', { name: msg(`schema.leaveType.${type}`) }));
  return form;
}

const meta = {
  title: 'Screens/HR/Leave',
  component: LeaveScreen,
  decorators: [kit.padded],
  args: {
    list: list(MOCK_LEAVE),
    permissions: kit.fullAccess,
    viewer: null,
    canApprove: true,
    ownEmployee: null,
    searchEmployees: fn(async () => choices),
    loadBalance: fn(async (_e: string, _t: string, year: number) => ({
      group: 'vacation' as EntitlementGroup,
      year,
      entitled: 21,
      used: 18,
    })),
    today: '2026-03-01',
    onView: fn(),
    onViewerClose: fn(),
    onRequest: fn(async () => undefined),
    onAction: fn(async () => undefined),
  },
} satisfies Meta<typeof LeaveScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The approver's list: every employee's requests; a pending one is approved after its confirmation. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await listTable(canvasElement, 6);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(msg('schema.leaveType.ANNUAL'));
    await userEvent.click(
      within(canvasElement).getAllByRole('button', {
        name: msg('ui.paginatedList.moreActionsRow', { label: omar() }),
      })[0]!,
    );
    await userEvent.click(kit.body().getByRole('menuitem', { name: msg('widgets.common.approve') }));
    const confirm = kit.body().getByRole('alertdialog');
    await expect(confirm).toHaveTextContent(msg('schema.leaveStatus.APPROVED'));
    await userEvent.click(within(confirm).getByRole('button', { name: msg('widgets.common.approve') }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith(MOCK_LEAVE[0], 'approve'));
  },
};

export const Empty: Story = kit.emptyList(list([], { total: 0 }), 'widgets.hr.leave.screen.emptyTitle');
export const Failed: Story = {
  ...kit.failedList(list([], { error: true, onRetry: fn() })),
  parameters: { screenshot: false },
};

/** The viewer of a pending request offers the approver's decisions. */
export const Viewer: Story = {
  args: { viewer: { status: 'ready', record: MOCK_LEAVE[0]! } },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(dialog).toHaveTextContent(msg('widgets.hr.leave.form.days', { days: 5 }));
    await expect(within(dialog).getByRole('button', { name: msg('widgets.common.reject') })).toBeVisible();
  },
};

export const NotFound: Story = {
  ...kit.viewerNotFound('widgets.hr.leave.viewer.notFound'),
  parameters: { screenshot: false },
};

/** An employee's own list: no decisions on their own request, only the withdrawal. */
export const SelfService: Story = {
  args: { canApprove: false, ownEmployee: { id: 'emp1', name: 'Omar Farouk' }, list: list(MOCK_LEAVE.slice(0, 1)) },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(kit.moreActionsButton(canvasElement, omar()));
    await expect(kit.body().queryByRole('menuitem', { name: msg('widgets.common.approve') })).toBeNull();
    await expect(kit.body().getByRole('menuitem', { name: msg('widgets.hr.leave.action.withdraw') })).toBeVisible();
  },
};

/** The request form: the balance of the type, and the warning when the request is longer than what is left. */
export const RequestForm: Story = {
  args: { canApprove: false, ownEmployee: { id: 'emp1', name: 'Omar Farouk' } },
  play: async ({ canvasElement, args }) => {
    const form = await requestLeave(canvasElement, 'ANNUAL');
    await waitFor(() => expect(form.querySelector('[data-balance]')).toHaveAttribute('data-balance', '3'));
    await expect(args.loadBalance).toHaveBeenCalledWith('emp1', 'ANNUAL', 2026);
    await expect(form.querySelector('[data-exceeds]')).toBeNull();
  },
};

/** Submitting without a type names it; nothing is sent. */
export const RequestFormInvalid: Story = {
  args: { canApprove: false, ownEmployee: { id: 'emp1', name: 'Omar Farouk' } },
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const form = await openRequestForm(canvasElement);
    await userEvent.click(within(form).getByRole('button', { name: msg('widgets.hr.leave.form.submit') }));
    await expect(form).toHaveTextContent(msg('widgets.hr.leave.form.typeRequired'));
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

/** A user without an employee record is told to ask HR. */
export const NoEmployeeRecord: Story = {
  args: { canApprove: false, ownEmployee: null },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await openRequestForm(canvasElement);
    await expect(kit.body().getByRole('alert')).toHaveTextContent(msg('widgets.hr.leave.form.noEmployeeRecord'));
  },
};

/** Nothing left of the entitlement: the request is still possible, with a warning. */
export const RequestFormExceeds: Story = {
  parameters: { screenshot: false },
  args: {
    canApprove: false,
    ownEmployee: { id: 'emp1', name: 'Omar Farouk' },
    loadBalance: fn(async (_e: string, _t: string, year: number) => ({
      group: 'sick' as EntitlementGroup,
      year,
      entitled: 15,
      used: 15,
    })),
  },
  play: async ({ canvasElement, args }) => {
    const form = await requestLeave(canvasElement, 'SICK');
    await waitFor(() => expect(form.querySelector('[data-exceeds]')).not.toBeNull());
    await expect(form.querySelector('[data-exceeds]')).toHaveTextContent(
      msg('widgets.hr.leave.form.exceeds', { days: 1, remaining: 0 }),
    );
    await userEvent.click(within(form).getByRole('button', { name: msg('widgets.hr.leave.form.submit') }));
    await waitFor(() =>
      expect(args.onRequest).toHaveBeenCalledWith({
        employee: 'emp1',
        leaveType: 'SICK',
        startDate: '2026-03-01',
        endDate: '2026-03-01',
        reason: '',
      }),
    );
  },
};
