import {
  DatePicker,
  TextArea,
  WizardDialog,
  type FieldErrors,
  type FieldOption,
  type IsoDate,
  type LoadOptions,
} from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { AsyncPicker } from '../shared/AsyncPicker';
import {
  emptyLine,
  lineDraftsOf,
  lineFieldLabels,
  lineFieldNames,
  linesOfDrafts,
  validateLines,
  vatRateText,
  type LineDraft,
} from '../shared/documents/lines';
import {
  AttachmentsField,
  attachmentCountText,
  NO_ATTACHMENT_CHANGES,
  storedAttachments,
  type AttachmentChanges,
} from '../shared/documents/AttachmentsField';
import { LinesEditor } from '../shared/documents/LinesEditor';
import { LinesTable } from '../shared/documents/LinesTable';
import { TotalsList } from '../shared/documents/TotalsList';
import { formatDay, isoDay, localToday } from '../shared/format';
import { computeTotals } from '../shared/money';
import { ReviewList } from '../shared/ReviewList';
import * as css from '../shared/shared.css';
import { billsMessages as bm } from './BillsScreen.messages';
import { billWizardMessages as m } from './BillWizard.messages';
import { supplierName } from './finance.format';
import type { Bill, VatRateOption } from './finance.types';

/** What the bill wizard submits. The server computes line totals, subtotal, VAT and total from these. */
export type BillFormValues = {
  /** The supplier's record id. */
  supplier: string;
  issueDate: IsoDate;
  dueDate: IsoDate;
  /** Percent, one of the settings' VAT rates. */
  vatRate: number;
  items: Array<{ description: string; quantity: number; unitPrice: number }>;
  notes: string;
  /** Files to attach. */
  files: File[];
  /** Stored attachments to remove. */
  removedAttachments: string[];
};

/** Props of {@link BillWizard}. */
export type BillWizardProps = {
  /** The PENDING bill to edit; absent for a new bill. */
  bill?: Bill | null;
  /** The VAT rates the settings offer. */
  vatRates: readonly VatRateOption[];
  /** The rate chosen for a new bill (the settings' default); the first offered rate when absent. */
  defaultVatRate?: number | null;
  /** Searches suppliers by name for the supplier field (the caller queries the server). */
  loadSuppliers: LoadOptions;
  /**
   * Today, `YYYY-MM-DD`: a new bill's issue date.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /**
   * Days from the issue date to the proposed due date of a new bill.
   * @default 30
   */
  paymentTermsDays?: number;
  /** The download address of a stored attachment. */
  fileUrl?: (bill: Bill, fileName: string) => string | undefined;
  /** Saves the bill; the wizard shows the pending state (and the upload progress) until it settles. */
  onSubmit: (values: BillFormValues) => void | Promise<unknown>;
  /** Upload progress from 0 to 1 while `isSubmitting`. */
  uploadProgress?: number | null;
  /** Stops the running upload. */
  onCancelUpload?: () => void;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /** Errors the server returned per field (`supplier`, `items.0.quantity`, `vatRate`…); the wizard goes to their step. */
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
  const { bill } = props;
  if (bill) {
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
  }
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

type Set = <K extends keyof State>(key: K) => (value: State[K]) => void;

type DetailsStepProps = { values: State; set: Set; loadSuppliers: LoadOptions };

const optionLabel = (o: FieldOption) => o.label;

function DetailsStep({ values, set, loadSuppliers }: DetailsStepProps) {
  const intl = useIntl();
  return (
    <div className={css.formGrid}>
      <AsyncPicker<FieldOption>
        name="supplier"
        label={intl.formatMessage(bm.supplier)}
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
      <DatePicker
        name="issueDate"
        label={intl.formatMessage(bm.issueDate)}
        isRequired
        value={values.issueDate}
        onChange={set('issueDate')}
      />
      <DatePicker
        name="dueDate"
        label={intl.formatMessage(bm.dueDate)}
        isRequired
        value={values.dueDate}
        onChange={set('dueDate')}
      />
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
    [intl.formatMessage(bm.supplier), values.supplierLabel],
    [intl.formatMessage(bm.issueDate), formatDay(intl, values.issueDate)],
    [intl.formatMessage(bm.dueDate), formatDay(intl, values.dueDate)],
    [intl.formatMessage(bm.vatRate), vatRateText(intl, vatRates, values.vatRate)],
    [intl.formatMessage(bm.notes), values.notes],
    [intl.formatMessage(bm.attachments), attachmentCountText(intl, storedCount, values.attachments)],
  ];
  return (
    <div className={css.formStack}>
      <ReviewList rows={rows} />
      <LinesTable lines={linesOfDrafts(values.lines)} label={intl.formatMessage(bm.items)} showSource={false} />
      <TotalsList vatRate={values.vatRate} subtotal={totals.subtotal} vat={totals.vat} total={totals.total} />
    </div>
  );
}

/**
 * Adds or edits a supplier bill in four steps: the supplier (searched on the server) with the issue and due dates;
 * the items (description, quantity, price) with the VAT rate from the settings and live totals computed in
 * piastres exactly as the server does; notes and attachments; and a review. Server field errors (a line's quantity,
 * a withdrawn VAT rate) bring the user back to their step.
 */
export function BillWizard(props: BillWizardProps) {
  const { bill, onSubmit, onClose, serverErrors, error, isSubmitting, defaultStep } = props;
  const intl = useIntl();
  const [initial] = useState(() => initialState(props, intl.locale));
  const [values, setValues] = useState(initial);
  const set: Set = (key) => (value) => setValues((v) => ({ ...v, [key]: value }));
  const strip = (s: State) => ({ ...s, supplierLabel: '', lines: s.lines.map(({ key: _key, ...l }) => l) });
  const isDirty =
    values.attachments.files.length > 0 ||
    values.attachments.removed.length > 0 ||
    JSON.stringify(strip(values)) !== JSON.stringify(strip(initial));
  const isEdit = Boolean(bill);
  const lineFields = values.lines.flatMap((_, i) => lineFieldNames(i));

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
        supplier: intl.formatMessage(bm.supplier),
        issueDate: intl.formatMessage(bm.issueDate),
        dueDate: intl.formatMessage(bm.dueDate),
        vatRate: intl.formatMessage(bm.vatRate),
        items: intl.formatMessage(bm.items),
        notes: intl.formatMessage(bm.notes),
        attachments: intl.formatMessage(bm.attachments),
        ...lineFieldLabels(intl, values.lines.length),
      }}
      onSubmit={() =>
        onSubmit({
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
        })
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
            if (!values.issueDate) errors.issueDate = intl.formatMessage(m.issueDateRequired);
            if (!values.dueDate) errors.dueDate = intl.formatMessage(m.dueDateRequired);
            else if (values.issueDate && values.dueDate < values.issueDate)
              errors.dueDate = intl.formatMessage(m.dueBeforeIssue);
            return errors;
          },
          content: <DetailsStep values={values} set={set} loadSuppliers={props.loadSuppliers} />,
        },
        {
          id: 'items',
          title: intl.formatMessage(bm.items),
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
          content: (
            <div className={css.formStack}>
              <TextArea
                name="notes"
                label={intl.formatMessage(bm.notes)}
                value={values.notes}
                onChange={set('notes')}
                rows={3}
              />
              <AttachmentsField
                stored={storedAttachments(bill, props.fileUrl)}
                value={values.attachments}
                onChange={set('attachments')}
                progress={props.uploadProgress}
                onCancelUpload={props.onCancelUpload}
              />
            </div>
          ),
        },
        {
          id: 'review',
          title: intl.formatMessage(m.stepReview),
          content: <ReviewStep values={values} storedCount={bill?.attachments.length ?? 0} vatRates={props.vatRates} />,
        },
      ]}
    />
  );
}
