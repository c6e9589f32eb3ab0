import { Button, ModalDialog } from '@erp/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { DotList } from '../shared/DotList';
import {
  quotationErrorMessages as em,
  quotationErrorNamedMessages as emn,
  quotationMessages as qm,
} from './quotation.messages';
import type { QuotationSummary } from './quotation.types';
import { quotationInvoiceMessages as m } from './QuotationInvoiceDialog.messages';
import * as css from '../shared/shared.css';
import { formatMoney, formatRate, localName } from '../shared/format';
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
  const [isRunning, setRunning] = useState(false);
  const running = useRef(false);
  const pending = isSubmitting || isRunning;
  const exists = Boolean(quotation.invoice);

  const confirm = async () => {
    if (pending || running.current) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    running.current = true;
    setRunning(true);
    try {
      await result;
    } catch {
      // The caller passes the failure back through `error`; the dialog stays open for a retry.
    } finally {
      running.current = false;
      setRunning(false);
    }
  };

  const amounts: Array<[key: string, label: string, value: string]> = [
    ['vatRate', intl.formatMessage(sm.vatRate), formatRate(intl, quotation.vatRate)],
    ['subtotal', intl.formatMessage(sm.subtotal), formatMoney(intl, quotation.subtotal)],
    ['total', intl.formatMessage(sm.total), formatMoney(intl, quotation.total)],
  ];

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={intl.formatMessage(m.title)}
      subtitle={
        <DotList
          items={[
            quotation.quotationNumber,
            localName(intl.locale, { name: quotation.clientName, nameAr: quotation.clientNameAr }),
          ]}
        />
      }
      size="md"
      isKeyboardDismissDisabled={pending}
      isCloseDisabled={pending}
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
        ) : (
          <>
            <Button variant="ghost" onPress={onClose} isDisabled={pending}>
              {intl.formatMessage(sm.cancel)}
            </Button>
            <Button variant="primary" onPress={() => void confirm()} isPending={pending} autoFocus>
              {intl.formatMessage(m.submit)}
            </Button>
          </>
        )
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
        <div className={css.formStack}>
          {error ? (
            <div className={css.notice.danger} role="alert">
              <p className={css.noticeTitle}>{intl.formatMessage(em.generationFailedTitle)}</p>
              <p className={css.noticeText}>{intl.formatMessage(emn.generationFailed, { message: error })}</p>
            </div>
          ) : null}
          <p className={css.muted}>{intl.formatMessage(m.intro)}</p>
          <dl className={css.totals} aria-label={intl.formatMessage(m.summary)}>
            {amounts.map(([key, label, value]) => (
              <div key={key} className={`${css.totalsRow} ${key === 'total' ? css.totalsGrand : ''}`}>
                <dt className={css.totalsLabel}>{label}</dt>
                <dd className={css.totalsValue}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </ModalDialog>
  );
}
