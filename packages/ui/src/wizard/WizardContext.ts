import { createContext, useContext } from 'react';

/** What a step's content can read from the wizard around it. */
export type WizardContextValue = {
  /**
   * Field name → message for the current step: the step's own validation (once the user tried to move on) merged
   * with server errors for its fields. Pass each to its field (`isInvalid`, an error message).
   */
  errors: Readonly<Record<string, string>>;
  /** Zero-based index of the current step. */
  stepIndex: number;
  /** The wizard is submitting; fields may show themselves read-only. */
  isSubmitting: boolean;
};

export const WizardContext = createContext<WizardContextValue>({ errors: {}, stepIndex: 0, isSubmitting: false });

/** Reads the current step's errors and state inside a {@link WizardDialog} step. */
export function useWizard(): WizardContextValue {
  return useContext(WizardContext);
}
