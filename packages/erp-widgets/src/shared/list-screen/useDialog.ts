import { useRef, useState } from 'react';

/** The one dialog a screen has open: which kind, for which record (null for a new one). */
export type OpenDialog<K extends string, R> = { kind: K; record: R | null };

/** What {@link useDialog} returns. */
export type DialogControl<K extends string, R> = {
  /** The open dialog, or null. */
  current: OpenDialog<K, R> | null;
  /**
   * Opens a dialog of `kind` for `record` (omit it for a new record), replacing any open one. `then` runs once it
   * closes, however it closes (a status change started in the viewer goes back to the viewer).
   */
  open: (kind: K, record?: R | null, then?: () => void) => void;
  /** Closes the open dialog. */
  close: () => void;
  /** The open dialog's record when the dialog of `kind` is open (null for a new record), else undefined. */
  recordOf: (kind: K) => R | null | undefined;
  /** The open dialog when it is one of `kinds` (a status change among several) and has a record, else undefined. */
  openOf: <S extends K>(kinds: readonly S[]) => { kind: S; record: R } | undefined;
  /** An intent that closes the dialog once it succeeds (a rejection leaves it open, showing why). */
  closeAfter: <A extends unknown[]>(intent: (...args: A) => Promise<unknown>) => (...args: A) => Promise<void>;
};

/**
 * A screen's dialog state in one object: at most one dialog (wizard, confirmation, payment…) is open, so a screen
 * keeps `{kind, record}` instead of a state variable per dialog. Intents that settle close it.
 */
export function useDialog<K extends string, R>(
  /** Called before a dialog opens: a screen closes its viewer, so one dialog shows at a time. */
  beforeOpen?: () => void,
): DialogControl<K, R> {
  const [current, setCurrent] = useState<OpenDialog<K, R> | null>(null);
  const then = useRef<(() => void) | undefined>(undefined);
  const close = () => {
    setCurrent(null);
    const after = then.current;
    then.current = undefined;
    after?.();
  };
  return {
    current,
    open: (kind, record = null, after) => {
      beforeOpen?.();
      setCurrent({ kind, record });
      then.current = after;
    },
    close,
    recordOf: (kind) => (current?.kind === kind ? current.record : undefined),
    openOf: <S extends K>(kinds: readonly S[]) =>
      current?.record != null && (kinds as readonly K[]).includes(current.kind)
        ? { kind: current.kind as S, record: current.record }
        : undefined,
    closeAfter:
      (intent) =>
      async (...args) => {
        await intent(...args);
        close();
      },
  };
}
