import {
  DatePicker,
  MoneyField,
  Select,
  TextArea,
  TextField,
  toast,
  WizardDialog,
  type FieldErrors,
  type FieldOption,
  type IsoDate,
  type LoadOptions,
} from '@erp/ui';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

import {
  AttachmentsField,
  attachmentCountText,
  NO_ATTACHMENT_CHANGES,
  storedAttachments,
  type AttachmentChanges,
} from '../shared/documents/AttachmentsField';
import { PaymentMethodSelect } from '../shared/documents/PaymentMethodSelect';
import { ReviewList } from '../shared/ReviewList';
import { AsyncPicker } from '../shared/AsyncPicker';
import { paymentMethodLabel } from '../shared/documents/paymentMethods';
import { commonMessages } from '../shared/common.messages';
import * as css from '../shared/shared.css';
import { formatDay, formatMoney, isoDay, localName, localToday } from '../shared/format';
import { toPiastres, toPounds } from '../shared/money';
import { expensesMessages as em } from './ExpensesScreen.messages';
import { expenseWizardMessages as m } from './ExpenseWizard.messages';
import { expenseCategoryLabel } from './finance.format';
import { EXPENSE_CATEGORIES, type Expense, type ExpenseCategory, type PaymentMethod } from './finance.types';

/** What the expense wizard submits. */
export type ExpenseFormValues = {
  date: IsoDate;
  category: ExpenseCategory;
  /** EGP, rounded to piastres, more than 0. */
  amount: number;
  paymentMethod: PaymentMethod;
  reference: string;
  /** The employee's record id, or empty for none. */
  employee: string;
  description: string;
  notes: string;
  /** Files to attach. */
  files: File[];
  /** Stored attachments to remove. */
  removedAttachments: string[];
};

/** Props of {@link ExpenseWizard}. */
export type ExpenseWizardProps = {
  /** The Pending expense to edit; absent for a new expense. */
  expense?: Expense | null;
  /** Searches employees by name for the employee field (the caller queries the server). */
  loadEmployees: LoadOptions;
  /**
   * Today, `YYYY-MM-DD`: a new expense's date.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /** The download address of a stored attachment. */
  fileUrl?: (expense: Expense, fileName: string) => string | undefined;
  /** Saves; the wizard shows the pending state (and the upload progress) until it settles. */
  onSubmit: (values: ExpenseFormValues) => void | Promise<unknown>;
  /** Upload progress from 0 to 1 while `isSubmitting`. */
  uploadProgress?: number | null;
  onCancelUpload?: () => void;
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

type State = {
  date: IsoDate | null;
  category: ExpenseCategory | null;
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
        employeeLabel: expense.employee
          ? localName(locale, { name: expense.employeeName, nameAr: expense.employeeNameAr })
          : '',
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

type Set = <K extends keyof State>(key: K) => (value: State[K]) => void;

/** The required fields of a step that are empty, each with "This field is required." */
function missing(intl: IntlShape, values: State, fields: ReadonlyArray<keyof State>): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of fields) {
    const v = values[f];
    if (v === null || (typeof v === 'string' && !v.trim())) errors[f] = intl.formatMessage(m.fieldRequired);
  }
  return errors;
}

/** Says "Please fill in all required fields." in a toast when a required field is empty. */
function reportMissing(intl: IntlShape, errors: FieldErrors): FieldErrors {
  const required = intl.formatMessage(m.fieldRequired);
  if (Object.values(errors).includes(required)) {
    // Validation runs while the wizard updates its state; the toast is raised just after.
    queueMicrotask(() =>
      toast.error(intl.formatMessage(m.validationError), {
        message: intl.formatMessage(m.requiredFields),
        key: 'expense-required-fields',
      }),
    );
  }
  return errors;
}

type DetailsStepProps = { values: State; set: Set; loadEmployees: LoadOptions };

const optionLabel = (o: FieldOption) => o.label;

function DetailsStep({ values, set, loadEmployees }: DetailsStepProps) {
  const intl = useIntl();
  return (
    <div className={css.formGrid}>
      <DatePicker
        name="date"
        label={intl.formatMessage(em.date)}
        isRequired
        value={values.date}
        onChange={set('date')}
      />
      <Select
        name="category"
        label={intl.formatMessage(em.category)}
        isRequired
        options={EXPENSE_CATEGORIES.map((c) => ({ id: c, label: expenseCategoryLabel(intl, c) }))}
        value={values.category}
        onChange={(id) => set('category')(id as ExpenseCategory | null)}
      />
      <MoneyField
        name="amount"
        label={intl.formatMessage(em.amount)}
        isRequired
        value={values.amount}
        onChange={set('amount')}
      />
      <PaymentMethodSelect name="paymentMethod" value={values.paymentMethod} onChange={set('paymentMethod')} />
      <TextField
        name="reference"
        label={intl.formatMessage(em.reference)}
        description={intl.formatMessage(m.referenceHint)}
        value={values.reference}
        onChange={set('reference')}
      />
      <AsyncPicker<FieldOption>
        name="employee"
        label={intl.formatMessage(em.employee)}
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
  return (
    <div className={css.formStack}>
      <TextField
        name="description"
        label={intl.formatMessage(em.description)}
        isRequired
        value={values.description}
        onChange={set('description')}
      />
      <TextArea
        name="notes"
        label={intl.formatMessage(em.notes)}
        value={values.notes}
        onChange={set('notes')}
        rows={3}
      />
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
    [intl.formatMessage(em.date), formatDay(intl, values.date)],
    [intl.formatMessage(em.category), expenseCategoryLabel(intl, values.category ?? '')],
    [intl.formatMessage(em.amount), values.amount == null ? '' : formatMoney(intl, values.amount)],
    [intl.formatMessage(em.paymentMethod), paymentMethodLabel(intl, values.paymentMethod ?? '')],
    [intl.formatMessage(em.reference), values.reference],
    [intl.formatMessage(em.employee), values.employee ? values.employeeLabel : ''],
    [intl.formatMessage(em.description), values.description],
    [intl.formatMessage(em.notes), values.notes],
    [intl.formatMessage(em.attachments), attachmentCountText(intl, storedCount, values.attachments)],
  ];
  return <ReviewList rows={rows} />;
}

/**
 * Adds or edits an expense in three steps: details (date, category, amount, payment method, an optional reference
 * and an optional employee searched on the server), the description with notes and attachments, and a review.
 * An empty required field is marked and "Please fill in all required fields." is said in a toast.
 */
export function ExpenseWizard(props: ExpenseWizardProps) {
  const { expense, onSubmit, onClose, serverErrors, error, isSubmitting, defaultStep } = props;
  const intl = useIntl();
  const [initial] = useState(() => initialState(expense, props.today ?? localToday(), intl.locale));
  const [values, setValues] = useState(initial);
  const set: Set = (key) => (value) => setValues((v) => ({ ...v, [key]: value }));
  const isDirty =
    values.attachments.files.length > 0 ||
    values.attachments.removed.length > 0 ||
    JSON.stringify({ ...values, employeeLabel: '' }) !== JSON.stringify({ ...initial, employeeLabel: '' });
  const isEdit = Boolean(expense);

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
        date: intl.formatMessage(em.date),
        category: intl.formatMessage(em.category),
        amount: intl.formatMessage(em.amount),
        paymentMethod: intl.formatMessage(em.paymentMethod),
        reference: intl.formatMessage(em.reference),
        employee: intl.formatMessage(em.employee),
        description: intl.formatMessage(em.description),
        notes: intl.formatMessage(em.notes),
        attachments: intl.formatMessage(em.attachments),
      }}
      onSubmit={() =>
        values.date && values.category && values.amount != null && values.paymentMethod
          ? onSubmit({
              date: values.date,
              category: values.category,
              amount: toPounds(toPiastres(values.amount) ?? 0),
              paymentMethod: values.paymentMethod,
              reference: values.reference.trim(),
              employee: values.employee,
              description: values.description.trim(),
              notes: values.notes.trim(),
              files: values.attachments.files,
              removedAttachments: values.attachments.removed,
            })
          : undefined
      }
      steps={[
        {
          id: 'details',
          title: intl.formatMessage(commonMessages.details),
          description: intl.formatMessage(m.stepDetailsHint),
          fields: ['date', 'category', 'amount', 'paymentMethod', 'reference', 'employee'],
          validate: () => {
            const errors = missing(intl, values, ['date', 'category', 'amount', 'paymentMethod']);
            if (!errors.amount && (toPiastres(values.amount ?? 0) ?? 0) <= 0)
              errors.amount = intl.formatMessage(m.amountInvalid);
            return reportMissing(intl, errors);
          },
          content: <DetailsStep values={values} set={set} loadEmployees={props.loadEmployees} />,
        },
        {
          id: 'description',
          title: intl.formatMessage(m.stepDescription),
          fields: ['description', 'notes', 'attachments'],
          validate: () => reportMissing(intl, missing(intl, values, ['description'])),
          content: (
            <DescriptionStep
              values={values}
              set={set}
              expense={expense}
              fileUrl={props.fileUrl}
              uploadProgress={props.uploadProgress}
              onCancelUpload={props.onCancelUpload}
            />
          ),
        },
        {
          id: 'review',
          title: intl.formatMessage(m.stepReview),
          content: <ReviewStep values={values} storedCount={expense?.attachments.length ?? 0} />,
        },
      ]}
    />
  );
}
