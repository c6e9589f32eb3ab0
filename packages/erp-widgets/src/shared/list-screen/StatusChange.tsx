import { type EnumCollection, type EnumField } from '@erp/schema';
import {
  StatusBadge,
  StatusChangeConfirmation,
  type IconName,
  type RowAction,
  type StatusTone,
  type ViewerAction,
} from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

import { enumLabel } from '../enums';

// The status-change part of a list-and-dialogs screen whose records move through states (requests, transfers,
// expenses, leave, overtime): the status badge, the actions offered on a row and in the viewer, and the
// confirmation that shows the old and the new status.

/** The text of `id` in a catalogue of messages by id. */
function text<A extends string>(intl: IntlShape, messages: Record<A, MessageDescriptor>, id: A): string {
  const message: MessageDescriptor = messages[id];
  return intl.formatMessage(message);
}

/** The labels of a screen's record actions by action id, and their icons where they have one. */
export type ActionLabels<A extends string> = {
  labels: Record<A, MessageDescriptor>;
  icons?: Partial<Record<A, IconName>>;
};

/** The labels, icons and viewer button styles of a screen's record actions, by action id. */
export type ActionCatalogue<A extends string> = {
  labels: Record<A, MessageDescriptor>;
  icons: Record<A, IconName>;
  /** The viewer's button style per action (`secondary` where absent). */
  variants?: Partial<Record<A, ViewerAction['variant']>>;
};

/** The badge tones of the statuses of records that can be switched off (clients, users): active, lead, inactive. */
export const ACTIVITY_TONES = {
  active: 'success',
  lead: 'info',
  inactive: 'neutral',
  '': 'neutral',
} as const satisfies Record<string, StatusTone>;

/**
 * A status badge maker for a collection's status field: `badge(r.status)` is the badge in its tone and the active
 * language, undefined for no status.
 */
export function statusBadge<C extends EnumCollection, S extends string>(
  intl: IntlShape,
  collection: C,
  field: EnumField<C>,
  tones: Record<S, StatusTone>,
): (status: S | '' | null | undefined) => ReactNode {
  return (status) =>
    status ? <StatusBadge tone={tones[status]} label={enumLabel(intl, collection, field, status)} /> : undefined;
}

/** An action as a row's menu and the viewer offer it: its label, its icon and its intent. */
function actionItem<A extends string>(
  intl: IntlShape,
  catalogue: ActionLabels<A>,
  id: A,
  onAction: (id: A) => void,
): RowAction & ViewerAction {
  return { id, label: text(intl, catalogue.labels, id), icon: catalogue.icons?.[id], onAction: () => onAction(id) };
}

/**
 * A row's action menu: the actions `ids` in that order; with `allowed`, those outside it stay in their place,
 * disabled (every row's menu lines up), else only `ids` are offered.
 */
export function rowActions<A extends string>(
  intl: IntlShape,
  catalogue: ActionLabels<A>,
  ids: readonly A[],
  onAction: (id: A) => void,
  allowed?: ReadonlySet<A>,
): RowAction[] {
  return ids.map((id) => ({
    ...actionItem(intl, catalogue, id, onAction),
    ...(allowed ? { isDisabled: !allowed.has(id) } : {}),
  }));
}

/**
 * The row menus of a list whose records move through states: every action `offered` to the user, in the same place
 * on every row, those the row's state does not allow (`allowedFor`) disabled; undefined when none is offered.
 */
export function statusRowActions<A extends string, R>(
  intl: IntlShape,
  catalogue: ActionLabels<A>,
  offered: readonly A[],
  allowedFor: (row: R) => readonly A[],
  onAction: (id: A, row: R) => void,
): ((row: R) => RowAction[]) | undefined {
  if (offered.length === 0) return undefined;
  return (row) => rowActions(intl, catalogue, offered, (id) => onAction(id, row), new Set(allowedFor(row)));
}

/**
 * The viewer's action buttons: the actions `ids` in that order, styled by the catalogue; with `allowed`, those
 * outside it are left out.
 */
export function viewerActions<A extends string>(
  intl: IntlShape,
  catalogue: ActionCatalogue<A>,
  ids: readonly A[],
  onAction: (id: A) => void,
  allowed?: ReadonlySet<A>,
): ViewerAction[] {
  return ids.map((id) => ({
    ...actionItem(intl, catalogue, id, onAction),
    variant: catalogue.variants?.[id],
    ...(allowed ? { isHidden: !allowed.has(id) } : {}),
  }));
}

/** The part of a screen's dialog state the confirmation reads (method syntax: any screen's dialog kinds fit). */
type StatusDialogState<A extends string, R> = { recordOf(kind: A): R | null | undefined; close(): void };

/** Props of {@link StatusChangeDialog}. */
export type StatusChangeDialogProps<A extends string, R extends { status?: unknown }> = {
  /** The screen's dialog state; the confirmation shows while the dialog of one of `actions` is open. */
  dialog: StatusDialogState<NoInfer<A>, R>;
  /** The status changes this confirmation serves (the dialog kinds of the same names). */
  actions: readonly A[];
  /** The confirmation's title ("Approve PR-0007?"). */
  title: (record: R, action: A) => string;
  /** What each change does. */
  messages: Record<NoInfer<A>, MessageDescriptor>;
  /** The confirm button's label per change (the action's own label). */
  labels: Record<NoInfer<A>, MessageDescriptor>;
  /** The status each change leads to. */
  targets: Record<NoInfer<A>, R['status']>;
  /** The status badge (see {@link statusBadge}). */
  badge: (status: R['status']) => ReactNode;
  /** The changes shown as destructive (reject, withdraw…). */
  destructive?: readonly NoInfer<A>[];
  /** Makes the change; the confirmation stays pending until it settles, closes when it resolves, stays open if not. */
  onConfirm: (record: R, action: A) => Promise<unknown>;
};

/**
 * A screen's status-change confirmation for the record its open status dialog holds: the title, what the change
 * does, and the old and the new status side by side.
 */
export function StatusChangeDialog<const A extends string, R extends { status?: unknown }>({
  dialog,
  actions,
  title,
  messages,
  labels,
  targets,
  badge,
  destructive = [],
  onConfirm,
}: StatusChangeDialogProps<A, R>) {
  const intl = useIntl();
  const action = actions.find((a) => dialog.recordOf(a));
  const record = action && dialog.recordOf(action);
  if (!action || !record) return null;
  return (
    <StatusChangeConfirmation
      isOpen
      variant={destructive.includes(action) ? 'destructive' : 'default'}
      title={title(record, action)}
      message={text(intl, messages, action)}
      fromStatus={badge(record.status)}
      toStatus={badge(targets[action])}
      confirmLabel={text(intl, labels, action)}
      onConfirm={() => onConfirm(record, action)}
      onOpenChange={(isOpen) => {
        if (!isOpen) dialog.close();
      }}
    />
  );
}
