import type { StockTransfersStatus } from '@erp/schema';
import type { StatusTone } from '@erp/ui';

import { enumLabel } from '../../shared/enums';
import { localName } from '../../shared/format';
import type { CrudPermissions } from '../../shared/list-screen/list.types';
import { refusalTranslator } from '../../shared/refusals';
import { stockCounts } from '../stockRefusals';
import type { Transfer, TransferAction } from './transfers.types';

/** A transfer's source (`from`) or destination (`to`) warehouse name in the active language; '' when unknown. */
export function warehouseNameOf(locale: string, t: Pick<Transfer, 'expand'>, end: 'from' | 'to'): string {
  const names = end === 'from' ? t.expand?.fromWarehouse : t.expand?.toWarehouse;
  return names ? localName(locale, names) : '';
}

/** Badge colour of each transfer status; the label carries the meaning too. */
export const TRANSFER_STATUS_TONES: Record<StockTransfersStatus | '', StatusTone> = {
  draft: 'neutral',
  pending: 'warning',
  approved: 'info',
  rejected: 'danger',
  completed: 'success',
  '': 'neutral',
};

/** The status each action leads to. */
export const TRANSFER_ACTION_TARGETS: Record<TransferAction, StockTransfersStatus> = {
  submit: 'pending',
  approve: 'approved',
  reject: 'rejected',
  complete: 'completed',
};

/** What can be done to one transfer. */
export type TransferActionId = TransferAction | 'edit' | 'delete';

/**
 * The transfer actions its status and the user's keys allow, as the server enforces them: `edit:transfers` submits
 * a draft, approves a pending transfer (never the user's own), rejects a pending or approved one and completes an
 * approved one; edit while draft; `delete:transfers` deletes a draft or rejected transfer.
 */
export function transferActions(
  status: StockTransfersStatus | '',
  can: CrudPermissions,
  isOwn = false,
): TransferActionId[] {
  const out: TransferActionId[] = [];
  if (!can.edit) return can.delete && (status === 'draft' || status === 'rejected') ? ['delete'] : [];
  if (status === 'draft') out.push('submit', 'edit');
  if (status === 'pending' && !isOwn) out.push('approve');
  if (status === 'pending' || status === 'approved') out.push('reject');
  if (status === 'approved') out.push('complete');
  if (can.delete && (status === 'draft' || status === 'rejected')) out.push('delete');
  return out;
}

/** The refusals of transfer saves and status changes: a status by its label, counts in the locale's digits. */
export const transferRefusalText = refusalTranslator({
  ...stockCounts,
  status: (intl, status) => enumLabel(intl, 'stock_transfers', 'status', status),
});
