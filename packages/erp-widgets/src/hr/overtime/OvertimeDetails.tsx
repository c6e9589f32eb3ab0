import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumLabel } from '../../shared/enums';
import { formatDay, formatMoney, formatServerDate } from '../../shared/format';
import type { RecordStatus } from '../../shared/list-screen/list.types';
import { statusBadge, viewerActions, type ActionCatalogue } from '../../shared/list-screen/StatusChange';
import { RecordViewer } from '../../shared/record-viewer/RecordViewer';
import { decidedByName, employeeName } from '../hr.format';
import { OVERTIME_STATUS_TONES, overtimeActions, type OvertimeActionId } from './overtime.format';
import { overtimeMessages as m, overtimeNamedMessages as mn } from './overtime.messages';
import type { OvertimeRecord } from './overtime.types';

/** The labels, icons and viewer styles of what may be done with a record. */
export const OVERTIME_ACTIONS: ActionCatalogue<OvertimeActionId> = {
  labels: { approve: m.approve, reject: m.reject, cancel: m.withdraw, delete: cm.delete },
  icons: { approve: 'check', reject: 'close', cancel: 'close', delete: 'trash' },
  variants: { approve: 'primary', delete: 'danger' },
};

/** Who processed a record, by name (or e-mail). */
export function processedByName(r: OvertimeRecord): string {
  return decidedByName(r.expand?.processedBy);
}

/** Props of {@link OvertimeDetails}. */
export type OvertimeDetailsProps = {
  viewer: RecordStatus<OvertimeRecord>;
  /** The id the details were asked for (its failure names it). */
  id?: string;
  can: { approve: boolean; delete: boolean };
  isOwn: (r: OvertimeRecord) => boolean;
  onClose: () => void;
  onRetry?: () => void;
  onAction: (action: OvertimeActionId, r: OvertimeRecord) => void;
};

/** An overtime record: employee, department, date, hours, type, rate, hourly rate, amount, notes and the decision. */
export function OvertimeDetails({ viewer, id, can, isOwn, onClose, onRetry, onAction }: OvertimeDetailsProps) {
  const intl = useIntl();
  return (
    <RecordViewer
      viewer={
        viewer.status === 'error'
          ? {
              status: 'error',
              message: intl.formatMessage(mn.fetchFailed, {
                id: id ?? '',
                error: viewer.message ?? intl.formatMessage(cm.unknownError),
              }),
            }
          : viewer
      }
      onClose={onClose}
      onRetry={onRetry}
      size="md"
      notFound={m}
    >
      {(r) => {
        return {
          title: employeeName(intl.locale, r.expand?.employee),
          subtitle: formatDay(intl, r.date),
          status: statusBadge(intl, 'overtime_records', 'status', OVERTIME_STATUS_TONES)(r.status),
          actions: viewerActions(intl, OVERTIME_ACTIONS, overtimeActions(r.status, can, isOwn(r)), (a) =>
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
                  value: r.department ? enumLabel(intl, 'overtime_records', 'department', r.department) : '',
                },
                { id: 'hours', label: intl.formatMessage(m.hours), value: intl.formatNumber(r.hours) },
                {
                  id: 'type',
                  label: intl.formatMessage(m.type),
                  value: r.type ? enumLabel(intl, 'overtime_records', 'type', r.type) : '',
                },
                {
                  id: 'rate',
                  label: intl.formatMessage(m.rate),
                  value: intl.formatMessage(mn.multiplier, { rate: r.rateMultiplier }),
                },
                {
                  id: 'hourlyRate',
                  label: intl.formatMessage(m.hourlyRate),
                  value: formatMoney(intl, r.baseHourlyRate),
                },
                { id: 'amount', label: intl.formatMessage(m.amount), value: formatMoney(intl, r.estimatedAmount) },
                { id: 'notes', label: intl.formatMessage(cm.notes), value: r.notes, isWide: true },
                { id: 'processedBy', label: intl.formatMessage(m.processedBy), value: processedByName(r) },
                {
                  id: 'processedOn',
                  label: intl.formatMessage(m.processedOn),
                  value: formatServerDate(intl, r.processedOn),
                },
                ...(r.comments
                  ? [{ id: 'comments', label: intl.formatMessage(m.comments), value: r.comments, isWide: true }]
                  : []),
                ...(r.rejectionReason
                  ? [
                      {
                        id: 'rejectionReason',
                        label: intl.formatMessage(m.rejectionReason),
                        value: r.rejectionReason,
                        isWide: true,
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
