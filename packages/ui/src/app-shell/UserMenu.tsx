import { useIntl } from 'react-intl';
import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator } from 'react-aria-components';

import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';
import * as css from './AppShell.css';
import { appShellMessages as m } from './AppShell.messages';
import { useThemePortal } from './useThemePortal';

/** The signed-in user shown in the top bar. */
export type ShellUser = {
  /** Display name. */
  name: string;
  /** Email address, shown under the name in the menu. */
  email?: string;
};

/** Props of {@link UserMenu}. */
export type UserMenuProps = {
  user: ShellUser;
  /** Called when "Sign out" is chosen. */
  onSignOut: () => void;
};

/** The top bar's account menu: who is signed in, and a "Sign out" item. */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const intl = useIntl();
  const { findScope, container: portalContainer } = useThemePortal();
  return (
    <span ref={findScope} className={css.contents}>
      <MenuTrigger>
        <Button
          variant="ghost"
          icon={<Icon name="user" />}
          aria-label={intl.formatMessage(m.userMenu, { name: user.name })}
        >
          <span className={css.userName}>{user.name}</span>
          <Icon name="chevron-down" />
        </Button>
        <Popover placement="bottom end" className={css.popover} UNSTABLE_portalContainer={portalContainer}>
          <Menu className={css.menu} onAction={(key) => key === 'sign-out' && onSignOut()}>
            <MenuSection>
              <Header className={css.menuHeader}>
                <span className={css.menuUserName}>{user.name}</span>
                {user.email ? <span className={css.menuUserEmail}>{user.email}</span> : null}
              </Header>
              <Separator className={css.separator} />
              <MenuItem id="sign-out" className={css.menuItem} textValue={intl.formatMessage(m.signOut)}>
                <Icon name="logout" />
                {intl.formatMessage(m.signOut)}
              </MenuItem>
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
    </span>
  );
}
