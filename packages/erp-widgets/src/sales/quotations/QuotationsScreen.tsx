import { QUOTATIONS_STATUS } from '@erp/schema';
import { StatusBadge } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatDay, localToday } from '../../shared/format';
import { statusColumn, textColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { dateRangeFilter, sortOptions } from '../../shared/list-screen/filters';
import { enumFilter, ListScreen } from '../../shared/list-screen/ListScreen';
import { statusBadge, StatusChangeDialog } from '../../shared/list-screen/StatusChange';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import { printedRowActions } from '../printedDocument';
import { salesMessages as sm } from '../sales.messages';
import { salesColumns, salesWizardProps, type SalesScreenProps } from '../salesScreen';
import * as dcss from '../salesDocuments.css';
import { quotationActions } from './quotationActions';
import { QuotationInvoiceDialog } from './QuotationInvoiceDialog';
import { QUOTATION_STATUS_TONES } from './quotations.format';
import { quotationMessages as m, quotationNamedMessages as mn } from './quotations.messages';
import {
  QUOTATION_SORT_FIELDS,
  QUOTATION_VALIDITY_PRESETS,
  type Quotation,
  type QuotationAction,
  type QuotationFilters,
  type QuotationPermissions,
  type QuotationTransition,
} from './quotations.types';
import { QuotationViewer } from './QuotationViewer';
import { QuotationWizard, type QuotationFormValues } from './QuotationWizard';

/** Props of {@link QuotationsScreen}. */
export type QuotationsScreenProps = SalesScreenProps<
  Quotation,
  Quotation,
  QuotationFilters,
  QuotationFormValues,
  QuotationPermissions
> & {
  /** Marks a draft as sent, or records the client's answer to a sent quotation. */
  onTransition: (quotation: Quotation, action: QuotationTransition) => Promise<unknown>;
  /** Generates a draft invoice from an accepted quotation. */
  onGenerateInvoice: (quotation: Quotation) => Promise<unknown>;
  /** Opens the invoice generated from the quotation. */
  onOpenInvoice?: (quotation: Quotation) => void;
};

const TRANSITIONS = ['send', 'accept', 'reject'] as const;
const TRANSITION_TEXT = {
  title: { send: mn.sendTitle, accept: mn.acceptTitle, reject: mn.rejectTitle },
  message: { send: m.sendMessage, accept: m.acceptMessage, reject: m.rejectMessage },
  confirm: { send: m.send, accept: m.acceptConfirm, reject: m.rejectConfirm },
  to: { send: 'SENT', accept: 'ACCEPTED', reject: 'REJECTED' },
} as const;

const SORT_LABELS = {
  quotationNumber: sm.number,
  client: cm.client,
  issueDate: sm.issueDate,
  validUntil: m.validUntil,
  total: cm.total,
  status: cm.status,
  created: cm.created,
} as const;

/**
 * The quotations page: "New quotation", a searchable list filtered by status and valid-until date and sorted by its
 * columns, each row's status-aware actions, the viewer, the wizard, the confirmations for marking as sent, accepting,
 * rejecting and deleting, and the generate-invoice dialog, each pending until its intent settles.
 */
export function QuotationsScreen({ list, permissions: can, viewer, ...props }: QuotationsScreenProps) {
  const intl = useIntl();
  const today = props.today ?? localToday();
  const d = useRecordDialogs<Quotation, Quotation, QuotationFormValues, [], QuotationTransition | 'invoice'>({
    ...props,
    viewer,
    permissions: can,
  });
  const { dialog } = d;
  const open = (action: QuotationAction, quotation: Quotation) => d.open(action, quotation);
  const badge = statusBadge(intl, 'quotations', 'status', QUOTATION_STATUS_TONES);
  const column = salesColumns<Quotation>(intl);
  const printed = { onPrint: props.onPrint, onDownloadPdf: props.onDownloadPdf };
  const openInvoice = props.onOpenInvoice;
  const invoiceRowAction = (q: Quotation) =>
    q.invoice && openInvoice
      ? [
          {
            id: 'openInvoice',
            label: intl.formatMessage(m.openInvoice),
            icon: 'eye' as const,
            onAction: () => openInvoice(q),
          },
        ]
      : [];

  const generating = dialog.recordOf('invoice');

  return (
    <ListScreen<Quotation, QuotationFilters>
      title={intl.formatMessage(navigationMessages.quotations)}
      list={list}
      columns={[
        textColumn(intl, 'quotationNumber', sm.number, (q) => q.quotationNumber),
        column.client,
        column.issueDate,
        {
          id: 'validUntil',
          header: intl.formatMessage(m.validUntil),
          sortable: true,
          cell: (q) => formatDay(intl, q.validUntil),
        },
        column.total(),
        statusColumn(intl, badge),
        {
          id: 'invoice',
          header: intl.formatMessage(m.invoice),
          cell: (q) =>
            q.invoice ? (
              <span className={dcss.badgeCell}>
                <StatusBadge tone="success" label={intl.formatMessage(m.generated)} />
                <bdi>{q.invoiceNumber}</bdi>
              </span>
            ) : (
              ''
            ),
        },
      ]}
      filters={[
        enumFilter(intl, list, intl.formatMessage(cm.status), 'quotations', 'status', QUOTATIONS_STATUS),
        dateRangeFilter(list, 'validUntil', intl.formatMessage(m.validUntil), QUOTATION_VALIDITY_PRESETS, today),
      ]}
      sortOptions={sortOptions(intl, QUOTATION_SORT_FIELDS, SORT_LABELS)}
      sortDefault={{ id: 'created', direction: 'descending' }}
      getRowLabel={(q) => q.quotationNumber}
      messages={m}
      onAdd={d.onAdd}
      onView={d.rowActions.onView}
      extraActions={(q) => [
        ...quotationActions(intl, q, can, ['edit', 'send', 'accept', 'reject', 'invoice'], open),
        ...invoiceRowAction(q),
        ...printedRowActions(intl, q, can.view, printed),
        ...quotationActions(intl, q, can, ['delete'], open),
      ]}
    >
      {d.viewer ? (
        <QuotationViewer
          {...d.viewer}
          permissions={can}
          today={today}
          fileUrl={props.fileUrl}
          onAction={open}
          onOpenInvoice={openInvoice}
          {...printed}
        />
      ) : null}
      <StatusChangeDialog
        dialog={dialog}
        actions={TRANSITIONS}
        title={(q, action) => intl.formatMessage(TRANSITION_TEXT.title[action], { number: q.quotationNumber })}
        messages={TRANSITION_TEXT.message}
        labels={TRANSITION_TEXT.confirm}
        targets={TRANSITION_TEXT.to}
        badge={badge}
        destructive={['reject']}
        onConfirm={props.onTransition}
      />
      {generating ? (
        <QuotationInvoiceDialog
          quotation={generating}
          onConfirm={dialog.closeAfter(() => props.onGenerateInvoice(generating))}
          onClose={dialog.close}
          onOpenInvoice={
            openInvoice &&
            (() => {
              dialog.close();
              openInvoice(generating);
            })
          }
        />
      ) : null}
      <DeleteRecordDialog
        dialog={dialog}
        name={(q) => q.quotationNumber}
        message={(q) => intl.formatMessage(mn.deleteMessage, { number: q.quotationNumber })}
        onDelete={props.onDelete}
      />
      {d.wizard ? <QuotationWizard quotation={d.wizard.record} {...salesWizardProps(props, today, d.wizard)} /> : null}
    </ListScreen>
  );
}
