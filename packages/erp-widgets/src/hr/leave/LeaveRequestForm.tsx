import { LEAVE_REQUESTS_LEAVE_TYPE, type LeaveRequestsLeaveType } from '@erp/schema';
import { DatePicker, Select, TextArea, type FieldErrors, type IsoDate } from '@erp/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { enumOptions } from '../../shared/enums';
import { daysBetween } from '../../shared/format';
import { RequestFormDialog } from '../../shared/record-form/RequestDialogs';
import * as css from '../../shared/shared.css';
import type { EmployeeChoice, RequestFormProps } from '../hr.types';
import { entitlementMessages as em, leaveMessages as m, leaveNamedMessages as mn } from './leave.messages';
import type { LeaveBalance, LeaveFormValues, LoadLeaveBalance } from './leave.types';

/** Props of {@link LeaveRequestForm}. */
export type LeaveRequestFormProps = RequestFormProps<LeaveFormValues> & {
  /** Loads the employee's balance for the chosen type and the start date's year. */
  loadBalance: LoadLeaveBalance;
};

/**
 * Files a leave request: the employee (fixed to the user's own record in self-service), the leave type, the first
 * and last day, and the reason. For the types with a yearly entitlement (vacation, sick, personal) it shows the
 * employee's balance for the year and warns, without refusing, when the request is longer than what is left.
 *
 * @selector [data-balance] on the balance notice, [data-exceeds] on the warning
 */
export function LeaveRequestForm({
  ownEmployee,
  searchEmployees,
  loadBalance,
  today,
  onSubmit,
  onClose,
}: LeaveRequestFormProps) {
  const intl = useIntl();
  const [employee, setEmployee] = useState<EmployeeChoice | null>(ownEmployee ?? null);
  const [leaveType, setLeaveType] = useState<LeaveRequestsLeaveType | null>(null);
  const [start, setStart] = useState<IsoDate | null>(today as IsoDate);
  const [end, setEnd] = useState<IsoDate | null>(today as IsoDate);
  const [reason, setReason] = useState('');
  const year = Number((start ?? today).slice(0, 4));
  const balanceKey = employee && leaveType ? `${employee.id}|${leaveType}|${year}` : '';
  const [loaded, setLoaded] = useState<{ key: string; balance: LeaveBalance | null } | null>(null);

  useEffect(() => {
    if (!employee || !leaveType) return;
    let live = true;
    const key = `${employee.id}|${leaveType}|${year}`;
    loadBalance(employee.id, leaveType, year).then(
      (b) => live && setLoaded({ key, balance: b }),
      () => live && setLoaded({ key, balance: null }),
    );
    return () => {
      live = false;
    };
  }, [employee, leaveType, year, loadBalance]);
  const balance: LeaveBalance | null | 'loading' = !balanceKey
    ? null
    : loaded?.key === balanceKey
      ? loaded.balance
      : 'loading';

  const days = start && end && end >= start ? daysBetween(start, end) + 1 : 0;
  const remaining = balance && balance !== 'loading' ? Math.max(0, balance.entitled - balance.used) : 0;
  const exceeds = balance && balance !== 'loading' && days > remaining;

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (!leaveType) errors.leaveType = intl.formatMessage(m.typeRequired);
    if (!start) errors.startDate = intl.formatMessage(m.fromRequired);
    if (!end) errors.endDate = intl.formatMessage(m.toRequired);
    else if (start && end < start) errors.endDate = intl.formatMessage(m.endBeforeStart);
    return errors;
  };

  return (
    <RequestFormDialog<EmployeeChoice>
      messages={m}
      own={ownEmployee}
      requester={employee}
      onRequesterChange={setEmployee}
      search={searchEmployees}
      validate={validate}
      onSubmit={() =>
        onSubmit({
          employee: employee?.id ?? '',
          leaveType: leaveType ?? '',
          startDate: start ?? '',
          endDate: end ?? '',
          reason: reason.trim(),
        })
      }
      onClose={onClose}
    >
      <Select
        name="leaveType"
        label={intl.formatMessage(m.leaveType)}
        isRequired
        options={enumOptions(intl, 'leave_requests', 'leaveType', LEAVE_REQUESTS_LEAVE_TYPE)}
        value={leaveType}
        onChange={(v) => setLeaveType((v as LeaveRequestsLeaveType | null) ?? null)}
      />
      <div className={css.formGrid}>
        <DatePicker name="startDate" label={intl.formatMessage(m.from)} isRequired value={start} onChange={setStart} />
        <DatePicker name="endDate" label={intl.formatMessage(m.to)} isRequired value={end} onChange={setEnd} />
      </div>
      {days > 0 ? <p className={css.noticeText}>{intl.formatMessage(mn.days, { days })}</p> : null}
      {balance === 'loading' ? (
        <p className={css.noticeText}>{intl.formatMessage(m.balanceLoading)}</p>
      ) : balance ? (
        <div className={css.notice.info} data-balance={remaining}>
          <p className={css.noticeText}>
            {intl.formatMessage(mn.balance, {
              group: intl.formatMessage(em[balance.group]),
              year: balance.year,
              remaining,
              entitled: balance.entitled,
              used: balance.used,
            })}
          </p>
        </div>
      ) : null}
      {exceeds ? (
        <div className={css.notice.warning} role="status" data-exceeds>
          <p className={css.noticeText}>{intl.formatMessage(mn.exceeds, { days, remaining })}</p>
        </div>
      ) : null}
      <TextArea name="reason" label={intl.formatMessage(m.reason)} value={reason} onChange={setReason} />
    </RequestFormDialog>
  );
}
