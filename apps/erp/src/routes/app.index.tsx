import { createFileRoute } from '@tanstack/react-router';

import { DashboardPage } from './-components/DashboardPage';

// /app and /app/dashboard both show the dashboard.
export const Route = createFileRoute('/app/')({ component: DashboardPage });
