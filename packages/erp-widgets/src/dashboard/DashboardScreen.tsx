import { Button, EmptyState, Icon, PageHeader } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { navigationMessages } from '../shared/navigation.messages';
import { AlertPanel, type AlertPanelProps } from './AlertPanel';
import { CardCustomiser } from './CardCustomiser';
import * as css from './dashboard.css';
import { dashboardMessages as m } from './dashboard.messages';
import type { DashboardChoice } from './dashboard.types';
import type { DashboardData } from './dashboard.types.data';
import { MetricCards, type RenderLink } from './MetricCards';

/** Props of {@link DashboardScreen}. */
export type DashboardScreenProps = {
  /** The signed-in user's first name (or display name) for the greeting. */
  userName: string;
  /** Today's date, passed in so stories and tests are stable. */
  today: Date;
  /** The server's figures and the user's choices (undefined while loading). */
  dashboard?: DashboardData;
  isLoading?: boolean;
  isError?: boolean;
  /** Saves the customiser's choice; rejects with the server's refusal. */
  onSaveChoice: (choice: DashboardChoice) => Promise<void>;
  /** The alert panel. */
  alerts: Omit<AlertPanelProps, 'renderLink'>;
  renderLink?: RenderLink;
};

/**
 * The dashboard (spec part 1 §2): a welcome line, the user's metric cards (at most 3, chosen in the customiser)
 * with yesterday's figures, and the alert centre's panel.
 */
export function DashboardScreen({
  userName,
  today,
  dashboard,
  isLoading,
  isError,
  onSaveChoice,
  alerts,
  renderLink,
}: DashboardScreenProps) {
  const intl = useIntl();
  const [customising, setCustomising] = useState(false);
  const cards = dashboard ? (dashboard.cards.length ? dashboard.cards : dashboard.selectedCards) : [];
  const loadingKinds = isLoading && !dashboard;
  return (
    <div className={css.page}>
      <PageHeader
        title={intl.formatMessage(navigationMessages.dashboard)}
        description={`${intl.formatMessage(m.welcome, { name: userName })} ${intl.formatMessage(m.today, {
          // The company's day (its time zone, as the cards count it); the browser's until the figures arrive.
          date: intl.formatDate(today, { dateStyle: 'full', timeZone: dashboard?.timezone || undefined }),
        })}`}
      />
      <section aria-labelledby="dashboard-cards">
        <div className={css.sectionHeader}>
          <h2 id="dashboard-cards" className={css.sectionTitle}>
            {intl.formatMessage(m.cardsHeading)}
          </h2>
          {dashboard && (dashboard.allowedCards.length > 0 || dashboard.canSubscribe || dashboard.canConfigure) ? (
            <Button size="sm" icon={<Icon name="settings" />} onPress={() => setCustomising(true)}>
              {intl.formatMessage(m.customise)}
            </Button>
          ) : null}
        </div>
        {isError && !dashboard ? (
          <EmptyState icon={<Icon name="alert" />} title={intl.formatMessage(m.cardsFailed)} headingLevel={3} />
        ) : loadingKinds ? (
          <MetricCards cards={['daily-invoices', 'daily-expenses', 'daily-balance']} date="" isLoading />
        ) : (
          <MetricCards
            cards={isError && dashboard ? dashboard.selectedCards : cards}
            date={dashboard?.date ?? ''}
            isError={isError}
            noneAllowed={dashboard ? dashboard.allowedCards.length === 0 : false}
            renderLink={renderLink}
          />
        )}
      </section>
      <AlertPanel {...alerts} renderLink={renderLink} />
      {customising && dashboard ? (
        <CardCustomiser
          allowedCards={dashboard.allowedCards}
          selectedCards={dashboard.selectedCards}
          alertKinds={dashboard.alertKinds}
          subscribedAlertKinds={dashboard.subscribedAlertKinds}
          canSubscribe={dashboard.canSubscribe}
          thresholds={dashboard.thresholds}
          canConfigure={dashboard.canConfigure}
          onSave={async (choice) => {
            await onSaveChoice(choice);
            setCustomising(false);
          }}
          onClose={() => setCustomising(false)}
        />
      ) : null}
    </div>
  );
}
