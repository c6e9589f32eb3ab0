import type { StatusTone } from '@erp/ui';
import type { UsersStatus } from '@erp/schema';
import type { IntlShape } from 'react-intl';

import { formatServerDate, fullName, localName } from '../../shared/format';
import { ACTIVITY_TONES } from '../../shared/list-screen/StatusChange';
import { userMessages as m } from './users.messages';
import type { User } from './users.types';

/** The badge tone of each user status. */
export const USER_STATUS_TONES: Record<UsersStatus | '', StatusTone> = ACTIVITY_TONES;

/** The user's name, or the e-mail when they have none. */
export const userName = (u: Pick<User, 'firstName' | 'lastName' | 'email'>): string =>
  fullName({ firstName: u.firstName ?? '', lastName: u.lastName ?? '' }) || u.email;

/** The role's name in the active language, or "Unknown role" when it cannot be shown. */
export const roleName = (intl: IntlShape, u: Pick<User, 'role'>): string =>
  u.role ? localName(intl.locale, u.role) : intl.formatMessage(m.unknownRole);

/** When the user last signed in, or "Never". */
export const lastLogin = (intl: IntlShape, u: Pick<User, 'lastLogin'>): string =>
  u.lastLogin ? formatServerDate(intl, u.lastLogin) : intl.formatMessage(m.never);
