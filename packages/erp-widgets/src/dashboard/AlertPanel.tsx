import { Button, Card, EmptyState, Icon, Skeleton } from '@erp/ui';
import { useIntl } from 'react-intl';

import { formatServerDateTime } from '../shared/format';
import { alertMessages as m } from './alerts.messages';
import { alertSeverity, alertText, alertTitle } from './alertText';
import * as css from './dashboard.css';
import { alertActions, type AlertItem } from './dashboard.types';
import { defaultRenderLink, type RenderLink } from './MetricCards';

/** Props of {@link AlertPanel}. */
export type AlertPanelProps = {
  /** The user's open alerts, newest first (undefined while loading). */
  alerts?: readonly AlertItem[];
  /** How many open alerts there are in all (the list may hold only the newest). */
  total?: number;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  /** Dismisses one alert for this user. */
  onDismiss: (alert: AlertItem) => void;
  /** Dismisses every alert of the panel for this user. */
  onClearAll: () => void;
  /** A dismissal is under way: Clear all waits. */
  isClearing?: boolean;
  renderLink?: RenderLink;
};

/**
 * The alert centre's panel: each alert's kind, its data in a sentence, when it was raised, its action buttons
 * (links that also work pasted into a new tab) and a dismiss button; Clear all; loading, empty and failed states.
 */
export function AlertPanel({
  alerts,
  total,
  isLoading,
  isError,
  onRetry,
  onDismiss,
  onClearAll,
  isClearing,
  renderLink = defaultRenderLink,
}: AlertPanelProps) {
  const intl = useIntl();
  const count = total ?? alerts?.length ?? 0;
  const title = intl.formatMessage(m.title);
  const actions =
    alerts && alerts.length > 0 ? (
      <Button size="sm" variant="ghost" onPress={onClearAll} isPending={isClearing}>
        {intl.formatMessage(m.clearAll)}
      </Button>
    ) : null;

  let body;
  if (isError) {
    body = (
      <EmptyState
        icon={<Icon name="alert" />}
        title={intl.formatMessage(m.failed)}
        headingLevel={3}
        action={
          onRetry ? (
            <Button size="sm" onPress={onRetry}>
              {intl.formatMessage(m.retry)}
            </Button>
          ) : undefined
        }
      />
    );
  } else if (isLoading || !alerts) {
    body = (
      <div aria-busy="true">
        <span role="status" className={css.srOnly}>
          {intl.formatMessage(m.loading)}
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="text" height="3.5rem" />
        ))}
      </div>
    );
  } else if (alerts.length === 0) {
    body = (
      <EmptyState
        icon={<Icon name="check" />}
        title={intl.formatMessage(m.empty)}
        description={intl.formatMessage(m.emptyHint)}
        headingLevel={3}
      />
    );
  } else {
    body = (
      <>
        <p className={css.alertTime}>{intl.formatMessage(m.count, { count })}</p>
        <ul className={css.alertList}>
          {alerts.map((alert) => {
            const heading = alertTitle(intl, alert);
            return (
              <li
                key={alert.id}
                className={`${css.alertItem} ${css.severity[alertSeverity(alert.kind)]}`}
                data-alert={alert.kind}
              >
                <div>
                  <h3 className={css.alertTitle}>{heading}</h3>
                  <p className={css.alertText}>{alertText(intl, alert)}</p>
                  <time className={css.alertTime} dateTime={alert.created}>
                    {formatServerDateTime(intl, alert.created)}
                  </time>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  iconOnly
                  icon={<Icon name="close" />}
                  aria-label={intl.formatMessage(m.dismissNamed, { title: heading })}
                  onPress={() => onDismiss(alert)}
                />
                <div className={css.alertActions}>
                  {alertActions(alert).map((a) => (
                    <span key={a.kind}>
                      {renderLink({ href: a.href, className: css.actionLink, children: intl.formatMessage(m[a.kind]) })}
                    </span>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
        {count > alerts.length ? (
          <p className={css.alertTime}>{intl.formatMessage(m.more, { count: count - alerts.length })}</p>
        ) : null}
      </>
    );
  }
  return (
    <div id="alerts">
      <Card title={title} headingLevel={2} actions={actions}>
        {body}
      </Card>
    </div>
  );
}
