import { ModulePage } from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/app/admin/users')({ component: () => <ModulePage page="users" /> });
