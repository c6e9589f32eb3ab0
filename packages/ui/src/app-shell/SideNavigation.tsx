import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';

import * as css from './AppShell.css';

/** One destination in the side navigation. */
export type NavItem = {
  /** Stable id; compared with `currentItemId`. */
  id: string;
  /** Visible label (already translated by the app). */
  label: string;
  /** Where the item leads. */
  href: string;
  /** Icon shown before the label, and alone when the navigation is collapsed (e.g. `<Icon name="file" />`). */
  icon?: ReactNode;
};

/** A titled group of navigation items (Sales, Stock, HR, …). */
export type NavSection = {
  /** Stable id. */
  id: string;
  /** Section heading (already translated by the app). */
  heading: string;
  items: readonly NavItem[];
};

/** Attributes the shell expects on every navigation link, whatever renders it. */
export type NavLinkProps = {
  className: string;
  'aria-current': 'page' | undefined;
};

/**
 * Renders one navigation link. The default is react-aria's `Link` with `href`; an app passes its router's
 * Link here, spreading `props` onto it, so this package never depends on a router.
 */
export type RenderNavLink = (item: NavItem, children: ReactNode, props: NavLinkProps) => ReactNode;

export const defaultRenderLink: RenderNavLink = (item, children, props) => (
  <Link href={item.href} className={props.className} aria-current={props['aria-current']}>
    {children}
  </Link>
);

type SideNavigationListProps = {
  sections: readonly NavSection[];
  currentItemId: string | undefined;
  collapsed: boolean;
  renderLink: RenderNavLink;
};

/** The sections and links, shared by the inline side navigation and the narrow-screen drawer. */
export function SideNavigationList({ sections, currentItemId, collapsed, renderLink }: SideNavigationListProps) {
  const idPrefix = useId();
  return (
    <>
      {sections.map((section) => {
        const headingId = `${idPrefix}-${section.id}`;
        return (
          <section key={section.id} className={css.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={collapsed ? css.collapsedHeading : css.sectionHeading}>
              {section.heading}
            </h2>
            <ul className={css.list}>
              {section.items.map((item) => {
                const current = item.id === currentItemId;
                const content = (
                  <>
                    <span className={item.icon ? css.navIcon : `${css.navIcon} ${css.navMonogram}`} aria-hidden>
                      {item.icon ?? monogram(item.label)}
                    </span>
                    {/* The title shows the whole label when it is cut; the link's name is the text itself. */}
                    <span
                      className={collapsed ? css.visuallyHidden : css.navLabel}
                      title={collapsed ? undefined : item.label}
                    >
                      {item.label}
                    </span>
                  </>
                );
                return (
                  <li key={item.id}>
                    {renderLink(item, content, {
                      className: css.navLink,
                      'aria-current': current ? 'page' : undefined,
                    })}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}

// First letter of the label, so an item without an icon still has something to show when collapsed.
function monogram(label: string): string {
  return Array.from(label.trim())[0] ?? '';
}
