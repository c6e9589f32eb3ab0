import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Breadcrumb, Breadcrumbs, Link } from 'react-aria-components';

import { Icon } from '../icon/Icon';
import * as css from './PageHeader.css';
import { pageHeaderMessages as m } from './PageHeader.messages';

/** One step of the breadcrumb trail. */
export type BreadcrumbItem = {
  /** Stable id. */
  id: string;
  /** Visible label (already translated). */
  label: string;
  /** Where it leads; the last item is the current page and is not a link. */
  href?: string;
};

/** Props of {@link PageHeader}. */
export type PageHeaderProps = {
  /** The page title, rendered as the page's `<h1>`. */
  title: string;
  /** A sentence under the title. */
  description?: ReactNode;
  /** The trail from the section to this page; separators are chevrons that mirror in RTL. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The page's primary action(s), at the inline end (e.g. an "Add invoice" Button). */
  actions?: ReactNode;
};

/**
 * Title block of a page: breadcrumbs, the `<h1>`, a description and the primary action slot. Breadcrumb
 * links use react-aria's Link, so an app's RouterProvider handles client-side navigation.
 */
export function PageHeader({ title, description, breadcrumbs, actions }: PageHeaderProps) {
  const intl = useIntl();
  return (
    <header className={css.root}>
      <div className={css.text}>
        {breadcrumbs && breadcrumbs.length > 0 ? (
          <nav aria-label={intl.formatMessage(m.breadcrumbs)}>
            <Breadcrumbs className={css.breadcrumbs} items={breadcrumbs}>
              {(item) => (
                <Breadcrumb className={css.crumb} id={item.id}>
                  {({ isCurrent }) => (
                    <>
                      <Link className={css.crumbLink} href={isCurrent ? undefined : item.href}>
                        {item.label}
                      </Link>
                      {isCurrent ? null : <Icon name="chevron-end" className={css.separator} />}
                    </>
                  )}
                </Breadcrumb>
              )}
            </Breadcrumbs>
          </nav>
        ) : null}
        <h1 className={css.title}>{title}</h1>
        {description ? <p className={css.description}>{description}</p> : null}
      </div>
      {actions ? <div className={css.actions}>{actions}</div> : null}
    </header>
  );
}
