import { createFileRoute, redirect } from '@tanstack/react-router';

// The index page has no layout: it sends signed-in users to the dashboard and others to sign in.
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: context.session.isLoggedIn ? '/app/dashboard' : '/auth', replace: true });
  },
});
