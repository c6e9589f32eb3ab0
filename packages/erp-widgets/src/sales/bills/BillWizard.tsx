import { DatePicker, TextArea, WizardDialog, type FieldErrors, type FieldOption, type IsoDate } from '@erp/ui';
import { useIntl } from 'react-intl';

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
import {
  emptyLine,
  lineDraftsOf,
  lineFieldLabels,
  lineFieldNames,
  linesOfDrafts,
  validateLines,
  vatRateText,
  type LineDraft,
  type VatRateOption,
} from '../../shared/documents/lines';
import { LinesEditor } from '../../shared/documents/LinesEditor';
import { LinesTable } from '../../shared/documents/LinesTable';
import { TotalsList } from '../../shared/documents/TotalsList';
import { useRecordUpload, type RecordUpload } from '../../shared/documents/useRecordUpload';
import { formatDay, isoDay, localToday } from '../../shared/format';
import { computeTotals } from '../../shared/money';
import { lengthErrors } from '../../shared/record-form/fields';
import type { RecordWizardIntents } from '../../shared/record-form/RecordWizard';
import { useFormValues } from '../../shared/record-form/useFormValues';
import { ReviewList } from '../../shared/ReviewList';
import * as css from '../../shared/shared.css';
import { billFields as f, type BillFormValues } from './bills.fields';
import { supplierName } from './bills.format';
import { billMessages as m } from './bills.messages';
import { salesMessages as sm } from '../sales.messages';
import type { Bill, SupplierOption } from './bills.types';

/** Props of {@link BillWizard}. */
export type BillWizardProps = Omit<RecordWizardIntents<Bill, BillFormValues>, 'onSubmit'> & {
  /** The VAT rates the settings offer. */
  vatRates: readonly VatRateOption[];
  /** The rate chosen for a new bill (the settings' default); the first offered rate when absent. */
  defaultVatRate?: number | null;
  /**
   * Days from the issue date to the proposed due date of a new bill.
   * @default 30
   */
  paymentTermsDays?: number;
  /** Searches suppliers by name for the supplier field (the app queries the server). */
  loadSuppliers: (query: string, signal: AbortSignal) => Promise<SupplierOption[]>;
  /**
   * Today, `YYYY-MM-DD`: a new bill's issue date.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /** The download address of a stored attachment. */
  fileUrl?: (bill: Bill, fileName: string) => string | undefined;
  /**
   * Saves the bill with its files, reporting progress through `upload` and stopping when its signal aborts; the
   * wizard stays pending until it settles, and shows the fields a rejection refuses on their step.
   */
  onSubmit: (values: BillFormValues, upload: RecordUpload) => void | Promise<unknown>;
};

type State = {
  supplier: string;
  supplierLabel: string;
  issueDate: IsoDate | null;
  dueDate: IsoDate | null;
  lines: LineDraft[];
  vatRate: number | null;
  notes: string;
  attachments: AttachmentChanges;
};

function addDays(day: IsoDate, days: number): IsoDate {
  const d = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + days));
  return d.toISOString().slice(0, 10);
}

function initialState(props: BillWizardProps, locale: string): State {
  const bill = props.record;
  if (bill)
    return {
      supplier: bill.supplier,
      supplierLabel: supplierName(locale, bill),
      issueDate: isoDay(bill.issueDate) || null,
      dueDate: isoDay(bill.dueDate) || null,
      lines: lineDraftsOf(bill.items),
      vatRate: bill.vatRate,
      notes: bill.notes,
      attachments: NO_ATTACHMENT_CHANGES,
    };
  const today = props.today ?? localToday();
  return {
    supplier: '',
    supplierLabel: '',
    issueDate: today,
    dueDate: addDays(today, props.paymentTermsDays ?? 30),
    lines: [emptyLine('custom')],
    vatRate: props.defaultVatRate ?? props.vatRates[0]?.rate ?? null,
    notes: '',
    attachments: NO_ATTACHMENT_CHANGES,
  };
}

type Set = FieldSetter<State>;

const optionLabel = (o: FieldOption) => o.label;

function DetailsStep({
  values,
  set,
  loadSuppliers,
}: { values: State; set: Set } & Pick<BillWizardProps, 'loadSuppliers'>) {
  const intl = useIntl();
  const bind = fieldBinder(values, set);
  return (
    <div className={css.formGrid}>
      <AsyncPicker<FieldOption>
        name="supplier"
        label={intl.formatMessage(f.supplier)}
        placeholder={intl.formatMessage(m.supplierPlaceholder)}
        isRequired
        value={values.supplier || null}
        selectedText={values.supplierLabel}
        search={loadSuppliers}
        optionLabel={optionLabel}
        textOf={optionLabel}
        onPick={(o) => {
          set('supplier')(o?.id ?? '');
          set('supplierLabel')(o?.label ?? '');
        }}
      />
      <DatePicker {...bind('issueDate')} label={intl.formatMessage(f.issueDate)} isRequired />
      <DatePicker {...bind('dueDate')} label={intl.formatMessage(f.dueDate)} isRequired />
    </div>
  );
}

function ReviewStep({
  values,
  storedCount,
  vatRates,
}: {
  values: State;
  storedCount: number;
  vatRates: readonly VatRateOption[];
}) {
  const intl = useIntl();
  const totals = computeTotals(values.lines, values.vatRate);
  const rows: Array<[string, string]> = [
    [intl.formatMessage(f.supplier), values.supplierLabel],
    [intl.formatMessage(f.issueDate), formatDay(intl, values.issueDate)],
    [intl.formatMessage(f.dueDate), formatDay(intl, values.dueDate)],
    [intl.formatMessage(f.vatRate), vatRateText(intl, vatRates, values.vatRate)],
    [intl.formatMessage(f.notes), values.notes],
    [intl.formatMessage(f.attachments), attachmentCountText(intl, storedCount, values.attachments)],
  ];
  return (
    <div className={css.formStack}>
      <ReviewList rows={rows} />
      <LinesTable lines={linesOfDrafts(values.lines)} label={intl.formatMessage(f.items)} showSource={false} />
      <TotalsList vatRate={values.vatRate} subtotal={totals.subtotal} vat={totals.vat} total={totals.total} />
    </div>
  );
}

/**
 * Adds or edits a supplier bill in four steps: the supplier (searched on the server) with the issue and due dates;
 * the items with the VAT rate from the settings and live totals computed in piastres exactly as the server does;
 * notes and attachments (with the upload's progress while saving); and a review. The fields the server refuses (a
 * line's quantity, a withdrawn VAT rate) bring the user back to their step.
 */
export function BillWizard(props: BillWizardProps) {
  const { record: bill, onSubmit, onClose, defaultStep } = props;
  const intl = useIntl();
  const { values, setValues, set, isChanged } = useFormValues(() => initialState(props, intl.locale));
  const upload = useRecordUpload();
  const isDirty =
    hasAttachmentChanges(values.attachments) ||
    isChanged((s) => ({ ...s, supplierLabel: '', lines: s.lines.map(({ key: _key, ...l }) => l) }));
  const lineFields = values.lines.flatMap((_, i) => lineFieldNames(i));
  const label = (key: keyof typeof f) => intl.formatMessage(f[key]);

  return (
    <WizardDialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage(bill ? m.editTitle : m.createTitle)}
      submitLabel={intl.formatMessage(bill ? cm.saveChanges : m.createSubmit)}
      isDirty={isDirty}
      defaultStep={defaultStep}
      fieldLabels={{
        ...Object.fromEntries(Object.keys(f).map((key) => [key, label(key as keyof typeof f)])),
        ...lineFieldLabels(intl, values.lines.length),
      }}
      onSubmit={() =>
        upload.start((running) =>
          onSubmit(
            {
              supplier: values.supplier,
              issueDate: values.issueDate ?? '',
              dueDate: values.dueDate ?? '',
              vatRate: values.vatRate ?? 0,
              items: values.lines.map((l) => ({
                description: l.description.trim(),
                quantity: l.quantity ?? 0,
                unitPrice: l.unitPrice ?? 0,
              })),
              notes: values.notes.trim(),
              files: values.attachments.files,
              removedAttachments: values.attachments.removed,
            },
            running,
          ),
        )
      }
      steps={[
        {
          id: 'details',
          title: intl.formatMessage(m.stepDetails),
          description: intl.formatMessage(m.stepDetailsHint),
          fields: ['supplier', 'issueDate', 'dueDate'],
          validate: () => {
            const errors: FieldErrors = {};
            if (!values.supplier) errors.supplier = intl.formatMessage(m.supplierRequired);
            if (!values.issueDate) errors.issueDate = intl.formatMessage(sm.issueDateRequired);
            if (!values.dueDate) errors.dueDate = intl.formatMessage(sm.dueDateRequired);
            else if (values.issueDate && values.dueDate < values.issueDate)
              errors.dueDate = intl.formatMessage(sm.dueBeforeIssue);
            return errors;
          },
          content: <DetailsStep values={values} set={set} loadSuppliers={props.loadSuppliers} />,
        },
        {
          id: 'items',
          title: label('items'),
          description: intl.formatMessage(m.stepItemsHint),
          fields: ['items', 'vatRate', 'subtotal', 'vat', 'total', ...lineFields],
          validate: () => validateLines(intl, values.lines, values.vatRate),
          content: (
            <LinesEditor
              lines={values.lines}
              onLinesChange={(change) => setValues((v) => ({ ...v, lines: change(v.lines) }))}
              vatRate={values.vatRate}
              onVatRateChange={set('vatRate')}
              vatRates={props.vatRates}
            />
          ),
        },
        {
          id: 'notes',
          title: intl.formatMessage(m.stepNotes),
          fields: ['notes', 'attachments'],
          validate: () => lengthErrors(intl, 'bills', { notes: values.notes }),
          content: (
            <div className={css.formStack}>
              <TextArea name="notes" label={label('notes')} value={values.notes} onChange={set('notes')} rows={3} />
              <AttachmentsField
                stored={storedAttachments(bill, props.fileUrl)}
                value={values.attachments}
                onChange={set('attachments')}
                progress={upload.progress}
                onCancelUpload={upload.cancel}
              />
            </div>
          ),
        },
        {
          id: 'review',
          title: intl.formatMessage(cm.review),
          content: <ReviewStep values={values} storedCount={bill?.attachments.length ?? 0} vatRates={props.vatRates} />,
        },
      ]}
    />
  );
}
