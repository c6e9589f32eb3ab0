import { useId, type ReactNode } from 'react';

import * as styles from '../fields/Field.css';
import { box, checkboxHelp, toggleButton, toggleField, toggleHelp } from '../fields/Toggle.css';
import { Icon } from '../icon/Icon';
import { usePlainStates, visuallyHidden } from './usePlainStates';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Props of {@link PlainCheckbox}. */
export type PlainCheckboxProps = {
  /** The label, at the inline end of the box. */
  children: ReactNode;
  /** Help text under the label, part of the checkbox's accessible description. */
  description?: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  name?: string;
  isDisabled?: boolean;
  className?: string;
};

/**
 * A checkbox with its label and help text as a native `<input type="checkbox">`, for the pages that render
 * before the app's code has loaded (sign-in): the markup, classes and states of {@link Checkbox}, so it looks the
 * same; Space toggles it, as any checkbox.
 *
 * @selector [data-selected], [data-disabled], [data-focus-visible] on the label
 */
export function PlainCheckbox({
  children,
  description,
  isSelected,
  onChange,
  name,
  isDisabled = false,
  className,
}: PlainCheckboxProps) {
  const id = useId();
  const { handlers, data } = usePlainStates(isDisabled);
  const hasDescription = description != null && description !== false;
  return (
    <div className={cx(toggleField, className)} data-selected={isSelected || undefined}>
      <label
        className={toggleButton}
        data-selected={isSelected || undefined}
        {...data}
        onPointerEnter={handlers.onPointerEnter}
        onPointerLeave={handlers.onPointerLeave}
      >
        <span style={visuallyHidden}>
          <input
            type="checkbox"
            name={name}
            checked={isSelected}
            disabled={isDisabled}
            onChange={(e) => onChange(e.target.checked)}
            aria-describedby={hasDescription ? `${id}-description` : undefined}
            onFocus={handlers.onFocus}
            onBlur={handlers.onBlur}
          />
        </span>
        <span className={box} aria-hidden="true">
          {isSelected ? <Icon name="check" /> : null}
        </span>
        <span>{children}</span>
      </label>
      <div className={cx(toggleHelp, checkboxHelp)}>
        {hasDescription && (
          <span slot="description" id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        )}
      </div>
    </div>
  );
}
