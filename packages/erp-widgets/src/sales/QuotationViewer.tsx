import { Button, Icon, StatusBadge, ViewerDialog, type ViewerAction } from '@erp/ui';
import { useIntl } from 'react-intl';

import type { ViewerState } from '../crm/crm.types';
import { commonMessages } from '../shared/common.messages';
import * as css from '../shared/shared.css';
import { formatDay, formatRate, localName, localToday } from '../shared/format';
import {
  availableQuotationActions,
  isPastValidity,
  quotationStatusLabel,
  quotationStatusTone,
} from './quotation.format';
import {
  quotationErrorMessages as em,
  quotationMessages as qm,
  quotationNamedMessages as qmn,
} from './quotation.messages';
import type {
  DocumentBusyAction,
  Quotation,
  QuotationActionCallbacks,
  QuotationPermissions,
  QuotationSummary,
} from './quotation.types';
import { quotationViewerNamedMessages as mn } from './QuotationViewer.messages';
import { SalesDocumentBody } from './SalesDocumentBody';
import * as dcss from './salesDocuments.css';
import { salesMessages as sm } from './sales.messages';

/** Props of {@link QuotationViewer}. */
export type QuotationViewerProps = QuotationActionCallbacks & {
  /** The quotation, or the loading / not-found / error state. */
  viewer: ViewerState<{ quotation: Quotation }>;
  /** What the user may do; each action also needs the quotation's status to allow it and its callback. */
  permissions: QuotationPermissions;
  /**
   * Today as `YYYY-MM-DD`, for the notice on a quotation past its valid-until date.
   * @default today in the browser's time zone
   */
  today?: string;
  /** The printed-document action running (its button shows as pending). */
  busyAction?: DocumentBusyAction;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Reloads after a failure. */
  onRetry?: () => void;
};

/** The generated invoice's number with the "Generated" badge, and a button that opens it. */
function GeneratedInvoice({ quotation, onOpen }: { quotation: QuotationSummary; onOpen?: () => void }) {
  const intl = useIntl();
  return (
    <span className={dcss.generatedInvoice} data-invoice-generated>
      <StatusBadge tone="success" label={intl.formatMessage(qm.generated)} />
      <bdi>{quotation.invoiceNumber}</bdi>
      {onOpen ? (
        <Button size="sm" variant="ghost" icon={<Icon name="eye" />} onPress={onOpen}>
          {intl.formatMessage(qm.actionOpenInvoice)}
        </Button>
      ) : null}
    </span>
  );
}

/**
 * A quotation in a viewer dialog: its details (with the invoice generated from it, marked "Generated"), lines,
 * totals, notes and attachments, and the action bar its status and the user's permissions allow: mark as sent, edit
 * and delete for a draft; accept and reject while sent; generate invoice once accepted; print and download PDF
 * always. A draft or sent quotation past its valid-until date carries a notice.
 */
export function QuotationViewer({
  viewer,
  permissions,
  today,
  busyAction = null,
  onClose,
  onRetry,
  ...callbacks
}: QuotationViewerProps) {
  const intl = useIntl();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  if (viewer.state === 'not-found') {
    return (
      <ViewerDialog
        isOpen
        onOpenChange={onOpenChange}
        size="md"
        title={intl.formatMessage(em.error)}
        error={intl.formatMessage(em.notFound)}
      />
    );
  }
  if (viewer.state !== 'ready') {
    return (
      <ViewerDialog
        isOpen
        onOpenChange={onOpenChange}
        title={intl.formatMessage(qm.quotation)}
        isLoading={viewer.state === 'loading'}
        error={viewer.state === 'error' ? (viewer.message ?? intl.formatMessage(em.loadFailed)) : undefined}
        onRetry={onRetry}
      />
    );
  }

  const { quotation } = viewer;
  const allowed = availableQuotationActions(quotation, permissions);
  const action = (
    id: string,
    label: string,
    icon: ViewerAction['icon'],
    isAllowed: boolean,
    run: ((q: QuotationSummary) => void) | undefined,
    variant?: ViewerAction['variant'],
  ): ViewerAction => ({
    id,
    label,
    icon,
    variant,
    onAction: () => run?.(quotation),
    isHidden: !isAllowed || !run,
    isPending: busyAction === id,
    isDisabled: busyAction !== null && busyAction !== id && (id === 'print' || id === 'pdf'),
  });
  const actions: ViewerAction[] = [
    action('send', intl.formatMessage(qm.actionSend), 'arrow-end', allowed.has('send'), callbacks.onSend, 'primary'),
    action(
      'accept',
      intl.formatMessage(qm.actionAccept),
      'check',
      allowed.has('accept'),
      callbacks.onAccept,
      'primary',
    ),
    action(
      'invoice',
      intl.formatMessage(qm.actionGenerateInvoice),
      'file',
      allowed.has('invoice'),
      callbacks.onGenerateInvoice,
      'primary',
    ),
    action('edit', intl.formatMessage(sm.actionEdit), 'edit', allowed.has('edit'), callbacks.onEdit),
    action('print', intl.formatMessage(sm.actionPrint), 'print', permissions.view, callbacks.onPrint),
    action('pdf', intl.formatMessage(sm.actionDownloadPdf), 'download', permissions.view, callbacks.onDownloadPdf),
    action('reject', intl.formatMessage(qm.actionReject), 'close', allowed.has('reject'), callbacks.onReject, 'danger'),
    action('delete', intl.formatMessage(sm.actionDelete), 'trash', allowed.has('delete'), callbacks.onDelete, 'danger'),
  ];

  const clientName = localName(intl.locale, { name: quotation.clientName, nameAr: quotation.clientNameAr });
  const pastValidity = isPastValidity(quotation, today ?? localToday());
  const openInvoice = callbacks.onOpenInvoice;

  return (
    <ViewerDialog
      isOpen
      onOpenChange={onOpenChange}
      title={<bdi>{intl.formatMessage(qmn.title, { number: quotation.quotationNumber })}</bdi>}
      subtitle={<bdi>{clientName}</bdi>}
      status={
        <StatusBadge
          tone={quotationStatusTone(quotation.status)}
          label={quotationStatusLabel(intl, quotation.status)}
        />
      }
      actions={actions}
      sections={[
        {
          id: 'details',
          title: intl.formatMessage(commonMessages.details),
          fields: [
            { id: 'client', label: intl.formatMessage(sm.client), value: <bdi>{clientName}</bdi> },
            { id: 'issueDate', label: intl.formatMessage(sm.issueDate), value: formatDay(intl, quotation.issueDate) },
            {
              id: 'validUntil',
              label: intl.formatMessage(qm.validUntil),
              value: formatDay(intl, quotation.validUntil),
            },
            { id: 'vatRate', label: intl.formatMessage(sm.vatRate), value: formatRate(intl, quotation.vatRate) },
            {
              id: 'invoice',
              label: intl.formatMessage(qm.invoice),
              isWide: true,
              value: quotation.invoice ? (
                <GeneratedInvoice quotation={quotation} onOpen={openInvoice && (() => openInvoice(quotation))} />
              ) : (
                intl.formatMessage(qm.notGenerated)
              ),
            },
          ],
        },
      ]}
    >
      {pastValidity ? (
        <div className={css.notice.warning} data-testid="quotation-past-validity">
          <p className={css.noticeText}>
            {intl.formatMessage(quotation.status === 'DRAFT' ? mn.pastValidityDraft : mn.pastValiditySent, {
              date: formatDay(intl, quotation.validUntil),
            })}
          </p>
        </div>
      ) : null}
      <SalesDocumentBody
        lines={quotation.items}
        vatRate={quotation.vatRate}
        subtotal={quotation.subtotal}
        vat={quotation.tax}
        total={quotation.total}
        notes={quotation.notes}
        attachments={quotation.attachments}
        totalsLabel={intl.formatMessage(qm.totals)}
      />
    </ViewerDialog>
  );
}
