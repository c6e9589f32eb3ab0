import type { DateRangeListFilter, DateRangePreset, ListFilterOption, WeekDay } from '@erp/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import type { ListState } from './list.types';

/** The "Sort by" picker's choices: the fields the server sorts by, in that order, with their labels. */
export function sortOptions<S extends string>(
  intl: IntlShape,
  fields: readonly S[],
  labels: Record<S, MessageDescriptor>,
): ListFilterOption[] {
  return fields.map((id) => {
    const label: MessageDescriptor = labels[id];
    return { id, label: intl.formatMessage(label) };
  });
}

/** Options of {@link dateRangeFilter}. */
export type DateRangeFilterOptions<F> = {
  /** The first day of "This Week" (6 for the Egyptian business week in either language); the locale's if absent. */
  weekStartsOn?: WeekDay;
  /** The list filters that hold the dates of the `custom` preset. */
  range?: { from: keyof F & string; to: keyof F & string };
};

/**
 * A date filter over one of the list's filters, which holds the chosen preset (`null` for "All"); with `range`, the
 * `custom` preset's dates are kept in two more filters.
 */
export function dateRangeFilter<F, K extends keyof F & string>(
  list: ListState<unknown, F>,
  key: K,
  label: string,
  presets: readonly DateRangePreset[],
  today: string,
  { weekStartsOn, range }: DateRangeFilterOptions<F> = {},
): DateRangeListFilter {
  const { filters } = list;
  const preset = (filters[key] as DateRangePreset | null | undefined) ?? 'all';
  const custom = Boolean(range) && preset === 'custom';
  const day = (filter: keyof F | undefined) =>
    custom && filter ? ((filters[filter] as string | null) ?? undefined) : undefined;
  return {
    kind: 'date-range',
    id: key,
    label,
    presets,
    value: { preset, start: day(range?.from), end: day(range?.to) },
    today,
    weekStartsOn,
    onChange: ({ preset: chosen, start, end }) => {
      const dates = range
        ? {
            [range.from]: chosen === 'custom' ? (start ?? null) : null,
            [range.to]: chosen === 'custom' ? (end ?? null) : null,
          }
        : {};
      list.onChange({ filters: { ...filters, [key]: chosen === 'all' ? null : chosen, ...dates } });
    },
  };
}
