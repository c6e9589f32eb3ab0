import { forwardRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

import { Spinner } from '../icon/Icon';
import { button, type ButtonVariants } from './Button.css';

/** Props of {@link Button}. */
export type ButtonProps = Omit<AriaButtonProps, 'className' | 'children'> & {
  /**
   * Visual weight: `primary` for the main action of a view, `danger` for destructive confirmations.
   * @default 'secondary'
   */
  variant?: ButtonVariants['variant'];
  /** @default 'md' */
  size?: ButtonVariants['size'];
  /** An icon shown before the label (at the inline start, so it sits on the right in RTL). */
  icon?: ReactNode;
  /** Square button showing only `icon`; `aria-label` is then required. */
  iconOnly?: boolean;
  /** Extra class for layout from the parent. */
  className?: string;
  children?: ReactNode;
};

/**
 * The product's button, on react-aria's Button: press events across pointer, keyboard and touch, and
 * `isPending` (shows a spinner, keeps focus, announces busy) for submit buttons while a request runs.
 *
 * @selector [data-pending] while pending; [data-disabled], [data-focus-visible], [data-hovered]
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, icon, iconOnly = false, className, children, isPending, ...rest },
  ref,
) {
  const classes = [button({ variant, size, iconOnly }), className].filter(Boolean).join(' ');
  return (
    <AriaButton ref={ref} {...rest} isPending={isPending} className={classes}>
      {isPending ? <Spinner /> : icon}
      {!iconOnly && children}
    </AriaButton>
  );
});
