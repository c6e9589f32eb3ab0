import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { useIntl } from 'react-intl';

import * as styles from './Field.css';
import { fieldMessages } from './Field.messages';

/** An error message, or a function of react-aria's validation result that returns one. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/**
 * Props every field shares: label, help text, error, and the state flags. Labels, descriptions and errors are
 * wired to the control with `aria-labelledby` / `aria-describedby` by react-aria.
 */
export type FieldBaseProps = {
  /** The visible label, shown above the control. */
  label: ReactNode;
  /** Help text under the control; it becomes part of the control's accessible description. */
  description?: ReactNode;
  /**
   * The error shown under the control while the field is invalid (with `isInvalid`, or after react-aria's own
   * validation fails). Without it, built-in checks (required, email, range) show a translated message.
   */
  errorMessage?: FieldErrorMessage;
  /**
   * Marks the field invalid (controlled validation): the control gets `aria-invalid="true"` and the error shows.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * The field must have a value: a marker follows the label and the control gets `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
  /**
   * The form field name, submitted with a native form and used to find the first invalid field. Inside a form
   * that provides errors (a wizard, a form dialog), the field shows the error under this name.
   */
  name?: string;
  /** Looks the field's error up under this key instead of `name` (for a field that submits no name). */
  errorKey?: string;
  /** Extra class on the field root, for layout from the parent. */
  className?: string;
};

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The label with the required marker (the marker is hidden from assistive technology, which reads `aria-required`). */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  const intl = useIntl();
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className={styles.requiredMark}>
          {intl.formatMessage(fieldMessages.requiredMark)}
        </span>
      )}
    </Label>
  );
}

/**
 * Description and error under a control. The error comes from `errorMessage` when given, otherwise from a
 * translated message for the failed built-in check, so browser-language validation text never shows.
 */
export function FieldHelp({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
}) {
  const intl = useIntl();
  return (
    <>
      {description != null && description !== false && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>
        {(validation) => {
          const custom = typeof errorMessage === 'function' ? errorMessage(validation) : errorMessage;
          if (custom != null && custom !== false) return custom;
          const d = validation.validationDetails;
          if (d.valueMissing) return intl.formatMessage(fieldMessages.valueMissing);
          if (d.typeMismatch) return intl.formatMessage(fieldMessages.typeMismatch);
          if (d.rangeUnderflow) return intl.formatMessage(fieldMessages.rangeUnderflow);
          if (d.rangeOverflow) return intl.formatMessage(fieldMessages.rangeOverflow);
          return validation.validationErrors.join(' ');
        }}
      </FieldError>
    </>
  );
}
