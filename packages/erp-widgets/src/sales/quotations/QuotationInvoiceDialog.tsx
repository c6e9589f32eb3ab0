import { refusalMessage } from '@erp/schema';
import { useIntl } from 'react-intl';

import { linesMessages as lm, totalsMessages as tm } from '../../shared/documents/documents.messages';
import { AmountList, type AmountRow } from '../../shared/documents/TotalsList';
import { formatMoney, formatRate } from '../../shared/format';
import * as css from '../../shared/shared.css';
import { FollowUpDocumentDialog } from '../FollowUpDocumentDialog';
import { Notice } from '../salesNotices';
import { quotationMessages as m } from './quotations.messages';
import { commonMessages as cm } from '../../shared/common.messages';
import type { Quotation } from './quotations.types';

/** Props of {@link QuotationInvoiceDialog}. */
export type QuotationInvoiceDialogProps = {
  /** The accepted quotation; with `invoice` set an invoice already exists and a second one is refused. */
  quotation: Quotation;
  /**
   * Generates the invoice; the dialog stays pending until the promise settles, and open when it rejects (the app
   * reports why). The caller closes it on success.
   */
  onConfirm: () => Promise<unknown>;
  /** Called when the dialog closes without generating (Cancel, Escape, Close). */
  onClose: () => void;
  /** Opens the invoice already generated from the quotation (offered with the "already generated" notice). */
  onOpenInvoice?: () => void;
};

/**
 * Confirms generating a draft invoice from an accepted quotation, with the quotation's client and amounts. A
 * quotation that already has its invoice shows that invoice's number instead of the confirmation, since a quotation
 * generates one invoice.
 *
 * @selector [data-invoice-exists] on the dialog when the quotation already has its invoice
 */
export function QuotationInvoiceDialog({ quotation, onConfirm, onClose, onOpenInvoice }: QuotationInvoiceDialogProps) {
  const intl = useIntl();
  const exists = Boolean(quotation.invoice);
  const alreadyGenerated = refusalMessage('invoice_already_generated');
  const amounts: AmountRow[] = [
    { id: 'vatRate', label: intl.formatMessage(lm.vatRate), value: formatRate(intl, quotation.vatRate) },
    { id: 'subtotal', label: intl.formatMessage(tm.subtotal), value: formatMoney(intl, quotation.subtotal) },
    { id: 'total', label: intl.formatMessage(cm.total), value: formatMoney(intl, quotation.total), isGrand: true },
  ];
  return (
    <FollowUpDocumentDialog
      title={intl.formatMessage(m.generateInvoice)}
      source={{ ...quotation, number: quotation.quotationNumber }}
      existing={
        exists
          ? {
              notice: (
                <Notice
                  tone="info"
                  title={intl.formatMessage(m.alreadyGeneratedTitle)}
                  text={
                    alreadyGenerated
                      ? intl.formatMessage(alreadyGenerated, { invoiceNumber: quotation.invoiceNumber })
                      : undefined
                  }
                />
              ),
              openLabel: intl.formatMessage(m.openInvoice),
              onOpen: onOpenInvoice,
            }
          : null
      }
      autoFocusSubmit
      onSubmit={onConfirm}
      onClose={onClose}
      data-invoice-exists={exists || undefined}
    >
      <p className={css.muted}>{intl.formatMessage(m.invoiceIntro)}</p>
      <AmountList label={intl.formatMessage(m.invoiceSummary)} rows={amounts} />
    </FollowUpDocumentDialog>
  );
}
