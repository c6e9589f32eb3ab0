import {
  enumLabel,
  LeaveScreen,
  leaveMessages as m,
  leaveNamedMessages as mn,
  employeeName,
  type LeaveAction,
  type LeaveFormValues,
  type LeaveRequest,
} from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useRecordAction, useSaveRecord } from '../lib/useRecordMutation';
import { ownEmployeeQuery, searchEmployees } from '../queries/hrEmployees';
import { leaveBody, leaveList, loadLeaveBalance } from '../queries/leave';

export const Route = createFileRoute('/app/hr/leave')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['leaveType', 'status']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, leaveList, deps.search),
  component: LeaveRoute,
});

const TARGET = { approve: 'APPROVED', reject: 'REJECTED', cancel: 'CANCELLED' } as const;

function LeaveRoute() {
  const intl = useIntl();
  const { screen, session, today } = useListRoute(leaveList, 'leave');
  const pb = session.pb;
  const own = useQuery(ownEmployeeQuery(pb, session.user?.id ?? '', intl.locale));
  const name = (r: LeaveRequest) => employeeName(intl.locale, r.expand?.employee);
  const save = useSaveRecord<LeaveRequest, ReturnType<typeof leaveBody>>(pb, 'leave_requests', {
    invalidates: ['employees'],
    done: (i) => i.formatMessage(mn.created, { name: own.data?.name ?? '' }),
    failure: m.saveFailed,
  });
  const onAction = useRecordAction<LeaveRequest, LeaveAction>(pb, 'leave_requests', (a) => a, {
    invalidates: ['employees', 'alerts'],
    request: () => ({ headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    done: (i, r, a) =>
      i.formatMessage(mn.decided, { name: name(r), status: enumLabel(i, 'leave_requests', 'status', TARGET[a]) }),
    failure: m.statusFailed,
  });
  const search = useCallback(
    (q: string, signal: AbortSignal) => searchEmployees(pb, q, intl.locale, signal),
    [pb, intl.locale],
  );
  const balance = useCallback(
    (employee: string, type: Parameters<typeof loadLeaveBalance>[2], year: number) =>
      loadLeaveBalance(pb, employee, type, year),
    [pb],
  );
  return (
    <LeaveScreen
      {...screen}
      canApprove={session.can('approve:leave')}
      ownEmployee={own.data ?? null}
      searchEmployees={search}
      loadBalance={balance}
      today={today}
      onRequest={(values: LeaveFormValues) => save(leaveBody(values), null)}
      onAction={onAction}
    />
  );
}
