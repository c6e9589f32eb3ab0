import { NumberParser } from '@internationalized/number';
import { useMemo } from 'react';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  useLocale,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';

import { Icon } from '../icon/Icon';
import * as styles from './Field.css';
import { cx, FieldHelp, FieldLabel, type FieldBaseProps } from './FieldShell';
import { stepper, stepperButton } from './NumberField.css';
import { useFormField } from './FormContext';

type InheritedNumberProps = Omit<
  AriaNumberFieldProps,
  | 'children'
  | 'className'
  | 'style'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'isInvalid'
  | 'isRequired'
  | 'isDisabled'
  | 'isReadOnly'
  | 'name'
>;

/** Props of {@link NumberField}. */
export type NumberFieldProps = InheritedNumberProps &
  FieldBaseProps & {
    /** The value (controlled); `null` is an empty field. */
    value?: number | null;
    /** The initial value (uncontrolled). */
    defaultValue?: number | null;
    /** Called with the committed number (on blur or Enter), or `null` when the field is cleared. */
    onChange?: (value: number | null) => void;
    /**
     * Called as the user types, with the number the text reads as in the active locale (`null` while it reads as
     * none), before it is committed: for checks and sums that follow the typing. The field's value is unchanged.
     */
    onLiveChange?: (value: number | null) => void;
    /** Hint shown while the field is empty. */
    placeholder?: string;
    /**
     * Show increment/decrement buttons at the inline end (ArrowUp/ArrowDown work either way).
     * @default true
     */
    showStepper?: boolean;
  };

const fromAria = (v: number): number | null => (Number.isNaN(v) ? null : v);
const toAria = (v: number | null | undefined): number | undefined => (v === null ? Number.NaN : v);

/**
 * A localized number input on react-aria's NumberField: digits, separators and parsing follow the active locale
 * (Arabic-Indic digits in ar-EG unless the app asks for Latin ones), ArrowUp/ArrowDown step the value.
 *
 * @selector [data-invalid], [data-disabled], [data-readonly], [data-required] on the root; [data-focus-within] on the control
 */
export function NumberField(props: NumberFieldProps) {
  const {
    label,
    description,
    errorMessage,
    className,
    value,
    defaultValue,
    onChange,
    onLiveChange,
    placeholder,
    showStepper = true,
    ...rest
  } = useFormField(props);
  const { locale } = useLocale();
  const parser = useMemo(() => new NumberParser(locale, rest.formatOptions), [locale, rest.formatOptions]);
  return (
    <AriaNumberField
      {...rest}
      value={toAria(value)}
      defaultValue={toAria(defaultValue)}
      onChange={onChange && ((v) => onChange(fromAria(v)))}
      className={cx(styles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input
          className={styles.groupInput}
          placeholder={placeholder}
          onChange={
            onLiveChange &&
            ((event) => {
              const text = event.currentTarget.value.trim();
              const n = text === '' ? Number.NaN : parser.parse(text);
              onLiveChange(Number.isNaN(n) ? null : n);
            })
          }
        />
        {showStepper && !rest.isReadOnly && (
          <span className={stepper}>
            <Button slot="increment" className={stepperButton}>
              <Icon name="chevron-up" />
            </Button>
            <Button slot="decrement" className={stepperButton}>
              <Icon name="chevron-down" />
            </Button>
          </span>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}

/** Props of {@link MoneyField}. */
export type MoneyFieldProps = Omit<NumberFieldProps, 'formatOptions'> & {
  /**
   * ISO 4217 currency code, shown in the active locale's currency format.
   * @default 'EGP'
   */
  currency?: string;
};

/**
 * An amount of money: the value is a number in pounds (not piastres), shown with the currency of the active
 * locale and exactly two decimals ("EGP 1,234.50" in en-US, "١٬٢٣٤٫٥٠ ج.م.‏" in ar-EG).
 * `minValue` defaults to 0; pass a negative one for refunds or adjustments.
 */
export function MoneyField({ currency = 'EGP', minValue = 0, ...rest }: MoneyFieldProps) {
  return (
    <NumberField
      {...rest}
      minValue={minValue}
      formatOptions={{ style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }}
    />
  );
}

/** Props of {@link PercentField}. */
export type PercentFieldProps = Omit<NumberFieldProps, 'formatOptions' | 'minValue' | 'maxValue' | 'step'> & {
  /**
   * Decimals allowed after the point.
   * @default 2
   */
  maximumFractionDigits?: number;
  /**
   * Step for ArrowUp/ArrowDown, in percentage points. Given, it also rounds a typed value to a multiple of it
   * (react-aria snaps to the step), so leave it out for rates such as 2.5 % or 18.75 %: the arrows then move by
   * 1 point and a typed value keeps up to `maximumFractionDigits` decimals.
   */
  step?: number;
};

// The field works on fractions (0.14) internally; callers see percentage points (14). Rounding removes float noise.
const toPoints = (fraction: number | null, digits: number): number | null =>
  fraction === null ? null : Number((fraction * 100).toFixed(digits));
const toFraction = (points: number | null | undefined): number | null | undefined =>
  points == null ? points : points / 100;

/**
 * A percentage from 0 to 100 (VAT rate, discount, contribution), shown with the locale's percent sign
 * ("14%" / "١٤٪؜"). The value is in percentage points: 14 means 14 %, and 18.75 means 18.75 % (two decimals by
 * default).
 */
export function PercentField({
  value,
  defaultValue,
  onChange,
  maximumFractionDigits = 2,
  step,
  ...rest
}: PercentFieldProps) {
  return (
    <NumberField
      {...rest}
      value={toFraction(value)}
      defaultValue={toFraction(defaultValue)}
      onChange={onChange && ((v) => onChange(toPoints(v, maximumFractionDigits)))}
      minValue={0}
      maxValue={1}
      // Without a step react-aria only clamps a typed value (a step would round 2.5 % to a whole 3 %) and the arrows
      // move a percent style by 0.01, that is 1 point; the format then keeps `maximumFractionDigits` decimals.
      step={step === undefined ? undefined : step / 100}
      formatOptions={{ style: 'percent', maximumFractionDigits }}
    />
  );
}
