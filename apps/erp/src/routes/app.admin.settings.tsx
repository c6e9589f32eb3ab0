import {
  nestSettings,
  SETTINGS_TABS,
  SettingsScreen,
  settingsMessages as m,
  type SettingsTab,
  type SettingsValues,
  type TaxBracket,
} from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { useRealtimeInvalidation } from '../lib/realtime';
import { useCompanyToday } from '../lib/useCompanyToday';
import { useRecordMutation } from '../lib/useRecordMutation';
import { appSettings, payrollVersions, settingsKeys } from '../queries/settings';

export const Route = createFileRoute('/app/admin/settings')({
  validateSearch: (input: Record<string, unknown>): { tab?: SettingsTab } =>
    SETTINGS_TABS.includes(input.tab as SettingsTab) ? { tab: input.tab as SettingsTab } : {},
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(appSettings(context.session.pb)).catch(() => undefined),
      context.queryClient.ensureQueryData(payrollVersions(context.session.pb)).catch(() => undefined),
    ]),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { session } = Route.useRouteContext();
  const { tab = 'general' } = Route.useSearch();
  const navigate = useNavigate();
  const pb = session.pb;
  const settings = useQuery(appSettings(pb));
  const versions = useQuery(payrollVersions(pb));
  const today = useCompanyToday();
  useRealtimeInvalidation(pb, 'app_settings', settingsKeys.all);

  const save = useRecordMutation({
    pb,
    mutationFn: (client, patch: SettingsValues) => {
      const current = settings.data as unknown as Record<string, unknown>;
      return client.collection('app_settings').update(settings.data!.id, nestSettings(patch, current));
    },
    invalidates: ['app_settings'],
    success: (i) => i.formatMessage(m.saved),
    failure: m.saveFailed,
  });
  const saveVersion = useRecordMutation({
    pb,
    mutationFn: (client, v: SettingsValues & { brackets: TaxBracket[] }) =>
      client
        .collection('payroll_parameters')
        .create({ ...v, effectiveFrom: `${String(v.effectiveFrom)} 00:00:00.000Z` }),
    invalidates: ['payroll_parameters'],
    success: (i) => i.formatMessage(m.versionSaved),
    failure: m.saveFailed,
  });

  const general = session.can('edit:general-settings');
  return (
    <SettingsScreen
      settings={settings.data}
      payrollVersions={versions.data ?? []}
      error={settings.isError ? settings.error.message || true : null}
      onRetry={() => void settings.refetch()}
      rights={{
        general: general || session.can('edit:company-settings'),
        payroll: general,
        vat: session.can('edit:vat-settings'),
        invoice: session.can('edit:invoice-settings'),
      }}
      tab={tab}
      onTabChange={(next) => void navigate({ to: '.', search: { tab: next === 'general' ? undefined : next } })}
      onSaveSettings={save}
      onSavePayrollVersion={saveVersion}
      today={today}
    />
  );
}
