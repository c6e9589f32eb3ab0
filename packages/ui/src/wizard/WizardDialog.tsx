import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { Button } from '../button/Button';
import { ConfirmationDialog } from '../confirmation-dialog/ConfirmationDialog';
import { ModalDialog } from '../dialog/ModalDialog';
import { useControlledOpen } from '../dialog/useControlledOpen';
import { StepIndicator } from './StepIndicator';
import { WizardContext } from './WizardContext';
import * as styles from './WizardDialog.css';
import { errorSummaryMessage, stepOfMessage, wizardMessages as messages } from './WizardDialog.messages';
import { FormStateProvider, fieldErrorsOf, useStableFormState, type FieldErrors } from '../fields/FormContext';

export type { FieldErrors } from '../fields/FormContext';

/** One step of a {@link WizardDialog}. */
export type WizardStep = {
  /** Stable key. */
  id: string;
  /** Short title, shown in the step indicator and as the step's heading. */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** The step's fields (or, for a final summary step, a read-only summary of what will be saved). */
  content: ReactNode;
  /**
   * Names of the fields on this step. A server error for one of them brings the user back to this step.
   * The first invalid field is found by `[aria-invalid="true"]`, else by `[name="…"]`, inside the step.
   */
  fields?: string[];
  /** Checks the step when the user presses Next or Submit: `null` (or `{}`) lets them on, errors keep them here. */
  validate?: () => FieldErrors | null;
  /** The step's current errors, for callers that validate elsewhere (used when there is no `validate`). */
  errors?: FieldErrors | null;
};

/** Props of {@link WizardDialog}. */
export type WizardDialogProps = {
  /** The wizard's title, e.g. "New invoice". */
  title: ReactNode;
  /** The steps, in order; the last one shows Submit instead of Next. */
  steps: WizardStep[];
  /**
   * Called when the user submits the last step and every step's validation passes. The caller closes the wizard.
   * A returned promise keeps the wizard pending until it settles; when it rejects with `fieldErrors` (see
   * {@link SubmitFailure}), those are shown like `serverErrors` until the next submit.
   */
  onSubmit: () => void | Promise<unknown>;
  /** Label of the Submit button, e.g. "Create invoice". @default "Submit" */
  submitLabel?: ReactNode;
  /**
   * Submitting: every button is disabled, Submit shows a spinner, Escape and closing are ignored. Also true while a
   * promise returned by `onSubmit` runs.
   * @default false
   */
  isSubmitting?: boolean;
  /**
   * There are unsaved changes: closing (Escape, Cancel, the close button) first asks "Discard changes?".
   * @default false
   */
  isDirty?: boolean;
  /**
   * Errors the server returned per field (e.g. PocketBase's `data.<field>.message`). When they change, the wizard
   * jumps to the first step declaring one of those fields, focuses it, and lists them at the top (`role="alert"`).
   * Clear them when the user resubmits.
   */
  serverErrors?: FieldErrors | null;
  /** Labels for field names, used in the server error summary ("Email: already in use"). */
  fieldLabels?: Record<string, ReactNode>;
  /** A general error (e.g. network failure), shown at the top in the same alert box. */
  error?: ReactNode;
  /** Whether the wizard is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the wizard is open on first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with `false` when the wizard closes (after the discard confirmation when dirty). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Called when the wizard closes (after the discard confirmation when dirty): with `isOpen`, the parent unmounts it. */
  onClose?: () => void;
  /**
   * The step shown first (zero-based).
   * @default 0
   */
  defaultStep?: number;
  /** Called when the current step changes. */
  onStepChange?: (index: number) => void;
  /**
   * Width of the dialog.
   * @default 'lg'
   */
  size?: 'md' | 'lg';
};

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"]), button:not([disabled])';

/**
 * The element to focus for an invalid field. Fields mark different elements: a text input itself, a number or date
 * field its group or root (`data-invalid`), and `name` may sit on a hidden input. Those resolve to the first
 * focusable control inside the field.
 */
function focusableOf(el: HTMLElement): HTMLElement | null {
  if (el.matches(FOCUSABLE)) return el;
  const scope = el instanceof HTMLInputElement && el.type === 'hidden' ? el.parentElement : el;
  return scope?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
}

const hasErrors = (errors: FieldErrors | null | undefined): errors is FieldErrors =>
  errors != null && Object.keys(errors).length > 0;

/**
 * A multi-step form in a modal. Numbered steps with titles (the current one `aria-current="step"`); Back, Next and
 * Submit (Submit, labelled by `submitLabel`, on the last step) at the inline end, so Next is rightmost in English and
 * leftmost in Arabic; Cancel at the inline start.
 *
 * - Validation: Next and Submit run the step's `validate()` (or read `errors`). While invalid, the user stays on the
 *   step, the step re-validates as they type, and focus moves to the first invalid field. Step content reads its
 *   errors with {@link useWizard}.
 * - Keyboard: Enter in a text field acts as Next (validating), and submits only on the last step; Escape closes.
 * - Closing with `isDirty` asks "Discard changes?" through a {@link ConfirmationDialog}.
 * - `serverErrors` jump to the step that holds the field and show a summary at the top (`role="alert"`).
 * - Works with any field components: it finds fields by `aria-invalid` or `name`, and never reads their values.
 *
 * @selector [data-step="<index>"], [data-submitting] on the dialog element
 */
export function WizardDialog({
  title,
  steps,
  onSubmit,
  submitLabel,
  isSubmitting = false,
  isDirty = false,
  serverErrors: givenServerErrors,
  fieldLabels,
  error,
  isOpen,
  defaultOpen,
  onOpenChange,
  onClose,
  defaultStep = 0,
  onStepChange,
  size = 'lg',
}: WizardDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [open, setOpen] = useControlledOpen(isOpen, defaultOpen, (next) => {
    onOpenChange?.(next);
    if (!next) onClose?.();
  });
  const [index, setIndex] = useState(() => Math.min(Math.max(defaultStep, 0), steps.length - 1));
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(() => new Set());
  const [isRunning, setRunning] = useState(false);
  const [isDiscardOpen, setDiscardOpen] = useState(false);
  // Field errors of the last rejected submit, shown like `serverErrors` until the next submit.
  const [refused, setRefused] = useState<FieldErrors | null>(null);
  const serverErrors = givenServerErrors ?? refused;
  // Bumped to move focus after render: to the first invalid field, or to the new step's heading.
  const [focusRequest, setFocusRequest] = useState<{ target: 'invalid' | 'heading'; fields: string[]; n: number }>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Closing resets the wizard, so the next opening starts again at `defaultStep` with no errors shown.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setIndex(Math.min(Math.max(defaultStep, 0), steps.length - 1));
      setAttempted(new Set());
      setDiscardOpen(false);
      setRefused(null);
    }
  }

  const submitting = isSubmitting || isRunning;
  const step = steps[index]!;
  const isLast = index === steps.length - 1;

  const checkStep = (i: number): FieldErrors | null => {
    const s = steps[i]!;
    const found = s.validate ? s.validate() : s.errors;
    return hasErrors(found) ? found : null;
  };

  // Server errors for the current step's fields. Errors for fields no step declares appear only in the summary box.
  const stepServerErrors = useMemo(() => {
    if (!hasErrors(serverErrors)) return {};
    return Object.fromEntries(Object.entries(serverErrors).filter(([name]) => step.fields?.includes(name)));
  }, [serverErrors, step]);
  // Built afresh on each render, then kept while its content is the same, so the step's fields (read through the
  // contexts below) render again only when an error or the busy state changes.
  const { errors } = useStableFormState(
    { ...stepServerErrors, ...(attempted.has(index) ? (checkStep(index) ?? {}) : {}) },
    undefined,
  );

  const goTo = (next: number, focus: 'invalid' | 'heading', fields: string[] = []) => {
    setIndex(next);
    setFocusRequest((r) => ({ target: focus, fields, n: (r?.n ?? 0) + 1 }));
  };

  // A new set of server errors moves the user to the first step that declares one of the fields (adjusting state
  // while rendering, as React recommends for state derived from a changed prop).
  // Starts as "nothing seen", so errors passed on the first render (a wizard reopened on a failed save) move too.
  const [seenServerErrors, setSeenServerErrors] = useState<FieldErrors | null | undefined>(undefined);
  if (serverErrors !== seenServerErrors) {
    setSeenServerErrors(serverErrors);
    if (hasErrors(serverErrors)) {
      const names = Object.keys(serverErrors);
      const target = steps.findIndex((s) => s.fields?.some((f) => names.includes(f)));
      if (target >= 0) goTo(target, 'invalid', names);
    }
  }

  const reportedIndex = useRef(index);
  useEffect(() => {
    if (reportedIndex.current === index) return;
    reportedIndex.current = index;
    onStepChange?.(index);
  }, [index, onStepChange]);

  // A request waits until the step is in the document: the modal's portal mounts after the first render, and a new
  // step's element replaces the old one a render after the index changes.
  const [stepElement, setStepElement] = useState<HTMLDivElement | null>(null);
  const handledFocusRequest = useRef(0);
  useEffect(() => {
    const root = stepElement;
    if (!focusRequest || !root?.isConnected || handledFocusRequest.current === focusRequest.n) return;
    handledFocusRequest.current = focusRequest.n;
    if (focusRequest.target === 'heading') {
      headingRef.current?.focus();
      return;
    }
    const candidates = root.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-invalid], [name]');
    const first = [...candidates]
      .filter(
        (el) =>
          el.getAttribute('aria-invalid') === 'true' ||
          el.hasAttribute('data-invalid') ||
          focusRequest.fields.includes(el.getAttribute('name') ?? ''),
      )
      .map(focusableOf)
      .find((el) => el != null);
    (first ?? headingRef.current)?.focus();
  }, [focusRequest, stepElement]);

  const next = () => {
    if (submitting) return;
    const found = checkStep(index);
    if (found) {
      setAttempted((a) => new Set(a).add(index));
      goTo(index, 'invalid', Object.keys(found));
      return;
    }
    if (isLast) void submit();
    else goTo(index + 1, 'heading');
  };

  const submit = async () => {
    // Earlier steps may have changed since they were passed (a summary step can link back): check them all.
    const invalid = steps.findIndex((_, i) => checkStep(i) !== null);
    if (invalid >= 0) {
      setAttempted((a) => new Set(a).add(invalid));
      goTo(invalid, 'invalid', Object.keys(checkStep(invalid) ?? {}));
      return;
    }
    setRefused(null);
    const result = onSubmit();
    if (!(result instanceof Promise)) return;
    setRunning(true);
    try {
      await result;
    } catch (failure) {
      // The wizard stays open; field errors the failure carries go onto their fields.
      setRefused(fieldErrorsOf(failure));
    } finally {
      setRunning(false);
    }
  };

  const back = () => {
    if (!submitting && index > 0) goTo(index - 1, 'heading');
  };

  const requestClose = () => {
    if (submitting) return;
    if (isDirty) setDiscardOpen(true);
    else setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const target = e.target as HTMLElement;
    if (e.key !== 'Enter' || e.defaultPrevented || e.nativeEvent.isComposing) return;
    if (
      target.tagName !== 'INPUT' ||
      ['checkbox', 'radio', 'button', 'submit', 'file'].includes((target as HTMLInputElement).type)
    )
      return;
    e.preventDefault();
    next();
  };

  const wizardState = useMemo(
    () => ({ errors, stepIndex: index, isSubmitting: submitting }),
    [errors, index, submitting],
  );

  const summaryEntries = hasErrors(serverErrors) ? Object.entries(serverErrors) : [];

  return (
    <>
      <ModalDialog
        title={title}
        size={size}
        isOpen={open}
        onOpenChange={(nextOpen) => (nextOpen ? setOpen(true) : requestClose())}
        isKeyboardDismissDisabled={submitting}
        isCloseDisabled={submitting}
        data-step={index}
        data-submitting={submitting || undefined}
        footer={
          <>
            <Button variant="ghost" className={styles.cancel} onPress={requestClose} isDisabled={submitting}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            {index > 0 && (
              <Button onPress={back} isDisabled={submitting}>
                {intl.formatMessage(messages.back)}
              </Button>
            )}
            {isLast ? (
              <Button variant="primary" onPress={next} isPending={submitting}>
                {submitLabel ?? intl.formatMessage(messages.submit)}
              </Button>
            ) : (
              <Button variant="primary" onPress={next} isDisabled={submitting}>
                {intl.formatMessage(messages.next)}
              </Button>
            )}
          </>
        }
      >
        <div className={styles.body}>
          <StepIndicator titles={steps.map((s) => s.title)} current={index} />
          {(summaryEntries.length > 0 || error != null) && (
            <div role="alert" className={styles.errorSummary} data-testid="wizard-error-summary">
              {error != null && <p className={styles.errorSummaryTitle}>{error}</p>}
              {summaryEntries.length > 0 && (
                <>
                  <p className={styles.errorSummaryTitle}>
                    {intl.formatMessage(errorSummaryMessage, { count: summaryEntries.length })}
                  </p>
                  <ul className={styles.errorList}>
                    {summaryEntries.map(([name, message]) => (
                      <li key={name}>
                        {fieldLabels?.[name] != null ? (
                          <>
                            {fieldLabels[name]}
                            {intl.formatMessage(messages.labelSeparator)}
                            {message}
                          </>
                        ) : (
                          message
                        )}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
          <div className={styles.stepHeader}>
            <p className={styles.stepOf}>
              {intl.formatMessage(stepOfMessage, { current: index + 1, total: steps.length })}
            </p>
            <h3 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
              {step.title}
            </h3>
            {step.description != null && <p className={styles.stepDescription}>{step.description}</p>}
          </div>
          <WizardContext.Provider value={wizardState}>
            <FormStateProvider errors={errors} isReadOnly={submitting}>
              <form
                id={formId}
                noValidate
                className={styles.form}
                onSubmit={(e) => {
                  e.preventDefault();
                  next();
                }}
                onKeyDown={onKeyDown}
              >
                <div ref={setStepElement} key={step.id} data-step-id={step.id} className={styles.form}>
                  {step.content}
                </div>
              </form>
            </FormStateProvider>
          </WizardContext.Provider>
        </div>
      </ModalDialog>
      <ConfirmationDialog
        isOpen={isDiscardOpen}
        onOpenChange={setDiscardOpen}
        variant="destructive"
        title={intl.formatMessage(messages.discardTitle)}
        message={intl.formatMessage(messages.discardMessage)}
        confirmLabel={intl.formatMessage(messages.discardConfirm)}
        cancelLabel={intl.formatMessage(messages.keepEditing)}
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}
