import {
  Input,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';

import * as styles from './Field.css';
import { fieldMessages } from './Field.messages';
import { cx, FieldHelp, FieldLabel, type FieldBaseProps, type FieldErrorMessage } from './FieldShell';
import { ltrData } from './TextField.css';
import { useFormField } from './FormContext';

type InheritedTextProps = Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'type' | 'isInvalid' | 'isRequired' | 'isDisabled' | 'isReadOnly' | 'name'
>;

/** Props of {@link TextField}. */
export type TextFieldProps = InheritedTextProps &
  FieldBaseProps & {
    /**
     * The kind of text. `email`, `tel` and `url` are always laid out left-to-right (`dir="ltr"` on the input) so
     * addresses and phone numbers keep their order inside Arabic text; their text still starts at the
     * paragraph's start edge.
     * @default 'text'
     */
    type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
    /** Hint shown while the input is empty (a translated string; never a substitute for the label). */
    placeholder?: string;
  };

const LTR_TYPES = new Set(['email', 'tel', 'url']);

function useTypeError(type: string, errorMessage: FieldErrorMessage | undefined): FieldErrorMessage | undefined {
  const intl = useIntl();
  if (errorMessage != null || type !== 'email') return errorMessage;
  return (v) => (v.validationDetails.typeMismatch ? intl.formatMessage(fieldMessages.typeMismatchEmail) : null);
}

/**
 * A single-line text input with a visible label, help text and error.
 *
 * @selector [data-invalid], [data-disabled], [data-readonly], [data-required] on the root; [data-focused] on the input
 */
export function TextField(props: TextFieldProps) {
  const { label, description, errorMessage, className, type = 'text', placeholder, ...rest } = useFormField(props);
  const isLtrData = LTR_TYPES.has(type);
  const error = useTypeError(type, errorMessage);
  return (
    <AriaTextField {...rest} type={type} className={cx(styles.field, className)}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Input
        className={cx(styles.input, isLtrData && ltrData)}
        placeholder={placeholder}
        dir={isLtrData ? 'ltr' : undefined}
      />
      <FieldHelp description={description} errorMessage={error} />
    </AriaTextField>
  );
}

/** Props of {@link TextArea}. */
export type TextAreaProps = InheritedTextProps &
  FieldBaseProps & {
    /** Hint shown while the text area is empty. */
    placeholder?: string;
    /**
     * Visible lines of text before the area scrolls (the user can still resize it vertically).
     * @default 3
     */
    rows?: number;
  };

/**
 * A multi-line text input (notes, addresses, descriptions).
 *
 * @selector [data-invalid], [data-disabled], [data-readonly], [data-required] on the root; [data-focused] on the text area
 */
export function TextArea(props: TextAreaProps) {
  const { label, description, errorMessage, className, placeholder, rows = 3, ...rest } = useFormField(props);
  return (
    <AriaTextField {...rest} className={cx(styles.field, className)}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <AriaTextArea className={cx(styles.input, styles.textArea)} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
