import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const confirmationMessages = defineMessages({
  confirm: {
    id: 'ui.confirmationDialog.confirm',
    defaultMessage: 'Confirm',
    description: 'Default label of the button that carries out the action a confirmation dialog asks about.',
  },
  cancel: {
    id: 'ui.confirmationDialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Label of the button that closes a confirmation dialog without doing anything.',
  },
  deleteConfirm: {
    id: 'ui.confirmationDialog.deleteConfirm',
    defaultMessage: 'Delete',
    description: 'Label of the button that deletes the record in the delete confirmation.',
  },
  statusTitle: {
    id: 'ui.confirmationDialog.statusTitle',
    defaultMessage: 'Change status?',
    description: 'Default title of the dialog that confirms a status change (approve, reject, mark as sent...).',
  },
  statusMessage: {
    id: 'ui.confirmationDialog.statusMessage',
    defaultMessage: 'The status will change as shown below.',
    description: 'Default body of the status change confirmation, above the old and new status.',
  },
  statusFrom: {
    id: 'ui.confirmationDialog.statusFrom',
    defaultMessage: 'Current status',
    description: 'Caption above the current status in the status change confirmation.',
  },
  statusTo: {
    id: 'ui.confirmationDialog.statusTo',
    defaultMessage: 'New status',
    description: 'Caption above the new status in the status change confirmation.',
  },
  statusConfirm: {
    id: 'ui.confirmationDialog.statusConfirm',
    defaultMessage: 'Change status',
    description: 'Default label of the button that applies the status change.',
  },
});

export const deleteTitleMessage = defineMessage<{ name: string }>({
  id: 'ui.confirmationDialog.deleteTitle',
  defaultMessage: 'Delete {name}?',
  description: 'Title of the delete confirmation. {name} is the name or number of the record, e.g. an invoice number.',
});

export const deleteBodyMessage = defineMessage<{ name: string; b: MessageTag }>({
  id: 'ui.confirmationDialog.deleteMessage',
  defaultMessage: '<b>{name}</b> will be permanently deleted. This action cannot be undone.',
  description:
    'Body of the delete confirmation. {name} is the name or number of the record; <b> makes it bold (keep the tags around it).',
});
