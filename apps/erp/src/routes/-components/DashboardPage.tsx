import { DashboardScreen, type DashboardChoice } from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';

import { useClearAlerts, useDismissAlert, useOpenAlerts } from '../../queries/alerts';
import { dashboardQuery, useDashboardLive, useSaveDashboardChoice } from '../../queries/dashboard';

/** A widget's link (path and query string) as a router link, so it opens without a reload and pastes as is. */
export function routerLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const url = new URL(href, 'http://app.local');
  // Numbers stay numbers, so the router writes `new=1`, not `new="1"`, and the link reads as the widget wrote it.
  const search = Object.fromEntries(
    [...url.searchParams].map(([k, v]) => [k, v !== '' && String(Number(v)) === v ? Number(v) : v] as const),
  );
  return (
    <Link to={url.pathname} search={search as never} hash={url.hash.slice(1) || undefined} className={className}>
      {children}
    </Link>
  );
}

/** /app and /app/dashboard: the user's cards, live, and the alert centre. */
export function DashboardPage() {
  const { session } = useRouteContext({ from: '/app' });
  const pb = session.pb;
  const [today] = useState(() => new Date());
  const user = session.user;
  const dashboard = useQuery(dashboardQuery(pb));
  useDashboardLive(pb);
  const alerts = useOpenAlerts(pb);
  const save = useSaveDashboardChoice(pb);
  const dismiss = useDismissAlert(pb);
  const clearAll = useClearAlerts(pb);
  return (
    <DashboardScreen
      userName={user?.firstName || user?.email || ''}
      today={today}
      dashboard={dashboard.data}
      isLoading={dashboard.isPending}
      isError={dashboard.isError}
      onSaveChoice={async (choice: DashboardChoice) => {
        await save(choice);
      }}
      alerts={{
        alerts: alerts.data?.items,
        total: alerts.data?.total,
        isLoading: alerts.isPending,
        isError: alerts.isError,
        onRetry: () => void alerts.refetch(),
        onDismiss: (alert) => void dismiss(alert).catch(() => undefined),
        onClearAll: () => void clearAll().catch(() => undefined),
        isClearing: clearAll.isPending,
      }}
      renderLink={routerLink}
    />
  );
}
