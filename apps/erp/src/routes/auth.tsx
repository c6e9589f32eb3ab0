import { Outlet, createFileRoute } from '@tanstack/react-router';

// The auth layout: the pages draw their own centred card (AuthLayout), outside the app shell.
export const Route = createFileRoute('/auth')({ component: Outlet });
