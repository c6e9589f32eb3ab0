import { DatePicker, type IsoDate } from '@erp/ui';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../shared/common.messages';
import { storedAttachments } from '../shared/documents/AttachmentsField';
import type { DocumentLine } from '../shared/documents/lines';
import type { SearchInventory } from '../shared/documents/LinesEditor';
import { daysBetween, formatDay, isoDay, localToday } from '../shared/format';
import * as css from '../shared/shared.css';
import { salesMessages as sm } from './sales.messages';
import type { FileUrl, SalesSettings, SearchClients } from './sales.types';
import {
  ClientAndIssueDate,
  clientAndDateErrors,
  salesDraftOf,
  salesValues,
  SalesWizardDialog,
  type SalesDocumentSource,
  type SalesDraft,
} from './SalesWizardDialog';

export type { SalesDocumentSource } from './SalesWizardDialog';

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

/** The props every sales document wizard takes: `T` is the document edited, `V` what the wizard submits. */
export type SalesWizardProps<T, V> = {
  /** The VAT rates offered, the default rate of a new document and (invoices) the payment terms. */
  settings: SalesSettings;
  searchClients: SearchClients;
  searchInventory: SearchInventory;
  /** The download address of a stored attachment. */
  fileUrl?: FileUrl<T>;
  /**
   * Today as `YYYY-MM-DD`: a new document's issue date.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /**
   * Saves the values; the wizard stays pending until the promise settles, and shows the fields a rejection refuses
   * on their step. The caller closes it on success.
   */
  onSubmit: (values: V) => void | Promise<unknown>;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /**
   * The step shown first (zero-based), for stories.
   * @default 0
   */
  defaultStep?: number;
};

/** Props of {@link SalesDocumentWizard}. */
export type SalesDocumentWizardProps<T extends SalesDocumentSource> = SalesWizardProps<T, SalesDocumentValues> & {
  /** The collection saved, whose schema limits the notes. */
  collection: 'invoices' | 'quotations';
  /** The draft being edited, with its second date; null for a new document. */
  document: (T & { endDate: string }) | null;
  endDate: SalesEndDate;
  /** Whether the lines are checked against the stock they would take (invoices take it, quotations do not). */
  checkStock: boolean;
  title: string;
  submitLabel: string;
  messages: { stepDetails: MessageDescriptor; stepDetailsHint: MessageDescriptor; stepSummaryHint: MessageDescriptor };
  totalsLabel: string;
};

type Draft = SalesDraft & { endDate: IsoDate | null };

const addDays = (day: IsoDate, days: number): IsoDate => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

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
  const [initial] = useState((): Draft => {
    const draft = salesDraftOf(intl.locale, document, settings, today ?? localToday());
    const end = document ? isoDay(document.endDate) || null : addDays(draft.issueDate ?? '', endDate.days);
    return { ...draft, endDate: end };
  });
  const [draft, setDraft] = useState(initial);
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <SalesWizardDialog
      collection={collection}
      title={title}
      submitLabel={submitLabel}
      initial={initial}
      draft={draft}
      setDraft={setDraft}
      details={{
        id: 'details',
        title: intl.formatMessage(messages.stepDetails),
        description: intl.formatMessage(messages.stepDetailsHint),
        fields: ['client', 'issueDate', endDate.name],
        validate: () => {
          const errors = clientAndDateErrors(intl, draft);
          if (!draft.endDate) errors[endDate.name] = intl.formatMessage(endDate.required);
          else if (draft.issueDate && daysBetween(draft.issueDate, draft.endDate) < 0)
            errors[endDate.name] = intl.formatMessage(endDate.beforeIssue);
          return errors;
        },
        content: (
          <div className={css.formGrid}>
            <ClientAndIssueDate draft={draft} update={update} searchClients={searchClients} />
            <DatePicker
              name={endDate.name}
              label={intl.formatMessage(endDate.label)}
              isRequired
              value={draft.endDate}
              onChange={(value) => update({ endDate: value })}
            />
          </div>
        ),
      }}
      detailsLabels={{
        client: intl.formatMessage(cm.client),
        issueDate: intl.formatMessage(sm.issueDate),
        [endDate.name]: intl.formatMessage(endDate.label),
      }}
      summaryRows={[
        [intl.formatMessage(cm.client), draft.clientText],
        [intl.formatMessage(sm.issueDate), formatDay(intl, draft.issueDate)],
        [intl.formatMessage(endDate.label), formatDay(intl, draft.endDate)],
      ]}
      summaryHint={intl.formatMessage(messages.stepSummaryHint)}
      vatRates={settings.vatRates}
      searchInventory={searchInventory}
      checkStock={checkStock}
      totalsLabel={totalsLabel}
      existing={storedAttachments(document, fileUrl)}
      onSubmit={() => onSubmit({ ...salesValues(draft), endDate: draft.endDate ?? '' })}
      onClose={onClose}
      defaultStep={defaultStep}
    />
  );
}
