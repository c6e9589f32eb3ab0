import { useState } from 'react';

import type { DialogControl } from './useDialog';
import { useRecordDialogs, type RecordDialogs, type RecordDialogsOptions } from './useRecordDialogs';

/** Props of {@link useWorkflowDialogs}: the screen's viewer props, the user's rights and the wizard's loads. */
export type WorkflowDialogsOptions<R, D extends R, P> = Omit<RecordDialogsOptions<R, D, never, []>, 'onSave'> & {
  /** Loads the document's detail (its lines with their names) for the wizard to edit it. */
  loadDetail: (record: R) => Promise<D>;
  /** Whether a record already is its detail (the viewer's), so the wizard needs no load. */
  isDetail?: (record: R) => record is D;
  /** A new document to open the wizard for at once, filled from a link (`?new=1&…`). */
  newPrefill?: P | null;
  /** Called when the wizard of that new document closes. */
  onNewClose?: () => void;
};

/** The wizard a {@link useWorkflowDialogs} screen shows: the document it edits, or a new one's prefill. */
export type WorkflowWizard<D, P> = {
  /** The document's detail to edit; null for a new one. */
  record: D | null;
  /** A new document's prefill (from a link). */
  prefill: P | undefined;
  onClose: () => void;
};

/** What {@link useWorkflowDialogs} returns. */
export type WorkflowDialogs<A extends string, R, D, P> = Pick<
  RecordDialogs<A, R, D, never, []>,
  'onAdd' | 'rowActions' | 'viewer'
> & {
  /** The screen's dialog state: one status change, delete confirmation or wizard at a time. */
  dialog: DialogControl<A | 'delete' | 'wizard', R>;
  /**
   * Opens what an action of a row or of the viewer asks: the wizard for `edit` (once the detail is loaded), the
   * delete confirmation, or the status change's confirmation, which goes back to the viewer when it came from it.
   */
  open: (action: A | 'edit' | 'delete', record: R, fromViewer?: boolean) => void;
  /** The viewer's actions: {@link open} from the viewer. */
  openFromViewer: (action: A | 'edit' | 'delete', record: R) => void;
  /** The wizard to show, or null. */
  wizard: WorkflowWizard<D, P> | null;
  /** The wizard's submit: saves (the new document, or the edited one) and closes once the save succeeds. */
  saveWith: <V>(onSave: (values: V, record: R | null) => Promise<unknown>) => (values: V) => Promise<void>;
};

/**
 * The dialogs of a list of documents that move through states (purchase requests, transfers): the status-change
 * and delete confirmations and the draft's wizard, new (also straight from a link) or editing a loaded detail.
 */
export function useWorkflowDialogs<A extends string, R, D extends R, P = never>({
  loadDetail,
  isDetail,
  newPrefill,
  onNewClose,
  ...screen
}: WorkflowDialogsOptions<R, D, P>): WorkflowDialogs<A, R, D, P> {
  const dialogs = useRecordDialogs<R, D, never, [], A>(screen);
  const { dialog } = dialogs;
  const [editing, setEditing] = useState<D | null>(null);
  const edit = async (record: R) => {
    const detail = isDetail?.(record) ? record : await loadDetail(record);
    setEditing(detail);
    dialog.open('wizard', record);
  };
  const open = (action: A | 'edit' | 'delete', record: R, fromViewer = false) => {
    if (action === 'edit') void edit(record);
    else dialogs.open(action, record, fromViewer);
  };
  const wizardFor = dialog.recordOf('wizard');
  const closeWizard = () => {
    if (wizardFor === undefined) onNewClose?.();
    dialog.close();
  };
  return {
    dialog,
    onAdd: dialogs.onAdd,
    rowActions: dialogs.rowActions,
    viewer: dialogs.viewer,
    open,
    openFromViewer: (action, record) => open(action, record, true),
    wizard:
      wizardFor !== undefined || newPrefill
        ? {
            record: wizardFor ? editing : null,
            prefill: wizardFor ? undefined : (newPrefill ?? undefined),
            onClose: closeWizard,
          }
        : null,
    saveWith: (onSave) => async (values) => {
      await onSave(values, wizardFor ?? null);
      closeWizard();
    },
  };
}
