import type { LoadOptions } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { localName } from '../../shared/format';
import { initialValues, RecordWizard, type RecordWizardIntents } from '../../shared/record-form/RecordWizard';
import { contactFields as f, type ContactFormValues } from './contacts.fields';
import { contactMessages as m } from './contacts.messages';
import type { ContactRow } from './contacts.types';

/** A client chosen in advance, e.g. when adding a contact from a client's page. */
export type ClientChoice = { id: string; label: string };

/** Props of {@link ContactWizard}. */
export type ContactWizardProps = RecordWizardIntents<ContactRow, ContactFormValues> & {
  /** The client a new contact starts with. */
  defaultClient?: ClientChoice | null;
  /** Searches clients by name for the client field (the caller queries the server). */
  loadClients: LoadOptions;
};

/**
 * Adds or edits a contact in three steps: the person (first and last name, job title, client, searched on the
 * server as the user types), how to reach them (e-mail, phone) and a review. The first name and the client are
 * required; the fields the server refuses come back on their step.
 */
export function ContactWizard({ record: contact, defaultClient, loadClients, ...intents }: ContactWizardProps) {
  const intl = useIntl();
  const clientLabel = contact
    ? localName(intl.locale, { name: contact.clientName, nameAr: contact.clientNameAr })
    : (defaultClient?.label ?? '');
  return (
    <RecordWizard
      {...intents}
      title={intl.formatMessage(contact ? m.editTitle : m.createTitle)}
      submitLabel={intl.formatMessage(contact ? cm.saveChanges : m.createSubmit)}
      initial={initialValues(contact && { ...contact, clientLabel }, {
        ...NEW_CONTACT,
        client: defaultClient?.id ?? '',
        clientLabel,
      })}
      collection="contacts"
      loaders={{ client: loadClients }}
      steps={[
        {
          id: 'person',
          title: m.stepPerson,
          description: m.stepPersonHint,
          fields: [f.firstName, f.lastName, f.jobTitle, f.client],
        },
        { id: 'reach', title: m.stepReach, fields: [f.email, f.phone] },
      ]}
    />
  );
}

const NEW_CONTACT: ContactFormValues = {
  firstName: '',
  lastName: '',
  jobTitle: '',
  client: '',
  clientLabel: '',
  email: '',
  phone: '',
};
