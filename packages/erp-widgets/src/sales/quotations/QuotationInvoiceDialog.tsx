import { refusalMessage } from '@erp/schema';
import { Button } from '@erp/ui';
import { useIntl } from 'react-intl';

import { linesMessages as lm, totalsMessages as tm } from '../../shared/documents/documents.messages';
import { FormDialog } from '../../shared/documents/FormDialog';
import { AmountList, type AmountRow } from '../../shared/documents/TotalsList';
import { DotList } from '../../shared/DotList';
import { formatMoney, formatRate, localName } from '../../shared/format';
import * as css from '../../shared/shared.css';
import { salesMessages as sm } from '../sales.messages';
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
    <FormDialog
      title={intl.formatMessage(m.generateInvoice)}
      subtitle={
        <DotList
          items={[
            quotation.quotationNumber,
            localName(intl.locale, { name: quotation.clientName, nameAr: quotation.clientNameAr }),
          ]}
        />
      }
      submitLabel={intl.formatMessage(m.generateInvoice)}
      autoFocusSubmit
      onSubmit={onConfirm}
      onClose={onClose}
      data-invoice-exists={exists || undefined}
      footer={
        exists ? (
          <>
            {onOpenInvoice ? <Button onPress={onOpenInvoice}>{intl.formatMessage(m.openInvoice)}</Button> : null}
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
          {alreadyGenerated ? (
            <p className={css.noticeText}>
              {intl.formatMessage(alreadyGenerated, { invoiceNumber: quotation.invoiceNumber })}
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className={css.muted}>{intl.formatMessage(m.invoiceIntro)}</p>
          <AmountList label={intl.formatMessage(m.invoiceSummary)} rows={amounts} />
        </>
      )}
    </FormDialog>
  );
}
