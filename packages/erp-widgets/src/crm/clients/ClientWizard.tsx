import { Select, TextField, WizardDialog, type FieldErrors } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import * as css from '../crm.css';
import { EMAIL_PATTERN, ReviewList } from '../ReviewList';
import { clientStatusLabel, clientTypeLabel } from './clients.format';
import { clientMessages as m } from './clients.messages';
import { CLIENT_STATUSES, CLIENT_TYPES, type Client, type ClientStatus, type ClientType } from './clients.types';

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
  /**
   * Saves the values; the wizard stays pending until it settles, and shows the fields a rejection refuses
   * (`fieldErrors`). The caller closes it on success.
   */
  onSubmit: (values: ClientFormValues) => void | Promise<unknown>;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /**
   * The step shown first (zero-based), for stories.
   * @default 0
   */
  defaultStep?: number;
};

type Set = <K extends keyof ClientFormValues>(key: K) => (value: ClientFormValues[K]) => void;

function DetailsStep({ values, set }: { values: ClientFormValues; set: Set }) {
  const intl = useIntl();
  return (
    <div className={css.formGrid}>
      <TextField name="name" label={intl.formatMessage(m.name)} isRequired value={values.name} onChange={set('name')} />
      <TextField name="nameAr" label={intl.formatMessage(m.nameAr)} value={values.nameAr} onChange={set('nameAr')} />
      <Select
        name="type"
        label={intl.formatMessage(m.type)}
        isRequired
        options={CLIENT_TYPES.map((t) => ({ id: t, label: clientTypeLabel(intl, t) }))}
        value={values.type || null}
        onChange={(id) => set('type')((id ?? '') as ClientType | '')}
      />
      <Select
        name="status"
        label={intl.formatMessage(cm.status)}
        isRequired
        options={CLIENT_STATUSES.map((s) => ({ id: s, label: clientStatusLabel(intl, s) }))}
        value={values.status}
        onChange={(id) => id && set('status')(id as ClientStatus)}
      />
    </div>
  );
}

function ContactStep({ values, set }: { values: ClientFormValues; set: Set }) {
  const intl = useIntl();
  const field = (key: 'company' | 'email' | 'phone' | 'website', type: 'text' | 'email' | 'tel' | 'url') => (
    <TextField name={key} type={type} label={intl.formatMessage(m[key])} value={values[key]} onChange={set(key)} />
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
    [intl.formatMessage(m.name), values.name],
    [intl.formatMessage(m.nameAr), values.nameAr],
    [intl.formatMessage(m.type), clientTypeLabel(intl, values.type)],
    [intl.formatMessage(cm.status), clientStatusLabel(intl, values.status)],
    [intl.formatMessage(m.company), values.company],
    [intl.formatMessage(m.email), values.email],
    [intl.formatMessage(m.phone), values.phone],
    [intl.formatMessage(m.website), values.website],
  ];
  return <ReviewList rows={rows} />;
}

const WEBSITE = /^https?:\/\/\S+$/i;

/**
 * Adds or edits a client in three steps: details (name, Arabic name, type, status), contact (company, e-mail,
 * phone, website) and a review. Checks the required name and type and the e-mail and website formats in the
 * browser; the fields the server refuses come back on their step.
 */
export function ClientWizard({ client, onSubmit, onClose, defaultStep }: ClientWizardProps) {
  const intl = useIntl();
  const [initial] = useState(() => valuesOf(client));
  const [values, setValues] = useState(initial);
  const set: Set = (key) => (value) => setValues((v) => ({ ...v, [key]: value }));
  const isEdit = Boolean(client);

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
        name: intl.formatMessage(m.name),
        nameAr: intl.formatMessage(m.nameAr),
        type: intl.formatMessage(m.type),
        status: intl.formatMessage(cm.status),
        company: intl.formatMessage(m.company),
        email: intl.formatMessage(m.email),
        phone: intl.formatMessage(m.phone),
        website: intl.formatMessage(m.website),
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
          title: intl.formatMessage(cm.details),
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
        { id: 'review', title: intl.formatMessage(cm.review), content: <ReviewStep values={values} /> },
      ]}
    />
  );
}
