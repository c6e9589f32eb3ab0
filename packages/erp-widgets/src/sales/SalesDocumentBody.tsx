import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../shared/common.messages';
import type { StoredAttachment } from '../shared/documents/AttachmentsField';
import { attachmentsMessages } from '../shared/documents/documents.messages';
import type { DocumentLine } from '../shared/documents/lines';
import { LinesTable } from '../shared/documents/LinesTable';
import { TotalsList } from '../shared/documents/TotalsList';
import { attachmentName } from '../shared/format';
import { toPiastres } from '../shared/money';
import * as css from '../shared/shared.css';
import { salesMessages as sm } from './sales.messages';

/** Props of {@link SalesDocumentBody}. Amounts are EGP, as stored. */
export type SalesDocumentBodyProps = {
  lines: readonly DocumentLine[];
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
  /** The stored files, with their download address when there is one. */
  attachments: readonly StoredAttachment[];
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
        <h3 className={css.sectionTitle}>{intl.formatMessage(sm.items)}</h3>
        <LinesTable lines={lines} label={intl.formatMessage(sm.items)} />
        <TotalsList
          label={totalsLabel}
          vatRate={Number.isFinite(vatRate) ? vatRate : null}
          subtotal={piastres(subtotal)}
          vat={piastres(vat)}
          total={piastres(total)}
          paid={paid === undefined ? undefined : piastres(paid)}
          remaining={remaining === undefined ? undefined : piastres(remaining)}
        />
      </section>
      {notes ? (
        <section className={css.section}>
          <h3 className={css.sectionTitle}>{intl.formatMessage(cm.notes)}</h3>
          <p className={css.notes}>
            <bdi>{notes}</bdi>
          </p>
        </section>
      ) : null}
      <section className={css.section}>
        <h3 className={css.sectionTitle}>{intl.formatMessage(cm.attachments)}</h3>
        {attachments.length === 0 ? (
          <p className={css.muted}>{intl.formatMessage(attachmentsMessages.none)}</p>
        ) : (
          <ul className={css.fileList}>
            {attachments.map((file) => (
              <li key={file.name} className={css.fileItem}>
                {file.href ? (
                  <a
                    className={css.link}
                    href={file.href}
                    target="_blank"
                    rel="noreferrer"
                    download={attachmentName(file.name)}
                  >
                    <bdi>{attachmentName(file.name)}</bdi>
                  </a>
                ) : (
                  <bdi>{attachmentName(file.name)}</bdi>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
