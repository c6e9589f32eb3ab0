import { PURCHASE_REQUESTS_PRIORITY, PURCHASE_REQUESTS_STATUS } from '@erp/schema';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { localToday } from '../../shared/format';
import { dateColumn, moneyColumn, numberColumn, statusColumn, textColumn } from '../../shared/list-screen/columns';
import { sortOptions } from '../../shared/list-screen/filters';
import { enumFilter, ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import { statusBadge, statusRowActions } from '../../shared/list-screen/StatusChange';
import { useWorkflowDialogs } from '../../shared/list-screen/useWorkflowDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import type { SearchPurchaseItems } from './PurchaseLinesEditor';
import { PriorityBadge, PURCHASE_ACTIONS, PurchaseRequestViewer } from './PurchaseRequestViewer';
import { PurchaseRequestWizard, type PurchaseRequestPrefill } from './PurchaseRequestWizard';
import {
  purchaseActions,
  PURCHASE_ACTION_TARGETS,
  PURCHASE_STATUS_TONES,
  requestWarehouseName,
  type PurchaseActionId,
} from './purchaseRequests.format';
import { purchaseRequestMessages as m, purchaseRequestNamedMessages as mn } from './purchaseRequests.messages';
import {
  PURCHASE_REQUEST_SORT_FIELDS,
  type PurchaseRequest,
  type PurchaseRequestAction,
  type PurchaseRequestDetail,
  type PurchaseRequestFilters,
  type PurchaseRequestFormValues,
} from './purchaseRequests.types';
import { linesMessages as lm } from '../../shared/documents/documents.messages';
import { StockDocumentDialogs, type StockDocumentScreenProps } from '../StockDocuments';

const CONFIRM_TEXT = {
  submit: m.submitMessage,
  approve: m.approveMessage,
  reject: m.rejectMessage,
  order: m.orderMessage,
  receive: m.receiveMessage,
  fulfil: m.fulfilMessage,
} as const;

const SORT_LABELS = {
  number: m.number,
  date: cm.date,
  priority: m.priority,
  warehouse: lm.warehouse,
  total: cm.total,
  status: cm.status,
} as const;

const STATUS_ACTIONS = ['submit', 'approve', 'reject', 'order', 'receive', 'fulfil'] as const;

/** Props of {@link PurchaseRequestsScreen}. */
export type PurchaseRequestsScreenProps = StockDocumentScreenProps<
  PurchaseRequest,
  PurchaseRequestDetail,
  PurchaseRequestFilters,
  PurchaseRequestFormValues,
  PurchaseRequestAction
> & {
  /** Whether the user holds `approve:purchase-requests`. */
  canApprove: boolean;
  searchItems: SearchPurchaseItems;
  /** The "almost full" threshold in percent (the settings'). */
  nearCapacityPercent?: number;
  /** Opens the wizard for a new request at once, filled from a link (`?new=1&item=…&quantity=…`). */
  newRequest?: PurchaseRequestPrefill | null;
};

/**
 * The purchase requests page: "New purchase request", the list searchable by number and notes, filtered by status,
 * priority and warehouse; the viewer with the lines; submit, approve, reject, order placed, mark received and mark
 * fulfilled, each confirmed with the old and the new status; the wizard with its live warnings; and delete.
 */
export function PurchaseRequestsScreen({
  list,
  permissions,
  canApprove,
  viewer,
  warehouses,
  searchItems,
  nearCapacityPercent,
  isOwn = () => false,
  newRequest,
  onNewClose,
  loadDetail,
  today = localToday(),
  onSave,
  onDelete,
  onAction,
  ...props
}: PurchaseRequestsScreenProps) {
  const intl = useIntl();
  const can = { ...permissions, approve: canApprove };
  const d = useWorkflowDialogs<PurchaseRequestAction, PurchaseRequest, PurchaseRequestDetail, PurchaseRequestPrefill>({
    ...props,
    viewer,
    permissions: can,
    loadDetail,
    newPrefill: newRequest,
    onNewClose,
  });
  const badge = statusBadge(intl, 'purchase_requests', 'status', PURCHASE_STATUS_TONES);
  const offered = STATUS_ACTIONS.filter((a) =>
    a === 'approve' || a === 'reject' ? can.approve : can.edit,
  ) as PurchaseActionId[];
  return (
    <ListScreen<PurchaseRequest, PurchaseRequestFilters>
      title={intl.formatMessage(navigationMessages.purchaseRequests)}
      list={list}
      columns={[
        numberColumn(intl, 'number', m.number, (r) => r.number),
        dateColumn(intl, 'date', cm.date, (r) => r.date),
        {
          id: 'priority',
          header: intl.formatMessage(m.priority),
          sortable: true,
          cell: (r) => <PriorityBadge priority={r.priority} />,
        },
        textColumn(intl, 'warehouse', lm.warehouse, (r) => requestWarehouseName(intl.locale, r)),
        moneyColumn(intl, 'total', cm.total, (r) => r.total),
        statusColumn(intl, badge),
      ]}
      filters={[
        enumFilter(intl, list, intl.formatMessage(cm.status), 'purchase_requests', 'status', PURCHASE_REQUESTS_STATUS),
        enumFilter(
          intl,
          list,
          intl.formatMessage(m.priority),
          'purchase_requests',
          'priority',
          PURCHASE_REQUESTS_PRIORITY,
        ),
        selectFilter(
          list,
          'warehouse',
          intl.formatMessage(lm.warehouse),
          warehouses.map((w) => ({ id: w.id, label: w.name })),
        ),
      ]}
      sortOptions={sortOptions(intl, PURCHASE_REQUEST_SORT_FIELDS, SORT_LABELS)}
      sortDefault={{ id: 'date', direction: 'descending' }}
      getRowLabel={(r) => r.number}
      messages={m}
      onAdd={d.onAdd}
      onView={d.rowActions.onView}
      extraActions={statusRowActions(
        intl,
        PURCHASE_ACTIONS,
        offered,
        (r) => purchaseActions(r.status, can, isOwn(r)),
        d.open,
      )}
    >
      {d.viewer ? (
        <PurchaseRequestViewer {...d.viewer} permissions={can} isOwn={isOwn} onAction={d.openFromViewer} />
      ) : null}
      <StockDocumentDialogs
        dialog={d.dialog}
        actions={STATUS_ACTIONS}
        numberOf={(r) => r.number}
        catalogue={PURCHASE_ACTIONS}
        confirmText={CONFIRM_TEXT}
        targets={PURCHASE_ACTION_TARGETS}
        messages={mn}
        badge={badge}
        onAction={onAction}
        onDelete={onDelete}
      />
      {d.wizard ? (
        <PurchaseRequestWizard
          {...d.wizard}
          warehouses={warehouses}
          searchItems={searchItems}
          nearCapacityPercent={nearCapacityPercent}
          today={today}
          onSubmit={d.saveWith(onSave)}
        />
      ) : null}
    </ListScreen>
  );
}
