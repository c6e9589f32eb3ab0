import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router';

import { safeRedirect } from '../lib/sessionExpiry';
import type { RouterContext } from '../router';

/** Paths a signed-out user may see; every other path sends them to /auth. */
const PUBLIC_PATHS = ['/auth', '/auth/forgot-password', '/auth/reset-password'];

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => {
    const path = location.pathname.replace(/\/+$/, '') || '/';
    if (context.session.isLoggedIn || PUBLIC_PATHS.includes(path)) return;
    // A session that expired returns to its page after signing in again; a plain visit goes to /app.
    const back = context.session.error === 'expired' ? safeRedirect(location.href) : undefined;
    throw redirect({ to: '/auth', search: { redirect: back }, replace: true });
  },
  component: Outlet,
});
