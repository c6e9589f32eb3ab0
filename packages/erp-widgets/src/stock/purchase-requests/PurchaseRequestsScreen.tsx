import { PURCHASE_REQUESTS_PRIORITY, PURCHASE_REQUESTS_STATUS } from '@erp/schema';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatMoney, localToday } from '../../shared/format';
import { enumFilter, ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { rowActions, statusBadge } from '../../shared/list-screen/StatusChange';
import { useWorkflowDialogs } from '../../shared/list-screen/useWorkflowDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import * as css from '../../shared/shared.css';
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
import type { WarehouseOption } from '../stock.types';
import { dateColumn, numberColumn, StockDocumentDialogs } from '../StockDocuments';

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
export type PurchaseRequestsScreenProps = ListScreenBaseProps<
  PurchaseRequest,
  PurchaseRequestDetail,
  PurchaseRequestFilters
> & {
  /** Whether the user holds `approve:purchase-requests`. */
  canApprove: boolean;
  /** The warehouses a request can be for, with their room. */
  warehouses: readonly WarehouseOption[];
  searchItems: SearchPurchaseItems;
  /** The "almost full" threshold in percent (the settings'). */
  nearCapacityPercent?: number;
  /** Whether the user made the request (nobody approves their own). */
  isOwn?: (request: PurchaseRequest) => boolean;
  /** Opens the wizard for a new request at once, filled from a link (`?new=1&item=…&quantity=…`). */
  newRequest?: PurchaseRequestPrefill | null;
  onNewClose?: () => void;
  /** Loads a request with its lines' names, for the wizard to edit it. */
  loadDetail: (request: PurchaseRequest) => Promise<PurchaseRequestDetail>;
  today?: string;
  onSave: (values: PurchaseRequestFormValues, request: PurchaseRequest | null) => Promise<unknown>;
  onDelete: (request: PurchaseRequest) => Promise<unknown>;
  onAction: (request: PurchaseRequest, action: PurchaseRequestAction) => Promise<unknown>;
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
  const { dialog, open, wizard, saveWith } = useWorkflowDialogs<
    PurchaseRequestAction,
    PurchaseRequest,
    PurchaseRequestDetail,
    PurchaseRequestPrefill
  >({
    viewerOpen: Boolean(viewer),
    onView: props.onView,
    onViewerClose: props.onViewerClose,
    loadDetail,
    newPrefill: newRequest,
    onNewClose,
  });
  const badge = statusBadge(intl, 'purchase_requests', 'status', PURCHASE_STATUS_TONES);
  const offered = STATUS_ACTIONS.filter((a) =>
    a === 'approve' || a === 'reject' ? can.approve : can.edit,
  ) as PurchaseActionId[];
  const actionsOf = (r: PurchaseRequest) =>
    rowActions(intl, PURCHASE_ACTIONS, offered, (id) => open(id, r), new Set(purchaseActions(r.status, can, isOwn(r))));
  return (
    <ListScreen<PurchaseRequest, PurchaseRequestFilters>
      title={intl.formatMessage(navigationMessages.purchaseRequests)}
      list={list}
      columns={[
        numberColumn(intl, 'number', m.number, (r: PurchaseRequest) => r.number),
        dateColumn<PurchaseRequest>(intl),
        {
          id: 'priority',
          header: intl.formatMessage(m.priority),
          sortable: true,
          cell: (r) => <PriorityBadge priority={r.priority} />,
        },
        {
          id: 'warehouse',
          header: intl.formatMessage(lm.warehouse),
          sortable: true,
          cell: (r) => <bdi>{requestWarehouseName(intl.locale, r)}</bdi>,
        },
        {
          id: 'total',
          header: intl.formatMessage(cm.total),
          sortable: true,
          align: 'end',
          cell: (r) => <span className={css.amount}>{formatMoney(intl, r.total)}</span>,
        },
        { id: 'status', header: intl.formatMessage(cm.status), sortable: true, cell: (r) => badge(r.status) },
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
      sortOptions={PURCHASE_REQUEST_SORT_FIELDS.map((id) => ({
        id,
        label: intl.formatMessage(SORT_LABELS[id]),
      }))}
      sortDefault={{ id: 'date', direction: 'descending' }}
      getRowLabel={(r) => r.number}
      messages={m}
      onAdd={can.create ? () => dialog.open('wizard') : undefined}
      onView={can.view ? props.onView : undefined}
      extraActions={offered.length > 0 ? actionsOf : undefined}
    >
      {viewer ? (
        <PurchaseRequestViewer
          viewer={viewer}
          permissions={can}
          isOwn={isOwn}
          onClose={props.onViewerClose}
          onRetry={props.onViewerRetry}
          onAction={(action, r) => open(action, r, true)}
        />
      ) : null}
      <StockDocumentDialogs
        dialog={dialog}
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
      {wizard ? (
        <PurchaseRequestWizard
          {...wizard}
          warehouses={warehouses}
          searchItems={searchItems}
          nearCapacityPercent={nearCapacityPercent}
          today={today}
          onSubmit={saveWith(onSave)}
        />
      ) : null}
    </ListScreen>
  );
}
