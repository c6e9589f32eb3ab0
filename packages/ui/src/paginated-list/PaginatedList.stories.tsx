import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';
import { demoInvoices, InvoiceListDemo } from './PaginatedList.fixtures';

const arabic = () => document.documentElement.lang === 'ar-EG';

const meta = {
  title: 'Ui/PaginatedList',
  component: InvoiceListDemo,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { onView: fn(), onEdit: fn(), onDelete: fn(), onRowAction: fn(), onSortChange: fn(), onPageChange: fn() },
} satisfies Meta<typeof InvoiceListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const summary = canvasElement.querySelector('[data-list-summary]')!;
    await expect(summary).toHaveTextContent(arabic() ? 'عرض ١٠ من ٤٢' : 'Showing 10 of 42');
    const numberHeader = within(table).getAllByRole('columnheader')[0]!;
    await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(numberHeader).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'number', direction: 'descending' });
    await expect(numberHeader).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(numberHeader).getByRole('button'));
    await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('tr[data-skeleton]')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: {
    data: [],
    emptyState: { action: <Button icon={<Icon name="plus" />}>New invoice</Button> },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      arabic() ? 'لا توجد نتائج' : 'No results',
    );
    await expect(canvas.getByRole('button', { name: 'New invoice' })).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Could not load invoices.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load invoices.');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithFilters: Story = {
  args: { withFilters: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'Cairo');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-list-summary]')).toHaveTextContent(
        arabic() ? 'عرض ٩ من ٩' : 'Showing 9 of 9',
      ),
    );
  },
};

export const CustomDateRange: Story = {
  args: { withFilters: true, initialDue: { preset: 'custom', start: '2026-11-01', end: '2026-11-15' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Custom reveals From and To date fields; the list shows only invoices due in the range.
    await expect(canvas.getAllByRole('group').length).toBeGreaterThanOrEqual(2);
    await expect(canvasElement.querySelector('[data-list-summary]')).toHaveTextContent(
      arabic() ? 'عرض ١٠ من ١٤' : 'Showing 10 of 14',
    );
  },
};

export const LastPage: Story = {
  args: { initialPage: 5, summaryStyle: 'items' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-list-summary]')).toHaveTextContent(
      arabic() ? 'عرض ٢ من ٤٢ عنصرًا' : 'Showing 2 of 42 items',
    );
    await expect(canvasElement.querySelector('[data-list-page]')).toHaveTextContent(
      arabic() ? 'صفحة ٥ من ٥' : 'Page 5 of 5',
    );
    const pager = canvas.getByRole('navigation');
    const [first, previous, next, last] = within(pager).getAllByRole('button');
    await expect(next).toBeDisabled();
    await expect(last).toBeDisabled();
    await expect(first).toBeEnabled();
    await expect(previous).toBeEnabled();
  },
};

export const Cards: Story = {
  args: {
    variant: 'cards',
    pageSize: 6,
    renderCard: (row) => (
      <div style={{ display: 'grid', gap: 4 }}>
        <strong>{row.number}</strong>
        <span>{row.client}</span>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const LongContent: Story = {
  args: {
    data: demoInvoices.slice(0, 3).map((r) => ({
      ...r,
      client: `${r.client} — Consolidated holding account for the northern governorates distribution network`,
      clientAr: `${r.clientAr} — حساب الشركة القابضة الموحد لشبكة توزيع محافظات الشمال`,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(4);
  },
};
