import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const appShellMessages = defineMessages<{
  skipToContent: NoValues;
  navigation: NoValues;
  collapseNavigation: NoValues;
  expandNavigation: NoValues;
  openNavigation: NoValues;
  closeNavigation: NoValues;
  userMenu: { name: string };
  signOut: NoValues;
}>({
  skipToContent: {
    id: 'ui.appShell.skipToContent',
    defaultMessage: 'Skip to content',
    description:
      'Link shown on keyboard focus at the top of every page; jumps past the navigation to the main content.',
  },
  navigation: {
    id: 'ui.appShell.navigation',
    defaultMessage: 'Main navigation',
    description: 'Accessible name of the side navigation landmark and of the navigation drawer on small screens.',
  },
  collapseNavigation: {
    id: 'ui.appShell.collapseNavigation',
    defaultMessage: 'Collapse navigation',
    description: 'Accessible name of the button that shrinks the side navigation to icons only.',
  },
  expandNavigation: {
    id: 'ui.appShell.expandNavigation',
    defaultMessage: 'Expand navigation',
    description: 'Accessible name of the button that widens the collapsed side navigation to show labels again.',
  },
  openNavigation: {
    id: 'ui.appShell.openNavigation',
    defaultMessage: 'Open navigation',
    description: 'Accessible name of the menu button that opens the navigation drawer on small screens.',
  },
  closeNavigation: {
    id: 'ui.appShell.closeNavigation',
    defaultMessage: 'Close navigation',
    description: 'Accessible name of the button that closes the navigation drawer on small screens.',
  },
  userMenu: {
    id: 'ui.appShell.userMenu',
    defaultMessage: 'Account menu, {name}',
    description: 'Accessible name of the user menu button in the top bar; name is the signed-in user.',
  },
  signOut: {
    id: 'ui.appShell.signOut',
    defaultMessage: 'Sign out',
    description: 'User menu item that ends the session.',
  },
});
