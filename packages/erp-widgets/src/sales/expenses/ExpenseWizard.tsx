import { EXPENSES_CATEGORY, type ExpensesCategory } from '@erp/schema';
import {
  DatePicker,
  MoneyField,
  Select,
  TextArea,
  TextField,
  WizardDialog,
  type FieldErrors,
  type FieldOption,
  type IsoDate,
} from '@erp/ui';
import { useIntl, type IntlShape } from 'react-intl';

import { fieldBinder, type FieldSetter } from '../../shared/record-form/fieldBinder';
import { AsyncPicker } from '../../shared/AsyncPicker';
import { commonMessages as cm } from '../../shared/common.messages';
import {
  AttachmentsField,
  attachmentCountText,
  hasAttachmentChanges,
  NO_ATTACHMENT_CHANGES,
  storedAttachments,
  type AttachmentChanges,
} from '../../shared/documents/AttachmentsField';
import type { PaymentMethod } from '../../shared/documents/paymentMethods';
import { PaymentMethodSelect } from '../../shared/documents/PaymentMethodSelect';
import { useRecordUpload, type RecordUpload } from '../../shared/documents/useRecordUpload';
import { enumLabel, enumOptions } from '../../shared/enums';
import { formatDay, formatMoney, isoDay, localToday } from '../../shared/format';
import { toPiastres, toPounds } from '../../shared/money';
import { lengthErrors } from '../../shared/record-form/fields';
import type { RecordWizardIntents } from '../../shared/record-form/RecordWizard';
import { useFormValues } from '../../shared/record-form/useFormValues';
import { toastValidationError } from '../../shared/record-form/validationToast';
import { ReviewList } from '../../shared/ReviewList';
import * as css from '../../shared/shared.css';
import { expenseFields as f, type ExpenseFormValues } from './expenses.fields';
import { employeeName } from './expenses.format';
import { expenseMessages as m } from './expenses.messages';
import { paymentMessages as pm } from '../../shared/documents/documents.messages';
import type { EmployeeOption, Expense } from './expenses.types';

/** Props of {@link ExpenseWizard}. */
export type ExpenseWizardProps = Omit<RecordWizardIntents<Expense, ExpenseFormValues>, 'onSubmit'> & {
  /** Searches employees by name for the employee field (the app queries the server). */
  loadEmployees: (query: string, signal: AbortSignal) => Promise<EmployeeOption[]>;
  /**
   * Today, `YYYY-MM-DD`: a new expense's date.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /** The download address of a stored attachment. */
  fileUrl?: (expense: Expense, fileName: string) => string | undefined;
  /**
   * Saves the expense with its files, reporting progress through `upload` and stopping when its signal aborts;
   * the wizard stays pending until it settles, and shows the fields a rejection refuses on their step.
   */
  onSubmit: (values: ExpenseFormValues, upload: RecordUpload) => void | Promise<unknown>;
};

type State = {
  date: IsoDate | null;
  category: ExpensesCategory | null;
  amount: number | null;
  paymentMethod: PaymentMethod | null;
  reference: string;
  employee: string;
  employeeLabel: string;
  description: string;
  notes: string;
  attachments: AttachmentChanges;
};

function initialState(expense: Expense | null | undefined, today: IsoDate, locale: string): State {
  return expense
    ? {
        date: isoDay(expense.date) || null,
        category: expense.category || null,
        amount: expense.amount,
        paymentMethod: expense.paymentMethod || null,
        reference: expense.reference,
        employee: expense.employee,
        employeeLabel: employeeName(locale, expense),
        description: expense.description,
        notes: expense.notes,
        attachments: NO_ATTACHMENT_CHANGES,
      }
    : {
        date: today,
        category: null,
        amount: null,
        paymentMethod: null,
        reference: '',
        employee: '',
        employeeLabel: '',
        description: '',
        notes: '',
        attachments: NO_ATTACHMENT_CHANGES,
      };
}

type Set = FieldSetter<State>;

/** The required fields of a step that are empty, each with "This field is required." */
function missing(intl: IntlShape, values: State, fields: ReadonlyArray<keyof State>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const v = values[field];
    if (v === null || (typeof v === 'string' && !v.trim())) errors[field] = intl.formatMessage(cm.required);
  }
  return errors;
}

/** Says "Please fill in all required fields." in a toast when a required field is empty. */
function reportMissing(intl: IntlShape, errors: FieldErrors): FieldErrors {
  const required = intl.formatMessage(cm.required);
  if (Object.values(errors).includes(required))
    toastValidationError(intl, { message: intl.formatMessage(m.requiredFields), key: 'expense-required-fields' });
  return errors;
}

type DetailsStepProps = { values: State; set: Set } & Pick<ExpenseWizardProps, 'loadEmployees'>;

const optionLabel = (o: FieldOption) => o.label;

function DetailsStep({ values, set, loadEmployees }: DetailsStepProps) {
  const intl = useIntl();
  const bind = fieldBinder(values, set);
  return (
    <div className={css.formGrid}>
      <DatePicker {...bind('date')} label={intl.formatMessage(f.date)} isRequired />
      <Select
        name="category"
        label={intl.formatMessage(f.category)}
        isRequired
        options={enumOptions(intl, 'expenses', 'category', EXPENSES_CATEGORY)}
        value={values.category}
        onChange={(id) => set('category')(id as ExpensesCategory | null)}
      />
      <MoneyField {...bind('amount')} label={intl.formatMessage(f.amount)} isRequired />
      <PaymentMethodSelect {...bind('paymentMethod')} />
      <TextField
        {...bind('reference')}
        label={intl.formatMessage(f.reference)}
        description={intl.formatMessage(m.referenceHint)}
      />
      <AsyncPicker<FieldOption>
        name="employee"
        label={intl.formatMessage(f.employee)}
        description={intl.formatMessage(m.employeeHint)}
        placeholder={intl.formatMessage(m.employeePlaceholder)}
        value={values.employee || null}
        selectedText={values.employeeLabel}
        search={loadEmployees}
        optionLabel={optionLabel}
        textOf={optionLabel}
        onPick={(o) => {
          set('employee')(o?.id ?? '');
          set('employeeLabel')(o?.label ?? '');
        }}
      />
    </div>
  );
}

type DescriptionStepProps = {
  values: State;
  set: Set;
  expense?: Expense | null;
  fileUrl?: ExpenseWizardProps['fileUrl'];
  uploadProgress?: number | null;
  onCancelUpload?: () => void;
};

function DescriptionStep({ values, set, expense, fileUrl, uploadProgress, onCancelUpload }: DescriptionStepProps) {
  const intl = useIntl();
  const bind = fieldBinder(values, set);
  return (
    <div className={css.formStack}>
      <TextField {...bind('description')} label={intl.formatMessage(f.description)} isRequired />
      <TextArea {...bind('notes')} label={intl.formatMessage(f.notes)} rows={3} />
      <AttachmentsField
        stored={storedAttachments(expense, fileUrl)}
        value={values.attachments}
        onChange={set('attachments')}
        progress={uploadProgress}
        onCancelUpload={onCancelUpload}
      />
    </div>
  );
}

function ReviewStep({ values, storedCount }: { values: State; storedCount: number }) {
  const intl = useIntl();
  const rows: Array<[string, string]> = [
    [intl.formatMessage(f.date), formatDay(intl, values.date)],
    [intl.formatMessage(f.category), enumLabel(intl, 'expenses', 'category', values.category)],
    [intl.formatMessage(f.amount), values.amount == null ? '' : formatMoney(intl, values.amount)],
    [intl.formatMessage(f.paymentMethod), enumLabel(intl, 'expenses', 'paymentMethod', values.paymentMethod)],
    [intl.formatMessage(f.reference), values.reference],
    [intl.formatMessage(f.employee), values.employee ? values.employeeLabel : ''],
    [intl.formatMessage(f.description), values.description],
    [intl.formatMessage(f.notes), values.notes],
    [intl.formatMessage(f.attachments), attachmentCountText(intl, storedCount, values.attachments)],
  ];
  return <ReviewList rows={rows} />;
}

/**
 * Adds or edits an expense in three steps: details (date, category, amount, payment method, an optional reference
 * and an optional employee searched on the server), the description with notes and attachments, and a review.
 * An empty required field is marked and "Please fill in all required fields." is said in a toast.
 */
export function ExpenseWizard(props: ExpenseWizardProps) {
  const { record: expense, onSubmit, onClose, defaultStep } = props;
  const intl = useIntl();
  const { values, set, isChanged } = useFormValues(() =>
    initialState(expense, props.today ?? localToday(), intl.locale),
  );
  const upload = useRecordUpload();
  const isDirty = hasAttachmentChanges(values.attachments) || isChanged((s) => ({ ...s, employeeLabel: '' }));

  return (
    <WizardDialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage(expense ? m.editTitle : m.createTitle)}
      submitLabel={intl.formatMessage(expense ? cm.saveChanges : m.createSubmit)}
      isDirty={isDirty}
      defaultStep={defaultStep}
      fieldLabels={Object.fromEntries(Object.entries(f).map(([name, label]) => [name, intl.formatMessage(label)]))}
      onSubmit={() => {
        const { date, category, amount, paymentMethod } = values;
        // The steps' checks have made sure of these.
        if (!date || !category || amount == null || !paymentMethod) return undefined;
        return upload.start((running) =>
          onSubmit(
            {
              date,
              category,
              amount: toPounds(toPiastres(amount) ?? 0),
              paymentMethod,
              reference: values.reference.trim(),
              employee: values.employee,
              description: values.description.trim(),
              notes: values.notes.trim(),
              files: values.attachments.files,
              removedAttachments: values.attachments.removed,
            },
            running,
          ),
        );
      }}
      steps={[
        {
          id: 'details',
          title: intl.formatMessage(cm.details),
          description: intl.formatMessage(m.stepDetailsHint),
          fields: ['date', 'category', 'amount', 'paymentMethod', 'reference', 'employee'],
          validate: () => {
            const errors = {
              ...lengthErrors(intl, 'expenses', { reference: values.reference }),
              ...missing(intl, values, ['date', 'category', 'amount', 'paymentMethod']),
            };
            if (!errors.amount && (toPiastres(values.amount ?? 0) ?? 0) <= 0)
              errors.amount = intl.formatMessage(pm.amountRequired);
            return reportMissing(intl, errors);
          },
          content: <DetailsStep values={values} set={set} loadEmployees={props.loadEmployees} />,
        },
        {
          id: 'description',
          title: intl.formatMessage(m.stepDescription),
          fields: ['description', 'notes', 'attachments'],
          validate: () =>
            reportMissing(intl, {
              ...lengthErrors(intl, 'expenses', { description: values.description, notes: values.notes }),
              ...missing(intl, values, ['description']),
            }),
          content: (
            <DescriptionStep
              values={values}
              set={set}
              expense={expense}
              fileUrl={props.fileUrl}
              uploadProgress={upload.progress}
              onCancelUpload={upload.cancel}
            />
          ),
        },
        {
          id: 'review',
          title: intl.formatMessage(cm.review),
          content: <ReviewStep values={values} storedCount={expense?.attachments.length ?? 0} />,
        },
      ]}
    />
  );
}
