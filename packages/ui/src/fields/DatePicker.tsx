import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar,
  type DatePickerProps as AriaDatePickerProps,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';

import { Icon } from '../icon/Icon';
import * as css from './DatePicker.css';
import * as styles from './Field.css';
import { usePortalContainer } from './usePortalContainer';
import { cx, FieldHelp, FieldLabel, type FieldBaseProps } from './FieldShell';
import { useFormField } from './FormContext';

/** A calendar date as an ISO 8601 string, `YYYY-MM-DD` (no time, no zone). */
export type IsoDate = string;

/** A date range with ISO `YYYY-MM-DD` ends, both inclusive. */
export type IsoDateRange = { start: IsoDate; end: IsoDate };

// Dates cross the component boundary as ISO strings; react-aria works on CalendarDate inside.
const toDate = (iso: IsoDate | null | undefined): CalendarDate | null | undefined =>
  iso == null ? iso : parseDate(iso);
const toRange = (r: IsoDateRange | null | undefined) =>
  r == null ? r : { start: parseDate(r.start), end: parseDate(r.end) };
const toIso = (d: DateValue | null): IsoDate | null => (d === null ? null : d.toString().slice(0, 10));

type Inherited<P> = Omit<
  P,
  | 'children'
  | 'className'
  | 'style'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'isDateUnavailable'
  | 'placeholderValue'
  | 'granularity'
  | 'isInvalid'
  | 'isRequired'
  | 'isDisabled'
  | 'isReadOnly'
  | 'name'
>;

type DateBounds = {
  /** The earliest selectable date, `YYYY-MM-DD`. */
  minValue?: IsoDate;
  /** The latest selectable date, `YYYY-MM-DD`. */
  maxValue?: IsoDate;
  /** Marks dates that cannot be chosen (holidays, closed periods); receives `YYYY-MM-DD`. */
  isDateUnavailable?: (date: IsoDate) => boolean;
};

/** Props of {@link DatePicker}. */
export type DatePickerProps = Inherited<AriaDatePickerProps<CalendarDate>> &
  FieldBaseProps &
  DateBounds & {
    /** The date (controlled), `YYYY-MM-DD`; `null` for none. */
    value?: IsoDate | null;
    /** The initial date (uncontrolled), `YYYY-MM-DD`. */
    defaultValue?: IsoDate | null;
    /** Called with the new date as `YYYY-MM-DD`, or `null` when cleared. */
    onChange?: (value: IsoDate | null) => void;
  };

function CalendarHeader() {
  return (
    <header className={css.calendarHeader}>
      <Button slot="previous" className={styles.groupButton}>
        <Icon name="chevron-start" />
      </Button>
      <Heading className={css.calendarHeading} />
      <Button slot="next" className={styles.groupButton}>
        <Icon name="chevron-end" />
      </Button>
    </header>
  );
}

function CalendarDays({ isRange }: { isRange?: boolean }) {
  return (
    <CalendarGrid className={css.calendarGrid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={css.calendarHeaderCell}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => <CalendarCell date={date} className={cx(css.calendarCell, isRange && css.rangeCell)} />}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

const unavailable = (fn: ((iso: IsoDate) => boolean) | undefined) => fn && ((d: DateValue) => fn(toIso(d) ?? ''));

/**
 * A date typed segment by segment (day, month, year in the locale's order and digits) or picked from a calendar
 * popover; the value is an ISO `YYYY-MM-DD` string so callers never handle date objects. In Arabic the calendar
 * starts on Saturday and its month arrows point the reading way.
 *
 * @selector [data-invalid], [data-disabled], [data-readonly], [data-required], [data-open] on the root
 */
export function DatePicker(props: DatePickerProps) {
  const {
    label,
    description,
    errorMessage,
    className,
    value,
    defaultValue,
    onChange,
    minValue,
    maxValue,
    isDateUnavailable,
    ...rest
  } = useFormField(props);
  const [attachPortal, portalContainer] = usePortalContainer();
  return (
    <AriaDatePicker<CalendarDate>
      {...rest}
      ref={attachPortal}
      value={toDate(value)}
      defaultValue={toDate(defaultValue)}
      onChange={onChange && ((d) => onChange(toIso(d)))}
      minValue={toDate(minValue)}
      maxValue={toDate(maxValue)}
      isDateUnavailable={unavailable(isDateUnavailable)}
      className={cx(styles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <DateInput className={css.dateInput}>
          {(segment) => <DateSegment segment={segment} className={css.segment} />}
        </DateInput>
        <Button className={styles.groupButton}>
          <Icon name="calendar" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4} UNSTABLE_portalContainer={portalContainer} placement="bottom end">
        <Dialog className={css.calendarDialog}>
          <Calendar>
            <CalendarHeader />
            <CalendarDays />
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}

/** Props of {@link DateRangePicker}. */
export type DateRangePickerProps = Inherited<AriaDateRangePickerProps<CalendarDate>> &
  FieldBaseProps &
  DateBounds & {
    /** The range (controlled), ISO ends; `null` for none. */
    value?: IsoDateRange | null;
    /** The initial range (uncontrolled). */
    defaultValue?: IsoDateRange | null;
    /** Called with the new range, or `null` when cleared. */
    onChange?: (value: IsoDateRange | null) => void;
  };

/**
 * A start and end date (leave requests, report periods) with a two-click range calendar; ends are inclusive and
 * reported as ISO `YYYY-MM-DD` strings. With `startName`/`endName`, both ends are submitted with a form.
 *
 * @selector [data-invalid], [data-disabled], [data-readonly], [data-required], [data-open] on the root
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const {
    label,
    description,
    errorMessage,
    className,
    value,
    defaultValue,
    onChange,
    minValue,
    maxValue,
    isDateUnavailable,
    name,
    ...rest
  } = useFormField(props);
  const [attachPortal, portalContainer] = usePortalContainer();
  return (
    <AriaDateRangePicker<CalendarDate>
      ref={attachPortal}
      startName={name ? `${name}Start` : undefined}
      endName={name ? `${name}End` : undefined}
      {...rest}
      value={toRange(value)}
      defaultValue={toRange(defaultValue)}
      onChange={onChange && ((r) => onChange(r ? { start: toIso(r.start) ?? '', end: toIso(r.end) ?? '' } : null))}
      minValue={toDate(minValue)}
      maxValue={toDate(maxValue)}
      isDateUnavailable={unavailable(isDateUnavailable)}
      className={cx(styles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <DateInput slot="start" className={cx(css.dateInput, css.rangeInput)}>
          {(segment) => <DateSegment segment={segment} className={css.segment} />}
        </DateInput>
        <span aria-hidden="true" className={css.rangeDash} />
        <DateInput slot="end" className={cx(css.dateInput, css.rangeInput)}>
          {(segment) => <DateSegment segment={segment} className={css.segment} />}
        </DateInput>
        <span className={css.spacer} />
        <Button className={styles.groupButton}>
          <Icon name="calendar" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4} UNSTABLE_portalContainer={portalContainer} placement="bottom end">
        <Dialog className={css.calendarDialog}>
          <RangeCalendar>
            <CalendarHeader />
            <CalendarDays isRange />
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
