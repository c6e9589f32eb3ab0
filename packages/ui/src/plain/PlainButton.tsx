import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

import { button, type ButtonVariants } from '../button/Button.css';
import { Spinner } from '../icon/Icon';
import { usePlainStates } from './usePlainStates';

type NativeProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'disabled' | 'className' | 'children'
>;

/** Props of {@link PlainButton}: these, and any native button attribute (`id`, `aria-*`, `data-*`, key handlers). */
export type PlainButtonProps = NativeProps & {
  /** @default 'button' */
  type?: 'button' | 'submit';
  /** @default 'secondary' */
  variant?: ButtonVariants['variant'];
  /** @default 'md' */
  size?: ButtonVariants['size'];
  /** An icon before the label (at the inline start). */
  icon?: ReactNode;
  /** Square button showing only `icon`; `aria-label` is then required. */
  iconOnly?: boolean;
  /** A request is running: a spinner replaces the icon, the button keeps focus and cannot be pressed. */
  isPending?: boolean;
  isDisabled?: boolean;
  onPress?: () => void;
  className?: string;
  children?: ReactNode;
};

/**
 * The product's button as a native `<button>`, for the pages that render before the app's code has loaded
 * (sign-in, forgot password, the error page): it looks and behaves as {@link Button} (the same classes and
 * `data-pending`, `data-hovered`, `data-focus-visible` states; a pending submit button neither submits nor
 * presses again) without react-aria's press machinery, so those pages load no react-aria at all.
 *
 * @selector [data-pending] while pending; [data-disabled], [data-focus-visible], [data-hovered]
 */
export const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  {
    type = 'button',
    variant,
    size,
    icon,
    iconOnly = false,
    isPending = false,
    isDisabled = false,
    onPress,
    className,
    children,
    ...native
  },
  ref,
) {
  const { handlers, data } = usePlainStates(isDisabled || isPending);
  const classes = [button({ variant, size, iconOnly }), className].filter(Boolean).join(' ');
  return (
    <button
      ref={ref}
      // A pending submit button stops implicit submission (Enter in a field), as react-aria's does.
      type={type === 'submit' && isPending ? 'button' : type}
      className={classes}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      {...handlers}
      {...data}
      {...native}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onClick={isPending ? undefined : onPress}
    >
      {isPending ? <Spinner /> : icon}
      {!iconOnly && children}
    </button>
  );
});
