import { ModulePage } from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/app/admin/settings')({ component: () => <ModulePage page="settings" /> });
