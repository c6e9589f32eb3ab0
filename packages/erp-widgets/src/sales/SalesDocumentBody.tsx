import { useIntl } from 'react-intl';

import { LinesTable } from '../shared/documents/LinesTable';
import { TotalsList } from '../shared/documents/TotalsList';
import * as css from '../shared/shared.css';
import { toPiastres } from '../shared/money';
import { invoiceViewerMessages as ivm } from './InvoiceViewer.messages';
import { salesMessages as sm } from './sales.messages';
import type { InvoiceAttachment, InvoiceLine } from './sales.types';

/** Props of {@link SalesDocumentBody}. Amounts are EGP, as stored. */
export type SalesDocumentBodyProps = {
  lines: readonly InvoiceLine[];
  vatRate: number;
  subtotal: number;
  /** The VAT amount (`tax` on quotations and receipts). */
  vat: number;
  total: number;
  /** Paid so far (invoices); the row is left out when absent. */
  paid?: number;
  /** Still owed (invoices); the row is left out when absent. */
  remaining?: number;
  notes: string;
  attachments: readonly InvoiceAttachment[];
  /** Accessible name of the totals list ("Invoice totals"). */
  totalsLabel: string;
};

/**
 * The body the invoice, quotation and receipt viewers share: the lines with their totals, the notes (when any) and
 * the attachments, each under its heading.
 */
export function SalesDocumentBody({
  lines,
  vatRate,
  subtotal,
  vat,
  total,
  paid,
  remaining,
  notes,
  attachments,
  totalsLabel,
}: SalesDocumentBodyProps) {
  const intl = useIntl();
  const piastres = (value: number) => toPiastres(value) ?? 0;
  return (
    <>
      <section className={css.section}>
        <h3 className={css.sectionTitle}>{intl.formatMessage(ivm.items)}</h3>
        <LinesTable lines={lines} label={intl.formatMessage(ivm.items)} />
        <TotalsList
          label={totalsLabel}
          vatRate={vatRate}
          subtotal={piastres(subtotal)}
          vat={piastres(vat)}
          total={piastres(total)}
          paid={paid === undefined ? undefined : piastres(paid)}
          remaining={remaining === undefined ? undefined : piastres(remaining)}
        />
      </section>
      {notes ? (
        <section className={css.section}>
          <h3 className={css.sectionTitle}>{intl.formatMessage(sm.notes)}</h3>
          <p className={css.notes}>
            <bdi>{notes}</bdi>
          </p>
        </section>
      ) : null}
      <section className={css.section}>
        <h3 className={css.sectionTitle}>{intl.formatMessage(sm.attachments)}</h3>
        {attachments.length === 0 ? (
          <p className={css.muted}>{intl.formatMessage(ivm.noAttachments)}</p>
        ) : (
          <ul className={css.fileList}>
            {attachments.map((file) => (
              <li key={file.name} className={css.fileItem}>
                {file.href ? (
                  <a className={css.link} href={file.href} target="_blank" rel="noreferrer" download={file.name}>
                    <bdi>{file.name}</bdi>
                  </a>
                ) : (
                  <bdi>{file.name}</bdi>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
