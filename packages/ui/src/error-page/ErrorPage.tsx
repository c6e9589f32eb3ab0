import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';

import { Button } from '../button/Button';
import { button } from '../button/Button.css';
import { Icon } from '../icon/Icon';
import * as css from './ErrorPage.css';
import { errorPageMessages as m } from './ErrorPage.messages';

/** Props of {@link ErrorPage}. */
export type ErrorPageProps = {
  /** HTTP-like status: 404 shows "Page Not Found", anything else "Internal Server Error". */
  status: number;
  /** The error's own status message; shown instead of the generic explanation when given. */
  message?: string;
  /** Where "Back to dashboard" leads (a link). Takes precedence over `onHome`. */
  homeHref?: string;
  /** Called by the "Back to dashboard" button when there is no `homeHref`. Without either, no action shows. */
  onHome?: () => void;
};

/**
 * The page shown for a missing route or a failed load, titled per the specification.
 *
 * @selector [data-status="404" | "500" | …] on the root
 */
export function ErrorPage({ status, message, homeHref, onHome }: ErrorPageProps) {
  const intl = useIntl();
  const titleId = useId();
  const notFound = status === 404;
  const title = intl.formatMessage(notFound ? m.notFoundTitle : m.serverErrorTitle);
  const explanation =
    message?.trim() || intl.formatMessage(notFound ? m.notFoundDescription : m.serverErrorDescription);
  const home = intl.formatMessage(m.home);
  return (
    <section className={css.root} data-status={status} aria-labelledby={titleId}>
      <p className={css.code} aria-hidden>
        {intl.formatNumber(status, { useGrouping: false })}
      </p>
      <p className={css.status}>{intl.formatMessage(m.status, { status })}</p>
      <h1 id={titleId} className={css.title}>
        {title}
      </h1>
      {/* The server's message may be in either language: let its own text set its direction. */}
      <p className={css.message} dir={message?.trim() ? 'auto' : undefined}>
        {explanation}
      </p>
      {homeHref ? (
        <Link href={homeHref} className={`${button({ variant: 'primary' })} ${css.action}`}>
          <Icon name="arrow-start" />
          {home}
        </Link>
      ) : onHome ? (
        <Button variant="primary" className={css.action} icon={<Icon name="arrow-start" />} onPress={onHome}>
          {home}
        </Button>
      ) : null}
    </section>
  );
}
