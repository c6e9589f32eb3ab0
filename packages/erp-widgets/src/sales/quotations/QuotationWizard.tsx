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
import { quotationMessages as m, quotationNamedMessages as mn } from './quotations.messages';
import type { Quotation } from './quotations.types';

/** What the quotation wizard submits. Amounts are EGP; the server recomputes every total from the lines. */
export type QuotationFormValues = {
  /** The client's id. */
  client: string;
  issueDate: IsoDate;
  validUntil: IsoDate;
  /** VAT rate in percent, one of the settings' rates. */
  vatRate: number;
  /** The lines, with their totals and, for inventory lines, the display copies of warehouse and supplier names. */
  items: DocumentLine[];
  notes: string;
  /** Files to attach. */
  newAttachments: File[];
  /** Names of stored attachments to remove (when editing). */
  removedAttachments: string[];
  /** Subtotal, VAT and total as shown to the user (the server computes the same). */
  subtotal: number;
  tax: number;
  total: number;
};

/** Props of {@link QuotationWizard}. */
export type QuotationWizardProps = {
  /** The draft quotation to edit; null for a new quotation. */
  quotation: Quotation | null;
  /** The VAT rates offered and the default rate of a new quotation. */
  settings: SalesSettings;
  searchClients: SearchClients;
  searchInventory: SearchInventory;
  /** The download address of a stored attachment. */
  fileUrl?: FileUrl<Quotation>;
  /**
   * Today as `YYYY-MM-DD`: a new quotation's issue date.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /**
   * Days from the issue date to a new quotation's valid-until date.
   * @default 30
   */
  validityDays?: number;
  /**
   * Saves the values; the wizard stays pending until the promise settles, and shows the fields a rejection refuses
   * on their step. The caller closes it on success.
   */
  onSubmit: (values: QuotationFormValues) => void | Promise<unknown>;
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
  validUntil: IsoDate | null;
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
  quotation: Quotation | null,
  rates: readonly VatRateOption[],
  defaultRate: number | null | undefined,
  today: IsoDate,
  validityDays: number,
): Draft {
  const offered = (rate: number | null | undefined) =>
    rate != null && rates.some((r) => r.rate === rate) ? rate : null;
  if (!quotation) {
    return {
      client: null,
      clientText: '',
      issueDate: today,
      validUntil: addDays(today, validityDays),
      vatRate: offered(defaultRate) ?? offered(rates[0]?.rate),
      lines: [],
      notes: '',
      attachments: NO_ATTACHMENT_CHANGES,
    };
  }
  return {
    client: quotation.client || null,
    clientText: localName(locale, { name: quotation.clientName, nameAr: quotation.clientNameAr }),
    issueDate: isoDay(quotation.issueDate) || null,
    validUntil: isoDay(quotation.validUntil) || null,
    vatRate: offered(quotation.vatRate),
    lines: lineDraftsOf(quotation.items),
    notes: quotation.notes,
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
        name="validUntil"
        label={intl.formatMessage(m.validUntil)}
        isRequired
        value={draft.validUntil}
        onChange={(validUntil) => update({ validUntil })}
      />
    </div>
  );
}

/**
 * Adds or edits a draft quotation in three steps: client, issue date and valid-until date (all required, valid until
 * on or after the issue date); items (from inventory or custom: description, quantity and price) with the VAT rate
 * and live totals; and a summary with notes and attachments. A quotation takes no stock, so quantities are not
 * checked against it. Each step is checked before moving on; a refused save shows the
 * refused fields on their step.
 */
export function QuotationWizard({
  quotation,
  settings,
  searchClients,
  searchInventory,
  fileUrl,
  today,
  validityDays = 30,
  onSubmit,
  onClose,
  defaultStep,
}: QuotationWizardProps) {
  const intl = useIntl();
  const { vatRates } = settings;
  const [initial] = useState(() =>
    draftOf(intl.locale, quotation, vatRates, settings.defaultVatRate, today ?? localToday(), validityDays),
  );
  const [draft, setDraft] = useState(initial);
  const update: Update = (patch) => setDraft((d) => ({ ...d, ...patch }));
  const isDirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const lines = linesOfDrafts(draft.lines);
  const rate = draft.vatRate ?? 0;

  const submit = () => {
    const totals = computeTotals(draft.lines, rate);
    return onSubmit({
      client: draft.client ?? '',
      issueDate: draft.issueDate ?? '',
      validUntil: draft.validUntil ?? '',
      vatRate: rate,
      items: lines,
      notes: draft.notes.trim(),
      newAttachments: draft.attachments.files,
      removedAttachments: draft.attachments.removed,
      subtotal: toPounds(totals.subtotal),
      tax: toPounds(totals.vat),
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
        quotation ? intl.formatMessage(mn.editTitle, { number: quotation.quotationNumber }) : intl.formatMessage(m.add)
      }
      submitLabel={intl.formatMessage(quotation ? cm.saveChanges : m.createSubmit)}
      isDirty={isDirty}
      defaultStep={defaultStep}
      fieldLabels={{
        client: intl.formatMessage(cm.client),
        issueDate: intl.formatMessage(sm.issueDate),
        validUntil: intl.formatMessage(m.validUntil),
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
          title: intl.formatMessage(m.stepDetails),
          description: intl.formatMessage(m.stepDetailsHint),
          fields: ['client', 'issueDate', 'validUntil'],
          validate: () => {
            const errors: FieldErrors = {};
            if (!draft.client) errors.client = intl.formatMessage(sm.clientRequired);
            if (!draft.issueDate) errors.issueDate = intl.formatMessage(sm.issueDateRequired);
            if (!draft.validUntil) errors.validUntil = intl.formatMessage(m.validUntilRequired);
            else if (draft.issueDate && daysBetween(draft.issueDate, draft.validUntil) < 0)
              errors.validUntil = intl.formatMessage(m.validBeforeIssue);
            return errors;
          },
          content: <DetailsStep draft={draft} update={update} searchClients={searchClients} />,
        },
        {
          id: 'items',
          title: intl.formatMessage(sm.items),
          description: intl.formatMessage(sm.stepItemsHint),
          fields: ['items', 'vatRate', ...draft.lines.flatMap((_, i) => lineFieldNames(i))],
          validate: () => validateLines(intl, draft.lines, draft.vatRate, { checkStock: false }),
          content: (
            <LinesEditor
              lines={draft.lines}
              onLinesChange={(change) => setDraft((d) => ({ ...d, lines: change(d.lines) }))}
              vatRate={draft.vatRate}
              onVatRateChange={(vatRate) => update({ vatRate })}
              vatRates={vatRates}
              searchInventory={searchInventory}
              checkStock={false}
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
                [intl.formatMessage(m.validUntil), formatDay(intl, draft.validUntil)],
                [intl.formatMessage(sm.items), intl.formatMessage(lmn.lineCount, { count: draft.lines.length })],
                [intl.formatMessage(lm.vatRate), vatRateText(intl, vatRates, draft.vatRate)],
              ]}
              lines={lines}
              vatRate={rate}
              linesLabel={intl.formatMessage(sm.items)}
              totalsLabel={intl.formatMessage(m.totals)}
              existing={storedAttachments(quotation, fileUrl)}
              value={draft}
              onChange={update}
            />
          ),
        },
      ]}
    />
  );
}
