// Story and test fixture (not exported from the package): a three-step "new client" wizard over plain react-aria fields.
import { useState } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';

import { useWizard } from './WizardContext';
import { WizardDialog, type FieldErrors, type WizardDialogProps } from './WizardDialog';

const EMPTY = '\u2014';

type Values = { name: string; email: string; phone: string; city: string };

const fieldStyle = { display: 'flex', flexDirection: 'column', gap: 4 } as const;
const inputStyle = { padding: '6px 8px', border: '1px solid #8b8d98', borderRadius: 4, font: 'inherit' } as const;
const errorStyle = { color: '#ce2c31', fontSize: 13 } as const;

function Field({
  name,
  label,
  value,
  onChange,
  type = 'text',
}: {
  name: keyof Values;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
}) {
  const { errors, isSubmitting } = useWizard();
  return (
    <TextField
      name={name}
      type={type}
      value={value}
      onChange={onChange}
      isInvalid={errors[name] != null}
      isReadOnly={isSubmitting}
      style={fieldStyle}
    >
      <Label>{label}</Label>
      <Input style={inputStyle} />
      <FieldError style={errorStyle}>{errors[name]}</FieldError>
    </TextField>
  );
}

export type ClientWizardProps = Partial<Omit<WizardDialogProps, 'steps' | 'title'>> & {
  initial?: Partial<Values>;
  /** Server errors to return from the first submit (a rejected save). */
  rejectWith?: FieldErrors;
};

/** A "new client" wizard: Details (name required, email checked), Contact (phone required), Summary. */
export function ClientWizard({ initial, rejectWith, onSubmit, ...props }: ClientWizardProps) {
  const ar = useIntl().locale.startsWith('ar');
  const t = (en: string, arText: string) => (ar ? arText : en);
  const [values, setValues] = useState<Values>({ name: '', email: '', phone: '', city: '', ...initial });
  const [serverErrors, setServerErrors] = useState<FieldErrors | null>(null);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const isDirty =
    Object.values(values).some((v) => v !== '') &&
    JSON.stringify(values) !== JSON.stringify({ name: '', email: '', phone: '', city: '', ...initial });

  return (
    <WizardDialog
      defaultOpen
      isDirty={isDirty}
      title={t('New client', 'عميل جديد')}
      submitLabel={t('Create client', 'إنشاء العميل')}
      serverErrors={serverErrors}
      fieldLabels={{ name: t('Name', 'الاسم'), email: t('Email', 'البريد الإلكتروني'), phone: t('Phone', 'الهاتف') }}
      onSubmit={() => {
        setServerErrors(null);
        onSubmit?.();
        if (rejectWith) setServerErrors(rejectWith);
      }}
      steps={[
        {
          id: 'details',
          title: t('Details', 'البيانات'),
          description: t('Who is the client?', 'من هو العميل؟'),
          fields: ['name', 'email'],
          validate: () => {
            const errors: FieldErrors = {};
            if (!values.name.trim()) errors.name = t('Enter the client name.', 'أدخل اسم العميل.');
            if (values.email && !/^\S+@\S+\.\S+$/.test(values.email))
              errors.email = t('Enter a valid email address.', 'أدخل بريدًا إلكترونيًا صحيحًا.');
            return errors;
          },
          content: (
            <>
              <Field name="name" label={t('Name', 'الاسم')} value={values.name} onChange={set('name')} />
              <Field
                name="email"
                label={t('Email', 'البريد الإلكتروني')}
                value={values.email}
                onChange={set('email')}
              />
            </>
          ),
        },
        {
          id: 'contact',
          title: t('Contact', 'الاتصال'),
          fields: ['phone', 'city'],
          validate: () => (values.phone.trim() ? null : { phone: t('Enter a phone number.', 'أدخل رقم الهاتف.') }),
          content: (
            <>
              <Field
                name="phone"
                label={t('Phone', 'الهاتف')}
                value={values.phone}
                onChange={set('phone')}
                type="tel"
              />
              <Field name="city" label={t('City', 'المدينة')} value={values.city} onChange={set('city')} />
            </>
          ),
        },
        {
          id: 'summary',
          title: t('Summary', 'الملخص'),
          content: (
            <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
              <dt>{t('Name', 'الاسم')}</dt>
              <dd style={{ margin: 0 }}>{values.name || EMPTY}</dd>
              <dt>{t('Email', 'البريد الإلكتروني')}</dt>
              <dd style={{ margin: 0 }}>{values.email || EMPTY}</dd>
              <dt>{t('Phone', 'الهاتف')}</dt>
              <dd style={{ margin: 0 }}>{values.phone || EMPTY}</dd>
              <dt>{t('City', 'المدينة')}</dt>
              <dd style={{ margin: 0 }}>{values.city || EMPTY}</dd>
            </dl>
          ),
        },
      ]}
      {...props}
    />
  );
}

export const FILLED = {
  name: 'Nile Delta Trading',
  email: 'accounts@nile.example',
  phone: '+20 2 2345 6789',
  city: 'Cairo',
};
export const FILLED_AR = {
  name: 'دلتا النيل للتجارة',
  email: 'accounts@nile.example',
  phone: '+20 2 2345 6789',
  city: 'القاهرة',
};
