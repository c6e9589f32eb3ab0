import { Button } from '@erp/ui';
import { useIntl } from 'react-intl';

import { totalsMessages as tm } from '../shared/documents/documents.messages';
import { FormDialog } from '../shared/documents/FormDialog';
import { AmountList, type AmountRow } from '../shared/documents/TotalsList';
import { DotList } from '../shared/DotList';
import { formatMoney, formatRate, localName } from '../shared/format';
import * as css from '../shared/shared.css';
import {
  quotationErrorMessages as em,
  quotationErrorNamedMessages as emn,
  quotationMessages as qm,
} from './quotation.messages';
import type { QuotationSummary } from './quotation.types';
import { quotationInvoiceMessages as m } from './QuotationInvoiceDialog.messages';
import { salesMessages as sm } from './sales.messages';

/** Props of {@link QuotationInvoiceDialog}. */
export type QuotationInvoiceDialogProps = {
  /** The accepted quotation; with `invoice` set an invoice already exists and a second one is refused. */
  quotation: QuotationSummary;
  /**
   * Generates the invoice. When it returns a promise the dialog is pending until it settles; the caller closes the
   * dialog on success and passes `error` on failure (the dialog then stays open for a retry).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the dialog closes without generating (Cancel, Escape, Close). */
  onClose: () => void;
  /** Opens the invoice already generated from the quotation (offered with the "already generated" notice). */
  onOpenInvoice?: (quotation: QuotationSummary) => void;
  /**
   * The last attempt failed: the reason, already translated, shown as "Error generating invoice: {message}" under
   * "Invoice Generation Failed".
   */
  error?: string | null;
  /** The invoice is being generated. */
  isSubmitting?: boolean;
};

/**
 * Confirms generating a draft invoice from an accepted quotation, with the quotation's client and amounts. A failure
 * shows "Invoice Generation Failed" with "Error generating invoice: {message}" and keeps the dialog open; a quotation
 * that already has its invoice shows that invoice's number instead of the confirmation, since a quotation generates
 * one invoice.
 *
 * @selector [data-invoice-exists] on the dialog when the quotation already has its invoice
 */
export function QuotationInvoiceDialog({
  quotation,
  onConfirm,
  onClose,
  onOpenInvoice,
  error,
  isSubmitting = false,
}: QuotationInvoiceDialogProps) {
  const intl = useIntl();
  const exists = Boolean(quotation.invoice);

  const amounts: AmountRow[] = [
    { id: 'vatRate', label: intl.formatMessage(sm.vatRate), value: formatRate(intl, quotation.vatRate) },
    { id: 'subtotal', label: intl.formatMessage(tm.subtotal), value: formatMoney(intl, quotation.subtotal) },
    { id: 'total', label: intl.formatMessage(tm.total), value: formatMoney(intl, quotation.total), isGrand: true },
  ];

  return (
    <FormDialog
      title={intl.formatMessage(m.title)}
      subtitle={
        <DotList
          items={[
            quotation.quotationNumber,
            localName(intl.locale, { name: quotation.clientName, nameAr: quotation.clientNameAr }),
          ]}
        />
      }
      submitLabel={intl.formatMessage(m.submit)}
      autoFocusSubmit
      onSubmit={onConfirm}
      onClose={onClose}
      error={error && !exists ? intl.formatMessage(emn.generationFailed, { message: error }) : null}
      errorTitle={intl.formatMessage(em.generationFailedTitle)}
      isSubmitting={isSubmitting}
      data-invoice-exists={exists || undefined}
      footer={
        exists ? (
          <>
            {onOpenInvoice ? (
              <Button onPress={() => onOpenInvoice(quotation)}>{intl.formatMessage(qm.actionOpenInvoice)}</Button>
            ) : null}
            <Button variant="primary" onPress={onClose} autoFocus>
              {intl.formatMessage(sm.close)}
            </Button>
          </>
        ) : undefined
      }
    >
      {exists ? (
        <div className={css.notice.info} role="status">
          <p className={css.noticeTitle}>{intl.formatMessage(m.alreadyGeneratedTitle)}</p>
          <p className={css.noticeText}>
            {intl.formatMessage(emn.alreadyGenerated, { invoiceNumber: quotation.invoiceNumber })}
          </p>
        </div>
      ) : (
        <>
          <p className={css.muted}>{intl.formatMessage(m.intro)}</p>
          <AmountList label={intl.formatMessage(m.summary)} rows={amounts} />
        </>
      )}
    </FormDialog>
  );
}
