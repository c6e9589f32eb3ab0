import {
  enumLabel,
  PAYROLL_ACTION_TARGETS,
  PayrollScreen,
  payrollMessages as m,
  payrollNamedMessages as mn,
  type PayrollAction,
  type PayrollEdit,
  type PayrollRecord,
} from '@erp/widgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { looseListSearch } from '../lib/listSearch';
import { collectionKeys, preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useRecordAction, useRecordMutation, useSaveRecord } from '../lib/useRecordMutation';
import {
  downloadPayslip,
  payrollBody,
  payrollList,
  payrollRefusalText,
  recentPeriods,
  runEmployees,
} from '../queries/payroll';

// `?view=<id>` opens a payroll record in the manager.
export const Route = createFileRoute('/app/hr/payroll')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['status', 'period']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, payrollList, deps.search),
  component: PayrollRoute,
});

function PayrollRoute() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { screen, session, today } = useListRoute(payrollList, 'payroll');
  const pb = session.pb;
  const refusalText = payrollRefusalText;

  const save = useSaveRecord<PayrollRecord, ReturnType<typeof payrollBody>>(pb, 'payroll_records', {
    done: (i) => i.formatMessage(m.saved),
    failure: m.saveFailed,
    refusalText,
  });
  const onAction = useRecordAction<PayrollRecord, PayrollAction>(pb, 'payroll_records', (action) => action, {
    // Paying marks the included overtime records paid.
    invalidates: ['overtime_records'],
    request: () => ({ headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    done: (i, _r, action) =>
      i.formatMessage(mn.statusChanged, {
        status: enumLabel(i, 'payroll_records', 'status', PAYROLL_ACTION_TARGETS[action]),
      }),
    failure: m.statusFailed,
    refusalText,
  });
  const onDelete = useDeleteRecord<PayrollRecord>(pb, 'payroll_records', {
    done: (i) => i.formatMessage(m.saved),
    failure: m.deleteFailed,
    refusalText,
  });
  const run = useRecordMutation({
    pb,
    mutationFn: (client, { period, employees }: { period: string; employees: string[] }) =>
      client.send<{ created: number; skipped: number }>('/api/erp/payroll/run', {
        method: 'POST',
        body: { period, employees },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    invalidates: ['payroll_records'],
    success: (i, res) => i.formatMessage(mn.runDone, { created: res.created, skipped: res.skipped }),
    failure: m.runFailed,
    refusalText,
  });
  const payslip = useMutation({
    mutationFn: (r: PayrollRecord) => downloadPayslip(pb, r, intl.locale),
    meta: { failure: m.viewFailed, refusalText },
  });
  const loadRunEmployees = useCallback((period: string) => runEmployees(pb, period, intl.locale), [pb, intl.locale]);
  return (
    <PayrollScreen
      {...screen}
      canProcess={session.can('process:payroll')}
      periods={recentPeriods(today)}
      defaultPeriod={today.slice(0, 7)}
      loadRunEmployees={loadRunEmployees}
      onRun={async (period, employees) => {
        await run({ period, employees });
        await queryClient.invalidateQueries({ queryKey: collectionKeys('payroll_records').all });
      }}
      onSave={(edit: PayrollEdit, r) => save(payrollBody(edit), r)}
      onAction={onAction}
      onDelete={onDelete}
      onPayslip={(r) => void payslip.mutateAsync(r).catch(() => undefined)}
    />
  );
}
