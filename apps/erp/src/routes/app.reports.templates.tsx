import { ModulePage } from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/app/reports/templates')({
  component: () => <ModulePage page="reportTemplates" />,
});
