import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { initialValues, RecordWizard, type RecordWizardIntents } from '../../shared/record-form/RecordWizard';
import { clientFields as f, type ClientFormValues } from './clients.fields';
import { clientMessages as m } from './clients.messages';
import type { Client } from './clients.types';

/** Props of {@link ClientWizard}. */
export type ClientWizardProps = RecordWizardIntents<Client, ClientFormValues>;

const NEW_CLIENT: ClientFormValues = {
  name: '',
  nameAr: '',
  type: 'business',
  status: 'active',
  company: '',
  email: '',
  phone: '',
  website: '',
};

/**
 * Adds or edits a client in three steps: details (name, Arabic name, type, status), contact (company, e-mail,
 * phone, website) and a review; the name and type are required, and e-mail, website and lengths are checked
 * as the server checks them.
 */
export function ClientWizard({ record: client, ...intents }: ClientWizardProps) {
  const intl = useIntl();
  return (
    <RecordWizard
      {...intents}
      title={intl.formatMessage(client ? m.editTitle : m.createTitle)}
      submitLabel={intl.formatMessage(client ? cm.saveChanges : m.createSubmit)}
      initial={initialValues(client, NEW_CLIENT)}
      collection="clients"
      steps={[
        {
          id: 'details',
          title: cm.details,
          description: m.stepDetailsHint,
          fields: [f.name, f.nameAr, f.type, f.status],
        },
        { id: 'contact', title: m.stepContact, fields: [f.company, f.email, f.phone, f.website] },
      ]}
    />
  );
}
