import { defineMessages } from 'react-intl';

/** Strings of the quotation viewer that take values. */
export const quotationViewerNamedMessages = defineMessages<{
  pastValidityDraft: { date: string };
  pastValiditySent: { date: string };
}>({
  pastValidityDraft: {
    id: 'widgets.quotations.viewer.pastValidityDraft',
    defaultMessage: 'This quotation was valid until {date}. Change the valid-until date before sending it.',
    description: 'Notice on a draft whose valid-until date has passed; date is formatted.',
  },
  pastValiditySent: {
    id: 'widgets.quotations.viewer.pastValiditySent',
    defaultMessage: 'This quotation was valid until {date}. It is marked Expired if the client answers now.',
    description: 'Notice on a sent quotation whose valid-until date has passed; date is formatted.',
  },
});
