import { ModulePage } from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/app/crm/clients')({ component: () => <ModulePage page="clients" /> });
