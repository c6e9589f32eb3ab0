import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';

import { displayFormats } from '../queries/settings';
import { todayIso } from './today';

/**
 * The company's day (Settings › General › time zone), which the server's "today" also is: the lists' date filters
 * (overdue, due this week) and the screens' default dates follow it, whatever the browser's time zone. Until the
 * settings are read, the browser's day.
 */
export function useCompanyToday(): string {
  const { session } = useRouteContext({ from: '/app' });
  const formats = useQuery(displayFormats(session.pb));
  return todayIso(new Date(), formats.data?.timezone);
}
