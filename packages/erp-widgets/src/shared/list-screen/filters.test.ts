import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';

import { dateRangeFilter, sortOptions } from './filters';
import { makeList, type ListQuery } from './list.types';

type Filters = { date: 'last7Days' | 'custom' | null; from: string | null; to: string | null; status: string | null };

const intl = createIntl({ locale: 'en-US', messages: { 'test.date': 'Date', 'test.total': 'Total' } });

function listWith(filters: Filters) {
  const onChange = vi.fn<(patch: Partial<ListQuery<Filters>>) => void>();
  return { list: makeList<never, Filters>([], { filters, onChange }), onChange };
}

describe('dateRangeFilter', () => {
  it('shows "All" for no preset and keeps the other filters when one is chosen', () => {
    const { list, onChange } = listWith({ date: null, from: null, to: null, status: 'Pending' });
    const filter = dateRangeFilter(list, 'date', 'Date', ['all', 'last7Days'], '2026-05-20', { weekStartsOn: 6 });
    expect(filter).toMatchObject({
      kind: 'date-range',
      id: 'date',
      label: 'Date',
      today: '2026-05-20',
      weekStartsOn: 6,
    });
    expect(filter.value).toEqual({ preset: 'all', start: undefined, end: undefined });

    filter.onChange({ preset: 'last7Days', start: '2026-05-14', end: '2026-05-20' });
    expect(onChange).toHaveBeenLastCalledWith({
      filters: { date: 'last7Days', from: null, to: null, status: 'Pending' },
    });
    filter.onChange({ preset: 'all' });
    expect(onChange).toHaveBeenLastCalledWith({ filters: { date: null, from: null, to: null, status: 'Pending' } });
  });

  it('keeps the custom dates in their own filters, and drops them for a preset', () => {
    const range = { range: { from: 'from', to: 'to' } } as const;
    const { list, onChange } = listWith({ date: 'custom', from: '2026-05-01', to: '2026-05-10', status: null });
    const filter = dateRangeFilter(list, 'date', 'Date', ['all', 'last7Days', 'custom'], '2026-05-20', range);
    expect(filter.value).toEqual({ preset: 'custom', start: '2026-05-01', end: '2026-05-10' });

    filter.onChange({ preset: 'custom', start: '2026-05-02' });
    expect(onChange).toHaveBeenLastCalledWith({
      filters: { date: 'custom', from: '2026-05-02', to: null, status: null },
    });
    filter.onChange({ preset: 'last7Days', start: '2026-05-14', end: '2026-05-20' });
    expect(onChange).toHaveBeenLastCalledWith({ filters: { date: 'last7Days', from: null, to: null, status: null } });
  });

  it('shows no dates for a preset even when the list still holds some', () => {
    const { list } = listWith({ date: 'last7Days', from: '2026-05-01', to: '2026-05-10', status: null });
    const filter = dateRangeFilter(list, 'date', 'Date', ['all', 'last7Days'], '2026-05-20', {
      range: { from: 'from', to: 'to' },
    });
    expect(filter.value).toEqual({ preset: 'last7Days', start: undefined, end: undefined });
  });
});

describe('sortOptions', () => {
  it('offers the sort fields in their order, labelled in the active language', () => {
    const labels = {
      date: { id: 'test.date', defaultMessage: 'Date' },
      total: { id: 'test.total', defaultMessage: 'Total' },
    };
    const arabic = createIntl({ locale: 'ar-EG', messages: { 'test.date': 'التاريخ', 'test.total': 'الإجمالي' } });
    expect(sortOptions(intl, ['total', 'date'], labels)).toEqual([
      { id: 'total', label: 'Total' },
      { id: 'date', label: 'Date' },
    ]);
    expect(sortOptions(arabic, ['date'], labels)).toEqual([{ id: 'date', label: 'التاريخ' }]);
  });
});
