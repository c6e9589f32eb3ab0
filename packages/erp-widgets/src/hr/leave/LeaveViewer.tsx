import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumLabel } from '../../shared/enums';
import { formatDay, formatServerDate } from '../../shared/format';
import type { RecordStatus } from '../../shared/list-screen/list.types';
import { statusBadge, viewerActions, type ActionCatalogue } from '../../shared/list-screen/StatusChange';
import { RecordViewer } from '../../shared/record-viewer/RecordViewer';
import { decidedByName, employeeName } from '../hr.format';
import { LEAVE_STATUS_TONES, leaveActions } from './leave.format';
import { leaveMessages as m, leaveNamedMessages as mn } from './leave.messages';
import type { LeaveAction, LeaveRequest } from './leave.types';

/** The labels, icons and viewer styles of the decisions on a request. */
export const LEAVE_ACTIONS: ActionCatalogue<LeaveAction> = {
  labels: { approve: m.approve, reject: m.reject, cancel: m.withdraw },
  icons: { approve: 'check', reject: 'close', cancel: 'close' },
  variants: { approve: 'primary' },
};

/** Props of {@link LeaveViewer}. */
export type LeaveViewerProps = {
  viewer: RecordStatus<LeaveRequest>;
  canApprove: boolean;
  isOwn: (r: LeaveRequest) => boolean;
  onClose: () => void;
  onRetry?: () => void;
  onAction: (action: LeaveAction, r: LeaveRequest) => void;
};

/** A leave request: employee, department, type, dates, days, reason, when it was filed and who decided. */
export function LeaveViewer({ viewer, canApprove, isOwn, onClose, onRetry, onAction }: LeaveViewerProps) {
  const intl = useIntl();
  const badge = statusBadge(intl, 'leave_requests', 'status', LEAVE_STATUS_TONES);
  return (
    <RecordViewer viewer={viewer} onClose={onClose} onRetry={onRetry} size="md" notFound={m}>
      {(r) => {
        const by = r.expand?.approvedBy;
        return {
          title: employeeName(intl.locale, r.expand?.employee),
          subtitle: r.leaveType ? enumLabel(intl, 'leave_requests', 'leaveType', r.leaveType) : undefined,
          status: badge(r.status),
          actions: viewerActions(intl, LEAVE_ACTIONS, leaveActions(r.status, { approve: canApprove }, isOwn(r)), (a) =>
            onAction(a, r),
          ),
          sections: [
            {
              id: 'details',
              title: intl.formatMessage(cm.details),
              fields: [
                {
                  id: 'department',
                  label: intl.formatMessage(m.department),
                  value: r.department ? enumLabel(intl, 'leave_requests', 'department', r.department) : '',
                },
                { id: 'from', label: intl.formatMessage(m.from), value: formatDay(intl, r.startDate) },
                { id: 'to', label: intl.formatMessage(m.to), value: formatDay(intl, r.endDate) },
                {
                  id: 'days',
                  label: intl.formatMessage(m.days),
                  value: intl.formatMessage(mn.days, { days: r.totalDays }),
                },
                { id: 'reason', label: intl.formatMessage(m.reason), value: r.reason || intl.formatMessage(cm.none) },
                {
                  id: 'submitted',
                  label: intl.formatMessage(m.submitted),
                  value: formatServerDate(intl, r.submittedDate),
                },
                ...(by
                  ? [
                      {
                        id: 'decidedBy',
                        label: intl.formatMessage(m.decidedBy),
                        value: decidedByName(by),
                      },
                    ]
                  : []),
              ],
            },
          ],
        };
      }}
    </RecordViewer>
  );
}
