import {
  enumLabel,
  employeeName,
  OvertimeScreen,
  overtimeMessages as m,
  overtimeNamedMessages as mn,
  type OvertimeDecision,
  type OvertimeFormValues,
  type OvertimeRecord,
} from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useRecordAction, useSaveRecord } from '../lib/useRecordMutation';
import { employeeChoicesQuery, ownEmployeeQuery, searchEmployees } from '../queries/hrEmployees';
import { overtimeBody, overtimeList } from '../queries/overtime';

export const Route = createFileRoute('/app/hr/overtime')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['employee', 'type', 'status']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, overtimeList, deps.search),
  component: OvertimeRoute,
});

const TARGET = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' } as const;

function OvertimeRoute() {
  const intl = useIntl();
  const { screen, session, today } = useListRoute(overtimeList, 'overtime');
  const pb = session.pb;
  const search = Route.useSearch() as { view?: string };
  const canApprove = session.can('approve:overtime');
  const own = useQuery(ownEmployeeQuery(pb, session.user?.id ?? '', intl.locale));
  const employees = useQuery(employeeChoicesQuery(pb, intl.locale, canApprove && session.can('view:employees')));
  const name = (r: OvertimeRecord) => employeeName(intl.locale, r.expand?.employee);
  const save = useSaveRecord<OvertimeRecord, ReturnType<typeof overtimeBody>>(pb, 'overtime_records', {
    done: (i, r) => i.formatMessage(mn.created, { name: own.data?.name ?? r.employee }),
    failure: m.saveFailed,
  });
  const decide = useRecordAction<OvertimeRecord, OvertimeDecision>(pb, 'overtime_records', (d) => d.action, {
    request: (d) => ({
      body: d.action === 'approve' ? { comments: d.comments } : d.action === 'reject' ? { reason: d.reason } : {},
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
    done: (i, r, d) =>
      i.formatMessage(mn.decided, {
        name: name(r),
        status: enumLabel(i, 'overtime_records', 'status', TARGET[d.action]),
      }),
    failure: m.statusFailed,
  });
  const onDelete = useDeleteRecord<OvertimeRecord>(pb, 'overtime_records', {
    done: (i, r) => i.formatMessage(mn.deleted, { name: name(r) }),
    failure: m.statusFailed,
    failureMessage: mn.deleteFailed,
  });
  const searchFn = useCallback(
    (q: string, signal: AbortSignal) => searchEmployees(pb, q, intl.locale, signal),
    [pb, intl.locale],
  );
  return (
    <OvertimeScreen
      {...screen}
      canApprove={canApprove}
      ownEmployee={own.data ?? null}
      employees={employees.data ?? []}
      searchEmployees={searchFn}
      viewerId={search.view}
      today={today}
      onRequest={(values: OvertimeFormValues) => save(overtimeBody(values), null)}
      onDecide={decide}
      onDelete={onDelete}
    />
  );
}
