import { defineMessages } from 'react-intl';

export const modulePageMessages = defineMessages({
  emptyTitle: {
    id: 'widgets.modulePage.emptyTitle',
    defaultMessage: 'Nothing to show here yet',
    description: 'Title of a module page whose screen is not available in this version',
  },
  emptyDescription: {
    id: 'widgets.modulePage.emptyDescription',
    defaultMessage: 'This part of the application is not available in this version.',
    description: 'Explanation on a module page whose screen is not available in this version',
  },
});
