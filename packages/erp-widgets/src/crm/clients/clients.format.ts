import type { StatusTone } from '@erp/ui';
import type { IntlShape } from 'react-intl';

import { crmMessages as m } from '../crm.messages';
import type { ClientStatus, ClientType } from './clients.types';

export function clientTypeLabel(intl: IntlShape, type: ClientType | ''): string {
  if (type === 'business') return intl.formatMessage(m.typeBusiness);
  if (type === 'individual') return intl.formatMessage(m.typeIndividual);
  return '';
}

export function clientStatusLabel(intl: IntlShape, status: ClientStatus | ''): string {
  if (status === 'active') return intl.formatMessage(m.statusActive);
  if (status === 'inactive') return intl.formatMessage(m.statusInactive);
  if (status === 'lead') return intl.formatMessage(m.statusLead);
  return '';
}

/** Badge colour of a client status; the label carries the meaning too. */
export function clientStatusTone(status: ClientStatus | ''): StatusTone {
  if (status === 'active') return 'success';
  if (status === 'lead') return 'info';
  return 'neutral';
}
