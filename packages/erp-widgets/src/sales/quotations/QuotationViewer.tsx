import { Button, Icon, StatusBadge } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatDay, localToday } from '../../shared/format';
import type { RecordStatus } from '../../shared/list-screen/list.types';
import * as css from '../../shared/shared.css';
import { statusBadge } from '../../shared/list-screen/StatusChange';
import type { PrintedDocumentIntents } from '../printedDocument';
import { SalesDocumentViewer } from '../SalesDocumentViewer';
import type { FileUrl } from '../sales.types';
import * as dcss from '../salesDocuments.css';
import { quotationActions } from './quotationActions';
import { isPastValidity, QUOTATION_STATUS_TONES } from './quotations.format';
import { quotationMessages as m, quotationNamedMessages as mn } from './quotations.messages';
import type { Quotation, QuotationAction, QuotationPermissions } from './quotations.types';

/** Props of {@link QuotationViewer}. */
export type QuotationViewerProps = PrintedDocumentIntents<Quotation> & {
  /** The quotation, in one status. */
  viewer: RecordStatus<Quotation>;
  /** What the user may do; each action also needs the quotation's status to allow it. */
  permissions: QuotationPermissions;
  /**
   * Today as `YYYY-MM-DD`, for the notice on a quotation past its valid-until date.
   * @default today in the browser's time zone
   */
  today?: string;
  /** The download address of a stored attachment. */
  fileUrl?: FileUrl<Quotation>;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Reloads after a failure. */
  onRetry?: () => void;
  /** Opens an action's dialog (edit, send, accept, reject, generate invoice, delete). */
  onAction: (action: QuotationAction, quotation: Quotation) => void;
  /** Opens the invoice generated from the quotation. */
  onOpenInvoice?: (quotation: Quotation) => void;
};

/**
 * A quotation in a viewer dialog: its details (with the invoice generated from it, marked "Generated"), lines,
 * totals, notes and attachments, and the actions its status and the user's permissions allow: mark as sent, edit
 * and delete for a draft; accept and reject while sent; generate invoice once accepted; print and download PDF
 * always. A draft or sent quotation past its valid-until date carries a notice. A missing value shows as "—".
 */
export function QuotationViewer({ permissions, today, onAction, onOpenInvoice, ...props }: QuotationViewerProps) {
  const intl = useIntl();
  const none = intl.formatMessage(cm.none);
  return (
    <SalesDocumentViewer
      {...props}
      documentOf={(quotation: Quotation) => quotation}
      canView={permissions.view}
      messages={m}
      kind={m.quotation}
    >
      {(quotation, _, shared) => ({
        title: intl.formatMessage(mn.title, { number: quotation.quotationNumber }),
        status: statusBadge(intl, 'quotations', 'status', QUOTATION_STATUS_TONES)(quotation.status),
        actions: [
          quotationActions(intl, quotation, permissions, ['send', 'accept', 'invoice', 'edit'], onAction),
          quotationActions(intl, quotation, permissions, ['reject', 'delete'], onAction),
        ],
        fields: [
          shared.client,
          shared.issueDate,
          {
            id: 'validUntil',
            label: intl.formatMessage(m.validUntil),
            value: formatDay(intl, quotation.validUntil) || none,
          },
          shared.vatRate,
          {
            id: 'invoice',
            label: intl.formatMessage(m.invoice),
            isWide: true,
            value: quotation.invoice ? (
              <span className={dcss.generatedInvoice} data-invoice-generated>
                <StatusBadge tone="success" label={intl.formatMessage(m.generated)} />
                <bdi>{quotation.invoiceNumber}</bdi>
                {onOpenInvoice ? (
                  <Button size="sm" variant="ghost" icon={<Icon name="eye" />} onPress={() => onOpenInvoice(quotation)}>
                    {intl.formatMessage(m.openInvoice)}
                  </Button>
                ) : null}
              </span>
            ) : (
              intl.formatMessage(m.notGenerated)
            ),
          },
        ],
        vat: quotation.tax,
        before: isPastValidity(quotation, today ?? localToday()) ? (
          <div className={css.notice.warning} data-testid="quotation-past-validity">
            <p className={css.noticeText}>
              {intl.formatMessage(quotation.status === 'DRAFT' ? mn.pastValidityDraft : mn.pastValiditySent, {
                date: formatDay(intl, quotation.validUntil),
              })}
            </p>
          </div>
        ) : null,
      })}
    </SalesDocumentViewer>
  );
}
