import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { body, emptyList, fullAccess, listMaker, padded } from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { MOCK_PEOPLE } from '../hr.mocks';
import { OvertimeScreen } from './OvertimeScreen';
import { MOCK_OVERTIME } from './overtime.mocks';
import type { OvertimeFilters, OvertimeRecord } from './overtime.types';

const ar = () => storyLocale().startsWith('ar');
const list = listMaker<OvertimeRecord, OvertimeFilters>({
  total: 4,
  filters: { employee: null, type: null, status: null },
});
const openMenu = async (canvasElement: HTMLElement, row: number) => {
  const table = within(canvasElement).getByRole('table');
  const r = within(table).getAllByRole('row')[row]!;
  await userEvent.click(within(r).getByRole('button', { name: new RegExp(msg('ui.paginatedList.moreActions')) }));
};

const meta = {
  title: 'Screens/HR/Overtime',
  component: OvertimeScreen,
  decorators: [padded],
  args: {
    list: list(MOCK_OVERTIME),
    permissions: fullAccess,
    viewer: null,
    canApprove: true,
    ownEmployee: null,
    employees: MOCK_PEOPLE.map((p) => ({ id: p.id, label: `${p.firstName} ${p.lastName}` })),
    searchEmployees: fn(async () => []),
    today: '2026-03-01',
    onView: fn(),
    onViewerClose: fn(),
    onRequest: fn(async () => undefined),
    onDecide: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof OvertimeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Department, date, hours, type, rate, amount, status and who processed each record. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[2]).toHaveTextContent(msg('schema.overtimeType.WEEKEND'));
    await expect(rows[2]).toHaveTextContent(msg('widgets.hr.overtime.field.multiplier', { rate: 2 }));
    await expect(rows[2]).toHaveTextContent(ar() ? 'Nour El-Sayed' : 'Nour El-Sayed');
  },
};

export const Empty: Story = emptyList(list([], { total: 0 }), 'widgets.hr.overtime.screen.emptyTitle');

/** Approve takes optional comments. */
export const Approve: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await openMenu(canvasElement, 1);
    await userEvent.click(body().getByRole('menuitem', { name: msg('widgets.common.approve') }));
    const dialog = body().getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Agreed');
    await userEvent.click(within(dialog).getByRole('button', { name: msg('widgets.common.approve') }));
    await waitFor(() =>
      expect(args.onDecide).toHaveBeenCalledWith(MOCK_OVERTIME[0], { action: 'approve', comments: 'Agreed' }),
    );
  },
};

/** Reject needs a reason: "Rejection reason is required." until one is written. */
export const RejectNeedsReason: Story = {
  play: async ({ canvasElement, args }) => {
    await openMenu(canvasElement, 1);
    await userEvent.click(body().getByRole('menuitem', { name: msg('widgets.common.reject') }));
    const dialog = body().getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: msg('widgets.common.reject') }));
    await expect(dialog).toHaveTextContent(msg('widgets.hr.overtime.reject.reasonRequired'));
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** The details of a rejected record, with the reason and who decided. */
export const Details: Story = {
  args: { viewer: { status: 'ready', record: MOCK_OVERTIME[3]! } },
  play: async () => {
    const dialog = body().getByRole('dialog');
    await expect(dialog).toHaveTextContent('Not planned in advance.');
    await expect(dialog).toHaveTextContent('Nour El-Sayed');
  },
};

/** A failed load names the record and the reason. */
export const DetailsFailed: Story = {
  args: { viewer: { status: 'error', message: 'Network error' }, viewerId: 'ot9', onViewerRetry: fn() },
  parameters: { screenshot: false },
  play: async () => {
    await expect(body().getByRole('dialog')).toHaveTextContent(
      msg('widgets.hr.overtime.details.fetchFailed', { id: 'ot9', error: 'Network error' }),
    );
  },
};

/** The request form refuses hours outside 0.25–24. */
export const RequestForm: Story = {
  args: { canApprove: false, ownEmployee: { id: 'emp1', name: 'Omar Farouk' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getAllByRole('button', { name: msg('widgets.hr.overtime.screen.add') })[0]!,
    );
    const form = body().getByRole('dialog');
    await userEvent.click(within(form).getByRole('button', { name: msg('widgets.hr.overtime.form.submit') }));
    await expect(form).toHaveTextContent(msg('widgets.hr.overtime.form.hoursInvalid'));
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};
