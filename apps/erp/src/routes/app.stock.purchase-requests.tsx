import { ModulePage } from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/app/stock/purchase-requests')({
  component: () => <ModulePage page="purchaseRequests" />,
});
