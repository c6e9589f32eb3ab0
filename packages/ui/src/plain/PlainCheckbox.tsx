import { useId, useLayoutEffect, useRef, type FocusEvent, type ReactNode } from 'react';

import * as styles from '../fields/Field.css';
import { box, checkboxHelp, dash, toggleButton, toggleField, toggleHelp } from '../fields/Toggle.css';
import { Icon } from '../icon/Icon';
import { markFocus, trackModality } from './usePlainStates';

// The mark while off keeps its place and is not drawn: a toggle repaints the box and changes nothing else (with
// `display: none`, each toggle rebuilt the row's layout tree and laid its module out again). Beside the dash
// (indeterminate) it leaves the box, so the dash stays centred.
const offMark = { visibility: 'hidden' } as const;
const noMark = { display: 'none' } as const;

// The input is invisible and out of the flow, on the label, not clipped: the clipping box react-aria gives it
// (`clip`, `clip-path` and an overflow clip, in a wrapping element) cost an element and three clips per checkbox,
// 130 of them in the permission editor; an element of opacity 0 is not painted at all. Same place and size as that
// box; still focusable, named and described.
const hiddenInput = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  margin: -1,
  padding: 0,
  border: 0,
  opacity: 0,
} as const;

const onFocus = (e: FocusEvent<HTMLInputElement>) => markFocus(e.currentTarget.parentElement, true);
const onBlur = (e: FocusEvent<HTMLInputElement>) => markFocus(e.currentTarget.parentElement, false);

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Props of {@link PlainCheckbox}. */
export type PlainCheckboxProps = {
  /** The label, at the inline end of the box. */
  children: ReactNode;
  /** Help text under the label, part of the checkbox's accessible description. */
  description?: ReactNode;
  isSelected: boolean;
  /**
   * Some but not all of what the box stands for is selected: a dash, and the input's `indeterminate` ("mixed").
   * Leave it out for a box that is never indeterminate: it then has no dash element at all.
   */
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
 * a native input costs a fraction of react-aria's, and a press does not measure the page. The focus states are
 * written onto the label by the input's focus and blur handlers, without a render; there is no hover state (no rule
 * styles a checkbox's hover).
 *
 * @selector [data-selected], [data-indeterminate], [data-disabled], [data-readonly], [data-focused],
 * [data-focus-visible] on the label
 */
export function PlainCheckbox({
  children,
  description,
  isSelected,
  isIndeterminate,
  onChange,
  name,
  isDisabled = false,
  isReadOnly = false,
  className,
  'aria-label': ariaLabel,
}: PlainCheckboxProps) {
  // Installed before the first press, so a focus knows whether it came from the keyboard.
  trackModality();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property, not an attribute.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate ?? false;
  }, [isIndeterminate]);
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
        data-disabled={isDisabled || undefined}
      >
        <input
          ref={input}
          type="checkbox"
          style={hiddenInput}
          aria-label={ariaLabel}
          name={name}
          checked={isSelected}
          disabled={isDisabled}
          aria-readonly={isReadOnly || undefined}
          onChange={(e) => {
            if (!isReadOnly) onChange(e.target.checked);
          }}
          aria-describedby={hasDescription ? `${id}-description` : undefined}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        <span className={box} aria-hidden="true">
          {/* The mark and the dash stay in the page, hidden while off: a toggle changes a style, it does not
              insert an element, which made the browser match the theme's root `:has()` rule again (a walk of the
              whole page) on every toggle. A box that is never indeterminate has no dash. */}
          {isIndeterminate !== undefined && <span className={dash} hidden={!isIndeterminate} />}
          <Icon name="check" style={isIndeterminate ? noMark : isSelected ? undefined : offMark} />
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
