import { DeleteConfirmation } from '@erp/ui';

/** The part of a screen's dialog state the confirmation reads (method syntax: any screen's dialog kinds fit). */
type DeleteDialogState<R> = { recordOf(kind: 'delete'): R | null | undefined; close(): void };

/** Props of {@link DeleteRecordDialog}. */
export type DeleteRecordDialogProps<R> = {
  /** The screen's dialog state; the confirmation shows while its `delete` dialog is open. */
  dialog: DeleteDialogState<R>;
  /** The record's name in the title ("Delete Cairo Steel Works?"). */
  name: (record: R) => string;
  /** What deleting it does. */
  message: (record: R) => string;
  /** Deletes it; the confirmation stays pending until it settles, closes when it resolves, stays open if not. */
  onDelete: (record: R) => Promise<unknown>;
};

/** A screen's delete confirmation for the record its `delete` dialog holds. */
export function DeleteRecordDialog<R>({ dialog, name, message, onDelete }: DeleteRecordDialogProps<R>) {
  const record = dialog.recordOf('delete');
  if (!record) return null;
  return (
    <DeleteConfirmation
      isOpen
      itemName={name(record)}
      message={message(record)}
      onConfirm={() => onDelete(record)}
      onOpenChange={(isOpen) => {
        if (!isOpen) dialog.close();
      }}
    />
  );
}
