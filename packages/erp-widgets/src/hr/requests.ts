import type { EmployeeChoice } from './hr.types';

// The rules every request an employee files and an approver decides (leave, overtime) follows alike.

/** A decision on a pending request: the approver's approve or reject, or the employee's withdrawal. */
export type RequestDecision = 'approve' | 'reject' | 'cancel';

/**
 * Whether a request is the user's own (they may withdraw it): false for everything when the account has no
 * employee record.
 */
export function isOwnRequest(ownEmployee: EmployeeChoice | null): (r: { employee: string | null }) => boolean {
  return (r) => Boolean(ownEmployee) && r.employee === ownEmployee?.id;
}

/**
 * The decisions offered on a pending request: approvers approve or reject one that is not their own, and the
 * employee withdraws their own.
 */
export function pendingDecisions(can: { approve: boolean }, isOwn: boolean): RequestDecision[] {
  if (isOwn) return ['cancel'];
  return can.approve ? ['approve', 'reject'] : [];
}
