import { PageHeader } from '@erp/ui';
import { useIntl } from 'react-intl';

import { navigationMessages } from '../shared/navigation.messages';
import { dashboardMessages as m } from './DashboardScreen.messages';

/** Props of {@link DashboardScreen}. */
export type DashboardScreenProps = {
  /** The signed-in user's first name (or display name) for the greeting. */
  userName: string;
  /** Today's date (ISO or Date), passed in so stories and tests are stable. */
  today: Date;
};

/** The dashboard (spec part 1 §2): a welcome line for the signed-in user. */
export function DashboardScreen({ userName, today }: DashboardScreenProps) {
  const intl = useIntl();
  return (
    <PageHeader
      title={intl.formatMessage(navigationMessages.dashboard)}
      description={`${intl.formatMessage(m.welcome, { name: userName })} ${intl.formatMessage(m.today, {
        date: intl.formatDate(today, { dateStyle: 'full' }),
      })}`}
    />
  );
}
