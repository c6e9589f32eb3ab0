import type { PurchaseRequestsPriority, PurchaseRequestsStatus } from '@erp/schema';
import type { StatusTone } from '@erp/ui';

import { enumLabel } from '../../shared/enums';
import { localName } from '../../shared/format';
import type { CrudPermissions } from '../../shared/list-screen/list.types';
import { refusalTranslator } from '../../shared/refusals';
import { stockCounts } from '../stockRefusals';
import type { PurchaseRequest, PurchaseRequestAction } from './purchaseRequests.types';

/** The request's warehouse name in the active language; '' when unknown. */
export const requestWarehouseName = (locale: string, r: Pick<PurchaseRequest, 'expand'>): string =>
  r.expand?.warehouse ? localName(locale, r.expand.warehouse) : '';

/** Badge colour of each status. */
export const PURCHASE_STATUS_TONES: Record<PurchaseRequestsStatus | '', StatusTone> = {
  draft: 'neutral',
  pending: 'warning',
  approved: 'info',
  rejected: 'danger',
  awaiting_delivery: 'info',
  received: 'success',
  fulfilled: 'success',
  '': 'neutral',
};

/** Badge colour of each priority. */
export const PURCHASE_PRIORITY_TONES: Record<PurchaseRequestsPriority | '', StatusTone> = {
  urgent: 'danger',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
  '': 'neutral',
};

/** The status each action leads to. */
export const PURCHASE_ACTION_TARGETS: Record<PurchaseRequestAction, PurchaseRequestsStatus> = {
  submit: 'pending',
  approve: 'approved',
  reject: 'rejected',
  order: 'awaiting_delivery',
  receive: 'received',
  fulfil: 'fulfilled',
};

/** What can be done to one request. */
export type PurchaseActionId = PurchaseRequestAction | 'edit' | 'delete';

/** The keys that decide the actions: the four CRUD keys and `approve:purchase-requests`. */
export type PurchasePermissions = CrudPermissions & { approve: boolean };

/**
 * The actions the request's status and the user's keys allow, in the order the server enforces:
 * draft → pending (submit, `edit:`), pending → approved (approve, `approve:`, never one's own request),
 * pending/approved → rejected (reject, `approve:`), approved → awaiting_delivery (order placed, `edit:`),
 * awaiting_delivery → received (mark received: the stock rises, `edit:`), received → fulfilled (`edit:`);
 * edit while draft; delete while draft or rejected.
 */
export function purchaseActions(
  status: PurchaseRequestsStatus | '',
  can: PurchasePermissions,
  isOwn = false,
): PurchaseActionId[] {
  const out: PurchaseActionId[] = [];
  if (can.edit && status === 'draft') out.push('submit');
  if (can.approve && !isOwn && status === 'pending') out.push('approve');
  if (can.approve && (status === 'pending' || status === 'approved')) out.push('reject');
  if (can.edit && status === 'approved') out.push('order');
  if (can.edit && status === 'awaiting_delivery') out.push('receive');
  if (can.edit && status === 'received') out.push('fulfil');
  if (can.edit && status === 'draft') out.push('edit');
  if (can.delete && (status === 'draft' || status === 'rejected')) out.push('delete');
  return out;
}

/** The refusals of saves and status changes: a status by its label, counts in the locale's digits. */
export const purchaseRefusalText = refusalTranslator({
  ...stockCounts,
  status: (intl, status) => enumLabel(intl, 'purchase_requests', 'status', status),
});
