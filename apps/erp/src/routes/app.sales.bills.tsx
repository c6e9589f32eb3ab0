import { ModulePage } from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/app/sales/bills')({ component: () => <ModulePage page="bills" /> });
