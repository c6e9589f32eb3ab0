import type { OvertimeRecordsStatus } from '@erp/schema';
import type { StatusTone } from '@erp/ui';

import { pendingDecisions } from '../requests';

/** The badge tone of each overtime status. */
export const OVERTIME_STATUS_TONES: Record<OvertimeRecordsStatus, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  processed: 'info',
  cancelled: 'neutral',
  paid: 'success',
};

export type OvertimeActionId = 'approve' | 'reject' | 'cancel' | 'delete';

/**
 * What may be done with a record: approvers approve or reject a pending one (not their own), the employee
 * withdraws their own pending one, and holders of delete:overtime delete a pending one (the server's rule).
 */
export function overtimeActions(
  status: OvertimeRecordsStatus | '',
  can: { approve: boolean; delete: boolean },
  isOwn: boolean,
): OvertimeActionId[] {
  if (status !== 'pending') return [];
  const out: OvertimeActionId[] = pendingDecisions(can, isOwn);
  if (can.delete && (can.approve || isOwn)) out.push('delete');
  return out;
}
