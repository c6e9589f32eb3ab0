import { DatePicker, WizardDialog, type FieldErrors, type IsoDate } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { AsyncPicker } from '../shared/AsyncPicker';
import { NO_ATTACHMENT_CHANGES } from '../shared/documents/AttachmentsField';
import { linesNamedMessages as lmn } from '../shared/documents/documents.messages';
import {
  lineDraftsOf,
  lineFieldLabels,
  lineFieldNames,
  linesOfDrafts,
  validateLines,
  vatRateText,
  type LineDraft,
} from '../shared/documents/lines';
import { LinesEditor } from '../shared/documents/LinesEditor';
import { daysBetween, formatDay, isoDay, localName, localToday } from '../shared/format';
import { computeTotals, toPounds } from '../shared/money';
import * as css from '../shared/shared.css';
import { invoiceWizardMessages as m, invoiceWizardNamedMessages as mn } from './InvoiceWizard.messages';
import { SalesSummaryStep, type SummaryDraft } from './SalesSummaryStep';
import { salesMessages as sm } from './sales.messages';
import type { InventoryItemOption, Invoice, InvoiceClientOption, InvoiceLine, VatRate } from './sales.types';

/** What the invoice wizard submits. Amounts are EGP; the server recomputes every total from the lines. */
export type InvoiceFormValues = {
  /** The client's id. */
  client: string;
  issueDate: IsoDate;
  dueDate: IsoDate;
  /** VAT rate in percent, one of the settings' rates. */
  vatRate: number;
  /** The lines, with their totals and the display copies of warehouse and supplier names and stock. */
  items: InvoiceLine[];
  notes: string;
  /** Files to attach. */
  newAttachments: File[];
  /** Names of stored attachments to remove (when editing). */
  removedAttachments: string[];
  /** Subtotal, VAT and total as shown to the user (the server computes the same). */
  subtotal: number;
  vat: number;
  total: number;
};

/** Props of {@link InvoiceWizard}. */
export type InvoiceWizardProps = {
  /** The draft invoice to edit; absent for a new invoice. */
  invoice?: Invoice | null;
  /** The VAT rates offered (from the settings). */
  vatRates: readonly VatRate[];
  /**
   * The rate chosen for a new invoice, in percent (the settings' default VAT rate).
   * @default the first of `vatRates`
   */
  defaultVatRate?: number;
  /** Searches clients by name; abort `signal` when a newer search starts. */
  searchClients: (query: string, signal: AbortSignal) => Promise<InvoiceClientOption[]>;
  /** Searches inventory items (with stock, warehouse and supplier names); abort `signal` when superseded. */
  searchInventory: (query: string, signal: AbortSignal) => Promise<InventoryItemOption[]>;
  /**
   * Today as `YYYY-MM-DD`: a new invoice's issue date.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /**
   * Days from the issue date to a new invoice's due date (the settings' default payment terms).
   * @default 30
   */
  paymentTermsDays?: number;
  /** Saves the values; the wizard shows the pending state until it settles. The caller closes it on success. */
  onSubmit: (values: InvoiceFormValues) => void | Promise<unknown>;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /** Errors the server returned per field (`client`, `items.0.quantity`…); the wizard goes to their step. */
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

type Draft = SummaryDraft & {
  client: string | null;
  clientText: string;
  issueDate: IsoDate | null;
  dueDate: IsoDate | null;
  vatRate: number | null;
  lines: LineDraft[];
};

const addDays = (day: IsoDate, days: number): IsoDate => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

function draftOf(
  locale: string,
  invoice: Invoice | null | undefined,
  rates: readonly VatRate[],
  defaultRate: number | undefined,
  today: IsoDate,
  terms: number,
): Draft {
  const offered = (rate: number | undefined) =>
    rate !== undefined && rates.some((r) => r.rate === rate) ? rate : null;
  if (!invoice) {
    return {
      client: null,
      clientText: '',
      issueDate: today,
      dueDate: addDays(today, terms),
      vatRate: offered(defaultRate) ?? offered(rates[0]?.rate),
      lines: [],
      notes: '',
      attachments: NO_ATTACHMENT_CHANGES,
    };
  }
  return {
    client: invoice.client || null,
    clientText: localName(locale, { name: invoice.clientName, nameAr: invoice.clientNameAr }),
    issueDate: isoDay(invoice.issueDate) || null,
    dueDate: isoDay(invoice.dueDate) || null,
    vatRate: offered(invoice.vatRate),
    lines: lineDraftsOf(invoice.items),
    notes: invoice.notes,
    attachments: NO_ATTACHMENT_CHANGES,
  };
}

type Update = (patch: Partial<Draft>) => void;

function DetailsStep({
  draft,
  update,
  searchClients,
}: {
  draft: Draft;
  update: Update;
  searchClients: InvoiceWizardProps['searchClients'];
}) {
  const intl = useIntl();
  const name = (c: InvoiceClientOption) => localName(intl.locale, c);
  return (
    <div className={css.formGrid}>
      <AsyncPicker<InvoiceClientOption>
        name="client"
        label={intl.formatMessage(sm.client)}
        placeholder={intl.formatMessage(m.clientPlaceholder)}
        isRequired
        value={draft.client}
        selectedText={draft.clientText}
        search={searchClients}
        optionLabel={name}
        textOf={name}
        onPick={(c) => update({ client: c?.id ?? null, clientText: c ? name(c) : '' })}
      />
      <DatePicker
        name="issueDate"
        label={intl.formatMessage(sm.issueDate)}
        isRequired
        value={draft.issueDate}
        onChange={(issueDate) => update({ issueDate })}
      />
      <DatePicker
        name="dueDate"
        label={intl.formatMessage(sm.dueDate)}
        isRequired
        value={draft.dueDate}
        onChange={(dueDate) => update({ dueDate })}
      />
    </div>
  );
}

/**
 * Adds or edits a draft invoice in three steps: client and dates; items (from inventory, with warehouse, supplier and
 * available stock and the "Quantity exceeds available stock!" warning, or custom) with the VAT rate and live totals;
 * and a summary with notes and attachments. Each step is checked before moving on; the server's field errors come
 * back through `serverErrors` and lead to their step.
 */
export function InvoiceWizard({
  invoice,
  vatRates,
  defaultVatRate,
  searchClients,
  searchInventory,
  today,
  paymentTermsDays = 30,
  onSubmit,
  onClose,
  serverErrors,
  error,
  isSubmitting,
  defaultStep,
}: InvoiceWizardProps) {
  const intl = useIntl();
  const [initial] = useState(() =>
    draftOf(intl.locale, invoice, vatRates, defaultVatRate, today ?? localToday(), paymentTermsDays),
  );
  const [draft, setDraft] = useState(initial);
  const update: Update = (patch) => setDraft((d) => ({ ...d, ...patch }));
  const isDirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const isEdit = Boolean(invoice);
  const lines = linesOfDrafts(draft.lines);

  const lineLabels = lineFieldLabels(intl, draft.lines.length);

  const submit = () => {
    const rate = draft.vatRate ?? 0;
    const totals = computeTotals(draft.lines, rate);
    return onSubmit({
      client: draft.client ?? '',
      issueDate: draft.issueDate ?? '',
      dueDate: draft.dueDate ?? '',
      vatRate: rate,
      items: lines,
      notes: draft.notes.trim(),
      newAttachments: draft.attachments.files,
      removedAttachments: draft.attachments.removed,
      subtotal: toPounds(totals.subtotal),
      vat: toPounds(totals.vat),
      total: toPounds(totals.total),
    });
  };

  return (
    <WizardDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        isEdit && invoice
          ? intl.formatMessage(mn.editTitle, { number: invoice.invoiceNumber })
          : intl.formatMessage(m.createTitle)
      }
      submitLabel={intl.formatMessage(isEdit ? m.editSubmit : m.createSubmit)}
      isDirty={isDirty}
      isSubmitting={isSubmitting}
      serverErrors={serverErrors}
      error={error || undefined}
      defaultStep={defaultStep}
      fieldLabels={{
        client: intl.formatMessage(sm.client),
        issueDate: intl.formatMessage(sm.issueDate),
        dueDate: intl.formatMessage(sm.dueDate),
        vatRate: intl.formatMessage(sm.vatRate),
        items: intl.formatMessage(m.stepItems),
        notes: intl.formatMessage(sm.notes),
        attachments: intl.formatMessage(sm.attachments),
        ...lineLabels,
      }}
      onSubmit={submit}
      steps={[
        {
          id: 'details',
          title: intl.formatMessage(m.stepDetails),
          description: intl.formatMessage(m.stepDetailsHint),
          fields: ['client', 'issueDate', 'dueDate'],
          validate: () => {
            const errors: FieldErrors = {};
            if (!draft.client) errors.client = intl.formatMessage(m.clientRequired);
            if (!draft.issueDate) errors.issueDate = intl.formatMessage(m.issueDateRequired);
            if (!draft.dueDate) errors.dueDate = intl.formatMessage(m.dueDateRequired);
            else if (draft.issueDate && daysBetween(draft.issueDate, draft.dueDate) < 0)
              errors.dueDate = intl.formatMessage(m.dueBeforeIssue);
            return errors;
          },
          content: <DetailsStep draft={draft} update={update} searchClients={searchClients} />,
        },
        {
          id: 'items',
          title: intl.formatMessage(m.stepItems),
          description: intl.formatMessage(m.stepItemsHint),
          fields: ['items', 'vatRate', ...draft.lines.flatMap((_, i) => lineFieldNames(i))],
          validate: () => validateLines(intl, draft.lines, draft.vatRate),
          content: (
            <LinesEditor
              lines={draft.lines}
              onLinesChange={(change) => setDraft((d) => ({ ...d, lines: change(d.lines) }))}
              vatRate={draft.vatRate}
              onVatRateChange={(vatRate) => update({ vatRate })}
              vatRates={vatRates}
              searchInventory={searchInventory}
              totalsLabel={intl.formatMessage(m.totals)}
            />
          ),
        },
        {
          id: 'summary',
          title: intl.formatMessage(m.stepSummary),
          description: intl.formatMessage(m.stepSummaryHint),
          fields: ['notes', 'attachments'],
          content: (
            <SalesSummaryStep
              rows={[
                [intl.formatMessage(sm.client), draft.clientText],
                [intl.formatMessage(sm.issueDate), formatDay(intl, draft.issueDate)],
                [intl.formatMessage(sm.dueDate), formatDay(intl, draft.dueDate)],
                [intl.formatMessage(m.linesCount), intl.formatMessage(lmn.lineCount, { count: draft.lines.length })],
                [intl.formatMessage(sm.vatRate), vatRateText(intl, vatRates, draft.vatRate)],
              ]}
              lines={lines}
              vatRate={draft.vatRate ?? 0}
              linesLabel={intl.formatMessage(m.stepItems)}
              totalsLabel={intl.formatMessage(m.totals)}
              existing={invoice?.attachments ?? []}
              value={draft}
              onChange={update}
            />
          ),
        },
      ]}
    />
  );
}
