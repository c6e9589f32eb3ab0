import { ComboBox, TextField, useWizard, WizardDialog, type FieldErrors, type LoadOptions } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import * as css from '../crm.css';
import { EMAIL_PATTERN, ReviewList } from '../ReviewList';
import { contactsMessages as cm } from './contacts.messages';
import { contactWizardMessages as m } from './ContactWizard.messages';
import { clientDisplayName } from '../crm.format';
import type { ContactRow } from '../crm.types';

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

type State = ContactFormValues & { clientLabel: string };

const stateOf = (contact: ContactRow | null | undefined, locale: string, client?: ClientChoice | null): State =>
  contact
    ? {
        firstName: contact.firstName,
        lastName: contact.lastName,
        jobTitle: contact.jobTitle,
        client: contact.client,
        clientLabel: clientDisplayName(locale, { name: contact.clientName, nameAr: contact.clientNameAr }),
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

/** A client chosen in advance, e.g. when adding a contact from a client's page. */
export type ClientChoice = { id: string; label: string };

/** Props of {@link ContactWizard}. */
export type ContactWizardProps = {
  /** The contact to edit; absent for a new contact. */
  contact?: ContactRow | null;
  /** The client a new contact starts with. */
  defaultClient?: ClientChoice | null;
  /** Searches clients by name for the client field (the caller queries the server). */
  loadClients: LoadOptions;
  /** Saves the values; the wizard shows the pending state until it settles. The caller closes it on success. */
  onSubmit: (values: ContactFormValues) => void | Promise<unknown>;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /** Errors the server returned per field; the wizard goes to their step. */
  serverErrors?: FieldErrors | null;
  /** A general failure shown at the top of the wizard. */
  error?: string | null;
  isSubmitting?: boolean;
  /**
   * The step shown first (zero-based), for stories.
   * @default 0
   */
  defaultStep?: number;
};

type Set = <K extends keyof State>(key: K) => (value: State[K]) => void;

function PersonStep({ values, set, loadClients }: { values: State; set: Set; loadClients: LoadOptions }) {
  const intl = useIntl();
  const { errors, isSubmitting } = useWizard();
  return (
    <div className={css.formGrid}>
      <TextField
        name="firstName"
        label={intl.formatMessage(cm.firstName)}
        isRequired
        value={values.firstName}
        onChange={set('firstName')}
        isInvalid={Boolean(errors.firstName)}
        errorMessage={errors.firstName}
        isReadOnly={isSubmitting}
      />
      <TextField
        name="lastName"
        label={intl.formatMessage(cm.lastName)}
        value={values.lastName}
        onChange={set('lastName')}
        isInvalid={Boolean(errors.lastName)}
        errorMessage={errors.lastName}
        isReadOnly={isSubmitting}
      />
      <TextField
        name="jobTitle"
        label={intl.formatMessage(cm.jobTitle)}
        value={values.jobTitle}
        onChange={set('jobTitle')}
        isInvalid={Boolean(errors.jobTitle)}
        errorMessage={errors.jobTitle}
        isReadOnly={isSubmitting}
      />
      <ComboBox
        name="client"
        label={intl.formatMessage(cm.client)}
        isRequired
        loadOptions={loadClients}
        placeholder={intl.formatMessage(m.clientPlaceholder)}
        value={values.client || null}
        defaultInputValue={values.clientLabel}
        onChange={(id) => set('client')(id ?? '')}
        onInputChange={(text) => set('clientLabel')(text)}
        isInvalid={Boolean(errors.client)}
        errorMessage={errors.client}
        isDisabled={isSubmitting}
      />
    </div>
  );
}

function ReachStep({ values, set }: { values: State; set: Set }) {
  const intl = useIntl();
  const { errors, isSubmitting } = useWizard();
  return (
    <div className={css.formGrid}>
      <TextField
        name="email"
        type="email"
        label={intl.formatMessage(cm.email)}
        value={values.email}
        onChange={set('email')}
        isInvalid={Boolean(errors.email)}
        errorMessage={errors.email}
        isReadOnly={isSubmitting}
      />
      <TextField
        name="phone"
        type="tel"
        label={intl.formatMessage(cm.phone)}
        value={values.phone}
        onChange={set('phone')}
        isInvalid={Boolean(errors.phone)}
        errorMessage={errors.phone}
        isReadOnly={isSubmitting}
      />
    </div>
  );
}

function ReviewStep({ values }: { values: State }) {
  const intl = useIntl();
  const rows: Array<[string, string]> = [
    [intl.formatMessage(cm.firstName), values.firstName],
    [intl.formatMessage(cm.lastName), values.lastName],
    [intl.formatMessage(cm.jobTitle), values.jobTitle],
    [intl.formatMessage(cm.client), values.clientLabel],
    [intl.formatMessage(cm.email), values.email],
    [intl.formatMessage(cm.phone), values.phone],
  ];
  return <ReviewList rows={rows} />;
}

/**
 * Adds or edits a contact in three steps: the person (first and last name, job title, client, searched on the
 * server as the user types), how to reach them (e-mail, phone) and a review. The first name and the client are
 * required and the e-mail format is checked in the browser; the server's field errors come back through
 * `serverErrors`.
 */
export function ContactWizard({
  contact,
  defaultClient,
  loadClients,
  onSubmit,
  onClose,
  serverErrors,
  error,
  isSubmitting,
  defaultStep,
}: ContactWizardProps) {
  const intl = useIntl();
  const [initial] = useState(() => stateOf(contact, intl.locale, defaultClient));
  const [values, setValues] = useState(initial);
  const set: Set = (key) => (value) => setValues((v) => ({ ...v, [key]: value }));
  const isDirty = JSON.stringify(values) !== JSON.stringify(initial);
  const isEdit = Boolean(contact);

  return (
    <WizardDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(isEdit ? m.editTitle : m.createTitle)}
      submitLabel={intl.formatMessage(isEdit ? m.editSubmit : m.createSubmit)}
      isDirty={isDirty}
      isSubmitting={isSubmitting}
      serverErrors={serverErrors}
      error={error || undefined}
      defaultStep={defaultStep}
      fieldLabels={{
        firstName: intl.formatMessage(cm.firstName),
        lastName: intl.formatMessage(cm.lastName),
        jobTitle: intl.formatMessage(cm.jobTitle),
        client: intl.formatMessage(cm.client),
        email: intl.formatMessage(cm.email),
        phone: intl.formatMessage(cm.phone),
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
        { id: 'review', title: intl.formatMessage(m.stepReview), content: <ReviewStep values={values} /> },
      ]}
    />
  );
}
