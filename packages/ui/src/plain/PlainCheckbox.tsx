import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

import * as styles from '../fields/Field.css';
import { box, checkboxHelp, dash, toggleButton, toggleField, toggleHelp } from '../fields/Toggle.css';
import { Icon } from '../icon/Icon';
import { usePlainStates, visuallyHidden } from './usePlainStates';

const hiddenMark = { display: 'none' } as const;

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Props of {@link PlainCheckbox}. */
export type PlainCheckboxProps = {
  /** The label, at the inline end of the box. */
  children: ReactNode;
  /** Help text under the label, part of the checkbox's accessible description. */
  description?: ReactNode;
  isSelected: boolean;
  /** Some but not all of what the box stands for is selected: a dash, and the input's `indeterminate` ("mixed"). */
  isIndeterminate?: boolean;
  onChange: (isSelected: boolean) => void;
  name?: string;
  isDisabled?: boolean;
  /** Shown as it is and not changed by a press (`aria-readonly`), as react-aria's read-only checkbox. */
  isReadOnly?: boolean;
  className?: string;
  /** The accessible name, when it differs from the visible label. */
  'aria-label'?: string;
};

/**
 * A checkbox with its label and help text as a native `<input type="checkbox">`, for the pages that render
 * before the app's code has loaded (sign-in): the markup, classes and states of {@link Checkbox}, so it looks the
 * same; Space toggles it, as any checkbox. Also where many checkboxes render at once (a list of 130 permissions):
 * a native input costs a fraction of react-aria's, and a press does not measure the page.
 *
 * @selector [data-selected], [data-indeterminate], [data-disabled], [data-readonly], [data-focus-visible] on the label
 */
export function PlainCheckbox({
  children,
  description,
  isSelected,
  isIndeterminate = false,
  onChange,
  name,
  isDisabled = false,
  isReadOnly = false,
  className,
  'aria-label': ariaLabel,
}: PlainCheckboxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property, not an attribute.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  const { handlers, data } = usePlainStates(isDisabled);
  const hasDescription = description != null && description !== false;
  return (
    // The states live on the label alone (the rules match them there): a toggle changes attributes on one element,
    // not on the row around it too, so fewer elements are restyled.
    <div className={cx(toggleField, className)}>
      <label
        className={toggleButton}
        data-selected={isSelected || undefined}
        data-indeterminate={isIndeterminate || undefined}
        data-readonly={isReadOnly || undefined}
        {...data}
        onPointerEnter={handlers.onPointerEnter}
        onPointerLeave={handlers.onPointerLeave}
      >
        <span style={visuallyHidden}>
          <input
            ref={input}
            type="checkbox"
            aria-label={ariaLabel}
            name={name}
            checked={isSelected}
            disabled={isDisabled}
            aria-readonly={isReadOnly || undefined}
            onChange={(e) => {
              if (!isReadOnly) onChange(e.target.checked);
            }}
            aria-describedby={hasDescription ? `${id}-description` : undefined}
            onFocus={handlers.onFocus}
            onBlur={handlers.onBlur}
          />
        </span>
        <span className={box} aria-hidden="true">
          {/* The mark and the dash stay in the page, hidden while off: a toggle changes an attribute, it does not
              insert an element, which made the browser match the theme's root `:has()` rule again (a walk of the
              whole page) on every toggle. */}
          <span className={dash} hidden={!isIndeterminate} />
          <Icon name="check" style={isSelected && !isIndeterminate ? undefined : hiddenMark} />
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
