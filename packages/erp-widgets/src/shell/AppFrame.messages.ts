import { defineMessages } from 'react-intl';

export const appFrameMessages = defineMessages({
  brand: { id: 'widgets.appFrame.brand', defaultMessage: 'ERP', description: 'Product name in the navigation' },
  updateAvailable: {
    id: 'widgets.appFrame.updateAvailable',
    defaultMessage: 'A new version of the application is available.',
    description: 'Banner shown when a newer build has been deployed',
  },
  reload: {
    id: 'widgets.appFrame.reload',
    defaultMessage: 'Reload',
    description: 'Button that reloads the page to get the new version',
  },
});
