import { ModulePage } from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/app/hr/payroll')({ component: () => <ModulePage page="payroll" /> });
