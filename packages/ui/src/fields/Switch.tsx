import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';

import { cx, FieldHelp, type FieldErrorMessage } from './FieldShell';
import { switchHelp, thumb, toggleButton, toggleField, toggleHelp, track } from './Toggle.css';
import { useFormField } from './FormContext';

/** Props of {@link Switch}. */
export type SwitchProps = Omit<SwitchFieldProps, 'children' | 'className' | 'style'> & {
  /** The label, at the inline end of the switch. */
  children: ReactNode;
  /** Help text under the label; part of the switch's accessible description. */
  description?: ReactNode;
  /** Error shown while invalid. */
  errorMessage?: FieldErrorMessage;
  /** Extra class on the root, for layout from the parent. */
  className?: string;
};

/**
 * An on/off switch for settings that apply at once ("Enable VAT calculations"). Space toggles it; the thumb
 * moves to the inline end when on, so it slides left in Arabic.
 *
 * @selector [data-selected], [data-disabled], [data-readonly], [data-invalid] on the root
 */
export function Switch(props: SwitchProps) {
  const { children, description, errorMessage, className, ...rest } = useFormField(props);
  return (
    <SwitchField {...rest} className={cx(toggleField, className)}>
      <SwitchButton className={toggleButton}>
        <span className={track} aria-hidden="true">
          <span className={thumb} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      <div className={cx(toggleHelp, switchHelp)}>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </div>
    </SwitchField>
  );
}
