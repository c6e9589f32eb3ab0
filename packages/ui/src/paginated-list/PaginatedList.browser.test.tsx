import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page as browserPage, userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import type { ListColumn, ListSort } from './ListTable';
import type { DateRangeFilterValue } from './ListToolbar';
import { PaginatedList, type PaginatedListProps } from './PaginatedList';

type Row = { id: string; number: string; total: number };
const rowsFor = (page: number, size = 10, total = 42): Row[] =>
  Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) => {
    const n = (page - 1) * size + i + 1;
    return { id: `r${n}`, number: `INV-${String(n).padStart(4, '0')}`, total: n * 100 };
  });
const columns: ListColumn<Row>[] = [
  { id: 'number', header: 'Number', cell: (r) => r.number, sortable: true },
  { id: 'total', header: 'Total', cell: (r) => r.total, sortable: true, align: 'end' },
  { id: 'note', header: 'Note', cell: () => '—' },
];

function list(props: Partial<PaginatedListProps<Row>> = {}) {
  const page = props.page ?? 1;
  return (
    <PaginatedList<Row>
      label="Invoices"
      columns={columns}
      rows={rowsFor(page)}
      total={42}
      page={page}
      pageSize={10}
      onPageChange={() => {}}
      getRowLabel={(r) => r.number}
      {...props}
    />
  );
}

const TEXT = {
  'en-US': {
    summary: 'Showing 10 of 42',
    items: 'Showing 2 of 42 items',
    pageOf: 'Page 1 of 5',
    next: 'Next page',
    previous: 'Previous page',
    first: 'First page',
    last: 'Last page',
    edit: 'Edit INV-0002',
    view: 'View INV-0002',
    delete: 'Delete INV-0002',
    retry: 'Try again',
    empty: 'No results',
    search: 'Search',
    searchLimit: 'Searches use at most 200 characters.',
    thisWeek: 'This Week',
    pageSize: 'Rows per page',
    twenty: '20',
    all: 'All',
  },
  'ar-EG': {
    summary: 'عرض ١٠ من ٤٢',
    items: 'عرض ٢ من ٤٢ عنصرًا',
    pageOf: 'صفحة ١ من ٥',
    next: 'الصفحة التالية',
    previous: 'الصفحة السابقة',
    first: 'الصفحة الأولى',
    last: 'الصفحة الأخيرة',
    edit: 'تعديل INV-0002',
    view: 'عرض INV-0002',
    delete: 'حذف INV-0002',
    retry: 'إعادة المحاولة',
    empty: 'لا توجد نتائج',
    search: 'بحث',
    searchLimit: 'يقتصر البحث على أول ٢٠٠ حرفًا.',
    thisWeek: 'هذا الأسبوع',
    pageSize: 'عدد الصفوف في الصفحة',
    twenty: '٢٠',
    all: 'الكل',
  },
} as const;

describe.each(['en-US', 'ar-EG'] as const)('PaginatedList (%s)', (locale) => {
  const t = TEXT[locale];

  it('sorts from the keyboard: aria-sort on the header cell follows the sort and onSortChange is called', async () => {
    const onSortChange = vi.fn();
    function Sorted() {
      const [sort, setSort] = useState<ListSort | null>(null);
      return list({ sort, onSortChange: (s) => (setSort(s), onSortChange(s)) });
    }
    const screen = await renderWithLocale(<Sorted />, locale);
    const [numberTh, totalTh, noteTh] = screen.getByRole('columnheader').elements();
    expect(numberTh!.getAttribute('aria-sort')).toBe('none');
    expect(noteTh!.hasAttribute('aria-sort')).toBe(false);
    expect(noteTh!.querySelector('button')).toBeNull();
    (numberTh!.querySelector('button') as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'number', direction: 'ascending' });
    await expect.poll(() => numberTh!.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'number', direction: 'descending' });
    await expect.poll(() => numberTh!.getAttribute('aria-sort')).toBe('descending');
    (totalTh!.querySelector('button') as HTMLElement).focus();
    await userEvent.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'total', direction: 'ascending' });
    await expect.poll(() => numberTh!.getAttribute('aria-sort')).toBe('none');
  });

  it('shows the summary and page with locale digits, and pages with buttons disabled at the ends', async () => {
    const onPageChange = vi.fn();
    const screen = await renderWithLocale(list({ onPageChange }), locale);
    expect(screen.container.querySelector('[data-list-summary]')!.textContent).toBe(t.summary);
    expect(screen.container.querySelector('[data-list-page]')!.textContent).toBe(t.pageOf);
    await expect.element(screen.getByRole('button', { name: t.first })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: t.previous })).toBeDisabled();
    await screen.getByRole('button', { name: t.next }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await screen.getByRole('button', { name: t.last }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    // The "next" chevron points in the reading direction: mirrored in Arabic.
    const chevron = screen.getByRole('button', { name: t.next }).element().querySelector('svg')!;
    expect(getComputedStyle(chevron).transform).toBe(locale === 'ar-EG' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
  });

  it('disables next and last on the last page and uses the items wording', async () => {
    const onPageChange = vi.fn();
    const screen = await renderWithLocale(list({ onPageChange, page: 5, summaryStyle: 'items' }), locale);
    expect(screen.container.querySelector('[data-list-summary]')!.textContent).toBe(t.items);
    await expect.element(screen.getByRole('button', { name: t.next })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: t.last })).toBeDisabled();
    await screen.getByRole('button', { name: t.previous }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('moves between rows with the arrow keys, opens a row with Enter and runs row actions from the keyboard', async () => {
    const onRowAction = vi.fn();
    const onEdit = vi.fn();
    const onView = vi.fn();
    const screen = await renderWithLocale(list({ onRowAction, onEdit, onView }), locale);
    const rows = screen.container.querySelectorAll<HTMLElement>('tbody tr');
    rows[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows[1]);
    expect(rows[1]!.tabIndex).toBe(0);
    expect(rows[0]!.tabIndex).toBe(-1);
    await userEvent.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ number: 'INV-0002' }));
    // Delete is hidden because no onDelete was given (no permission).
    await expect.element(screen.getByRole('button', { name: t.delete })).not.toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: t.view })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: t.edit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ number: 'INV-0002' }));
    expect(onRowAction).toHaveBeenCalledTimes(1);
  });

  it('shows skeleton rows and aria-busy while loading', async () => {
    const screen = await renderWithLocale(list({ isLoading: true }), locale);
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.container.querySelectorAll('tr[data-skeleton]')).toHaveLength(5);
    expect(screen.container.querySelector('[data-state]')!.getAttribute('data-state')).toBe('loading');
  });

  it('shows the empty state when there are no rows', async () => {
    const screen = await renderWithLocale(list({ rows: [], total: 0 }), locale);
    await expect.element(screen.getByRole('heading', { name: t.empty })).toBeVisible();
    expect(screen.container.querySelector('[data-state]')!.getAttribute('data-state')).toBe('empty');
  });

  it('shows an error with a retry button instead of the rows', async () => {
    const onRetry = vi.fn();
    const screen = await renderWithLocale(list({ error: 'Server unavailable', onRetry }), locale);
    await expect.element(screen.getByRole('alert')).toBeVisible();
    expect(screen.getByRole('alert').element().textContent).toContain('Server unavailable');
    await screen.getByRole('button', { name: t.retry }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('debounces the search and reports the final text once', async () => {
    const onSearchChange = vi.fn();
    const screen = await renderWithLocale(list({ onSearchChange, searchDebounceMs: 1000 }), locale);
    (screen.getByRole('searchbox', { name: t.search }).element() as HTMLElement).focus();
    await userEvent.keyboard('Cairo');
    await expect.poll(() => onSearchChange.mock.calls.length, { timeout: 5000 }).toBe(1);
    expect(onSearchChange).toHaveBeenCalledExactlyOnceWith('Cairo');
    // Enter submits at once, without waiting for the pause.
    await userEvent.keyboard(' Steel{Enter}');
    await expect.poll(() => onSearchChange.mock.lastCall?.[0]).toBe('Cairo Steel');
  });

  it('takes at most 200 characters and says so, instead of dropping a long search', async () => {
    const onSearchChange = vi.fn();
    const screen = await renderWithLocale(list({ onSearchChange, searchDebounceMs: 0 }), locale);
    const box = screen.getByRole('searchbox', { name: t.search });
    await userEvent.fill(box, 'x'.repeat(250));
    await expect.poll(() => onSearchChange.mock.lastCall?.[0]).toBe('x'.repeat(200));
    await expect.element(box).toHaveAccessibleDescription(t.searchLimit);
  });

  it('resolves a date-range preset with the locale week start (Saturday in Arabic)', async () => {
    const onChange = vi.fn();
    function Filtered() {
      const [value, setValue] = useState<DateRangeFilterValue>({ preset: 'all' });
      return list({
        filters: [
          {
            kind: 'date-range',
            id: 'due',
            label: 'Due',
            presets: ['all', 'thisWeek', 'custom'],
            value,
            today: '2026-11-22',
            onChange: (v) => (setValue(v), onChange(v)),
          },
        ],
      });
    }
    const screen = await renderWithLocale(<Filtered />, locale);
    (screen.getByRole('button', { name: /Due/ }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await browserPage.getByRole('option', { name: t.thisWeek }).click();
    expect(onChange).toHaveBeenLastCalledWith(
      locale === 'ar-EG'
        ? { preset: 'thisWeek', start: '2026-11-21', end: '2026-11-27' }
        : { preset: 'thisWeek', start: '2026-11-22', end: '2026-11-28' },
    );
  });
  it('changes the page size: reports the new size and goes back to page 1', async () => {
    const onPageSizeChange = vi.fn();
    const onPageChange = vi.fn();
    const screen = await renderWithLocale(
      list({ page: 3, pageSizeOptions: [10, 20, 50], onPageSizeChange, onPageChange }),
      locale,
    );
    const trigger = screen.getByRole('button', { name: new RegExp(t.pageSize) });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await browserPage.getByRole('option', { name: t.twenty, exact: true }).click();
    expect(onPageSizeChange).toHaveBeenCalledExactlyOnceWith(20);
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('keeps page 1 without asking for it again when the page size changes there', async () => {
    const onPageSizeChange = vi.fn();
    const onPageChange = vi.fn();
    const screen = await renderWithLocale(
      list({ pageSizeOptions: [10, 20, 50], onPageSizeChange, onPageChange }),
      locale,
    );
    (screen.getByRole('button', { name: new RegExp(t.pageSize) }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await browserPage.getByRole('option', { name: t.twenty, exact: true }).click();
    expect(onPageSizeChange).toHaveBeenCalledExactlyOnceWith(20);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('reports a select filter choice, and null for "All"', async () => {
    const onChange = vi.fn();
    function Filtered() {
      const [value, setValue] = useState<string | null>(null);
      return list({
        filters: [
          {
            kind: 'select',
            id: 'status',
            label: 'Status',
            options: [
              { id: 'paid', label: 'Paid' },
              { id: 'overdue', label: 'Overdue' },
            ],
            value,
            onChange: (v) => (setValue(v), onChange(v)),
          },
        ],
      });
    }
    const screen = await renderWithLocale(<Filtered />, locale);
    const trigger = screen.getByRole('button', { name: /Status/ });
    await expect.element(trigger).toHaveTextContent(t.all);
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await browserPage.getByRole('option', { name: 'Overdue' }).click();
    expect(onChange).toHaveBeenLastCalledWith('overdue');
    await expect.element(trigger).toHaveTextContent('Overdue');
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await browserPage.getByRole('option', { name: t.all }).click();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('opens a row on a mouse click, but not when the click is on one of its action buttons', async () => {
    const onRowAction = vi.fn();
    const onView = vi.fn();
    const screen = await renderWithLocale(list({ onRowAction, onView }), locale);
    await screen.getByRole('cell', { name: 'INV-0003' }).click();
    expect(onRowAction).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ number: 'INV-0003' }));
    await screen.getByRole('button', { name: t.view }).click();
    expect(onView).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ number: 'INV-0002' }));
    expect(onRowAction).toHaveBeenCalledTimes(1);
  });
});

describe.each(['en-US', 'ar-EG'] as const)('PaginatedList cards (%s)', (locale) => {
  // 52rem holds three 16rem cards per visual row: nine cards make three full rows, ten leave one on a fourth.
  const cards = (props: Partial<PaginatedListProps<Row>> = {}) => (
    <div style={{ inlineSize: '52rem' }}>
      {list({ variant: 'cards', renderCard: (r) => <strong>{r.number}</strong>, ...props })}
    </div>
  );
  const box = (el: Element) => el.getBoundingClientRect();
  const [next, previous] = locale === 'ar-EG' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];

  it('moves to the next and previous card in reading order with the horizontal arrows', async () => {
    const onRowAction = vi.fn();
    const screen = await renderWithLocale(cards({ onRowAction }), locale);
    const items = screen.container.querySelectorAll<HTMLElement>('li[data-row-id]');
    expect(items).toHaveLength(10);
    // One Tab stop for the grid.
    expect([...items].filter((i) => i.tabIndex === 0)).toEqual([items[0]]);
    items[0]!.focus();
    await userEvent.keyboard(next);
    expect(document.activeElement).toBe(items[1]);
    expect(items[1]!.tabIndex).toBe(0);
    expect(items[0]!.tabIndex).toBe(-1);
    // The next card is further along the line: to the right in English, to the left in Arabic.
    if (locale === 'ar-EG') expect(box(items[1]!).right).toBeLessThan(box(items[0]!).left);
    else expect(box(items[1]!).left).toBeGreaterThan(box(items[0]!).right);
    await userEvent.keyboard(next);
    await userEvent.keyboard(next);
    // Past the end of a visual row, reading order continues on the next row.
    expect(document.activeElement).toBe(items[3]);
    expect(box(items[3]!).top).toBeGreaterThan(box(items[2]!).bottom);
    await userEvent.keyboard(previous);
    expect(document.activeElement).toBe(items[2]);
    await userEvent.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ number: 'INV-0003' }));
    // The first card has no previous one: focus stays.
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard(previous);
    expect(document.activeElement).toBe(items[0]);
  });

  it('moves by a visual row with ArrowUp and ArrowDown, and to the ends with Home and End', async () => {
    const screen = await renderWithLocale(cards(), locale);
    const items = screen.container.querySelectorAll<HTMLElement>('li[data-row-id]');
    items[1]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    // Straight below: same column, next row.
    expect(document.activeElement).toBe(items[4]);
    expect(box(items[4]!).left).toBeCloseTo(box(items[1]!).left, 0);
    expect(box(items[4]!).top).toBeGreaterThan(box(items[1]!).bottom);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[7]);
    // The last row holds one card: down from a column it lacks lands on that card, and down again stays.
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[9]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[9]);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[6]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
    // The first row has nothing above it.
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(items[9]);
  });

  it('leaves the arrow keys to the controls inside a card', async () => {
    const onView = vi.fn();
    const screen = await renderWithLocale(cards({ onView }), locale);
    const items = screen.container.querySelectorAll<HTMLElement>('li[data-row-id]');
    const view = screen.getByRole('button', { name: TEXT[locale].view });
    (view.element() as HTMLElement).focus();
    await userEvent.keyboard(next);
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]!.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Enter}');
    expect(onView).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ number: 'INV-0002' }));
  });
});
