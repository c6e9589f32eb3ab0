import { TextArea } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages } from '../shared/common.messages';
import { AttachmentsField, type AttachmentChanges, type StoredAttachment } from '../shared/documents/AttachmentsField';
import type { DocumentLine } from '../shared/documents/lines';
import { LinesTable } from '../shared/documents/LinesTable';
import { TotalsList } from '../shared/documents/TotalsList';
import { computeTotals } from '../shared/money';
import { ReviewList } from '../shared/ReviewList';
import * as css from '../shared/shared.css';

/** The notes and attachments a sales document wizard edits on its last step. */
export type SummaryDraft = {
  notes: string;
  /** Files added in this wizard, and stored attachments marked for removal. */
  attachments: AttachmentChanges;
};

/** Props of {@link SalesSummaryStep}. */
export type SalesSummaryStepProps = {
  /** Label and value pairs summarising the earlier steps, in order. */
  rows: ReadonlyArray<readonly [label: string, value: string]>;
  /** The lines as they will be saved. */
  lines: readonly DocumentLine[];
  /** VAT rate in percent. */
  vatRate: number;
  /** Names the lines table. */
  linesLabel: string;
  /** Names the totals list. */
  totalsLabel: string;
  /** Attachments already stored on the record being edited. */
  existing: readonly StoredAttachment[];
  value: SummaryDraft;
  onChange: (patch: Partial<SummaryDraft>) => void;
};

/**
 * The last step of the invoice, quotation and receipt wizards: a summary of the earlier steps, the lines and their
 * totals (computed as the server will), then the notes and the attachments (PDF, PNG, JPG or DOCX up to 10 MB each,
 * at most 10 files).
 */
export function SalesSummaryStep({
  rows,
  lines,
  vatRate,
  linesLabel,
  totalsLabel,
  existing,
  value,
  onChange,
}: SalesSummaryStepProps) {
  const intl = useIntl();
  const totals = computeTotals(lines, vatRate);
  return (
    <div className={css.formStack}>
      <ReviewList rows={rows} />
      <LinesTable lines={lines} label={linesLabel} />
      <TotalsList
        label={totalsLabel}
        vatRate={vatRate}
        subtotal={totals.subtotal}
        vat={totals.vat}
        total={totals.total}
      />
      <TextArea
        name="notes"
        label={intl.formatMessage(commonMessages.notes)}
        value={value.notes}
        onChange={(notes) => onChange({ notes })}
      />
      <AttachmentsField
        stored={existing}
        value={value.attachments}
        onChange={(attachments) => onChange({ attachments })}
      />
    </div>
  );
}
