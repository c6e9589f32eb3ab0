import { ModulePage } from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/app/admin/roles')({ component: () => <ModulePage page="roles" /> });
