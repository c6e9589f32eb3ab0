import { ComboBox, TextField, WizardDialog, type FieldErrors, type LoadOptions } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { localName } from '../../shared/format';
import * as css from '../crm.css';
import { EMAIL_PATTERN, ReviewList } from '../ReviewList';
import { contactMessages as m } from './contacts.messages';
import type { ContactRow } from './contacts.types';

/** What the contact wizard submits. */
export type ContactFormValues = {
  firstName: string;
  lastName: string;
  jobTitle: string;
  /** The client's record id. */
  client: string;
  email: string;
  phone: string;
};

/** A client chosen in advance, e.g. when adding a contact from a client's page. */
export type ClientChoice = { id: string; label: string };

type State = ContactFormValues & { clientLabel: string };

const stateOf = (contact: ContactRow | null | undefined, locale: string, client?: ClientChoice | null): State =>
  contact
    ? {
        firstName: contact.firstName,
        lastName: contact.lastName,
        jobTitle: contact.jobTitle,
        client: contact.client,
        clientLabel: localName(locale, { name: contact.clientName, nameAr: contact.clientNameAr }),
        email: contact.email,
        phone: contact.phone,
      }
    : {
        firstName: '',
        lastName: '',
        jobTitle: '',
        client: client?.id ?? '',
        clientLabel: client?.label ?? '',
        email: '',
        phone: '',
      };

/** Props of {@link ContactWizard}. */
export type ContactWizardProps = {
  /** The contact to edit; absent for a new contact. */
  contact?: ContactRow | null;
  /** The client a new contact starts with. */
  defaultClient?: ClientChoice | null;
  /** Searches clients by name for the client field (the caller queries the server). */
  loadClients: LoadOptions;
  /**
   * Saves the values; the wizard stays pending until it settles, and shows the fields a rejection refuses
   * (`fieldErrors`). The caller closes it on success.
   */
  onSubmit: (values: ContactFormValues) => void | Promise<unknown>;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /**
   * The step shown first (zero-based), for stories.
   * @default 0
   */
  defaultStep?: number;
};

type Set = <K extends keyof State>(key: K) => (value: State[K]) => void;

function PersonStep({ values, set, loadClients }: { values: State; set: Set; loadClients: LoadOptions }) {
  const intl = useIntl();
  return (
    <div className={css.formGrid}>
      <TextField
        name="firstName"
        label={intl.formatMessage(m.firstName)}
        isRequired
        value={values.firstName}
        onChange={set('firstName')}
      />
      <TextField
        name="lastName"
        label={intl.formatMessage(m.lastName)}
        value={values.lastName}
        onChange={set('lastName')}
      />
      <TextField
        name="jobTitle"
        label={intl.formatMessage(m.jobTitle)}
        value={values.jobTitle}
        onChange={set('jobTitle')}
      />
      <ComboBox
        name="client"
        label={intl.formatMessage(m.client)}
        isRequired
        loadOptions={loadClients}
        placeholder={intl.formatMessage(m.clientPlaceholder)}
        value={values.client || null}
        defaultInputValue={values.clientLabel}
        onChange={(id) => set('client')(id ?? '')}
        onInputChange={(text) => set('clientLabel')(text)}
      />
    </div>
  );
}

function ReachStep({ values, set }: { values: State; set: Set }) {
  const intl = useIntl();
  return (
    <div className={css.formGrid}>
      <TextField
        name="email"
        type="email"
        label={intl.formatMessage(m.email)}
        value={values.email}
        onChange={set('email')}
      />
      <TextField
        name="phone"
        type="tel"
        label={intl.formatMessage(m.phone)}
        value={values.phone}
        onChange={set('phone')}
      />
    </div>
  );
}

function ReviewStep({ values }: { values: State }) {
  const intl = useIntl();
  const rows: Array<[string, string]> = [
    [intl.formatMessage(m.firstName), values.firstName],
    [intl.formatMessage(m.lastName), values.lastName],
    [intl.formatMessage(m.jobTitle), values.jobTitle],
    [intl.formatMessage(m.client), values.clientLabel],
    [intl.formatMessage(m.email), values.email],
    [intl.formatMessage(m.phone), values.phone],
  ];
  return <ReviewList rows={rows} />;
}

/**
 * Adds or edits a contact in three steps: the person (first and last name, job title, client, searched on the
 * server as the user types), how to reach them (e-mail, phone) and a review. The first name and the client are
 * required and the e-mail format is checked in the browser; the fields the server refuses come back on their step.
 */
export function ContactWizard({
  contact,
  defaultClient,
  loadClients,
  onSubmit,
  onClose,
  defaultStep,
}: ContactWizardProps) {
  const intl = useIntl();
  const [initial] = useState(() => stateOf(contact, intl.locale, defaultClient));
  const [values, setValues] = useState(initial);
  const set: Set = (key) => (value) => setValues((v) => ({ ...v, [key]: value }));
  const isEdit = Boolean(contact);

  return (
    <WizardDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(isEdit ? m.editTitle : m.createTitle)}
      submitLabel={intl.formatMessage(isEdit ? cm.saveChanges : m.createSubmit)}
      isDirty={JSON.stringify(values) !== JSON.stringify(initial)}
      defaultStep={defaultStep}
      fieldLabels={{
        firstName: intl.formatMessage(m.firstName),
        lastName: intl.formatMessage(m.lastName),
        jobTitle: intl.formatMessage(m.jobTitle),
        client: intl.formatMessage(m.client),
        email: intl.formatMessage(m.email),
        phone: intl.formatMessage(m.phone),
      }}
      onSubmit={() =>
        onSubmit({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          jobTitle: values.jobTitle.trim(),
          client: values.client,
          email: values.email.trim(),
          phone: values.phone.trim(),
        })
      }
      steps={[
        {
          id: 'person',
          title: intl.formatMessage(m.stepPerson),
          description: intl.formatMessage(m.stepPersonHint),
          fields: ['firstName', 'lastName', 'jobTitle', 'client'],
          validate: () => {
            const errors: FieldErrors = {};
            if (!values.firstName.trim()) errors.firstName = intl.formatMessage(m.firstNameRequired);
            if (!values.client) errors.client = intl.formatMessage(m.clientRequired);
            return errors;
          },
          content: <PersonStep values={values} set={set} loadClients={loadClients} />,
        },
        {
          id: 'reach',
          title: intl.formatMessage(m.stepReach),
          fields: ['email', 'phone'],
          validate: () => {
            const errors: FieldErrors = {};
            if (values.email.trim() && !EMAIL_PATTERN.test(values.email.trim()))
              errors.email = intl.formatMessage(m.emailInvalid);
            return errors;
          },
          content: <ReachStep values={values} set={set} />,
        },
        { id: 'review', title: intl.formatMessage(cm.review), content: <ReviewStep values={values} /> },
      ]}
    />
  );
}
