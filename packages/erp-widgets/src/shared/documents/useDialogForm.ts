import { fieldErrorsOf, type FieldErrors } from '@erp/ui';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

/** What {@link useDialogForm} gives a dialog's form. */
export type DialogForm = {
  /** The errors to show: the server's (given, or carried by the last rejected submit), and the form's own as found
   * by the last submit. */
  errors: FieldErrors;
  /** Submitting: the caller's flag, or the promise returned by `onSubmit` is running. */
  pending: boolean;
  /** Asks to submit (the footer button). */
  requestSubmit: () => void;
  /** Spread onto the `<form>`: Enter in a one-line field submits, and focus finds the first invalid field. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (e: FormEvent<HTMLFormElement>) => void;
    onKeyDownCapture: (e: KeyboardEvent<HTMLFormElement>) => void;
  };
};

/**
 * The submit cycle of a small dialog form: validate, focus the first invalid field when refused, otherwise call
 * `onSubmit` and stay pending while its promise runs. A rejection leaves the dialog open for a retry; when it
 * carries `fieldErrors` (see SubmitFailure in @erp/ui) they are shown on their fields until the next submit.
 *
 * Errors are checked again at each submit, not as the user edits: a number field commits its value when it loses
 * focus, so an error vanishing then would shrink the dialog under the pointer and the press on the submit button
 * would miss.
 *
 * Submitting waits for the next task, so a number committed by the same Enter key (or by the blur before a press on
 * the footer button) is already rendered when `validate` reads it.
 */
export function useDialogForm({
  validate,
  onSubmit,
  serverErrors,
  isSubmitting = false,
}: {
  /** The form's errors (empty when it may be submitted). */
  validate: () => FieldErrors;
  /** Called with no arguments once `validate` passes; the caller reads its own state. */
  onSubmit: () => void | Promise<unknown>;
  serverErrors?: FieldErrors | null;
  isSubmitting?: boolean;
}): DialogForm {
  const ref = useRef<HTMLFormElement>(null);
  const [found, setFound] = useState<FieldErrors>({});
  const [refused, setRefused] = useState<FieldErrors | null>(null);
  const [isRunning, setRunning] = useState(false);
  const running = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const pending = isSubmitting || isRunning;

  const submit = async () => {
    if (pending || running.current) return;
    const errors = validate();
    setFound(errors);
    if (Object.keys(errors).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setRefused(null);
    const result = onSubmit();
    if (!(result instanceof Promise)) return;
    running.current = true;
    setRunning(true);
    try {
      await result;
    } catch (failure) {
      // The dialog stays open for a retry; the caller reports the failure (a toast, `error`, `serverErrors`), and the
      // field errors it carries go onto their fields.
      const fields = fieldErrorsOf(failure);
      setRefused(fields);
      if (fields) setFocusRequest((n) => n + 1);
    } finally {
      running.current = false;
      setRunning(false);
    }
  };
  // The submit of the latest render, for the deferred call below.
  const latestSubmit = useRef(submit);
  useLayoutEffect(() => {
    latestSubmit.current = submit;
  });

  // After a refused submit, focus the first invalid field. A number field marks its group invalid too, so the
  // control inside an invalid element that is not itself focusable gets the focus.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const focusable = 'input:not([type="hidden"]), button, textarea, select, [tabindex]';
    (invalid?.matches(focusable) ? invalid : invalid?.querySelector<HTMLElement>(focusable))?.focus();
  }, [focusRequest]);

  // Deferred to the next task, after React has rendered what the same event changed; one request at a time, so an
  // Enter that also submits the form natively does not submit twice.
  const scheduled = useRef(false);
  const requestSubmit = () => {
    if (scheduled.current) return;
    scheduled.current = true;
    setTimeout(() => {
      scheduled.current = false;
      void latestSubmit.current();
    }, 0);
  };
  return {
    errors: { ...(serverErrors ?? {}), ...(refused ?? {}), ...found },
    pending,
    requestSubmit,
    formProps: {
      ref,
      noValidate: true,
      onSubmit: (e) => {
        e.preventDefault();
        requestSubmit();
      },
      // Capture phase: react-aria's fields stop Enter from bubbling (a number field commits its value on it).
      onKeyDownCapture: (e) => {
        const target = e.target as HTMLElement;
        if (e.key !== 'Enter' || e.nativeEvent.isComposing || target.tagName !== 'INPUT') return;
        // A combo box uses Enter to choose an option.
        if (target.getAttribute('role') === 'combobox') return;
        requestSubmit();
      },
    },
  };
}
