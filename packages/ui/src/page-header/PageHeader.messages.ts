import { defineMessages } from 'react-intl';

export const pageHeaderMessages = defineMessages({
  breadcrumbs: {
    id: 'ui.pageHeader.breadcrumbs',
    defaultMessage: 'Breadcrumbs',
    description: 'Accessible name of the breadcrumb trail above a page title.',
  },
});
