import { Button, FormStateProvider, ModalDialog, type FieldErrors } from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages } from '../common.messages';
import * as css from '../shared.css';
import { useDialogForm } from './useDialogForm';

/** Props of {@link FormDialog}. */
export type FormDialogProps = {
  /** The dialog's heading, e.g. "Record payment". */
  title: ReactNode;
  /** A line under the title: the record the form acts on. */
  subtitle?: ReactNode;
  /** The submit button's label. */
  submitLabel: ReactNode;
  /** The form's fields and read-only summaries; fields take their errors by name and the busy state from the form. */
  children: ReactNode;
  /**
   * Checks the form when the user submits (not while typing): an empty object lets the submit through; errors are
   * shown on their fields and the first invalid field gets the focus.
   */
  validate?: () => FieldErrors;
  /**
   * Called once `validate` passes; the caller reads its own state. A returned promise keeps the dialog pending
   * until it settles; when it rejects with `fieldErrors`, those are shown on their fields until the next submit.
   */
  onSubmit: () => void | Promise<unknown>;
  /** Called when the dialog closes without submitting (Cancel, Escape, the close button); ignored while pending. */
  onClose: () => void;
  /** Errors the server returned per field name. */
  serverErrors?: FieldErrors | null;
  /** A general failure, shown at the top of the form (`role="alert"`). */
  error?: ReactNode;
  /** A title for `error` ("Receipt Creation Failed"). */
  errorTitle?: ReactNode;
  /**
   * Submitting: the fields are read-only, the buttons disabled, Submit shows a spinner, closing is ignored. Also
   * true while a promise returned by `onSubmit` runs.
   * @default false
   */
  isSubmitting?: boolean;
  /**
   * Focus the submit button on opening, for a dialog that only confirms.
   * @default false
   */
  autoFocusSubmit?: boolean;
  /**
   * Replaces Cancel and Submit, for a dialog that only informs (the record it would create already exists).
   */
  footer?: ReactNode;
  /**
   * Width of the dialog.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** `data-*` attributes (states, test ids) go onto the dialog element. */
  [data: `data-${string}`]: string | number | boolean | undefined;
};

/**
 * A small modal form: the fields, Cancel and Submit at the inline end of the footer, a pending state while the
 * submit runs, validation at submit with the focus on the first invalid field, and Enter in a one-line field to
 * submit. Fields inside get their errors by name and their busy state from the form (FormStateProvider), as in a
 * wizard.
 *
 * @selector [data-pending] on the dialog while submitting
 */
export function FormDialog({
  title,
  subtitle,
  submitLabel,
  children,
  validate = () => ({}),
  onSubmit,
  onClose,
  serverErrors,
  error,
  errorTitle,
  isSubmitting = false,
  autoFocusSubmit = false,
  footer,
  size = 'md',
  ...data
}: FormDialogProps) {
  const intl = useIntl();
  const form = useDialogForm({ validate, onSubmit, serverErrors, isSubmitting });
  const { errors, pending } = form;
  return (
    <ModalDialog
      {...data}
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={title}
      subtitle={subtitle}
      size={size}
      isKeyboardDismissDisabled={pending}
      isCloseDisabled={pending}
      data-pending={pending || undefined}
      footer={
        footer ?? (
          <>
            <Button variant="ghost" onPress={onClose} isDisabled={pending}>
              {intl.formatMessage(commonMessages.cancel)}
            </Button>
            <Button variant="primary" onPress={form.requestSubmit} isPending={pending} autoFocus={autoFocusSubmit}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      <FormStateProvider errors={errors} isReadOnly={pending}>
        <form className={css.formStack} {...form.formProps}>
          {error ? (
            <div className={css.notice.danger} role="alert">
              {errorTitle ? <p className={css.noticeTitle}>{errorTitle}</p> : null}
              <p className={css.noticeText}>{error}</p>
            </div>
          ) : null}
          {children}
        </form>
      </FormStateProvider>
    </ModalDialog>
  );
}
