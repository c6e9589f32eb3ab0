import { getLocalTimeZone, parseDate, today as todayIn, type CalendarDate } from '@internationalized/date';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  DateField,
  DateInput,
  DateSegment,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  Select,
  SelectValue,
  useLocale,
} from 'react-aria-components';

import { useThemePortalContainer } from '../app-shell/useThemePortal';
import { ComboBox } from '../fields/ComboBox';
import type { LoadOptions } from '../fields/useAsyncOptions';
import { Icon } from '../icon/Icon';
import * as css from './PaginatedList.css';
import { listMessages as m, presetMessages as pm } from './PaginatedList.messages';
import { resolveDateRange, weekStartOf, type DateRangePreset, type WeekDay } from './resolveDateRange';

/** One choice of a select filter. */
export type ListFilterOption = { id: string; label: string };

/** A single-choice filter (status, category, department…). `null` means "All". */
export type SelectListFilter = {
  kind: 'select';
  /** Stable id. */
  id: string;
  /** Visible label (already translated). */
  label: string;
  /** The choices; an "All" choice (value `null`) is added first. */
  options: readonly ListFilterOption[];
  /** The chosen option id, or `null` for all. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/** The value of a date-range filter: the preset, and the resolved inclusive ISO dates (none for `all`). */
export type DateRangeFilterValue = { preset: DateRangePreset; start?: string; end?: string };

/** A date-range filter offering presets; `custom` reveals From/To date inputs. */
export type DateRangeListFilter = {
  kind: 'date-range';
  /** Stable id. */
  id: string;
  /** Visible label (already translated), e.g. "Due date". */
  label: string;
  /** The presets offered, in order. */
  presets: readonly DateRangePreset[];
  value: DateRangeFilterValue;
  /** Called with the preset and its dates resolved for today (custom: the dates typed). */
  onChange: (value: DateRangeFilterValue) => void;
  /**
   * First day of the week for "This Week" (0 = Sunday … 6 = Saturday).
   * @default the locale's (ar-EG: Saturday, en-US: Sunday); pass 6 for Egyptian business weeks in English
   */
  weekStartsOn?: WeekDay;
  /**
   * Today's date as ISO `YYYY-MM-DD`, for resolving presets.
   * @default today in the browser's time zone
   */
  today?: string;
};

/**
 * A filter on one record of a large collection (a client, a supplier), chosen by typing: the server is searched as
 * the user types. `null` means "All".
 */
export type SearchListFilter = {
  kind: 'search';
  /** Stable id. */
  id: string;
  /** Visible label (already translated). */
  label: string;
  /** The chosen record's id, or `null` for all. */
  value: string | null;
  /** What the field shows for the chosen record (its name in the active language). */
  valueLabel: string;
  /** Searches the records matching the typed text. */
  loadOptions: LoadOptions;
  /** Hint shown while the field is empty ("All clients"). */
  placeholder?: string;
  onChange: (value: string | null) => void;
};

/** A filter shown in the list toolbar. */
export type ListFilter = SelectListFilter | DateRangeListFilter | SearchListFilter;

type SearchProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  debounceMs: number;
};

/** The longest search the lists send: the server's text limit; longer text is cut there, with a note. */
export const SEARCH_MAX_LENGTH = 200;

/**
 * The search box: typing updates immediately, `onChange` fires once typing pauses. It takes at most
 * {@link SEARCH_MAX_LENGTH} characters and says so once the text reaches that length.
 */
export function ListSearch({ value, onChange, placeholder, debounceMs }: SearchProps) {
  const intl = useIntl();
  const noteId = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // A new value from the parent (e.g. a cleared search param) replaces what was typed.
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = (next: string, delay: number) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next !== value) onChange(next);
    }, delay);
  };
  const atLimit = text.length >= SEARCH_MAX_LENGTH;
  return (
    <div className={css.searchBox}>
      <SearchField
        className={css.search}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(next) => schedule(next, debounceMs)}
        onSubmit={(next) => schedule(next, 0)}
        onClear={() => schedule('', 0)}
        aria-label={intl.formatMessage(m.search)}
        aria-describedby={atLimit ? noteId : undefined}
      >
        <Icon name="search" />
        <Input className={css.searchInput} placeholder={placeholder ?? intl.formatMessage(m.searchPlaceholder)} />
        <AriaButton className={css.clearButton} aria-label={intl.formatMessage(m.clearSearch)}>
          <Icon name="close" />
        </AriaButton>
      </SearchField>
      <p id={noteId} className={css.searchNote} aria-live="polite">
        {atLimit ? intl.formatMessage(m.searchLimit, { max: SEARCH_MAX_LENGTH }) : null}
      </p>
    </div>
  );
}

type SelectControlProps = {
  label: string;
  value: string;
  options: readonly ListFilterOption[];
  onChange: (id: string) => void;
};

function SelectControl({ label, value, options, onChange }: SelectControlProps) {
  const portalContainer = useThemePortalContainer();
  return (
    <Select className={css.field} value={value} onChange={(key) => key !== null && onChange(String(key))}>
      <Label className={css.fieldLabel}>{label}</Label>
      <AriaButton className={css.selectTrigger}>
        <SelectValue />
        <Icon name="chevron-down" />
      </AriaButton>
      <Popover className={css.popover} UNSTABLE_portalContainer={portalContainer}>
        <ListBox items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={css.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

// RAC keys cannot be null; the "All" choice of a select filter uses this key internally.
const ALL = '__all__';

function SelectFilterControl({ filter }: { filter: SelectListFilter }) {
  const intl = useIntl();
  const options = [{ id: ALL, label: intl.formatMessage(pm.allOption) }, ...filter.options];
  return (
    <SelectControl
      label={filter.label}
      value={filter.value ?? ALL}
      options={options}
      onChange={(id) => filter.onChange(id === ALL ? null : id)}
    />
  );
}

function DateRangeFilterControl({ filter }: { filter: DateRangeListFilter }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const weekStartsOn = filter.weekStartsOn ?? weekStartOf(locale);
  const today = filter.today ?? todayIn(getLocalTimeZone()).toString();
  const options = filter.presets.map((preset) => ({ id: preset, label: intl.formatMessage(pm[preset]) }));
  const { value } = filter;
  const choose = (preset: DateRangePreset) => {
    if (preset === 'custom') {
      filter.onChange({ preset, start: value.start, end: value.end });
      return;
    }
    const range = resolveDateRange(preset, today, weekStartsOn);
    filter.onChange(range ? { preset, ...range } : { preset });
  };
  const toDate = (iso?: string): CalendarDate | null => (iso ? parseDate(iso) : null);
  return (
    <div className={css.dateGroup} role="group" aria-label={filter.label}>
      <SelectControl
        label={filter.label}
        value={value.preset}
        options={options}
        onChange={(id) => choose(id as DateRangePreset)}
      />
      {value.preset === 'custom' ? (
        <>
          <DateField
            className={css.field}
            value={toDate(value.start)}
            maxValue={toDate(value.end) ?? undefined}
            onChange={(d) => filter.onChange({ ...value, start: d?.toString() })}
          >
            <Label className={css.fieldLabel}>{intl.formatMessage(pm.from)}</Label>
            <DateInput className={css.dateInput}>
              {(segment) => <DateSegment segment={segment} className={css.dateSegment} />}
            </DateInput>
          </DateField>
          <DateField
            className={css.field}
            value={toDate(value.end)}
            minValue={toDate(value.start) ?? undefined}
            onChange={(d) => filter.onChange({ ...value, end: d?.toString() })}
          >
            <Label className={css.fieldLabel}>{intl.formatMessage(pm.to)}</Label>
            <DateInput className={css.dateInput}>
              {(segment) => <DateSegment segment={segment} className={css.dateSegment} />}
            </DateInput>
          </DateField>
        </>
      ) : null}
    </div>
  );
}

/** A search filter: a combobox over the server's records; clearing it shows all again. */
function SearchFilterControl({ filter }: { filter: SearchListFilter }) {
  // The field shows the chosen record's name: picked by the user, react-aria fills it in; chosen by the URL, it
  // is seeded once that name is known (the rows may still be loading), unless the user has started typing.
  const [seed, setSeed] = useState(() => (filter.value ? filter.valueLabel : ''));
  const [generation, setGeneration] = useState(0);
  const [touched, setTouched] = useState(false);
  if (!touched && filter.value && !seed && filter.valueLabel) {
    setSeed(filter.valueLabel);
    setGeneration((g) => g + 1);
  }
  return (
    <ComboBox
      key={generation}
      className={css.field}
      label={filter.label}
      placeholder={filter.placeholder}
      loadOptions={filter.loadOptions}
      value={filter.value}
      defaultInputValue={seed}
      onFocus={() => setTouched(true)}
      onChange={(id) => {
        if (id !== filter.value) filter.onChange(id);
      }}
      onInputChange={(text) => {
        if (text === '' && filter.value) filter.onChange(null);
      }}
    />
  );
}

/** Renders one filter by kind. */
export function ListFilterControl({ filter }: { filter: ListFilter }) {
  if (filter.kind === 'select') return <SelectFilterControl filter={filter} />;
  if (filter.kind === 'search') return <SearchFilterControl filter={filter} />;
  return <DateRangeFilterControl filter={filter} />;
}

/** Page-size chooser in the footer. */
export function PageSizeSelect({
  value,
  options,
  onChange,
}: {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
}) {
  const intl = useIntl();
  const portalContainer = useThemePortalContainer();
  const items = options.map((n) => ({ id: String(n), label: intl.formatNumber(n) }));
  return (
    <Select className={css.pageSize} value={String(value)} onChange={(key) => key !== null && onChange(Number(key))}>
      <Label>{intl.formatMessage(m.pageSize)}</Label>
      <AriaButton className={css.pageSizeTrigger}>
        <SelectValue />
        <Icon name="chevron-down" />
      </AriaButton>
      <Popover className={css.popover} UNSTABLE_portalContainer={portalContainer}>
        <ListBox items={items}>
          {(item) => (
            <ListBoxItem id={item.id} className={css.option} textValue={item.label}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
