import { useIntl } from 'react-intl';

import { InvoiceLinesTable } from './InvoiceLinesTable';
import { invoiceViewerMessages as ivm } from './InvoiceViewer.messages';
import { InvoiceTotalsList } from './InvoiceTotalsList';
import * as css from '../shared/shared.css';
import { toPiastres } from '../shared/money';
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
  notes: string;
  attachments: readonly InvoiceAttachment[];
  /** Accessible name of the totals list ("Quotation totals"). */
  totalsLabel: string;
};

/**
 * The body a quotation or receipt viewer shares: the lines with their totals, the notes (when any) and the
 * attachments, each under its heading.
 */
export function SalesDocumentBody({
  lines,
  vatRate,
  subtotal,
  vat,
  total,
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
        <InvoiceLinesTable lines={lines} label={intl.formatMessage(ivm.items)} />
        <InvoiceTotalsList
          label={totalsLabel}
          vatRate={vatRate}
          subtotal={piastres(subtotal)}
          vat={piastres(vat)}
          total={piastres(total)}
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
