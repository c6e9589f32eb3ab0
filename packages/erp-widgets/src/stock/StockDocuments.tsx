import { WizardDialog, type WizardDialogProps } from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../shared/common.messages';
import { DeleteRecordDialog } from '../shared/list-screen/DeleteRecordDialog';
import type { ListScreenBaseProps } from '../shared/list-screen/list.types';
import { StatusChangeDialog, type ActionCatalogue } from '../shared/list-screen/StatusChange';
import { linesNamedMessages as lmn } from '../shared/documents/documents.messages';
import { stockFlowMessages as sm } from './stock.messages';
import type { WarehouseOption } from './stock.types';

// What the screens of the stock documents (purchase requests, transfers) share: their status-change and delete
// confirmations, which name the document by its number, and the wizard of their drafts.

/**
 * What the screen of a stock document takes besides its list and viewer: the warehouses, who made a document, its
 * detail for the wizard, and save, delete and the status changes. `R` is a row, `D` the detail, `F` the filters,
 * `V` what the wizard submits, `A` the status changes.
 */
export type StockDocumentScreenProps<R, D, F, V, A extends string> = ListScreenBaseProps<R, D, F> & {
  /** The active warehouses, for the wizard and the filters. */
  warehouses: readonly WarehouseOption[];
  /** Whether the user made the document (nobody approves their own). */
  isOwn?: (record: R) => boolean;
  /** Called when the wizard opened for a new document from a link closes. */
  onNewClose?: () => void;
  /** Loads a document with its lines' names, for the wizard to edit it. */
  loadDetail: (record: R) => Promise<D>;
  /**
   * Today, `YYYY-MM-DD`: a new document's date.
   * @default today in the browser's time zone
   */
  today?: string;
  onSave: (values: V, record: R | null) => Promise<unknown>;
  onDelete: (record: R) => Promise<unknown>;
  onAction: (record: R, action: A) => Promise<unknown>;
};

/** Props of {@link StockDocumentDialogs}. */
export type StockDocumentDialogsProps<A extends string, R extends { status?: unknown }> = {
  /** The screen's dialog state (see `useWorkflowDialogs`; method syntax: any screen's dialog kinds fit). */
  dialog: { recordOf(kind: A | 'delete'): R | null | undefined; close(): void };
  /** The status changes the screen offers. */
  actions: readonly A[];
  /** The document's number ("PR-0007"). */
  numberOf: (record: R) => string;
  /** The screen's actions (their labels are the confirm buttons'). */
  catalogue: ActionCatalogue<A | 'edit' | 'delete'>;
  /** What each status change does, and the status it leads to. */
  confirmText: Record<A, MessageDescriptor>;
  targets: Record<A, R['status']>;
  /** The confirmation's title ("Approve PR-0007?") and what deleting does, with the document's `number`. */
  messages: { confirmTitle: MessageDescriptor; deleteMessage: MessageDescriptor };
  badge: (status: R['status']) => ReactNode;
  onAction: (record: R, action: A) => Promise<unknown>;
  onDelete: (record: R) => Promise<unknown>;
};

/**
 * The confirmations of a stock document's status changes (reject shown as destructive) and of its deletion, each
 * naming the document by its number.
 */
export function StockDocumentDialogs<const A extends string, R extends { status?: unknown }>({
  dialog,
  actions,
  numberOf,
  catalogue,
  confirmText,
  targets,
  messages,
  badge,
  onAction,
  onDelete,
}: StockDocumentDialogsProps<A, R>) {
  const intl = useIntl();
  const number = (r: R) => ({ number: numberOf(r) });
  return (
    <>
      <StatusChangeDialog<A, R>
        dialog={dialog}
        actions={actions}
        title={(r) => intl.formatMessage(messages.confirmTitle, number(r))}
        messages={confirmText}
        labels={catalogue.labels}
        targets={targets}
        badge={badge}
        destructive={['reject' as A]}
        onConfirm={onAction}
      />
      <DeleteRecordDialog
        dialog={dialog}
        name={numberOf}
        message={(r) => intl.formatMessage(messages.deleteMessage, number(r))}
        onDelete={onDelete}
      />
    </>
  );
}

/** Props of {@link StockDraftWizard}. */
export type StockDraftWizardProps = Pick<
  WizardDialogProps,
  'steps' | 'isDirty' | 'defaultStep' | 'fieldLabels' | 'onSubmit'
> & {
  /** A draft is edited (else a new one is made). */
  isEdit: boolean;
  /** The title of a new document and of an edited draft. */
  titles: { add: MessageDescriptor; edit: MessageDescriptor };
  /** The document's lines, whose refused fields are named by their line ("Item 2"). */
  lineCount: number;
  lineFields: (i: number) => readonly string[];
  onClose: () => void;
};

/**
 * The wizard of a stock document's draft: it saves a draft ("Save draft", or "Save changes" to an edited one);
 * submitting it for approval is a status change in the viewer. A refusal of a line's field is named by its line.
 */
export function StockDraftWizard({
  isEdit,
  titles,
  lineCount,
  lineFields,
  fieldLabels,
  onClose,
  ...props
}: StockDraftWizardProps) {
  const intl = useIntl();
  return (
    <WizardDialog
      {...props}
      isOpen
      onClose={onClose}
      title={intl.formatMessage(isEdit ? titles.edit : titles.add)}
      submitLabel={intl.formatMessage(isEdit ? cm.saveChanges : sm.saveDraft)}
      fieldLabels={{
        ...fieldLabels,
        ...Object.fromEntries(
          Array.from({ length: lineCount }, (_, i) =>
            lineFields(i).map((f) => [f, intl.formatMessage(lmn.lineHeading, { n: i + 1 })]),
          ).flat(),
        ),
      }}
    />
  );
}
