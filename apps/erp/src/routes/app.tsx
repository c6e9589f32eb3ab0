import { toast } from '@erp/ui';
import { AlertBell, AppFrame } from '@erp/widgets';
import { Link, Outlet, createFileRoute, redirect, useNavigate, useRouterState } from '@tanstack/react-router';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

import { useAppLocale } from '../i18n/LocaleContext';
import { setReportingIntl } from '../lib/failures';
import { useNewerBuild } from '../lib/useNewerBuild';
import { useOpenAlerts } from '../queries/alerts';
import { displayFormats } from '../queries/settings';
import { routerLink } from './-components/DashboardPage';

// The authenticated app layout: signed-out users are sent to /auth.
export const Route = createFileRoute('/app')({
  beforeLoad: async ({ context, location }) => {
    if (!context.session.isLoggedIn) throw redirect({ to: '/auth', replace: true });
    // TanStack Query and the PocketBase SDK are loaded with the app, not with the sign-in page; loaders below
    // receive the query client, and `session.pb` is ready. A page renders once its module's strings are in.
    const [{ appQueryClient }] = await Promise.all([
      import('../lib/queryClient'),
      context.session.loadClient(),
      context.messages.ensurePath(location.pathname),
    ]);
    return { queryClient: appQueryClient() };
  },
  component: AppLayoutWithQuery,
});

function AppLayoutWithQuery() {
  const { queryClient } = Route.useRouteContext();
  // Failed queries and mutations are reported by the query client's caches, in the current language.
  setReportingIntl(useIntl());
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout />
    </QueryClientProvider>
  );
}

const NAV_ACTIVE = { exact: true, includeSearch: false } as const;

function AppLayout() {
  const { session } = Route.useRouteContext();
  const { locale, setLocale, setDisplayFormats } = useAppLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const updateAvailable = useNewerBuild();
  const user = session.user;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';
  // The bell on every screen: the open alerts, kept live.
  const alerts = useOpenAlerts(session.pb);
  // Every date on screen follows the company's date and time formats (Settings › General).
  const formats = useQuery(displayFormats(session.pb));
  useEffect(() => {
    if (formats.data) setDisplayFormats(formats.data);
  }, [formats.data, setDisplayFormats]);

  const signOut = () => {
    session.logout();
    queryClient.clear();
    toast.clear();
    void navigate({ to: '/auth', replace: true });
  };

  return (
    <AppFrame
      currentPath={pathname}
      permissions={session.permissions}
      user={{ name, email: user?.email }}
      locale={locale}
      onLocaleChange={(l) => void setLocale(l)}
      onSignOut={signOut}
      // The shell alone decides the current page (the longest matching route, see `pageForPath`). The router's own
      // marking would also flag every link whose path is a prefix of this one (Stock Overview on each stock page):
      // it is kept to the exact path, where it agrees with the shell.
      renderLink={(item, children, props) => (
        <Link to={item.href} activeOptions={NAV_ACTIVE} {...props}>
          {children}
        </Link>
      )}
      alertBell={<AlertBell count={alerts.data?.total} href="/app/dashboard#alerts" renderLink={routerLink} />}
      updateAvailable={updateAvailable}
      onReload={() => window.location.reload()}
    >
      <Outlet />
    </AppFrame>
  );
}
