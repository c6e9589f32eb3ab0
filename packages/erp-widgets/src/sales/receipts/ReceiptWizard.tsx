import { refusalMessage } from '@erp/schema';
import { DatePicker, WizardDialog, type FieldErrors, type IsoDate } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { AsyncPicker } from '../../shared/AsyncPicker';
import { commonMessages as cm } from '../../shared/common.messages';
import { NO_ATTACHMENT_CHANGES, storedAttachments } from '../../shared/documents/AttachmentsField';
import {
  linesMessages as lm,
  linesNamedMessages as lmn,
  paymentMessages as pm,
} from '../../shared/documents/documents.messages';
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
import { PaymentMethodSelect } from '../../shared/documents/PaymentMethodSelect';
import { paymentMethodLabel, type PaymentMethod } from '../../shared/documents/paymentMethods';
import { formatDay, formatMoney, formatRate, isoDay, localName, localToday } from '../../shared/format';
import { computeTotals, toPounds } from '../../shared/money';
import { lengthErrors } from '../../shared/record-form/fields';
import * as css from '../../shared/shared.css';
import { SalesSummaryStep, type SummaryDraft } from '../SalesSummaryStep';
import { salesMessages as sm, salesNamedMessages as snm } from '../sales.messages';
import type { FileUrl, SalesClientOption, SalesSettings, SearchClients } from '../sales.types';
import { receiptMessages as m, receiptNamedMessages as mn } from './receipts.messages';
import type { Receipt, ReceiptInvoiceOption, SearchInvoices } from './receipts.types';

/** What the receipt wizard submits. Amounts are EGP; the server recomputes every total from the lines. */
export type ReceiptFormValues = {
  /** The id of the invoice the receipt is for, or '' for a receipt without an invoice. */
  invoice: string;
  /** The client's id (the invoice's client when an invoice is chosen). */
  client: string;
  issueDate: IsoDate;
  paymentMethod: PaymentMethod;
  /** VAT rate in percent. */
  vatRate: number;
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

/** Props of {@link ReceiptWizard}. */
export type ReceiptWizardProps = {
  /** The receipt to edit; null for a new receipt. Its invoice cannot change. */
  receipt: Receipt | null;
  /** The VAT rates offered and the default rate of a new receipt. */
  settings: SalesSettings;
  /** Searches issued invoices (Pending, Partially Paid or Paid) by number or client. */
  searchInvoices: SearchInvoices;
  searchClients: SearchClients;
  searchInventory: SearchInventory;
  /** The download address of a stored attachment. */
  fileUrl?: FileUrl<Receipt>;
  /**
   * Today as `YYYY-MM-DD`: a new receipt's date.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /**
   * Saves the values; the wizard stays pending until the promise settles, and shows the fields a rejection refuses
   * on their step. The caller closes it on success.
   */
  onSubmit: (values: ReceiptFormValues) => void | Promise<unknown>;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /**
   * The step shown first (zero-based), for stories.
   * @default 0
   */
  defaultStep?: number;
};

type Draft = SummaryDraft & {
  invoice: string | null;
  invoiceText: string;
  /** The invoice chosen in this wizard, with what the notices need; null when editing or without invoice. */
  invoiceInfo: ReceiptInvoiceOption | null;
  client: string | null;
  clientText: string;
  issueDate: IsoDate | null;
  paymentMethod: PaymentMethod | null;
  vatRate: number | null;
  lines: LineDraft[];
};

function draftOf(
  locale: string,
  receipt: Receipt | null,
  rates: readonly VatRateOption[],
  defaultRate: number | null | undefined,
  today: IsoDate,
): Draft {
  const offered = (rate: number | null | undefined) =>
    rate != null && rates.some((r) => r.rate === rate) ? rate : null;
  if (!receipt) {
    return {
      invoice: null,
      invoiceText: '',
      invoiceInfo: null,
      client: null,
      clientText: '',
      issueDate: today,
      paymentMethod: null,
      vatRate: offered(defaultRate) ?? offered(rates[0]?.rate),
      lines: [],
      notes: '',
      attachments: NO_ATTACHMENT_CHANGES,
    };
  }
  return {
    invoice: receipt.invoice || null,
    invoiceText: receipt.invoiceNumber,
    invoiceInfo: null,
    client: receipt.client || null,
    clientText: localName(locale, { name: receipt.clientName, nameAr: receipt.clientNameAr }),
    issueDate: isoDay(receipt.issueDate) || null,
    paymentMethod: receipt.paymentMethod || null,
    // A receipt written for an invoice may keep the invoice's rate after the settings withdrew it.
    vatRate: receipt.invoice ? receipt.vatRate : offered(receipt.vatRate),
    lines: lineDraftsOf(receipt.items),
    notes: receipt.notes,
    attachments: NO_ATTACHMENT_CHANGES,
  };
}

type Update = (patch: Partial<Draft>) => void;

function DetailsStep({
  draft,
  update,
  isEdit,
  searchInvoices,
  searchClients,
}: {
  draft: Draft;
  update: Update;
  isEdit: boolean;
  searchInvoices: SearchInvoices;
  searchClients: SearchClients;
}) {
  const intl = useIntl();
  const clientName = (c: SalesClientOption) => localName(intl.locale, c);
  const invoiceFixed = refusalMessage('validation_invoice_fixed');
  const invoiceLabel = (i: ReceiptInvoiceOption) =>
    intl.formatMessage(mn.invoiceOption, {
      number: i.invoiceNumber,
      client: localName(intl.locale, { name: i.clientName, nameAr: i.clientNameAr }),
      total: formatMoney(intl, i.total),
    });
  const info = draft.invoiceInfo;

  const pickInvoice = (invoice: ReceiptInvoiceOption | null) => {
    if (!invoice) {
      update({ invoice: null, invoiceText: '', invoiceInfo: null });
      return;
    }
    update({
      invoice: invoice.id,
      invoiceText: invoice.invoiceNumber,
      invoiceInfo: invoice,
      client: invoice.client,
      clientText: localName(intl.locale, { name: invoice.clientName, nameAr: invoice.clientNameAr }),
      lines: lineDraftsOf(invoice.items, `invoice-${invoice.id}`),
      vatRate: invoice.vatRate,
      ...(draft.paymentMethod === null && invoice.lastPaymentMethod
        ? { paymentMethod: invoice.lastPaymentMethod }
        : {}),
    });
  };

  return (
    <div className={css.formStack}>
      <AsyncPicker<ReceiptInvoiceOption>
        name="invoice"
        label={intl.formatMessage(m.invoiceOptional)}
        placeholder={intl.formatMessage(m.invoicePlaceholder)}
        description={intl.formatMessage(isEdit && invoiceFixed ? invoiceFixed : m.invoiceHint)}
        isReadOnly={isEdit || undefined}
        value={draft.invoice}
        selectedText={draft.invoiceText}
        search={searchInvoices}
        optionLabel={invoiceLabel}
        textOf={(i) => i.invoiceNumber}
        onPick={pickInvoice}
      />
      {info?.receipt ? (
        <div className={css.notice.info} role="status" data-testid="receipt-exists">
          <p className={css.noticeTitle}>{intl.formatMessage(sm.receiptExistsTitle)}</p>
          <p className={css.noticeText}>
            {intl.formatMessage(snm.receiptExists, { receiptNumber: info.receiptNumber || info.receipt })}
          </p>
        </div>
      ) : info && info.status !== 'Paid' ? (
        <div className={css.notice.warning} data-testid="receipt-unpaid-warning">
          <p className={css.noticeTitle}>{intl.formatMessage(sm.notFullyPaidTitle)}</p>
          <p className={css.noticeText}>
            {intl.formatMessage(snm.notFullyPaid, { remaining: formatMoney(intl, info.remaining) })}
          </p>
        </div>
      ) : null}
      <div className={css.formGrid}>
        <AsyncPicker<SalesClientOption>
          name="client"
          label={intl.formatMessage(cm.client)}
          placeholder={intl.formatMessage(sm.clientPlaceholder)}
          description={draft.invoice ? intl.formatMessage(m.clientFromInvoice) : undefined}
          isRequired
          isReadOnly={draft.invoice ? true : undefined}
          value={draft.client}
          selectedText={draft.clientText}
          search={searchClients}
          optionLabel={clientName}
          textOf={clientName}
          onPick={(c) => update({ client: c?.id ?? null, clientText: c ? clientName(c) : '' })}
        />
        <DatePicker
          name="issueDate"
          label={intl.formatMessage(sm.issueDate)}
          isRequired
          value={draft.issueDate}
          onChange={(issueDate) => update({ issueDate })}
        />
        <PaymentMethodSelect
          name="paymentMethod"
          value={draft.paymentMethod}
          onChange={(paymentMethod) => update({ paymentMethod })}
        />
      </div>
    </div>
  );
}

/**
 * Adds or edits a receipt in three steps. First the payment: the invoice it is for (optional; choosing one copies its
 * client, items and VAT rate, warns when the invoice is not fully paid, and refuses an invoice that already has its
 * receipt with "Receipt Already Exists" and that receipt's number), the client, the issue date and the payment method
 * (all three required). Then the items with the VAT rate and live totals, and a summary with notes and attachments.
 * A refused save shows the refused fields on their step.
 */
export function ReceiptWizard({
  receipt,
  settings,
  searchInvoices,
  searchClients,
  searchInventory,
  fileUrl,
  today,
  onSubmit,
  onClose,
  defaultStep,
}: ReceiptWizardProps) {
  const intl = useIntl();
  const { vatRates } = settings;
  const [initial] = useState(() =>
    draftOf(intl.locale, receipt, vatRates, settings.defaultVatRate, today ?? localToday()),
  );
  const [draft, setDraft] = useState(initial);
  const update: Update = (patch) => setDraft((d) => ({ ...d, ...patch }));
  const isDirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const lines = linesOfDrafts(draft.lines);
  const rate = draft.vatRate ?? 0;
  // The invoice's own rate stays available after the settings withdrew it (the server accepts it for its receipt).
  const rates: readonly VatRateOption[] =
    draft.invoice && draft.vatRate !== null && !vatRates.some((r) => r.rate === draft.vatRate)
      ? [...vatRates, { name: draft.invoiceText || formatRate(intl, rate), rate }]
      : vatRates;

  const submit = () => {
    // The payment step does not let a receipt without a method through.
    if (!draft.paymentMethod) return undefined;
    const totals = computeTotals(draft.lines, rate);
    return onSubmit({
      invoice: draft.invoice ?? '',
      client: draft.client ?? '',
      issueDate: draft.issueDate ?? '',
      paymentMethod: draft.paymentMethod,
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
      title={receipt ? intl.formatMessage(mn.editTitle, { number: receipt.receiptNumber }) : intl.formatMessage(m.add)}
      submitLabel={intl.formatMessage(receipt ? cm.saveChanges : m.createSubmit)}
      isDirty={isDirty}
      defaultStep={defaultStep}
      fieldLabels={{
        invoice: intl.formatMessage(m.invoice),
        client: intl.formatMessage(cm.client),
        issueDate: intl.formatMessage(sm.issueDate),
        paymentMethod: intl.formatMessage(pm.method),
        vatRate: intl.formatMessage(lm.vatRate),
        items: intl.formatMessage(sm.items),
        notes: intl.formatMessage(cm.notes),
        attachments: intl.formatMessage(cm.attachments),
        ...lineFieldLabels(intl, draft.lines.length),
      }}
      onSubmit={submit}
      steps={[
        {
          id: 'payment',
          title: intl.formatMessage(m.stepDetails),
          description: intl.formatMessage(m.stepDetailsHint),
          fields: ['invoice', 'client', 'issueDate', 'paymentMethod'],
          validate: () => {
            const errors: FieldErrors = {};
            if (draft.invoiceInfo?.receipt) errors.invoice = intl.formatMessage(sm.receiptExistsTitle);
            if (!draft.client) errors.client = intl.formatMessage(sm.clientRequired);
            if (!draft.issueDate) errors.issueDate = intl.formatMessage(sm.issueDateRequired);
            if (!draft.paymentMethod) errors.paymentMethod = intl.formatMessage(pm.methodRequired);
            return errors;
          },
          content: (
            <DetailsStep
              draft={draft}
              update={update}
              isEdit={Boolean(receipt)}
              searchInvoices={searchInvoices}
              searchClients={searchClients}
            />
          ),
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
              vatRates={rates}
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
          validate: () => lengthErrors(intl, 'receipts', { notes: draft.notes }),
          content: (
            <SalesSummaryStep
              rows={[
                [intl.formatMessage(m.invoice), draft.invoiceText || intl.formatMessage(m.noInvoice)],
                [intl.formatMessage(cm.client), draft.clientText],
                [intl.formatMessage(sm.issueDate), formatDay(intl, draft.issueDate)],
                [intl.formatMessage(pm.method), paymentMethodLabel(intl, draft.paymentMethod ?? '')],
                [intl.formatMessage(sm.items), intl.formatMessage(lmn.lineCount, { count: draft.lines.length })],
                [intl.formatMessage(lm.vatRate), vatRateText(intl, rates, draft.vatRate)],
              ]}
              lines={lines}
              vatRate={rate}
              linesLabel={intl.formatMessage(sm.items)}
              totalsLabel={intl.formatMessage(m.totals)}
              existing={storedAttachments(receipt, fileUrl)}
              value={draft}
              onChange={update}
            />
          ),
        },
      ]}
    />
  );
}
