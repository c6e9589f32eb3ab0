import type { StatusTone } from '@erp/ui';

import type { ClientsStatus } from '@erp/schema';

/** Badge colour of each client status; the label carries the meaning too. */
export const CLIENT_STATUS_TONES: Record<ClientsStatus | '', StatusTone> = {
  active: 'success',
  lead: 'info',
  inactive: 'neutral',
  '': 'neutral',
};
