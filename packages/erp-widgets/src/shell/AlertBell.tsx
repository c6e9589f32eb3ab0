import { Icon } from '@erp/ui';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import * as css from './AlertBell.css';

const m = defineMessages<{
  label: { count: number };
  overflow: { count: string };
}>({
  overflow: {
    id: 'widgets.appFrame.alertBell.overflow',
    defaultMessage: '{count}+',
    description: 'Badge of the alert bell above 99 open alerts ("99+")',
  },
  label: {
    id: 'widgets.appFrame.alertBell.label',
    defaultMessage: '{count, plural, =0 {Alerts, none unread} one {Alerts, # unread} other {Alerts, # unread}}',
    description: 'Accessible name of the alert bell in the top bar, with the number of open alerts',
  },
});

/** Props of {@link AlertBell}. */
export type AlertBellProps = {
  /** Open alerts the user has not dismissed (undefined while unknown: no badge). */
  count?: number;
  /** Where the bell leads: the dashboard's alert panel. */
  href: string;
  /** Renders the link (the router's Link); a plain anchor by default. */
  renderLink?: (props: { href: string; className: string; children: ReactNode }) => ReactNode;
};

/** The top bar's alert bell: a link to the alert panel with the number of open alerts as a badge (99+ above 99). */
export function AlertBell({ count, href, renderLink }: AlertBellProps) {
  const intl = useIntl();
  const label = intl.formatMessage(m.label, { count: count ?? 0 });
  const children = (
    <>
      <Icon name="alert" />
      <span className={css.srOnly}>{label}</span>
      {count ? (
        <span className={css.badge} aria-hidden data-count={count}>
          {count > 99 ? intl.formatMessage(m.overflow, { count: intl.formatNumber(99) }) : intl.formatNumber(count)}
        </span>
      ) : null}
    </>
  );
  const props = { href, className: css.bell, children };
  return renderLink ? (
    renderLink(props)
  ) : (
    <a href={href} className={css.bell}>
      {children}
    </a>
  );
}
