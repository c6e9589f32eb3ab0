import { ModulePage } from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/app/hr/overtime')({ component: () => <ModulePage page="overtime" /> });
