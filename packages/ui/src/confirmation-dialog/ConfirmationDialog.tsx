import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { Button } from '../button/Button';
import { ModalDialog } from '../dialog/ModalDialog';
import { useControlledOpen } from '../dialog/useControlledOpen';
import { Icon } from '../icon/Icon';
import * as styles from './ConfirmationDialog.css';
import { confirmationMessages as messages, deleteBodyMessage, deleteTitleMessage } from './ConfirmationDialog.messages';

/** Props shared by {@link ConfirmationDialog} and its presets. */
export type ConfirmationBaseProps = {
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the dialog is open on first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes: `false` after Cancel, Escape, or a confirm that finished. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Runs the action. When it returns a promise, the dialog shows the pending state until it settles, closes when it
   * resolves and stays open when it rejects (report the failure yourself, e.g. with `toast.error`, so the user can
   * retry). When it returns nothing, the dialog closes at once.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the user cancels (the Cancel button or Escape). */
  onCancel?: () => void;
  /**
   * The action is running: both buttons are disabled, Confirm shows a spinner, and Escape does not close.
   * Combined with the pending state of a promise returned by `onConfirm`.
   * @default false
   */
  isPending?: boolean;
  /** Label of the confirm button. Defaults to a generic "Confirm" (the presets pass their own). */
  confirmLabel?: ReactNode;
  /** Label of the cancel button. @default "Cancel" */
  cancelLabel?: ReactNode;
  /**
   * Why the confirmed action failed (e.g. "Could not approve the expense. Check the connection and try again."),
   * shown in a `role="alert"` box above the buttons while the dialog stays open, so the user can retry or cancel.
   * Set it when a promise returned by `onConfirm` rejects, and clear it when the user retries or the dialog closes.
   */
  error?: ReactNode;
};

/** Props of {@link ConfirmationDialog}. */
export type ConfirmationDialogProps = ConfirmationBaseProps & {
  /** The question, e.g. "Approve expense EXP-0012?". */
  title: ReactNode;
  /** What happens if the user confirms; it becomes the dialog's accessible description. */
  message?: ReactNode;
  /** Extra content under the message (a summary, the status transition…). */
  children?: ReactNode;
  /**
   * `destructive` paints Confirm red and focuses Cancel first, so a hurried Enter does no harm; `default` focuses
   * Confirm.
   * @default 'default'
   */
  variant?: 'default' | 'destructive';
};

/**
 * Asks the user to confirm an action, as a modal `alertdialog` built on react-aria: focus moves in (to Cancel for
 * destructive actions, to Confirm otherwise), is trapped, and returns to the trigger on close; Escape cancels unless
 * the action is pending. Cancel sits before Confirm, so Confirm is at the inline end (right in English, left in
 * Arabic). A failed action can be explained in the dialog with `error`.
 *
 * @selector [data-variant="default|destructive"], [data-pending] and [data-error] on the dialog element
 */
export function ConfirmationDialog({
  title,
  message,
  children,
  variant = 'default',
  isOpen,
  defaultOpen,
  onOpenChange,
  onConfirm,
  onCancel,
  isPending = false,
  confirmLabel,
  cancelLabel,
  error,
}: ConfirmationDialogProps) {
  const intl = useIntl();
  const messageId = useId();
  const [open, setOpen] = useControlledOpen(isOpen, defaultOpen, onOpenChange);
  const [isRunning, setRunning] = useState(false);
  const pending = isPending || isRunning;
  const destructive = variant === 'destructive';
  const hasError = error != null && error !== false && error !== '';

  const cancel = () => {
    if (pending) return;
    onCancel?.();
    setOpen(false);
  };

  const confirm = async () => {
    if (pending) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setRunning(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure; the dialog stays open so the user can retry or cancel.
    } finally {
      setRunning(false);
    }
  };

  return (
    <ModalDialog
      role="alertdialog"
      size="sm"
      title={title}
      isOpen={open}
      onOpenChange={(next) => (next ? setOpen(true) : cancel())}
      isKeyboardDismissDisabled={pending}
      showCloseButton={false}
      aria-describedby={message != null ? messageId : undefined}
      data-variant={variant}
      data-pending={pending || undefined}
      data-error={hasError || undefined}
      footer={
        <>
          <Button variant="secondary" onPress={cancel} isDisabled={pending} autoFocus={destructive}>
            {cancelLabel ?? intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            onPress={() => void confirm()}
            isPending={pending}
            autoFocus={!destructive}
          >
            {confirmLabel ?? intl.formatMessage(messages.confirm)}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {message != null && (
          <p id={messageId} className={styles.message}>
            {message}
          </p>
        )}
        {children}
        {hasError && (
          <div role="alert" className={styles.error}>
            <Icon name="alert" className={styles.errorIcon} />
            <div className={styles.errorText}>{error}</div>
          </div>
        )}
      </div>
    </ModalDialog>
  );
}

/** Props of {@link DeleteConfirmation}. */
export type DeleteConfirmationProps = ConfirmationBaseProps & {
  /** The record's name or number, e.g. "INV-2026-0042" or "Nile Delta Trading". */
  itemName: string;
  /** Replaces the default title "Delete {itemName}?". */
  title?: ReactNode;
  /** Replaces the default message, which says the deletion cannot be undone. */
  message?: ReactNode;
};

/**
 * The delete confirmation: destructive, titled "Delete {itemName}?", saying that the action cannot be undone, with a
 * red "Delete" button and Cancel focused first.
 */
export function DeleteConfirmation({ itemName, title, message, confirmLabel, ...rest }: DeleteConfirmationProps) {
  const intl = useIntl();
  return (
    <ConfirmationDialog
      {...rest}
      variant="destructive"
      title={title ?? intl.formatMessage(deleteTitleMessage, { name: itemName })}
      message={
        message ?? (
          <FormattedMessage
            {...deleteBodyMessage}
            values={{ name: itemName, b: (chunks) => <strong key="name">{chunks}</strong> }}
          />
        )
      }
      confirmLabel={confirmLabel ?? intl.formatMessage(messages.deleteConfirm)}
    />
  );
}

/** Props of {@link StatusChangeConfirmation}. */
export type StatusChangeConfirmationProps = ConfirmationBaseProps & {
  /** The current status, as a localised label (or a badge element). */
  fromStatus: ReactNode;
  /** The status after confirming, as a localised label (or a badge element). */
  toStatus: ReactNode;
  /** @default "Change status?" */
  title?: ReactNode;
  /** @default "The status will change as shown below." */
  message?: ReactNode;
  /**
   * `destructive` for transitions such as Reject or Cancel.
   * @default 'default'
   */
  variant?: 'default' | 'destructive';
};

/**
 * Confirms a status change (approve, reject, mark as reimbursed, mark as sent…): shows the current and the new status
 * side by side, captioned, with an arrow that points in the reading direction (rightwards in English, leftwards in
 * Arabic). Status labels are plain text shown as neutral pills, or any badge element the caller passes.
 */
export function StatusChangeConfirmation({
  fromStatus,
  toStatus,
  title,
  message,
  confirmLabel,
  ...rest
}: StatusChangeConfirmationProps) {
  const intl = useIntl();
  const show = (status: ReactNode, isNew: boolean) =>
    typeof status === 'string' || typeof status === 'number' ? (
      <span className={[styles.pill, isNew && styles.pillNew].filter(Boolean).join(' ')}>{status}</span>
    ) : (
      status
    );
  return (
    <ConfirmationDialog
      {...rest}
      title={title ?? intl.formatMessage(messages.statusTitle)}
      message={message ?? intl.formatMessage(messages.statusMessage)}
      confirmLabel={confirmLabel ?? intl.formatMessage(messages.statusConfirm)}
    >
      <div className={styles.transition} data-testid="status-transition">
        <div className={styles.statusItem} data-status="from">
          <span className={styles.statusCaption}>{intl.formatMessage(messages.statusFrom)}</span>
          <span className={styles.statusValue}>{show(fromStatus, false)}</span>
        </div>
        <Icon name="arrow-end" className={styles.arrow} data-testid="status-arrow" />
        <div className={styles.statusItem} data-status="to">
          <span className={styles.statusCaption}>{intl.formatMessage(messages.statusTo)}</span>
          <span className={styles.statusValue}>{show(toStatus, true)}</span>
        </div>
      </div>
    </ConfirmationDialog>
  );
}
