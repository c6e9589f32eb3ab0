import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router';

import type { RouterContext } from '../router';

/** Paths a signed-out user may see; every other path sends them to /auth. */
const PUBLIC_PATHS = ['/auth', '/auth/forgot-password'];

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => {
    const path = location.pathname.replace(/\/+$/, '') || '/';
    if (!context.session.isLoggedIn && !PUBLIC_PATHS.includes(path)) throw redirect({ to: '/auth', replace: true });
  },
  component: Outlet,
});
