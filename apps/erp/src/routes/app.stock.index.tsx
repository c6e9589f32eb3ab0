import { StockOverviewScreen } from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate, useRouteContext } from '@tanstack/react-router';

import { useRealtimeInvalidation } from '../lib/realtime';
import { stockOverview } from '../queries/stockOverview';

export const Route = createFileRoute('/app/stock/')({ component: StockOverviewRoute });

function StockOverviewRoute() {
  const { session } = useRouteContext({ from: '/app' });
  const navigate = useNavigate();
  const overview = useQuery(stockOverview(session.pb));
  // Stock that moves elsewhere refreshes the figures.
  useRealtimeInvalidation(session.pb, 'inventory_items', ['inventory_items']);
  return (
    <StockOverviewScreen
      overview={overview.data ?? null}
      error={overview.isError}
      onRetry={() => void overview.refetch()}
      onNavigate={(href) => void navigate({ href })}
    />
  );
}
