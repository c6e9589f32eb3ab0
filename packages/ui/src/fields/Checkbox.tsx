import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';

import { Icon } from '../icon/Icon';
import { cx, FieldHelp, type FieldErrorMessage } from './FieldShell';
import { box, checkboxHelp, dash, toggleButton, toggleField, toggleHelp } from './Toggle.css';
import { useFormField } from './FormContext';

/** Props of {@link Checkbox}. */
export type CheckboxProps = Omit<CheckboxFieldProps, 'children' | 'className' | 'style'> & {
  /** The label, at the inline end of the box. */
  children: ReactNode;
  /** Help text under the label; part of the checkbox's accessible description. */
  description?: ReactNode;
  /** Error shown while invalid (`isInvalid`, or a failed `isRequired` check). */
  errorMessage?: FieldErrorMessage;
  /** Extra class on the root, for layout from the parent. */
  className?: string;
};

/**
 * A checkbox with its label, optional help text and error, on react-aria's CheckboxField. Space toggles it.
 * Controlled with `isSelected`/`onChange`, or uncontrolled with `defaultSelected`; `isIndeterminate` shows a dash.
 *
 * @selector [data-selected], [data-indeterminate], [data-invalid], [data-disabled], [data-readonly] on the root
 */
export function Checkbox(props: CheckboxProps) {
  const { children, description, errorMessage, className, ...rest } = useFormField(props);
  return (
    <CheckboxField {...rest} className={cx(toggleField, className)}>
      <CheckboxButton className={toggleButton}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={box} aria-hidden="true">
              {isIndeterminate ? <span className={dash} /> : isSelected ? <Icon name="check" /> : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      <div className={cx(toggleHelp, checkboxHelp)}>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </div>
    </CheckboxField>
  );
}
