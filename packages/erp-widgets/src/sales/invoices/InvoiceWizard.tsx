import { DatePicker, WizardDialog, type FieldErrors, type IsoDate } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { AsyncPicker } from '../../shared/AsyncPicker';
import { commonMessages as cm } from '../../shared/common.messages';
import { NO_ATTACHMENT_CHANGES, storedAttachments } from '../../shared/documents/AttachmentsField';
import { linesMessages as lm, linesNamedMessages as lmn } from '../../shared/documents/documents.messages';
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
} from '../../shared/documents/lines';
import { LinesEditor, type SearchInventory } from '../../shared/documents/LinesEditor';
import { daysBetween, formatDay, isoDay, localName, localToday } from '../../shared/format';
import { computeTotals, toPounds } from '../../shared/money';
import * as css from '../../shared/shared.css';
import { SalesSummaryStep, type SummaryDraft } from '../SalesSummaryStep';
import { salesMessages as sm } from '../sales.messages';
import type { FileUrl, SalesClientOption, SalesSettings, SearchClients } from '../sales.types';
import { invoiceMessages as m, invoiceNamedMessages as mn } from './invoices.messages';
import type { Invoice } from './invoices.types';

/** What the invoice wizard submits. Amounts are EGP; the server recomputes every total from the lines. */
export type InvoiceFormValues = {
  /** The client's id. */
  client: string;
  issueDate: IsoDate;
  dueDate: IsoDate;
  /** VAT rate in percent, one of the settings' rates. */
  vatRate: number;
  /** The lines, with their totals and the display copies of warehouse and supplier names and stock. */
  items: DocumentLine[];
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
  /** The draft invoice to edit; null for a new invoice. */
  invoice: Invoice | null;
  /** The VAT rates offered, the default rate and the payment terms of a new invoice. */
  settings: SalesSettings;
  searchClients: SearchClients;
  searchInventory: SearchInventory;
  /** The download address of a stored attachment. */
  fileUrl?: FileUrl<Invoice>;
  /**
   * Today as `YYYY-MM-DD`: a new invoice's issue date.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /**
   * Saves the values; the wizard stays pending until the promise settles, and shows the fields a rejection refuses
   * on their step. The caller closes it on success.
   */
  onSubmit: (values: InvoiceFormValues) => void | Promise<unknown>;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
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
  rates: readonly VatRateOption[],
  defaultRate: number | null | undefined,
  today: IsoDate,
  terms: number,
): Draft {
  const offered = (rate: number | null | undefined) =>
    rate != null && rates.some((r) => r.rate === rate) ? rate : null;
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

function DetailsStep({ draft, update, searchClients }: { draft: Draft; update: Update; searchClients: SearchClients }) {
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
        name="dueDate"
        label={intl.formatMessage(m.dueDate)}
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
 * and a summary with notes and attachments. Each step is checked before moving on; a refused save shows the
 * refused fields on their step.
 */
export function InvoiceWizard({
  invoice,
  settings,
  searchClients,
  searchInventory,
  fileUrl,
  today,
  onSubmit,
  onClose,
  defaultStep,
}: InvoiceWizardProps) {
  const intl = useIntl();
  const { vatRates } = settings;
  const [initial] = useState(() =>
    draftOf(
      intl.locale,
      invoice,
      vatRates,
      settings.defaultVatRate,
      today ?? localToday(),
      settings.paymentTermsDays ?? 30,
    ),
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
      submitLabel={intl.formatMessage(isEdit ? cm.saveChanges : m.createSubmit)}
      isDirty={isDirty}
      defaultStep={defaultStep}
      fieldLabels={{
        client: intl.formatMessage(cm.client),
        issueDate: intl.formatMessage(sm.issueDate),
        dueDate: intl.formatMessage(m.dueDate),
        vatRate: intl.formatMessage(lm.vatRate),
        items: intl.formatMessage(sm.items),
        notes: intl.formatMessage(cm.notes),
        attachments: intl.formatMessage(cm.attachments),
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
            if (!draft.client) errors.client = intl.formatMessage(sm.clientRequired);
            if (!draft.issueDate) errors.issueDate = intl.formatMessage(sm.issueDateRequired);
            if (!draft.dueDate) errors.dueDate = intl.formatMessage(m.dueDateRequired);
            else if (draft.issueDate && daysBetween(draft.issueDate, draft.dueDate) < 0)
              errors.dueDate = intl.formatMessage(m.dueBeforeIssue);
            return errors;
          },
          content: <DetailsStep draft={draft} update={update} searchClients={searchClients} />,
        },
        {
          id: 'items',
          title: intl.formatMessage(sm.items),
          description: intl.formatMessage(sm.stepItemsHint),
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
          title: intl.formatMessage(sm.stepSummary),
          description: intl.formatMessage(m.stepSummaryHint),
          fields: ['notes', 'attachments'],
          content: (
            <SalesSummaryStep
              rows={[
                [intl.formatMessage(cm.client), draft.clientText],
                [intl.formatMessage(sm.issueDate), formatDay(intl, draft.issueDate)],
                [intl.formatMessage(m.dueDate), formatDay(intl, draft.dueDate)],
                [intl.formatMessage(sm.items), intl.formatMessage(lmn.lineCount, { count: draft.lines.length })],
                [intl.formatMessage(lm.vatRate), vatRateText(intl, vatRates, draft.vatRate)],
              ]}
              lines={lines}
              vatRate={draft.vatRate ?? 0}
              linesLabel={intl.formatMessage(sm.items)}
              totalsLabel={intl.formatMessage(m.totals)}
              existing={storedAttachments(invoice, fileUrl)}
              value={draft}
              onChange={update}
            />
          ),
        },
      ]}
    />
  );
}
