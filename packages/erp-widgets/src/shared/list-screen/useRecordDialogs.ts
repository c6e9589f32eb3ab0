import { recordRowActions, type ListScreenProps } from './ListScreen';
import type { CrudPermissions, ListScreenBaseProps, RecordStatus } from './list.types';
import { useDialog, type DialogControl } from './useDialog';

/** What every viewer takes from its screen: the record in its status, and how to close it and load it again. */
export type ViewerBinding<D> = { viewer: RecordStatus<D>; onClose: () => void; onRetry?: () => void };

/** The open viewer's {@link ViewerBinding} from the screen's props, or null while no viewer is open. */
export function viewerBinding<D>({
  viewer,
  onViewerClose,
  onViewerRetry,
}: Pick<ListScreenBaseProps<unknown, D>, 'viewer' | 'onViewerClose' | 'onViewerRetry'>): ViewerBinding<D> | null {
  return viewer ? { viewer, onClose: onViewerClose, onRetry: onViewerRetry } : null;
}

/** Options of {@link useRecordDialogs}: the screen's viewer props, the user's rights and the wizard's save. */
export type RecordDialogsOptions<R, D, V, X extends unknown[]> = Pick<
  ListScreenBaseProps<R, D>,
  'viewer' | 'onView' | 'onViewerClose' | 'onViewerRetry'
> & {
  permissions: CrudPermissions;
  /** Saves what the wizard submits: a new record (`record` null) or the one it edits; `rest` is the wizard's own. */
  onSave?: (values: V, record: R | null, ...rest: X) => Promise<unknown>;
};

/** The wizard a {@link useRecordDialogs} screen shows: the record it edits (null for a new one), submit and close. */
export type RecordWizardBinding<R, V, X extends unknown[]> = {
  record: R | null;
  /** Saves, and closes the wizard once the save succeeds (a rejection leaves it open, showing why). */
  onSubmit: (values: V, ...rest: X) => Promise<void>;
  onClose: () => void;
};

/** What {@link useRecordDialogs} returns. */
export type RecordDialogs<K extends string, R, D, V, X extends unknown[]> = {
  /** The screen's dialog state: its wizard, its delete confirmation or one of its own `K` dialogs at a time. */
  dialog: DialogControl<K | 'wizard' | 'delete', R>;
  /**
   * Opens what an action of a row or of the viewer asks: the wizard for `edit`, the delete confirmation, or the
   * dialog of the same name; one started in the viewer (`fromViewer`) goes back to it once it closes, showing the
   * record as it is now, except edit and delete.
   */
  open: (action: K | 'edit' | 'delete', record: R, fromViewer?: boolean) => void;
  /** The viewer's actions: {@link open} from the viewer, which a change goes back to once it closes. */
  openFromViewer: (action: K | 'edit' | 'delete', record: R) => void;
  /** Opens the wizard on a record. */
  edit: (record: R) => void;
  /** Opens the delete confirmation of a record. */
  confirmDelete: (record: R) => void;
  /** Opens the wizard for a new record; undefined when the user may not create. */
  onAdd: (() => void) | undefined;
  /** The list's view, edit and delete row actions, each only with its right (spread them into `ListScreen`). */
  rowActions: Pick<ListScreenProps<R, unknown>, 'onView' | 'onEdit' | 'onDelete'>;
  /** The open viewer's binding, or null. */
  viewer: ViewerBinding<D> | null;
  /** The open wizard's binding, or null (always null without `onSave`). */
  wizard: RecordWizardBinding<R, V, X> | null;
};

/**
 * The dialogs of a list-and-dialogs screen in one object: one dialog at a time (opening one closes the viewer),
 * the add and row actions that open them, the viewer's and the wizard's props. `K` names the screen's further
 * dialogs (a status change, a payment…), opened with `open`.
 */
export function useRecordDialogs<R, D = R, V = never, X extends unknown[] = [], K extends string = never>({
  viewer,
  permissions,
  onView,
  onViewerClose,
  onViewerRetry,
  onSave,
}: RecordDialogsOptions<R, D, V, X>): RecordDialogs<K, R, D, V, X> {
  const dialog = useDialog<K | 'wizard' | 'delete', R>(viewer ? onViewerClose : undefined);
  const wizardFor = dialog.recordOf('wizard');
  const edit = (record: R) => dialog.open('wizard', record);
  const confirmDelete = (record: R) => dialog.open('delete', record);
  const open = (action: K | 'edit' | 'delete', record: R, fromViewer = false) => {
    if (action === 'edit') edit(record);
    else if (action === 'delete') confirmDelete(record);
    else dialog.open(action, record, fromViewer ? () => onView(record) : undefined);
  };
  return {
    dialog,
    open,
    openFromViewer: (action, record) => open(action, record, true),
    edit,
    confirmDelete,
    onAdd: permissions.create ? () => dialog.open('wizard') : undefined,
    rowActions: recordRowActions(permissions, dialog, onView),
    viewer: viewerBinding({ viewer, onViewerClose, onViewerRetry }),
    wizard:
      wizardFor !== undefined && onSave
        ? {
            record: wizardFor,
            onSubmit: dialog.closeAfter((values: V, ...rest: X) => onSave(values, wizardFor, ...rest)),
            onClose: dialog.close,
          }
        : null,
  };
}
