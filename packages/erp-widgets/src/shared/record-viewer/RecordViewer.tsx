import { ViewerDialog, type ViewerAction, type ViewerDialogProps, type ViewerField } from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../common.messages';
import { formatServerDate } from '../format';
import type { CrudPermissions, RecordStatus } from '../list-screen/list.types';
import * as css from '../shared.css';

/** What a viewer shows for a loaded record: everything of {@link ViewerDialog} but its open state. */
export type ViewerContent = Omit<ViewerDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>;

/** A viewer's "not found" title and message, as texts or as the screen's messages. */
export type NotFound =
  { title: ReactNode; message: ReactNode } | { notFoundTitle: MessageDescriptor; notFound: MessageDescriptor };

/** Props of {@link RecordViewer}. */
export type RecordViewerProps<T> = {
  /** The record in one status. */
  viewer: RecordStatus<T>;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Loads the record again after a failure. */
  onRetry?: () => void;
  /**
   * The title while loading or after a failure (the record's kind).
   * @default "Details" (`widgets.common.details`)
   */
  loadingTitle?: ReactNode;
  /**
   * Title and message for a record that no longer exists: the texts, or the screen's messages holding them as
   * `notFoundTitle` and `notFound` (so a viewer passes its whole catalogue, `notFound={m}`).
   */
  notFound: NotFound;
  /** The message of a failure without one of its own; the viewer's default when absent. */
  errorMessage?: ReactNode;
  /**
   * Width of the viewer in every status.
   * @default 'lg'
   */
  size?: 'md' | 'lg';
  /** The viewer's content for the loaded record. */
  children: (record: T) => ViewerContent;
};

/**
 * Props of a record's viewer that offers Edit and Delete: the record in one status, what the user may do, and the
 * intents. A viewer adds its own (more actions, related lists) beside them.
 */
export type EditableViewerProps<TDetail, TRecord = TDetail, TPermissions = CrudPermissions> = {
  /** The record (with what the viewer shows beside it), in one status. */
  viewer: RecordStatus<TDetail>;
  /** What the user may do with the records; Edit and Delete are offered only when allowed. */
  permissions: TPermissions;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Opens the edit wizard for the record. */
  onEdit: (record: TRecord) => void;
  /** Asks to delete the record. */
  onDelete: (record: TRecord) => void;
  /** Reloads after a failure. */
  onRetry?: () => void;
};

/**
 * A record's viewer in each of its statuses: skeleton rows while loading, the "not found" message for a stale
 * link, the failure with a retry, and the record itself as `children` draws it.
 */
export function RecordViewer<T>({
  viewer,
  onClose,
  onRetry,
  loadingTitle,
  notFound,
  errorMessage,
  size,
  children,
}: RecordViewerProps<T>) {
  const intl = useIntl();
  const common = {
    isOpen: true,
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
  };
  if (viewer.status === 'ready') return <ViewerDialog size={size} {...children(viewer.record)} {...common} />;
  if (viewer.status === 'not-found') {
    const [title, message] =
      'notFoundTitle' in notFound
        ? [intl.formatMessage(notFound.notFoundTitle), intl.formatMessage(notFound.notFound)]
        : [notFound.title, notFound.message];
    return <ViewerDialog {...common} size="md" title={title} error={message} />;
  }
  return (
    <ViewerDialog
      {...common}
      size={size}
      title={loadingTitle ?? intl.formatMessage(cm.details)}
      isLoading={viewer.status === 'loading'}
      error={viewer.status === 'error' ? (viewer.message ?? errorMessage ?? true) : undefined}
      onRetry={onRetry}
    />
  );
}

/** A viewer's Edit and Delete actions, each offered only with its permission. */
export function editDeleteActions(
  intl: IntlShape,
  permissions: { edit: boolean; delete: boolean },
  onEdit: () => void,
  onDelete: () => void,
): ViewerAction[] {
  return [
    { id: 'edit', label: intl.formatMessage(cm.edit), icon: 'edit', onAction: onEdit, isHidden: !permissions.edit },
    {
      id: 'delete',
      label: intl.formatMessage(cm.delete),
      icon: 'trash',
      variant: 'danger',
      onAction: onDelete,
      isHidden: !permissions.delete,
    },
  ];
}

/** The viewer's "Updated" field: when the record last changed. */
export const updatedField = (intl: IntlShape, record: { updated: string }): ViewerField => ({
  id: 'updated',
  label: intl.formatMessage(cm.updated),
  value: formatServerDate(intl, record.updated),
});

/** The viewer's wide "Notes" field: the notes as written (line breaks kept, in their own direction), or nothing. */
export const notesField = (intl: IntlShape, notes: string): ViewerField => ({
  id: 'notes',
  label: intl.formatMessage(cm.notes),
  isWide: true,
  value: notes ? (
    <p className={css.notes} dir="auto">
      {notes}
    </p>
  ) : (
    ''
  ),
});
