import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const errorPageMessages = defineMessages<{
  notFoundTitle: NoValues;
  serverErrorTitle: NoValues;
  notFoundDescription: NoValues;
  serverErrorDescription: NoValues;
  home: NoValues;
  status: { status: number };
}>({
  notFoundTitle: {
    id: 'ui.errorPage.notFoundTitle',
    defaultMessage: 'Page Not Found',
    description: 'Title of the error page shown for a missing page (status 404).',
  },
  serverErrorTitle: {
    id: 'ui.errorPage.serverErrorTitle',
    defaultMessage: 'Internal Server Error',
    description: 'Title of the error page shown for any error other than 404.',
  },
  notFoundDescription: {
    id: 'ui.errorPage.notFoundDescription',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
    description: 'Explanation under the Page Not Found title when the error carries no message of its own.',
  },
  serverErrorDescription: {
    id: 'ui.errorPage.serverErrorDescription',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
    description: 'Explanation under the Internal Server Error title when the error carries no message of its own.',
  },
  home: {
    id: 'ui.errorPage.home',
    defaultMessage: 'Back to dashboard',
    description: 'Link or button on the error page that returns to the dashboard.',
  },
  status: {
    id: 'ui.errorPage.status',
    defaultMessage: 'Error {status, number, ::group-off}',
    description: 'Small label above the error page title with the HTTP status code, e.g. "Error 404".',
  },
});
