import {
  AppShell,
  Button,
  Icon,
  LanguageSwitcher,
  type Locale,
  type NavSection,
  type RenderNavLink,
  type ShellUser,
} from '@erp/ui';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { BrandMark } from '../shared/BrandMark';
import * as css from './AppFrame.css';
import { appFrameMessages as m } from './AppFrame.messages';
import { pageForPath, visibleNavigation } from './navigation';

/** Props of {@link AppFrame}. */
export type AppFrameProps = {
  /** The current path; the matching navigation item is marked current. */
  currentPath: string;
  /** The signed-in user's permission keys: navigation entries the role cannot use are hidden. */
  permissions: ReadonlySet<string>;
  /** The signed-in user for the user menu. */
  user: ShellUser;
  /** The active locale, for the language control. */
  locale: Locale;
  /** Called with the chosen locale. */
  onLocaleChange: (locale: Locale) => void;
  /** Called by the user menu's "Sign out". */
  onSignOut: () => void;
  /** Plugs the router's Link into the navigation. */
  renderLink?: RenderNavLink;
  /** A newer build is deployed: show the reload banner. */
  updateAvailable?: boolean;
  /** Reloads the page to get the newer build. */
  onReload?: () => void;
  /** The alert bell (an `AlertBell`), shown in the top bar on every screen. */
  alertBell?: ReactNode;
  children: ReactNode;
};

/** The authenticated frame of the ERP: the app shell with the product's navigation, language and user menu. */
export function AppFrame({
  currentPath,
  permissions,
  user,
  locale,
  onLocaleChange,
  onSignOut,
  renderLink,
  updateAvailable = false,
  onReload,
  alertBell,
  children,
}: AppFrameProps) {
  const intl = useIntl();
  const navigation: NavSection[] = useMemo(
    () =>
      visibleNavigation(permissions).map((section) => ({
        id: section.id,
        heading: intl.formatMessage(section.title),
        items: section.pages.map((p) => ({
          id: p.id,
          label: intl.formatMessage(p.title),
          href: p.href,
          icon: <Icon name={p.icon} />,
        })),
      })),
    [permissions, intl],
  );
  const brandName = intl.formatMessage(m.brand);
  return (
    <AppShell
      brand={
        <span className={css.brand}>
          <BrandMark className={css.brandMark} />
          {brandName}
        </span>
      }
      navigation={navigation}
      currentItemId={pageForPath(currentPath)?.id}
      renderLink={renderLink}
      languageControl={<LanguageSwitcher value={locale} onChange={onLocaleChange} />}
      topBarContent={alertBell}
      user={user}
      onSignOut={onSignOut}
    >
      {updateAvailable ? (
        <div role="status" className={css.updateBanner}>
          <span>{intl.formatMessage(m.updateAvailable)}</span>
          <Button size="sm" variant="primary" onPress={onReload}>
            {intl.formatMessage(m.reload)}
          </Button>
        </div>
      ) : null}
      {children}
    </AppShell>
  );
}
