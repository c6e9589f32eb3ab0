import { defineMessages } from 'react-intl';

/** Strings of the quotations screen: its list, filters and confirmations. */
export const quotationsMessages = defineMessages({
  add: {
    id: 'widgets.quotations.screen.add',
    defaultMessage: 'New quotation',
    description: 'Button that opens the wizard for a new quotation.',
  },
  searchPlaceholder: {
    id: 'widgets.quotations.screen.searchPlaceholder',
    defaultMessage: 'Search by quotation number, client or invoice…',
    description: 'Placeholder of the quotations search box.',
  },
  emptyTitle: {
    id: 'widgets.quotations.screen.emptyTitle',
    defaultMessage: 'No quotations found',
    description: 'Title of the empty quotations list.',
  },
  emptyDescription: {
    id: 'widgets.quotations.screen.emptyDescription',
    defaultMessage: 'Try another search or clear the filters.',
    description: 'Text of the empty quotations list.',
  },
  sendMessage: {
    id: 'widgets.quotations.screen.sendMessage',
    defaultMessage:
      'Confirm once the quotation has been sent to the client. A sent quotation can no longer be edited; its answer is then recorded as accepted or rejected.',
    description: 'Text of the confirmation before marking a quotation as sent.',
  },
  sendConfirm: {
    id: 'widgets.quotations.screen.sendConfirm',
    defaultMessage: 'Mark as sent',
    description: 'Confirm button of the mark-as-sent confirmation.',
  },
  acceptMessage: {
    id: 'widgets.quotations.screen.acceptMessage',
    defaultMessage: 'Record that the client accepted this quotation. An invoice can then be generated from it.',
    description: 'Text of the confirmation before accepting a quotation.',
  },
  acceptConfirm: {
    id: 'widgets.quotations.screen.acceptConfirm',
    defaultMessage: 'Accept quotation',
    description: 'Confirm button of the accept confirmation.',
  },
  rejectMessage: {
    id: 'widgets.quotations.screen.rejectMessage',
    defaultMessage: 'Record that the client rejected this quotation. This cannot be undone.',
    description: 'Text of the confirmation before rejecting a quotation.',
  },
  rejectConfirm: {
    id: 'widgets.quotations.screen.rejectConfirm',
    defaultMessage: 'Reject quotation',
    description: 'Confirm button of the reject confirmation.',
  },
});

/** Strings of the quotations screen that take the quotation number. */
export const quotationsNamedMessages = defineMessages<{
  sendTitle: { number: string };
  acceptTitle: { number: string };
  rejectTitle: { number: string };
  deleteMessage: { number: string };
}>({
  sendTitle: {
    id: 'widgets.quotations.screen.sendTitle',
    defaultMessage: 'Mark quotation {number} as sent?',
    description: 'Title of the confirmation before marking a draft quotation as sent.',
  },
  acceptTitle: {
    id: 'widgets.quotations.screen.acceptTitle',
    defaultMessage: 'Accept quotation {number}?',
    description: 'Title of the confirmation before recording that the client accepted the quotation.',
  },
  rejectTitle: {
    id: 'widgets.quotations.screen.rejectTitle',
    defaultMessage: 'Reject quotation {number}?',
    description: 'Title of the confirmation before recording that the client rejected the quotation.',
  },
  deleteMessage: {
    id: 'widgets.quotations.screen.deleteMessage',
    defaultMessage: 'The draft quotation {number} will be deleted. This action cannot be undone.',
    description: 'Delete confirmation text; only drafts can be deleted.',
  },
});
