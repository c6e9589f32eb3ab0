import type { StatusTone } from '@erp/ui';
import type { IntlShape } from 'react-intl';

import { enumLabel } from '../../shared/enums';
import type { ClientStatus, ClientType } from './clients.types';

export const clientTypeLabel = (intl: IntlShape, type: ClientType | '') => enumLabel(intl, 'clients', 'type', type);

export const clientStatusLabel = (intl: IntlShape, status: ClientStatus | '') =>
  enumLabel(intl, 'clients', 'status', status);

/** Badge colour of a client status; the label carries the meaning too. */
export function clientStatusTone(status: ClientStatus | ''): StatusTone {
  if (status === 'active') return 'success';
  if (status === 'lead') return 'info';
  return 'neutral';
}
