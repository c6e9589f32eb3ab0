import { ModulePage } from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/app/reports/saved')({ component: () => <ModulePage page="savedReports" /> });
