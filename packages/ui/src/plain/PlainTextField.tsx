import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import * as styles from '../fields/Field.css';
import { fieldMessages } from '../fields/Field.messages';
import { ltrData } from '../fields/TextField.css';
import { usePlainStates } from './usePlainStates';

/** Props of {@link PlainTextField}. */
export type PlainTextFieldProps = {
  /** The visible label, above the input. */
  label: ReactNode;
  /** Help text under the input, part of its accessible description. */
  description?: ReactNode;
  /** Shown under the input while `isInvalid`. */
  errorMessage?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** `email` and `url` are laid out left-to-right inside Arabic text, as in {@link TextField}. @default 'text' */
  type?: 'text' | 'email' | 'url' | 'password' | 'search';
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  /** The input gets `aria-invalid="true"` and the error shows. */
  isInvalid?: boolean;
  /** A marker follows the label and the input is required. */
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
};

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A labelled text input as native elements, for the pages that render before the app's code has loaded
 * (sign-in, forgot password): the same markup, classes and data attributes as {@link TextField}, so it looks the
 * same, with the label, help text and error wired by `for`, `aria-describedby` and `aria-invalid`, and no
 * react-aria. Validation is the form's (these forms check their fields on submit and mark the invalid ones).
 * Also where a keystroke must paint within a frame (the permission editor's search): no react-aria hooks to run.
 *
 * @selector [data-invalid], [data-required], [data-disabled] on the root; [data-focused] on the input
 */
export function PlainTextField({
  label,
  description,
  errorMessage,
  value,
  onChange,
  type = 'text',
  name,
  autoComplete,
  placeholder,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  className,
}: PlainTextFieldProps) {
  const intl = useIntl();
  const id = useId();
  const { handlers, data } = usePlainStates(isDisabled);
  const hasDescription = description != null && description !== false;
  const showError = isInvalid && errorMessage != null && errorMessage !== false;
  const describedBy = cx(hasDescription && `${id}-description`, showError && `${id}-error`) || undefined;
  const isLtrData = type === 'email' || type === 'url';
  const flags = {
    'data-invalid': isInvalid || undefined,
    'data-required': isRequired || undefined,
    'data-disabled': isDisabled || undefined,
  };
  return (
    <div className={cx(styles.field, className)} {...flags}>
      <label className={styles.label} id={`${id}-label`} htmlFor={id}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={styles.requiredMark}>
            {intl.formatMessage(fieldMessages.requiredMark)}
          </span>
        )}
      </label>
      <input
        id={id}
        className={cx(styles.input, isLtrData && ltrData)}
        dir={isLtrData ? 'ltr' : undefined}
        type={type}
        name={name}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={isRequired}
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        {...handlers}
        {...data}
        data-invalid={isInvalid || undefined}
      />
      {hasDescription && (
        <span slot="description" id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      )}
      {showError && (
        <span id={`${id}-error`} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
