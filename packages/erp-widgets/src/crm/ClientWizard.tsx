import { Select, TextField, useWizard, WizardDialog, type FieldErrors } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import * as css from './crm.css';
import { EMAIL_PATTERN, ReviewList } from './ReviewList';
import { clientsMessages as cm } from './ClientsScreen.messages';
import { clientWizardMessages as m } from './ClientWizard.messages';
import { clientStatusLabel, clientTypeLabel } from './crm.format';
import { CLIENT_STATUSES, CLIENT_TYPES, type Client, type ClientStatus, type ClientType } from './crm.types';

/** What the client wizard submits. */
export type ClientFormValues = {
  name: string;
  nameAr: string;
  type: ClientType | '';
  status: ClientStatus;
  company: string;
  email: string;
  phone: string;
  website: string;
};

const EMPTY: ClientFormValues = {
  name: '',
  nameAr: '',
  type: 'business',
  status: 'active',
  company: '',
  email: '',
  phone: '',
  website: '',
};

const valuesOf = (client?: Client | null): ClientFormValues =>
  client
    ? {
        name: client.name,
        nameAr: client.nameAr,
        type: client.type,
        status: client.status || 'active',
        company: client.company,
        email: client.email,
        phone: client.phone,
        website: client.website,
      }
    : EMPTY;

/** Props of {@link ClientWizard}. */
export type ClientWizardProps = {
  /** The client to edit; absent for a new client. */
  client?: Client | null;
  /** Saves the values; the wizard shows the pending state until it settles. The caller closes it on success. */
  onSubmit: (values: ClientFormValues) => void | Promise<unknown>;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /** Errors the server returned per field; the wizard goes to their step. */
  serverErrors?: FieldErrors | null;
  /** A general failure shown at the top of the wizard. */
  error?: string | null;
  /** The save is running. */
  isSubmitting?: boolean;
  /**
   * The step shown first (zero-based), for stories.
   * @default 0
   */
  defaultStep?: number;
};

type Set = <K extends keyof ClientFormValues>(key: K) => (value: ClientFormValues[K]) => void;

function DetailsStep({ values, set }: { values: ClientFormValues; set: Set }) {
  const intl = useIntl();
  const { errors, isSubmitting } = useWizard();
  return (
    <div className={css.formGrid}>
      <TextField
        name="name"
        label={intl.formatMessage(cm.name)}
        isRequired
        value={values.name}
        onChange={set('name')}
        isInvalid={Boolean(errors.name)}
        errorMessage={errors.name}
        isReadOnly={isSubmitting}
      />
      <TextField
        name="nameAr"
        label={intl.formatMessage(cm.nameAr)}
        value={values.nameAr}
        onChange={set('nameAr')}
        isInvalid={Boolean(errors.nameAr)}
        errorMessage={errors.nameAr}
        isReadOnly={isSubmitting}
      />
      <Select
        name="type"
        label={intl.formatMessage(cm.type)}
        isRequired
        options={CLIENT_TYPES.map((t) => ({ id: t, label: clientTypeLabel(intl, t) }))}
        value={values.type || null}
        onChange={(id) => set('type')((id ?? '') as ClientType | '')}
        isInvalid={Boolean(errors.type)}
        errorMessage={errors.type}
        isDisabled={isSubmitting}
      />
      <Select
        name="status"
        label={intl.formatMessage(cm.status)}
        isRequired
        options={CLIENT_STATUSES.map((s) => ({ id: s, label: clientStatusLabel(intl, s) }))}
        value={values.status}
        onChange={(id) => id && set('status')(id as ClientStatus)}
        isInvalid={Boolean(errors.status)}
        errorMessage={errors.status}
        isDisabled={isSubmitting}
      />
    </div>
  );
}

function ContactStep({ values, set }: { values: ClientFormValues; set: Set }) {
  const intl = useIntl();
  const { errors, isSubmitting } = useWizard();
  const field = (key: 'company' | 'email' | 'phone' | 'website', type: 'text' | 'email' | 'tel' | 'url') => (
    <TextField
      name={key}
      type={type}
      label={intl.formatMessage(cm[key])}
      value={values[key]}
      onChange={set(key)}
      isInvalid={Boolean(errors[key])}
      errorMessage={errors[key]}
      isReadOnly={isSubmitting}
    />
  );
  return (
    <div className={css.formGrid}>
      {field('company', 'text')}
      {field('email', 'email')}
      {field('phone', 'tel')}
      {field('website', 'url')}
    </div>
  );
}

function ReviewStep({ values }: { values: ClientFormValues }) {
  const intl = useIntl();
  const rows: Array<[string, string]> = [
    [intl.formatMessage(cm.name), values.name],
    [intl.formatMessage(cm.nameAr), values.nameAr],
    [intl.formatMessage(cm.type), clientTypeLabel(intl, values.type)],
    [intl.formatMessage(cm.status), clientStatusLabel(intl, values.status)],
    [intl.formatMessage(cm.company), values.company],
    [intl.formatMessage(cm.email), values.email],
    [intl.formatMessage(cm.phone), values.phone],
    [intl.formatMessage(cm.website), values.website],
  ];
  return <ReviewList rows={rows} />;
}

const WEBSITE = /^https?:\/\/\S+$/i;

/**
 * Adds or edits a client in three steps: details (name, Arabic name, type, status), contact (company, e-mail,
 * phone, website) and a review. Checks the required name and type and the e-mail and website formats in the
 * browser; the server's field errors come back through `serverErrors`.
 */
export function ClientWizard({
  client,
  onSubmit,
  onClose,
  serverErrors,
  error,
  isSubmitting,
  defaultStep,
}: ClientWizardProps) {
  const intl = useIntl();
  const [initial] = useState(() => valuesOf(client));
  const [values, setValues] = useState(initial);
  const set: Set = (key) => (value) => setValues((v) => ({ ...v, [key]: value }));
  const isDirty = JSON.stringify(values) !== JSON.stringify(initial);
  const isEdit = Boolean(client);

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
        name: intl.formatMessage(cm.name),
        nameAr: intl.formatMessage(cm.nameAr),
        type: intl.formatMessage(cm.type),
        status: intl.formatMessage(cm.status),
        company: intl.formatMessage(cm.company),
        email: intl.formatMessage(cm.email),
        phone: intl.formatMessage(cm.phone),
        website: intl.formatMessage(cm.website),
      }}
      onSubmit={() =>
        onSubmit({
          ...values,
          name: values.name.trim(),
          nameAr: values.nameAr.trim(),
          email: values.email.trim(),
          website: values.website.trim(),
        })
      }
      steps={[
        {
          id: 'details',
          title: intl.formatMessage(m.stepDetails),
          description: intl.formatMessage(m.stepDetailsHint),
          fields: ['name', 'nameAr', 'type', 'status'],
          validate: () => {
            const errors: FieldErrors = {};
            if (!values.name.trim()) errors.name = intl.formatMessage(m.nameRequired);
            if (!values.type) errors.type = intl.formatMessage(m.typeRequired);
            return errors;
          },
          content: <DetailsStep values={values} set={set} />,
        },
        {
          id: 'contact',
          title: intl.formatMessage(m.stepContact),
          fields: ['company', 'email', 'phone', 'website'],
          validate: () => {
            const errors: FieldErrors = {};
            if (values.email.trim() && !EMAIL_PATTERN.test(values.email.trim()))
              errors.email = intl.formatMessage(m.emailInvalid);
            if (values.website.trim() && !WEBSITE.test(values.website.trim()))
              errors.website = intl.formatMessage(m.websiteInvalid);
            return errors;
          },
          content: <ContactStep values={values} set={set} />,
        },
        { id: 'review', title: intl.formatMessage(m.stepReview), content: <ReviewStep values={values} /> },
      ]}
    />
  );
}
