import type { LeaveRequestsStatus } from '@erp/schema';
import type { StatusTone } from '@erp/ui';

import type { LeaveAction } from './leave.types';

/** The badge tone of each leave status. */
export const LEAVE_STATUS_TONES: Record<LeaveRequestsStatus, StatusTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'neutral',
};

/** The status each decision leads to. */
export const LEAVE_ACTION_TARGETS: Record<LeaveAction, LeaveRequestsStatus> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  cancel: 'CANCELLED',
};

/**
 * The decisions offered on a request: approvers approve or reject a pending request (not their own), and the
 * employee withdraws their own pending one.
 */
export function leaveActions(
  status: LeaveRequestsStatus | '',
  can: { approve: boolean },
  isOwn: boolean,
): LeaveAction[] {
  if (status !== 'PENDING') return [];
  const out: LeaveAction[] = [];
  if (can.approve && !isOwn) out.push('approve', 'reject');
  if (isOwn) out.push('cancel');
  return out;
}
