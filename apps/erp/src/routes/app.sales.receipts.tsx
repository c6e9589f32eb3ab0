import { ModulePage } from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/app/sales/receipts')({ component: () => <ModulePage page="receipts" /> });
