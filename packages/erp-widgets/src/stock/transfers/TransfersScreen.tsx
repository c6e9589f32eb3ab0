import { STOCK_TRANSFERS_STATUS } from '@erp/schema';
import { fieldErrorsOf } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatDay, formatQuantity, localToday } from '../../shared/format';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { enumFilter, ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { rowActions, statusBadge, StatusChangeDialog } from '../../shared/list-screen/StatusChange';
import { useDialog } from '../../shared/list-screen/useDialog';
import { navigationMessages } from '../../shared/navigation.messages';
import * as css from '../../shared/shared.css';
import type { SearchWarehouseItems } from './TransferEditor';
import { TRANSFER_ACTIONS, TransferViewer } from './TransferViewer';
import { TransferWizard, type TransferPrefill } from './TransferWizard';
import {
  transferActions,
  TRANSFER_ACTION_TARGETS,
  TRANSFER_STATUS_TONES,
  warehouseNameOf,
  type TransferActionId,
} from './transfers.format';
import { transferMessages as m, transferNamedMessages as mn } from './transfers.messages';
import {
  TRANSFER_SORT_FIELDS,
  type Transfer,
  type TransferAction,
  type TransferDetail,
  type TransferFilters,
  type TransferFormValues,
} from './transfers.types';
import type { WarehouseOption } from '../stock.types';

const CONFIRM_TEXT = {
  submit: m.submitMessage,
  approve: m.approveMessage,
  reject: m.rejectMessage,
  complete: m.completeMessage,
} as const;

const STATUS_ACTIONS = ['submit', 'approve', 'reject', 'complete'] as const;

/** Props of {@link TransfersScreen}. */
export type TransfersScreenProps = ListScreenBaseProps<Transfer, TransferDetail, TransferFilters> & {
  /** The active warehouses, for the wizard and the filters. */
  warehouses: readonly WarehouseOption[];
  /** Searches a warehouse's items for the wizard's lines. */
  searchItems: SearchWarehouseItems;
  /** Whether the user requested a transfer (nobody approves their own). */
  isOwn?: (transfer: Transfer) => boolean;
  /**
   * Opens the wizard for a new transfer at once, filled with `prefill` (a link such as
   * `?new=1&item=<itemId>&from=<warehouseId>`); `onNewClose` is called when it closes.
   */
  newTransfer?: TransferPrefill | null;
  onNewClose?: () => void;
  /** The wizard needs the full transfer (lines with names) to edit one: the app loads it. */
  loadDetail: (transfer: Transfer) => Promise<TransferDetail>;
  today?: string;
  onSave: (values: TransferFormValues, transfer: Transfer | null) => Promise<unknown>;
  onDelete: (transfer: Transfer) => Promise<unknown>;
  onAction: (transfer: Transfer, action: TransferAction) => Promise<unknown>;
};

type Kind = TransferAction | 'delete' | 'wizard';

/**
 * The stock transfers page: "New transfer", the list ("Showing x of y items") searchable by number and notes,
 * filtered by status and warehouses; the viewer with the lines; submit, approve, reject and mark completed, each
 * confirmed with the old and the new status; the wizard around the transfer widget; and the delete confirmation.
 */
export function TransfersScreen({
  list,
  permissions: can,
  viewer,
  warehouses,
  searchItems,
  isOwn = () => false,
  newTransfer,
  onNewClose,
  loadDetail,
  today = localToday(),
  onSave,
  onDelete,
  onAction,
  ...props
}: TransfersScreenProps) {
  const intl = useIntl();
  const dialog = useDialog<Kind, Transfer>(viewer ? props.onViewerClose : undefined);
  const [editing, setEditing] = useState<TransferDetail | null>(null);
  const [refusal, setRefusal] = useState<{ id: string; fields: Record<string, string> } | null>(null);
  const badge = statusBadge(intl, 'stock_transfers', 'status', TRANSFER_STATUS_TONES);
  const openEdit = async (t: Transfer) => {
    const detail = 'lines' in t ? (t as TransferDetail) : await loadDetail(t);
    setEditing(detail);
    dialog.open('wizard', t);
  };
  const open = (action: TransferActionId, t: Transfer, fromViewer = false) => {
    if (action === 'edit') void openEdit(t);
    else if (action === 'delete') dialog.open('delete', t);
    else dialog.open(action, t, fromViewer ? () => props.onView(t) : undefined);
  };
  const offered = can.edit ? STATUS_ACTIONS : [];
  const actionsOf = (t: Transfer) =>
    rowActions(intl, TRANSFER_ACTIONS, offered, (id) => open(id, t), new Set(transferActions(t.status, can, isOwn(t))));
  const warehouseOptions = warehouses.map((w) => ({ id: w.id, label: w.name }));
  const wizardFor = dialog.recordOf('wizard');
  const shownRefusal = viewer?.status === 'ready' && refusal?.id === viewer.record.id ? refusal.fields : null;
  return (
    <ListScreen<Transfer, TransferFilters>
      title={intl.formatMessage(navigationMessages.transfers)}
      list={list}
      summaryStyle="items"
      columns={[
        {
          id: 'transferNumber',
          header: intl.formatMessage(m.transferNumber),
          sortable: true,
          cell: (t) => <bdi className={`${css.ltrValue} ${css.nowrap}`}>{t.transferNumber}</bdi>,
        },
        {
          id: 'date',
          header: intl.formatMessage(cm.date),
          sortable: true,
          cell: (t) => <span className={css.nowrap}>{formatDay(intl, t.date)}</span>,
        },
        {
          id: 'fromWarehouse',
          header: intl.formatMessage(m.fromWarehouse),
          sortable: true,
          cell: (t) => <bdi>{warehouseNameOf(intl.locale, t, 'from')}</bdi>,
        },
        {
          id: 'toWarehouse',
          header: intl.formatMessage(m.toWarehouse),
          sortable: true,
          cell: (t) => <bdi>{warehouseNameOf(intl.locale, t, 'to')}</bdi>,
        },
        {
          id: 'lines',
          header: intl.formatMessage(m.lineCount),
          align: 'end',
          cell: (t) => <span className={css.amount}>{formatQuantity(intl, t.items.length)}</span>,
        },
        { id: 'status', header: intl.formatMessage(cm.status), sortable: true, cell: (t) => badge(t.status) },
      ]}
      filters={[
        enumFilter(intl, list, intl.formatMessage(cm.status), 'stock_transfers', 'status', STOCK_TRANSFERS_STATUS),
        selectFilter(list, 'fromWarehouse', intl.formatMessage(m.fromWarehouse), warehouseOptions),
        selectFilter(list, 'toWarehouse', intl.formatMessage(m.toWarehouse), warehouseOptions),
      ]}
      sortOptions={TRANSFER_SORT_FIELDS.map((id) => ({
        id,
        label: intl.formatMessage(id === 'date' ? cm.date : id === 'status' ? cm.status : m[id]),
      }))}
      sortDefault={{ id: 'date', direction: 'descending' }}
      getRowLabel={(t) => t.transferNumber}
      messages={m}
      onAdd={can.create ? () => dialog.open('wizard') : undefined}
      onView={can.view ? props.onView : undefined}
      extraActions={offered.length > 0 ? actionsOf : undefined}
    >
      {viewer ? (
        <TransferViewer
          viewer={viewer}
          permissions={can}
          isOwn={isOwn}
          refusal={shownRefusal}
          onClose={props.onViewerClose}
          onRetry={props.onViewerRetry}
          onAction={(action, t) => open(action, t, true)}
        />
      ) : null}
      <StatusChangeDialog
        dialog={dialog}
        actions={STATUS_ACTIONS}
        title={(t) => intl.formatMessage(mn.confirmTitle, { number: t.transferNumber })}
        messages={CONFIRM_TEXT}
        labels={TRANSFER_ACTIONS.labels}
        targets={TRANSFER_ACTION_TARGETS}
        badge={badge}
        destructive={['reject']}
        onConfirm={async (t, action) => {
          try {
            await onAction(t, action);
            setRefusal(null);
          } catch (error) {
            // Back to the transfer, with the refusal on the line it names.
            const fields = fieldErrorsOf(error) ?? {};
            setRefusal({ id: t.id, fields });
            dialog.close();
            props.onView(t);
          }
        }}
      />
      <DeleteRecordDialog
        dialog={dialog}
        name={(t) => t.transferNumber}
        message={(t) => intl.formatMessage(mn.deleteMessage, { number: t.transferNumber })}
        onDelete={onDelete}
      />
      {wizardFor !== undefined || newTransfer ? (
        <TransferWizard
          record={wizardFor ? editing : null}
          prefill={wizardFor ? undefined : (newTransfer ?? undefined)}
          warehouses={warehouses}
          searchItems={searchItems}
          today={today}
          onSubmit={async (values) => {
            await onSave(values, wizardFor ?? null);
            if (wizardFor === undefined) onNewClose?.();
            dialog.close();
          }}
          onClose={() => {
            if (wizardFor === undefined) onNewClose?.();
            dialog.close();
          }}
        />
      ) : null}
    </ListScreen>
  );
}
