import { DatePicker, WizardDialog, type FieldErrors, type IsoDate } from '@erp/ui';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

import { AsyncPicker } from '../shared/AsyncPicker';
import { commonMessages as cm } from '../shared/common.messages';
import { NO_ATTACHMENT_CHANGES, storedAttachments } from '../shared/documents/AttachmentsField';
import { linesMessages as lm, linesNamedMessages as lmn } from '../shared/documents/documents.messages';
import {
  lineDraftsOf,
  lineFieldLabels,
  lineFieldNames,
  linesOfDrafts,
  validateLines,
  vatRateText,
  type DocumentLine,
  type LineDraft,
  type VatRateOption,
} from '../shared/documents/lines';
import { LinesEditor, type SearchInventory } from '../shared/documents/LinesEditor';
import { daysBetween, formatDay, isoDay, localName, localToday } from '../shared/format';
import { computeTotals, toPounds } from '../shared/money';
import { lengthErrors } from '../shared/record-form/fields';
import * as css from '../shared/shared.css';
import { SalesSummaryStep, type SummaryDraft } from './SalesSummaryStep';
import { salesMessages as sm } from './sales.messages';
import type { FileUrl, SalesClientOption, SalesSettings, SearchClients } from './sales.types';

/** The fields an invoice and a quotation share, as the wizard reads them from the record being edited. */
export type SalesDocumentSource = {
  id: string;
  client: string;
  clientName: string;
  clientNameAr?: string;
  issueDate: string;
  vatRate: number;
  items: readonly DocumentLine[];
  notes: string;
  attachments: readonly string[];
};

/** What the wizard submits. Amounts are EGP; the server recomputes every total from the lines. */
export type SalesDocumentValues = {
  /** The client's id. */
  client: string;
  issueDate: IsoDate;
  /** The document's second date: an invoice's due date, a quotation's valid-until date. */
  endDate: IsoDate;
  /** VAT rate in percent, one of the settings' rates. */
  vatRate: number;
  /** The lines, with their totals and the display copies of warehouse and supplier names and stock. */
  items: DocumentLine[];
  notes: string;
  newAttachments: File[];
  /** Names of stored attachments to remove (when editing). */
  removedAttachments: string[];
  /** Subtotal, VAT and total as shown to the user (the server computes the same). */
  subtotal: number;
  vat: number;
  total: number;
};

/** The document's second date, which follows the issue date: its field, words, and default distance. */
export type SalesEndDate = {
  /** The field's name on the server, where its refusals are reported. */
  name: 'dueDate' | 'validUntil';
  label: MessageDescriptor;
  required: MessageDescriptor;
  beforeIssue: MessageDescriptor;
  /** Days from the issue date to a new document's date. */
  days: number;
};

/** Props of {@link SalesDocumentWizard}. */
export type SalesDocumentWizardProps<T extends SalesDocumentSource> = {
  /** The collection saved, whose schema limits the notes. */
  collection: 'invoices' | 'quotations';
  /** The draft being edited, with its second date; null for a new document. */
  document: (T & { endDate: string }) | null;
  endDate: SalesEndDate;
  settings: SalesSettings;
  searchClients: SearchClients;
  searchInventory: SearchInventory;
  fileUrl?: FileUrl<T>;
  /** Whether the lines are checked against the stock they would take (invoices take it, quotations do not). */
  checkStock: boolean;
  title: string;
  submitLabel: string;
  messages: { stepDetails: MessageDescriptor; stepDetailsHint: MessageDescriptor; stepSummaryHint: MessageDescriptor };
  totalsLabel: string;
  today?: IsoDate;
  onSubmit: (values: SalesDocumentValues) => void | Promise<unknown>;
  onClose: () => void;
  defaultStep?: number;
};

type Draft = SummaryDraft & {
  client: string | null;
  clientText: string;
  issueDate: IsoDate | null;
  endDate: IsoDate | null;
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
  document: (SalesDocumentSource & { endDate: string }) | null,
  rates: readonly VatRateOption[],
  defaultRate: number | null | undefined,
  today: IsoDate,
  days: number,
): Draft {
  const offered = (rate: number | null | undefined) =>
    rate != null && rates.some((r) => r.rate === rate) ? rate : null;
  if (!document) {
    return {
      client: null,
      clientText: '',
      issueDate: today,
      endDate: addDays(today, days),
      vatRate: offered(defaultRate) ?? offered(rates[0]?.rate),
      lines: [],
      notes: '',
      attachments: NO_ATTACHMENT_CHANGES,
    };
  }
  return {
    client: document.client || null,
    clientText: localName(locale, { name: document.clientName, nameAr: document.clientNameAr }),
    issueDate: isoDay(document.issueDate) || null,
    endDate: isoDay(document.endDate) || null,
    vatRate: offered(document.vatRate),
    lines: lineDraftsOf(document.items),
    notes: document.notes,
    attachments: NO_ATTACHMENT_CHANGES,
  };
}

type Update = (patch: Partial<Draft>) => void;

function DetailsStep({
  draft,
  update,
  searchClients,
  endDate,
}: {
  draft: Draft;
  update: Update;
  searchClients: SearchClients;
  endDate: SalesEndDate;
}) {
  const intl = useIntl();
  const name = (c: SalesClientOption) => localName(intl.locale, c);
  return (
    <div className={css.formGrid}>
      <AsyncPicker<SalesClientOption>
        name="client"
        label={intl.formatMessage(cm.client)}
        placeholder={intl.formatMessage(sm.clientPlaceholder)}
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
        name={endDate.name}
        label={intl.formatMessage(endDate.label)}
        isRequired
        value={draft.endDate}
        onChange={(value) => update({ endDate: value })}
      />
    </div>
  );
}

/**
 * Adds or edits a draft invoice or quotation in three steps: client, issue date and the second date (required, on or
 * after the issue date); items (from inventory, with warehouse, supplier and available stock, or custom) with the
 * VAT rate and live totals; and a summary with notes and attachments. Each step is checked before moving on, with
 * the schema's limits; a refused save shows the refused fields on their step.
 */
export function SalesDocumentWizard<T extends SalesDocumentSource>({
  collection,
  document,
  endDate,
  settings,
  searchClients,
  searchInventory,
  fileUrl,
  checkStock,
  title,
  submitLabel,
  messages,
  totalsLabel,
  today,
  onSubmit,
  onClose,
  defaultStep,
}: SalesDocumentWizardProps<T>) {
  const intl = useIntl();
  const { vatRates } = settings;
  const [initial] = useState(() =>
    draftOf(intl.locale, document, vatRates, settings.defaultVatRate, today ?? localToday(), endDate.days),
  );
  const [draft, setDraft] = useState(initial);
  const update: Update = (patch) => setDraft((d) => ({ ...d, ...patch }));
  const lines = linesOfDrafts(draft.lines);
  const rate = draft.vatRate ?? 0;

  const submit = () => {
    const totals = computeTotals(draft.lines, rate);
    return onSubmit({
      client: draft.client ?? '',
      issueDate: draft.issueDate ?? '',
      endDate: draft.endDate ?? '',
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
      title={title}
      submitLabel={submitLabel}
      isDirty={JSON.stringify(draft) !== JSON.stringify(initial)}
      defaultStep={defaultStep}
      fieldLabels={{
        client: intl.formatMessage(cm.client),
        issueDate: intl.formatMessage(sm.issueDate),
        [endDate.name]: intl.formatMessage(endDate.label),
        vatRate: intl.formatMessage(lm.vatRate),
        items: intl.formatMessage(sm.items),
        notes: intl.formatMessage(cm.notes),
        attachments: intl.formatMessage(cm.attachments),
        ...lineFieldLabels(intl, draft.lines.length),
      }}
      onSubmit={submit}
      steps={[
        {
          id: 'details',
          title: intl.formatMessage(messages.stepDetails),
          description: intl.formatMessage(messages.stepDetailsHint),
          fields: ['client', 'issueDate', endDate.name],
          validate: () => {
            const errors: FieldErrors = {};
            if (!draft.client) errors.client = intl.formatMessage(sm.clientRequired);
            if (!draft.issueDate) errors.issueDate = intl.formatMessage(sm.issueDateRequired);
            if (!draft.endDate) errors[endDate.name] = intl.formatMessage(endDate.required);
            else if (draft.issueDate && daysBetween(draft.issueDate, draft.endDate) < 0)
              errors[endDate.name] = intl.formatMessage(endDate.beforeIssue);
            return errors;
          },
          content: <DetailsStep draft={draft} update={update} searchClients={searchClients} endDate={endDate} />,
        },
        {
          id: 'items',
          title: intl.formatMessage(sm.items),
          description: intl.formatMessage(sm.stepItemsHint),
          fields: ['items', 'vatRate', ...draft.lines.flatMap((_, i) => lineFieldNames(i))],
          validate: () => validateLines(intl, draft.lines, draft.vatRate, { checkStock }),
          content: (
            <LinesEditor
              lines={draft.lines}
              onLinesChange={(change) => setDraft((d) => ({ ...d, lines: change(d.lines) }))}
              vatRate={draft.vatRate}
              onVatRateChange={(vatRate) => update({ vatRate })}
              vatRates={vatRates}
              searchInventory={searchInventory}
              checkStock={checkStock}
              totalsLabel={totalsLabel}
            />
          ),
        },
        {
          id: 'summary',
          title: intl.formatMessage(sm.stepSummary),
          description: intl.formatMessage(messages.stepSummaryHint),
          fields: ['notes', 'attachments'],
          validate: () => lengthErrors(intl, collection, { notes: draft.notes }),
          content: (
            <SalesSummaryStep
              rows={[
                [intl.formatMessage(cm.client), draft.clientText],
                [intl.formatMessage(sm.issueDate), formatDay(intl, draft.issueDate)],
                [intl.formatMessage(endDate.label), formatDay(intl, draft.endDate)],
                [intl.formatMessage(sm.items), intl.formatMessage(lmn.lineCount, { count: draft.lines.length })],
                [intl.formatMessage(lm.vatRate), vatRateText(intl, vatRates, draft.vatRate)],
              ]}
              lines={lines}
              vatRate={rate}
              linesLabel={intl.formatMessage(sm.items)}
              totalsLabel={totalsLabel}
              existing={storedAttachments(document, fileUrl)}
              value={draft}
              onChange={update}
            />
          ),
        },
      ]}
    />
  );
}
