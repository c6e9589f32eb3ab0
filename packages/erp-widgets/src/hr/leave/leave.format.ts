import type { LeaveRequestsStatus } from '@erp/schema';
import type { StatusTone } from '@erp/ui';

import { pendingDecisions } from '../requests';
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

/** The decisions offered on a leave request: those of {@link pendingDecisions} while it is pending, none after. */
export function leaveActions(
  status: LeaveRequestsStatus | '',
  can: { approve: boolean },
  isOwn: boolean,
): LeaveAction[] {
  return status === 'PENDING' ? pendingDecisions(can, isOwn) : [];
}
