import { DashboardScreen } from '@erp/widgets';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';

export function DashboardPage() {
  const { session } = useRouteContext({ from: '/app' });
  const [today] = useState(() => new Date());
  const user = session.user;
  return <DashboardScreen userName={user?.firstName || user?.email || ''} today={today} />;
}
