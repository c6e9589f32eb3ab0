import { useId } from 'react';
import { useIntl } from 'react-intl';

import { button } from '../button/Button.css';
import { Icon } from '../icon/Icon';
import * as css from './ErrorPage.css';
import { errorPageMessages as m } from './ErrorPage.messages';
import { PlainButton } from '../plain/PlainButton';
import { usePlainStates } from '../plain/usePlainStates';

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
        <HomeLink href={homeHref}>{home}</HomeLink>
      ) : onHome ? (
        <PlainButton variant="primary" className={css.action} icon={<Icon name="arrow-start" />} onPress={onHome}>
          {home}
        </PlainButton>
      ) : null}
    </section>
  );
}

/** The way home, a link drawn as the primary button (native elements: the error page loads no react-aria). */
function HomeLink({ href, children }: { href: string; children: string }) {
  const { handlers, data } = usePlainStates();
  return (
    <a href={href} className={`${button({ variant: 'primary' })} ${css.action}`} {...handlers} {...data}>
      <Icon name="arrow-start" />
      {children}
    </a>
  );
}
