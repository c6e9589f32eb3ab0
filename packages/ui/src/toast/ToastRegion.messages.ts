import { defineMessages } from 'react-intl';

export const toastMessages = defineMessages({
  region: {
    id: 'ui.toast.region',
    defaultMessage: 'Notifications',
    description: 'Accessible name of the page landmark where toast notifications appear.',
  },
  dismiss: {
    id: 'ui.toast.dismiss',
    defaultMessage: 'Dismiss notification',
    description: 'Accessible name of the icon-only button that closes a toast notification.',
  },
});
