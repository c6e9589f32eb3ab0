import { defineMessages } from 'react-intl';

export const dashboardMessages = defineMessages<{
  welcome: { name: string };
  today: { date: string };
}>({
  welcome: {
    id: 'widgets.dashboard.welcome',
    defaultMessage: 'Welcome, {name}',
    description: 'Dashboard greeting with the user first name',
  },
  today: {
    id: 'widgets.dashboard.today',
    defaultMessage: 'Today is {date}.',
    description: 'Dashboard sub-heading with the full date',
  },
});
