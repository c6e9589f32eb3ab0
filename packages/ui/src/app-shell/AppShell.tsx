import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';

import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';
import * as css from './AppShell.css';
import { appShellMessages as m } from './AppShell.messages';
import { defaultRenderLink, SideNavigationList, type NavSection, type RenderNavLink } from './SideNavigation';
import { useThemePortal } from './useThemePortal';
import { UserMenu, type ShellUser } from './UserMenu';

/** Props of {@link AppShell}. */
export type AppShellProps = {
  /**
   * The product mark or name, shown at the top of the navigation (and in the top bar on narrow screens). Text too
   * long for the column is cut with an ellipsis (a string brand, or the text directly inside a node's outer element);
   * a string brand then shows in full as a tooltip (give a node its own `title`).
   */
  brand: ReactNode;
  /** Navigation sections, in order. */
  navigation: readonly NavSection[];
  /** Id of the item for the current page; that link gets `aria-current="page"`. */
  currentItemId?: string;
  /**
   * Renders each navigation link (plug in the router's Link here and spread the given props onto it).
   * @default react-aria's Link with the item's href
   */
  renderLink?: RenderNavLink;
  /** Collapsed (icons-only) navigation, controlled. */
  collapsed?: boolean;
  /**
   * Collapsed state when uncontrolled.
   * @default false
   */
  defaultCollapsed?: boolean;
  /** Called when the collapse toggle is pressed, with the new state (persist it if you like). */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Slot in the top bar for the language control (usually a `LanguageSwitcher`). */
  languageControl?: ReactNode;
  /** Extra top-bar content placed before the language control (alerts bell, search, …). */
  topBarContent?: ReactNode;
  /** The signed-in user; without it the user menu is not shown. */
  user?: ShellUser;
  /** Called by the user menu's "Sign out" item. */
  onSignOut?: () => void;
  /** The page. */
  children: ReactNode;
};

/**
 * The authenticated layout: side navigation at the inline start (on the right in Arabic) that collapses to
 * icons, a top bar (brand, language control, user menu), a skip link and the `<main>` landmark. When the
 * shell is narrower than 48rem the navigation becomes a modal drawer opened from the top bar.
 *
 * @selector [data-collapsed] on the root and the `<nav>` when the navigation shows icons only
 */
export function AppShell({
  brand,
  navigation,
  currentItemId,
  renderLink = defaultRenderLink,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  languageControl,
  topBarContent,
  user,
  onSignOut,
  children,
}: AppShellProps) {
  const intl = useIntl();
  const mainId = useId();
  const [collapsedState, setCollapsedState] = useState(defaultCollapsed);
  const collapsed = collapsedProp ?? collapsedState;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { findScope, container: portalContainer } = useThemePortal();

  // A navigation (the current item changes) closes the drawer, whichever router rendered the links.
  const [seenItemId, setSeenItemId] = useState(currentItemId);
  if (seenItemId !== currentItemId) {
    setSeenItemId(currentItemId);
    setDrawerOpen(false);
  }

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsedState(next);
    onCollapsedChange?.(next);
  };
  // Following a link inside the drawer closes it even when the page does not change (same item).
  const closeOnLinkClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setDrawerOpen(false);
  };
  const navLabel = intl.formatMessage(m.navigation);
  const brandSlot = (
    <span className={css.brandSlot}>{typeof brand === 'string' ? <span title={brand}>{brand}</span> : brand}</span>
  );

  return (
    <div ref={findScope} className={css.root} data-collapsed={collapsed || undefined}>
      <a href={`#${mainId}`} className={css.skipLink}>
        {intl.formatMessage(m.skipToContent)}
      </a>
      <div className={css.shell}>
        <nav className={css.sidebar} aria-label={navLabel} data-collapsed={collapsed || undefined}>
          <div className={css.sidebarBrand}>{brandSlot}</div>
          <div className={css.navScroll}>
            <SideNavigationList
              sections={navigation}
              currentItemId={currentItemId}
              collapsed={collapsed}
              renderLink={renderLink}
            />
          </div>
          <div className={css.sidebarFooter}>
            <Button
              variant="ghost"
              iconOnly
              icon={<Icon name={collapsed ? 'chevron-end' : 'chevron-start'} />}
              aria-label={intl.formatMessage(collapsed ? m.expandNavigation : m.collapseNavigation)}
              aria-expanded={!collapsed}
              onPress={toggleCollapsed}
            />
          </div>
        </nav>

        <header className={css.topBar}>
          <Button
            className={css.drawerButton}
            variant="ghost"
            iconOnly
            icon={<Icon name="menu" />}
            aria-label={intl.formatMessage(m.openNavigation)}
            aria-expanded={drawerOpen}
            onPress={() => setDrawerOpen(true)}
          />
          <div className={css.topBrand}>{brandSlot}</div>
          <div className={css.topBarEnd}>
            {topBarContent}
            {languageControl}
            {user ? <UserMenu user={user} onSignOut={() => onSignOut?.()} /> : null}
          </div>
        </header>

        <main id={mainId} className={css.main} tabIndex={-1}>
          {children}
        </main>
      </div>

      <ModalOverlay
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        isDismissable
        className={css.overlay}
        UNSTABLE_portalContainer={portalContainer}
      >
        <Modal className={css.drawer}>
          <Dialog className={css.drawerDialog} aria-label={navLabel}>
            <div className={css.drawerHeader}>
              {brandSlot}
              <Button
                variant="ghost"
                iconOnly
                icon={<Icon name="close" />}
                aria-label={intl.formatMessage(m.closeNavigation)}
                onPress={() => setDrawerOpen(false)}
              />
            </div>
            <nav className={css.navScroll} aria-label={navLabel} onClick={closeOnLinkClick}>
              <SideNavigationList
                sections={navigation}
                currentItemId={currentItemId}
                collapsed={false}
                renderLink={renderLink}
              />
            </nav>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
