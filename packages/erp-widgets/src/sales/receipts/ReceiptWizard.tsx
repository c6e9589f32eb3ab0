import { refusalMessage } from '@erp/schema';
import type { IsoDate } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { AsyncPicker } from '../../shared/AsyncPicker';
import { commonMessages as cm } from '../../shared/common.messages';
import { storedAttachments } from '../../shared/documents/AttachmentsField';
import { paymentMessages as pm } from '../../shared/documents/documents.messages';
import { lineDraftsOf, type VatRateOption } from '../../shared/documents/lines';
import { PaymentMethodSelect } from '../../shared/documents/PaymentMethodSelect';
import { paymentMethodLabel, type PaymentMethod } from '../../shared/documents/paymentMethods';
import { formatDay, formatMoney, formatRate, localName, localToday } from '../../shared/format';
import * as css from '../../shared/shared.css';
import type { SalesDocumentValues, SalesWizardProps } from '../SalesDocumentWizard';
import { salesMessages as sm } from '../sales.messages';
import { NotFullyPaidNotice, ReceiptExistsNotice } from '../salesNotices';
import {
  ClientAndIssueDate,
  clientAndDateErrors,
  salesDraftOf,
  salesValues,
  SalesWizardDialog,
  type SalesDraft,
} from '../SalesWizardDialog';
import type { SearchClients } from '../sales.types';
import { receiptMessages as m, receiptNamedMessages as mn } from './receipts.messages';
import type { Receipt, ReceiptInvoiceOption, SearchInvoices } from './receipts.types';

/**
 * What the receipt wizard submits: a sales document's values (the VAT as `tax`), with the invoice the receipt is
 * for ('' for a receipt without an invoice; the client is then the invoice's) and the payment method.
 */
export type ReceiptFormValues = Omit<SalesDocumentValues, 'endDate' | 'vat'> & {
  invoice: string;
  paymentMethod: PaymentMethod;
  tax: number;
};

/** Props of {@link ReceiptWizard}. */
export type ReceiptWizardProps = SalesWizardProps<Receipt, ReceiptFormValues> & {
  /** The receipt to edit; null for a new receipt. Its invoice cannot change. */
  receipt: Receipt | null;
  /** Searches issued invoices (Pending, Partially Paid or Paid) by number or client. */
  searchInvoices: SearchInvoices;
};

type Draft = SalesDraft & {
  invoice: string | null;
  invoiceText: string;
  /** The invoice chosen in this wizard, with what the notices need; null when editing or without invoice. */
  invoiceInfo: ReceiptInvoiceOption | null;
  paymentMethod: PaymentMethod | null;
};

function draftOf(
  locale: string,
  receipt: Receipt | null,
  settings: ReceiptWizardProps['settings'],
  today: IsoDate,
): Draft {
  // A receipt written for an invoice may keep the invoice's rate after the settings withdrew it.
  const draft = salesDraftOf(locale, receipt, settings, today, Boolean(receipt?.invoice));
  return {
    invoice: receipt?.invoice || null,
    invoiceText: receipt?.invoiceNumber ?? '',
    invoiceInfo: null,
    ...draft,
    paymentMethod: receipt?.paymentMethod || null,
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
        <ReceiptExistsNotice receiptNumber={info.receiptNumber || info.receipt} data-testid="receipt-exists" />
      ) : info && info.status !== 'Paid' ? (
        <NotFullyPaidNotice remaining={info.remaining} />
      ) : null}
      <div className={css.formGrid}>
        <ClientAndIssueDate
          draft={draft}
          update={update}
          searchClients={searchClients}
          clientDescription={draft.invoice ? intl.formatMessage(m.clientFromInvoice) : undefined}
          clientFixed={Boolean(draft.invoice)}
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
  const [initial] = useState(() => draftOf(intl.locale, receipt, settings, today ?? localToday()));
  const [draft, setDraft] = useState(initial);
  const update: Update = (patch) => setDraft((d) => ({ ...d, ...patch }));
  const rate = draft.vatRate ?? 0;
  // The invoice's own rate stays available after the settings withdrew it (the server accepts it for its receipt).
  const rates: readonly VatRateOption[] =
    draft.invoice && draft.vatRate !== null && !vatRates.some((r) => r.rate === draft.vatRate)
      ? [...vatRates, { name: draft.invoiceText || formatRate(intl, rate), rate }]
      : vatRates;

  const submit = () => {
    // The payment step does not let a receipt without a method through.
    if (!draft.paymentMethod) return undefined;
    const { vat, ...values } = salesValues(draft);
    return onSubmit({ ...values, invoice: draft.invoice ?? '', paymentMethod: draft.paymentMethod, tax: vat });
  };

  return (
    <SalesWizardDialog
      collection="receipts"
      title={receipt ? intl.formatMessage(mn.editTitle, { number: receipt.receiptNumber }) : intl.formatMessage(m.add)}
      submitLabel={intl.formatMessage(receipt ? cm.saveChanges : m.createSubmit)}
      initial={initial}
      draft={draft}
      setDraft={setDraft}
      details={{
        id: 'payment',
        title: intl.formatMessage(m.stepDetails),
        description: intl.formatMessage(m.stepDetailsHint),
        fields: ['invoice', 'client', 'issueDate', 'paymentMethod'],
        validate: () => ({
          ...(draft.invoiceInfo?.receipt ? { invoice: intl.formatMessage(sm.receiptExistsTitle) } : {}),
          ...clientAndDateErrors(intl, draft),
          ...(draft.paymentMethod ? {} : { paymentMethod: intl.formatMessage(pm.methodRequired) }),
        }),
        content: (
          <DetailsStep
            draft={draft}
            update={update}
            isEdit={Boolean(receipt)}
            searchInvoices={searchInvoices}
            searchClients={searchClients}
          />
        ),
      }}
      detailsLabels={{
        invoice: intl.formatMessage(m.invoice),
        client: intl.formatMessage(cm.client),
        issueDate: intl.formatMessage(sm.issueDate),
        paymentMethod: intl.formatMessage(pm.method),
      }}
      summaryRows={[
        [intl.formatMessage(m.invoice), draft.invoiceText || intl.formatMessage(m.noInvoice)],
        [intl.formatMessage(cm.client), draft.clientText],
        [intl.formatMessage(sm.issueDate), formatDay(intl, draft.issueDate)],
        [intl.formatMessage(pm.method), paymentMethodLabel(intl, draft.paymentMethod ?? '')],
      ]}
      summaryHint={intl.formatMessage(m.stepSummaryHint)}
      vatRates={rates}
      searchInventory={searchInventory}
      checkStock={false}
      totalsLabel={intl.formatMessage(m.totals)}
      existing={storedAttachments(receipt, fileUrl)}
      onSubmit={submit}
      onClose={onClose}
      defaultStep={defaultStep}
    />
  );
}
