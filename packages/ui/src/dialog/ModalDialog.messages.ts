import { defineMessages } from 'react-intl';

export const modalDialogMessages = defineMessages({
  close: {
    id: 'ui.dialog.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the icon-only button in a dialog header that closes the dialog.',
  },
});
