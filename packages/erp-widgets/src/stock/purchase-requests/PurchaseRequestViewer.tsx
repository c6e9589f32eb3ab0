import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatDay, formatMoney, formatQuantity } from '../../shared/format';
import type { RecordStatus } from '../../shared/list-screen/list.types';
import { statusBadge, viewerActions, type ActionCatalogue } from '../../shared/list-screen/StatusChange';
import { notesField, RecordViewer } from '../../shared/record-viewer/RecordViewer';
import * as css from '../../shared/shared.css';
import {
  purchaseActions,
  PURCHASE_PRIORITY_TONES,
  PURCHASE_STATUS_TONES,
  requestWarehouseName,
  type PurchaseActionId,
  type PurchasePermissions,
} from './purchaseRequests.format';
import { purchaseRequestMessages as m } from './purchaseRequests.messages';
import type { PurchaseRequestDetail } from './purchaseRequests.types';
import { linesMessages as lm } from '../../shared/documents/documents.messages';
import { stockFlowMessages as sm } from '../stock.messages';
import { StockLinesTable } from '../StockLines';

/** Props of {@link PurchaseRequestViewer}. */
export type PurchaseRequestViewerProps = {
  viewer: RecordStatus<PurchaseRequestDetail>;
  permissions: PurchasePermissions;
  /** Whether the user made the request (nobody approves their own). */
  isOwn?: (request: PurchaseRequestDetail) => boolean;
  onClose: () => void;
  onAction: (action: PurchaseActionId, request: PurchaseRequestDetail) => void;
  onRetry?: () => void;
};

/** The label, icon and viewer style of each action. */
export const PURCHASE_ACTIONS: ActionCatalogue<PurchaseActionId> = {
  labels: {
    submit: sm.submit,
    approve: m.approve,
    reject: m.reject,
    order: m.order,
    receive: m.receive,
    fulfil: m.fulfil,
    edit: cm.edit,
    delete: cm.delete,
  },
  icons: {
    submit: 'clock',
    approve: 'check',
    reject: 'close',
    order: 'receipt',
    receive: 'truck',
    fulfil: 'check',
    edit: 'edit',
    delete: 'trash',
  },
  variants: {
    submit: 'primary',
    approve: 'primary',
    order: 'primary',
    receive: 'primary',
    fulfil: 'primary',
    delete: 'danger',
  },
};

const ORDER = ['submit', 'approve', 'reject', 'order', 'receive', 'fulfil', 'edit', 'delete'] as const;

/** The priority badge of a request. */
export function PriorityBadge({ priority }: { priority: PurchaseRequestDetail['priority'] }) {
  return statusBadge(useIntl(), 'purchase_requests', 'priority', PURCHASE_PRIORITY_TONES)(priority);
}

/**
 * A purchase request in a viewer dialog: number, status, priority, warehouse, date, notes and the lines (item,
 * current stock, min and max levels, quantity, unit price, total), with only the actions the user's keys and the
 * status allow.
 */
export function PurchaseRequestViewer({
  viewer,
  permissions,
  isOwn,
  onClose,
  onAction,
  onRetry,
}: PurchaseRequestViewerProps) {
  const intl = useIntl();
  return (
    <RecordViewer viewer={viewer} onClose={onClose} onRetry={onRetry} size="lg" notFound={m}>
      {(r) => {
        const own = isOwn?.(r) ?? false;
        const allowed = new Set(purchaseActions(r.status, permissions, own));
        const actions = viewerActions(intl, PURCHASE_ACTIONS, ORDER, (id) => onAction(id, r), allowed);
        return {
          title: <bdi className={css.ltrValue}>{r.number}</bdi>,
          status: statusBadge(intl, 'purchase_requests', 'status', PURCHASE_STATUS_TONES)(r.status),
          actions,
          sections: [
            {
              id: 'details',
              title: intl.formatMessage(cm.details),
              fields: [
                { id: 'date', label: intl.formatMessage(cm.date), value: formatDay(intl, r.date) },
                {
                  id: 'priority',
                  label: intl.formatMessage(m.priority),
                  value: <PriorityBadge priority={r.priority} />,
                },
                {
                  id: 'warehouse',
                  label: intl.formatMessage(lm.warehouse),
                  value: <bdi>{requestWarehouseName(intl.locale, r)}</bdi>,
                },
                { id: 'total', label: intl.formatMessage(cm.total), value: formatMoney(intl, r.total) },
                { id: 'created', label: intl.formatMessage(cm.created), value: formatDay(intl, r.created) },
                { id: 'updated', label: intl.formatMessage(cm.updated), value: formatDay(intl, r.updated) },
                notesField(intl, r.notes),
              ],
            },
          ],
          children: (
            <div className={css.formStack}>
              {own && permissions.approve && r.status === 'pending' ? (
                <p className={css.notice.info} role="note">
                  {intl.formatMessage(m.ownRequest)}
                </p>
              ) : null}
              <StockLinesTable
                lines={r.lines}
                columns={[
                  { label: m.currentStock, end: true, cell: (l) => formatQuantity(intl, l.currentStock) },
                  { label: m.minLevel, end: true, cell: (l) => formatQuantity(intl, l.minLevel) },
                  { label: m.maxLevel, end: true, cell: (l) => formatQuantity(intl, l.maxLevel) },
                  { label: lm.quantity, end: true, cell: (l) => formatQuantity(intl, l.quantity) },
                  { label: lm.unitPrice, end: true, cell: (l) => formatMoney(intl, l.unitPrice) },
                  { label: lm.lineTotal, end: true, cell: (l) => formatMoney(intl, l.total) },
                ]}
              />
            </div>
          ),
        };
      }}
    </RecordViewer>
  );
}
