import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { refusesFields } from '../../testing/intentStories';
import * as kit from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import {
  chooseRowAction,
  confirmAction,
  listTable,
  offersNoChanges,
  openRowMenu,
  rowButton,
} from '../../testing/screenPlays';
import { BillsScreen } from './BillsScreen';
import {
  makeBill,
  makeBillPayments,
  makeBills,
  mockLoadSuppliers,
  MOCK_SUPPLIERS,
  MOCK_TODAY,
  MOCK_VAT_RATES,
} from './bills.mocks';
import type { Bill, BillFilters } from './bills.types';

const bills = makeBills(5);
const ar = () => storyLocale() === 'ar-EG';
const list = kit.listMaker<Bill, BillFilters>({
  filters: { supplier: null, due: null, status: null },
});
/** A row's label in its buttons' names: the number and the supplier in the locale under test. */
const rowLabel = (b: Bill) =>
  msg('widgets.sales.bills.screen.rowLabel', {
    number: b.billNumber,
    supplier: ar() && b.supplierNameAr ? b.supplierNameAr : b.supplierName,
  });

const meta = {
  title: 'Screens/Sales/Bills',
  component: BillsScreen,
  decorators: [kit.padded],
  args: {
    ...kit.screenArgs(),
    list: list(bills),
    suppliers: MOCK_SUPPLIERS,
    loadSuppliers: mockLoadSuppliers,
    settings: { vatRates: MOCK_VAT_RATES, defaultVatRate: 14, paymentTermsDays: 30 },
    today: MOCK_TODAY,
    onPay: fn(async () => undefined),
    onCancel: fn(async () => undefined),
  },
} satisfies Meta<typeof BillsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 6);
    // Suppliers by their Arabic names in Arabic, in the rows and in the rows' buttons.
    await expect(table).toHaveTextContent(ar() ? 'شركة الدلتا للورق' : 'Delta Paper Co.');
    await expect(rowButton(canvasElement, 'moreActions', rowLabel(bills[1]!))).toBeVisible();
    await expect(table).toHaveTextContent(msg('schema.billStatus.PARTIALLY_PAID'));
    // The first bill is 16 days past its due date.
    await expect(table).toHaveTextContent(msg('widgets.sales.documents.due.overdueDays', { days: 16 }));
  },
};

/** The same "Sort by" control as every list, over every sortable field. */
export const SortBy: Story = {
  parameters: { screenshot: false },
  args: { list: list(bills, { sort: { id: 'issueDate', direction: 'descending' } }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sort = canvas.getByRole('group', { name: msg('widgets.common.sortBy') });
    await userEvent.click(within(sort).getByRole('button', { name: msg('widgets.common.descending') }));
    await expect(args.list.onChange).toHaveBeenCalledWith({ sort: { id: 'issueDate', direction: 'ascending' } });
  },
};

/** Every row has its actions in the same column; those its status forbids are disabled. */
export const RowActions: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const paid = bills[2]!;
    const menu = await openRowMenu(canvasElement, rowLabel(paid));
    await expect(within(menu).getByRole('menuitem', { name: msg('widgets.common.payment.title') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await chooseRowAction(canvasElement, rowLabel(bills[0]!), 'widgets.sales.bills.screen.cancelBill');
    const confirm = kit.body().getByRole('alertdialog');
    await expect(confirm).toHaveTextContent(msg('widgets.sales.bills.screen.cancelMessage'));
    await confirmAction('widgets.sales.bills.screen.cancelBill', args.onCancel, bills[0]);
  },
};

export const ReadOnly: Story = {
  parameters: { screenshot: false },
  args: { permissions: kit.readOnlyAccess },
  play: async ({ canvasElement, args }) => {
    await offersNoChanges(canvasElement, 'widgets.sales.bills.screen.add', rowLabel(bills[0]!), ['moreActions']);
    await userEvent.click(rowButton(canvasElement, 'view', rowLabel(bills[0]!)));
    await expect(args.onView).toHaveBeenCalledWith(bills[0]);
  },
};

export const Empty: Story = kit.emptyList(list([], { search: 'zzz' }), 'widgets.sales.bills.screen.emptyTitle');

export const Loading: Story = kit.loadingList(list([], { isLoading: true }));

export const ErrorState: Story = kit.failedList(list([], { error: 'Failed to connect to the server.', onRetry: fn() }));

export const Viewer: Story = {
  args: { viewer: { status: 'ready', record: { bill: makeBill(), payments: makeBillPayments() } } },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(dialog).toHaveTextContent(ar() ? 'حلوان للصلب' : 'Helwan Steel Co.');
    await expect(within(dialog).getByTestId('bill-payments').querySelectorAll('tbody tr')).toHaveLength(2);
    await expect(dialog).toHaveTextContent(msg('schema.paymentMethod.Bank Transfer'));
  },
};

/** A bill missing values shows "—" for them, never NaN. */
export const ViewerMissingValues: Story = {
  parameters: { screenshot: false },
  args: {
    viewer: {
      status: 'ready',
      record: {
        bill: makeBill({ vatRate: undefined as unknown as number, dueDate: '', notes: '', attachments: [] }),
        payments: [],
      },
    },
  },
  play: async () => {
    const dialog = kit.body().getByRole('dialog');
    await expect(dialog).not.toHaveTextContent('NaN');
    await expect(dialog).toHaveTextContent(msg('widgets.sales.documents.viewer.noPayments'));
  },
};

export const ViewerNotFound: Story = {
  ...kit.viewerNotFound('widgets.sales.bills.viewer.notFound'),
  parameters: { screenshot: false },
};

/** The payment dialog proposes the remaining balance and the method of the bill's last payment. */
export const Payment: Story = {
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, rowLabel(bills[0]!), 'widgets.common.payment.title');
    const dialog = await kit.body().findByRole('dialog', { name: msg('widgets.common.payment.title') });
    await expect(
      within(dialog).getByRole('button', { name: new RegExp(msg('widgets.common.payment.method')) }),
    ).toHaveTextContent(msg('widgets.common.paymentMethod.check'));
  },
};

/** Recording the payment sends it with a key per opening of the dialog, which closes once it is recorded. */
export const PaymentRecorded: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await chooseRowAction(canvasElement, rowLabel(bills[0]!), 'widgets.common.payment.title');
    const dialog = await kit.body().findByRole('dialog', { name: msg('widgets.common.payment.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: msg('widgets.common.payment.title') }));
    await expect(args.onPay).toHaveBeenCalledWith(
      bills[0],
      expect.objectContaining({ amount: 4199.8, method: 'Check' }),
    );
    // A key per opening of the dialog, so that a repeated submit records the payment once.
    const [, payment] = args.onPay.mock.calls[0] as unknown as [unknown, { idempotencyKey: string }];
    await expect(payment.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(kit.body().queryByRole('dialog')).toBeNull());
  },
};

/** A refused payment keeps the dialog open with the refusal on its field. */
export const PaymentRefused: Story = {
  parameters: { screenshot: false },
  args: {
    onPay: refusesFields({ amount: 'Too much.' }),
  },
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, rowLabel(bills[0]!), 'widgets.common.payment.title');
    const dialog = await kit.body().findByRole('dialog', { name: msg('widgets.common.payment.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: msg('widgets.common.payment.title') }));
    await waitFor(() => expect(dialog).toHaveTextContent('Too much.'));
    await expect(kit.body().getByRole('dialog', { name: msg('widgets.common.payment.title') })).toBeVisible();
  },
};

export const ConfirmCancel: Story = {
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, rowLabel(bills[1]!), 'widgets.sales.bills.screen.cancelBill');
    await expect(kit.body().getByRole('alertdialog')).toHaveTextContent(
      msg('widgets.sales.bills.screen.cancelTitle', { number: bills[1]!.billNumber }),
    );
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvasElement, args }) => {
    await chooseRowAction(canvasElement, rowLabel(bills[1]!), 'widgets.common.delete');
    const confirm = kit.body().getByRole('alertdialog');
    await expect(confirm).toHaveTextContent(
      msg('widgets.sales.bills.screen.deleteMessage', {
        number: bills[1]!.billNumber,
        supplier: ar() ? 'شركة الدلتا للورق' : 'Delta Paper Co.',
      }),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
