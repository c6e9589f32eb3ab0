import { DatePicker, WizardDialog, type FieldErrors, type IsoDate, type WizardStep } from '@erp/ui';
import type { Dispatch, SetStateAction } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

import { AsyncPicker } from '../shared/AsyncPicker';
import { commonMessages as cm } from '../shared/common.messages';
import { NO_ATTACHMENT_CHANGES, type StoredAttachment } from '../shared/documents/AttachmentsField';
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
import { isoDay, localName } from '../shared/format';
import { computeTotals, toPounds } from '../shared/money';
import { lengthErrors } from '../shared/record-form/fields';
import { SalesSummaryStep, type SummaryDraft } from './SalesSummaryStep';
import { salesMessages as sm } from './sales.messages';
import type { SalesClientOption, SalesSettings, SearchClients } from './sales.types';

/** The fields every sales document shares, as a wizard reads them from the record being edited. */
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

/** What every sales document wizard edits: the client, issue date, VAT rate, lines, notes and attachments. */
export type SalesDraft = SummaryDraft & {
  client: string | null;
  clientText: string;
  issueDate: IsoDate | null;
  vatRate: number | null;
  lines: LineDraft[];
};

/**
 * The draft of `document`, or of a new document issued `today` at the settings' default rate. A rate the settings
 * no longer offer is dropped, unless `keepRate` (a receipt keeps its invoice's rate).
 */
export function salesDraftOf(
  locale: string,
  document: SalesDocumentSource | null,
  { vatRates, defaultVatRate }: SalesSettings,
  today: IsoDate,
  keepRate = false,
): SalesDraft {
  const offered = (rate: number | null | undefined) =>
    rate != null && vatRates.some((r) => r.rate === rate) ? rate : null;
  if (!document) {
    return {
      client: null,
      clientText: '',
      issueDate: today,
      vatRate: offered(defaultVatRate) ?? offered(vatRates[0]?.rate),
      lines: [],
      notes: '',
      attachments: NO_ATTACHMENT_CHANGES,
    };
  }
  return {
    client: document.client || null,
    clientText: localName(locale, { name: document.clientName, nameAr: document.clientNameAr }),
    issueDate: isoDay(document.issueDate) || null,
    vatRate: keepRate ? document.vatRate : offered(document.vatRate),
    lines: lineDraftsOf(document.items),
    notes: document.notes,
    attachments: NO_ATTACHMENT_CHANGES,
  };
}

/** The shared part of what a sales document wizard submits. Amounts are EGP; the server recomputes the totals. */
export function salesValues(draft: SalesDraft) {
  const totals = computeTotals(draft.lines, draft.vatRate ?? 0);
  return {
    client: draft.client ?? '',
    issueDate: draft.issueDate ?? '',
    vatRate: draft.vatRate ?? 0,
    items: linesOfDrafts(draft.lines),
    notes: draft.notes.trim(),
    newAttachments: draft.attachments.files,
    removedAttachments: draft.attachments.removed,
    subtotal: toPounds(totals.subtotal),
    vat: toPounds(totals.vat),
    total: toPounds(totals.total),
  };
}

/** The client and issue date a details step checks: both required. */
export function clientAndDateErrors(intl: IntlShape, draft: SalesDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.client) errors.client = intl.formatMessage(sm.clientRequired);
  if (!draft.issueDate) errors.issueDate = intl.formatMessage(sm.issueDateRequired);
  return errors;
}

/** Props of {@link ClientAndIssueDate}. */
export type ClientAndIssueDateProps = {
  draft: SalesDraft;
  update: (patch: Partial<SalesDraft>) => void;
  searchClients: SearchClients;
  /** A line under the client (where it comes from, when fixed). */
  clientDescription?: string;
  /** The client comes from elsewhere (a receipt's invoice) and cannot be changed here. */
  clientFixed?: boolean;
};

/** A details step's client picker and issue date, both required. */
export function ClientAndIssueDate({
  draft,
  update,
  searchClients,
  clientDescription,
  clientFixed,
}: ClientAndIssueDateProps) {
  const intl = useIntl();
  const name = (c: SalesClientOption) => localName(intl.locale, c);
  return (
    <>
      <AsyncPicker<SalesClientOption>
        name="client"
        label={intl.formatMessage(cm.client)}
        placeholder={intl.formatMessage(sm.clientPlaceholder)}
        description={clientDescription}
        isRequired
        isReadOnly={clientFixed || undefined}
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
    </>
  );
}

/** Props of {@link SalesWizardDialog}. */
export type SalesWizardDialogProps<D extends SalesDraft> = {
  /** The collection saved, whose schema limits the notes. */
  collection: 'invoices' | 'quotations' | 'receipts';
  title: string;
  submitLabel: string;
  /** The draft as the wizard opened, to ask before discarding changes. */
  initial: D;
  draft: D;
  setDraft: Dispatch<SetStateAction<D>>;
  /** The first step (the document's own details) and the labels of its fields, in order. */
  details: WizardStep;
  detailsLabels: Record<string, string>;
  /** The summary's rows for the details step, in order (the lines and the VAT rate follow). */
  summaryRows: ReadonlyArray<readonly [label: string, value: string]>;
  /** The line under the summary step's heading. */
  summaryHint: string;
  /** The VAT rates offered. */
  vatRates: readonly VatRateOption[];
  searchInventory: SearchInventory;
  /** Whether the lines are checked against the stock they would take (only invoices take stock). */
  checkStock: boolean;
  totalsLabel: string;
  /** Attachments already stored on the document being edited. */
  existing: readonly StoredAttachment[];
  onSubmit: () => void | Promise<unknown>;
  onClose: () => void;
  defaultStep?: number;
};

/**
 * The wizard every sales document is written in: its own details step, then the items (from inventory, with
 * warehouse, supplier and, when `checkStock`, available stock, or custom) with the VAT rate and live totals, then a
 * summary with notes and attachments. Each step is checked before moving on, with the schema's limits; a refused
 * save shows the refused fields on their step.
 */
export function SalesWizardDialog<D extends SalesDraft>({
  collection,
  title,
  submitLabel,
  initial,
  draft,
  setDraft,
  details,
  detailsLabels,
  summaryRows,
  summaryHint,
  vatRates,
  searchInventory,
  checkStock,
  totalsLabel,
  existing,
  onSubmit,
  onClose,
  defaultStep,
}: SalesWizardDialogProps<D>) {
  const intl = useIntl();
  const update = (patch: Partial<SalesDraft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <WizardDialog
      isOpen
      onClose={onClose}
      title={title}
      submitLabel={submitLabel}
      isDirty={JSON.stringify(draft) !== JSON.stringify(initial)}
      defaultStep={defaultStep}
      fieldLabels={{
        ...detailsLabels,
        vatRate: intl.formatMessage(lm.vatRate),
        items: intl.formatMessage(sm.items),
        notes: intl.formatMessage(cm.notes),
        attachments: intl.formatMessage(cm.attachments),
        ...lineFieldLabels(intl, draft.lines.length),
      }}
      onSubmit={onSubmit}
      steps={[
        details,
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
          description: summaryHint,
          fields: ['notes', 'attachments'],
          validate: () => lengthErrors(intl, collection, { notes: draft.notes }),
          content: (
            <SalesSummaryStep
              rows={[
                ...summaryRows,
                [intl.formatMessage(sm.items), intl.formatMessage(lmn.lineCount, { count: draft.lines.length })],
                [intl.formatMessage(lm.vatRate), vatRateText(intl, vatRates, draft.vatRate)],
              ]}
              lines={linesOfDrafts(draft.lines)}
              vatRate={draft.vatRate ?? 0}
              linesLabel={intl.formatMessage(sm.items)}
              totalsLabel={totalsLabel}
              existing={existing}
              value={draft}
              onChange={update}
            />
          ),
        },
      ]}
    />
  );
}
