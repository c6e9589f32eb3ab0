import { useState, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';

import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';
import * as styles from './ModalDialog.css';
import { modalDialogMessages as messages } from './ModalDialog.messages';
import { useReturnFocus } from './returnFocus';

/** Props of {@link ModalDialog}. */
export type ModalDialogProps = {
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** A secondary line under the title (a record number, a date…). */
  subtitle?: ReactNode;
  /** Content beside the title, such as a status badge. */
  titleExtra?: ReactNode;
  /** The dialog's content; it scrolls when taller than the viewport. */
  children: ReactNode;
  /** The action bar at the bottom; buttons sit at the inline end (the left in RTL). */
  footer?: ReactNode;
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the dialog is open on first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with `false` when the user asks to close (Escape, the close button, a click outside when dismissable). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * `alertdialog` for confirmations that interrupt the user, `dialog` otherwise.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Width: `sm` (28rem) for confirmations, `md` (36rem), `lg` (52rem) for records and wizards. Never wider than the viewport.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Close when the user clicks outside the dialog.
   * @default false
   */
  isDismissable?: boolean;
  /**
   * Ignore Escape (while a request runs, for example).
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Show the icon-only close button in the header.
   * @default true
   */
  showCloseButton?: boolean;
  /**
   * Disable the header close button (while a request runs, for example).
   * @default false
   */
  isCloseDisabled?: boolean;
  /** Accessible name when `title` is not plain text worth announcing. */
  'aria-label'?: string;
  /** Id of the element that describes the dialog (the message of a confirmation). */
  'aria-describedby'?: string;
  /** Class on the dialog element (the printable, focus-trapping element). */
  className?: string;
  /** Class on the body element. */
  bodyClassName?: string;
  /** `data-*` attributes (states, test ids) go onto the dialog element. */
  [data: `data-${string}`]: string | number | boolean | undefined;
};

/**
 * The modal base every dialog in @erp/ui builds on: react-aria's ModalOverlay, Modal and Dialog (focus moves in,
 * is trapped, and returns to the trigger on close, or to the row that opened it when the trigger is gone: `useReturnFocus`; Escape closes; the page behind is inert and does not scroll),
 * a header with the title and a close button, a scrolling body and a footer.
 *
 * The modal is portalled into the app's Radix Theme element (LocaleProvider's root), so it keeps the theme's colour
 * variables, `dir` and `lang`.
 *
 * @selector [data-size] on the modal; the dialog element is `[role=dialog]` or `[role=alertdialog]`
 */
export function ModalDialog({
  title,
  subtitle,
  titleExtra,
  children,
  footer,
  isOpen,
  defaultOpen,
  onOpenChange,
  role = 'dialog',
  size = 'md',
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  showCloseButton = true,
  isCloseDisabled = false,
  className,
  bodyClassName,
  ...rest
}: ModalDialogProps) {
  const intl = useIntl();
  useReturnFocus(isOpen ?? defaultOpen ?? false);
  // The modal is portalled into the nearest Radix Theme root (LocaleProvider's element) rather than <body>, so it
  // keeps the theme's colour variables, `dir`, `lang` and font. A hidden anchor finds that element.
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
  const container = anchor?.closest('.radix-themes') ?? anchor?.ownerDocument.body;
  const dataAttributes = Object.fromEntries(Object.entries(rest).filter(([name]) => name.startsWith('data-')));
  return (
    <>
      <span hidden ref={setAnchor} />
      {container && (
        <ModalOverlay
          UNSTABLE_portalContainer={container}
          isOpen={isOpen}
          defaultOpen={defaultOpen}
          onOpenChange={onOpenChange}
          isDismissable={isDismissable}
          isKeyboardDismissDisabled={isKeyboardDismissDisabled}
          className={styles.overlay}
        >
          <Modal className={styles.modal[size]} data-size={size}>
            <Dialog
              role={role}
              aria-label={rest['aria-label']}
              aria-describedby={rest['aria-describedby']}
              {...dataAttributes}
              className={[styles.dialog, className].filter(Boolean).join(' ')}
            >
              {({ close }) => (
                <>
                  <header className={styles.header}>
                    <div className={styles.headings}>
                      <div className={styles.titleRow}>
                        <Heading slot="title" className={styles.title}>
                          {title}
                        </Heading>
                        {titleExtra}
                      </div>
                      {subtitle != null && <p className={styles.subtitle}>{subtitle}</p>}
                    </div>
                    {showCloseButton && (
                      <Button
                        variant="ghost"
                        size="sm"
                        iconOnly
                        icon={<Icon name="close" />}
                        aria-label={intl.formatMessage(messages.close)}
                        isDisabled={isCloseDisabled}
                        onPress={close}
                        data-print-hidden=""
                      />
                    )}
                  </header>
                  <div className={[styles.body, bodyClassName].filter(Boolean).join(' ')}>{children}</div>
                  {footer != null && (
                    <footer className={styles.footer} data-print-hidden="">
                      {footer}
                    </footer>
                  )}
                </>
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      )}
    </>
  );
}
