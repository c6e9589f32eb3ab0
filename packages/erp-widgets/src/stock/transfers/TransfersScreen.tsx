import { STOCK_TRANSFERS_STATUS } from '@erp/schema';
import { fieldErrorsOf } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatQuantity, localToday } from '../../shared/format';
import { dateColumn, numberColumn, statusColumn, textColumn } from '../../shared/list-screen/columns';
import { sortOptions } from '../../shared/list-screen/filters';
import { enumFilter, ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import { statusBadge, statusRowActions } from '../../shared/list-screen/StatusChange';
import { useWorkflowDialogs } from '../../shared/list-screen/useWorkflowDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import * as css from '../../shared/shared.css';
import type { SearchWarehouseItems } from './TransferEditor';
import { TRANSFER_ACTIONS, TransferViewer } from './TransferViewer';
import { TransferWizard, type TransferPrefill } from './TransferWizard';
import { transferActions, TRANSFER_ACTION_TARGETS, TRANSFER_STATUS_TONES, warehouseNameOf } from './transfers.format';
import { transferMessages as m, transferNamedMessages as mn } from './transfers.messages';
import {
  TRANSFER_SORT_FIELDS,
  type Transfer,
  type TransferAction,
  type TransferDetail,
  type TransferFilters,
  type TransferFormValues,
} from './transfers.types';
import { StockDocumentDialogs, type StockDocumentScreenProps } from '../StockDocuments';

const CONFIRM_TEXT = {
  submit: m.submitMessage,
  approve: m.approveMessage,
  reject: m.rejectMessage,
  complete: m.completeMessage,
} as const;

const STATUS_ACTIONS = ['submit', 'approve', 'reject', 'complete'] as const;

const SORT_LABELS = {
  transferNumber: m.transferNumber,
  date: cm.date,
  fromWarehouse: m.fromWarehouse,
  toWarehouse: m.toWarehouse,
  status: cm.status,
} as const;

/** Props of {@link TransfersScreen}. */
export type TransfersScreenProps = StockDocumentScreenProps<
  Transfer,
  TransferDetail,
  TransferFilters,
  TransferFormValues,
  TransferAction
> & {
  /** Searches a warehouse's items for the wizard's lines. */
  searchItems: SearchWarehouseItems;
  /**
   * Opens the wizard for a new transfer at once, filled with `prefill` (a link such as
   * `?new=1&item=<itemId>&from=<warehouseId>`); `onNewClose` is called when it closes.
   */
  newTransfer?: TransferPrefill | null;
};

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
  const d = useWorkflowDialogs<TransferAction, Transfer, TransferDetail, TransferPrefill>({
    ...props,
    viewer,
    permissions: can,
    loadDetail,
    isDetail: (t): t is TransferDetail => 'lines' in t,
    newPrefill: newTransfer,
    onNewClose,
  });
  const [refusal, setRefusal] = useState<{ id: string; fields: Record<string, string> } | null>(null);
  const badge = statusBadge(intl, 'stock_transfers', 'status', TRANSFER_STATUS_TONES);
  const offered = can.edit ? STATUS_ACTIONS : [];
  const warehouseOptions = warehouses.map((w) => ({ id: w.id, label: w.name }));
  const shownRefusal = viewer?.status === 'ready' && refusal?.id === viewer.record.id ? refusal.fields : null;
  return (
    <ListScreen<Transfer, TransferFilters>
      title={intl.formatMessage(navigationMessages.transfers)}
      list={list}
      summaryStyle="items"
      columns={[
        numberColumn(intl, 'transferNumber', m.transferNumber, (t) => t.transferNumber),
        dateColumn(intl, 'date', cm.date, (t) => t.date),
        textColumn(intl, 'fromWarehouse', m.fromWarehouse, (t) => warehouseNameOf(intl.locale, t, 'from')),
        textColumn(intl, 'toWarehouse', m.toWarehouse, (t) => warehouseNameOf(intl.locale, t, 'to')),
        {
          id: 'lines',
          header: intl.formatMessage(m.lineCount),
          align: 'end',
          cell: (t) => <span className={css.amount}>{formatQuantity(intl, t.items.length)}</span>,
        },
        statusColumn(intl, badge),
      ]}
      filters={[
        enumFilter(intl, list, intl.formatMessage(cm.status), 'stock_transfers', 'status', STOCK_TRANSFERS_STATUS),
        selectFilter(list, 'fromWarehouse', intl.formatMessage(m.fromWarehouse), warehouseOptions),
        selectFilter(list, 'toWarehouse', intl.formatMessage(m.toWarehouse), warehouseOptions),
      ]}
      sortOptions={sortOptions(intl, TRANSFER_SORT_FIELDS, SORT_LABELS)}
      sortDefault={{ id: 'date', direction: 'descending' }}
      getRowLabel={(t) => t.transferNumber}
      messages={m}
      onAdd={d.onAdd}
      onView={d.rowActions.onView}
      extraActions={statusRowActions(
        intl,
        TRANSFER_ACTIONS,
        offered,
        (t) => transferActions(t.status, can, isOwn(t)),
        d.open,
      )}
    >
      {d.viewer ? (
        <TransferViewer
          {...d.viewer}
          permissions={can}
          isOwn={isOwn}
          refusal={shownRefusal}
          onAction={d.openFromViewer}
        />
      ) : null}
      <StockDocumentDialogs
        dialog={d.dialog}
        actions={STATUS_ACTIONS}
        numberOf={(t) => t.transferNumber}
        catalogue={TRANSFER_ACTIONS}
        confirmText={CONFIRM_TEXT}
        targets={TRANSFER_ACTION_TARGETS}
        messages={mn}
        badge={badge}
        onAction={async (t, action) => {
          try {
            await onAction(t, action);
            setRefusal(null);
          } catch (error) {
            // Back to the transfer, with the refusal on the line it names.
            const fields = fieldErrorsOf(error) ?? {};
            setRefusal({ id: t.id, fields });
            d.dialog.close();
            props.onView(t);
          }
        }}
        onDelete={onDelete}
      />
      {d.wizard ? (
        <TransferWizard
          {...d.wizard}
          warehouses={warehouses}
          searchItems={searchItems}
          today={today}
          onSubmit={d.saveWith(onSave)}
        />
      ) : null}
    </ListScreen>
  );
}
