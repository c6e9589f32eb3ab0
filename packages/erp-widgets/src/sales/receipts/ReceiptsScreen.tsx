import type { ListFilter } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { paymentMessages as pm } from '../../shared/documents/documents.messages';
import { paymentMethodLabel, paymentMethodOptions } from '../../shared/documents/paymentMethods';
import { localToday } from '../../shared/format';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { ListScreen, recordRowActions, selectFilter } from '../../shared/list-screen/ListScreen';
import { useDialog } from '../../shared/list-screen/useDialog';
import { navigationMessages } from '../../shared/navigation.messages';
import { printedRowActions } from '../printedDocument';
import { salesMessages as sm } from '../sales.messages';
import { salesColumns, salesWizardProps, type SalesScreenProps } from '../salesScreen';
import { receiptMessages as m, receiptNamedMessages as mn } from './receipts.messages';
import {
  RECEIPT_DATE_PRESETS,
  RECEIPT_SORT_FIELDS,
  type Receipt,
  type ReceiptDatePreset,
  type ReceiptFilters,
  type SearchInvoices,
} from './receipts.types';
import { ReceiptViewer } from './ReceiptViewer';
import { ReceiptWizard, type ReceiptFormValues } from './ReceiptWizard';

/** Props of {@link ReceiptsScreen}. */
export type ReceiptsScreenProps = SalesScreenProps<Receipt, Receipt, ReceiptFilters, ReceiptFormValues> & {
  /** The wizard's search of the invoices a receipt can be for. */
  searchInvoices: SearchInvoices;
};

const SORT_LABELS = {
  receiptNumber: sm.number,
  client: cm.client,
  invoiceNumber: m.invoice,
  issueDate: sm.issueDate,
  paymentMethod: pm.method,
  total: cm.amount,
  created: cm.created,
} as const;

/**
 * The receipts page: "New receipt", a searchable list filtered by payment method and date (Today, This Week, This
 * Month, Last 30 Days or All) and sorted by its columns, each row's actions, the viewer, the wizard and the delete
 * confirmation.
 */
export function ReceiptsScreen({ list, permissions: can, viewer, ...props }: ReceiptsScreenProps) {
  const intl = useIntl();
  const today = props.today ?? localToday();
  const dialog = useDialog<'wizard' | 'delete', Receipt>(viewer ? props.onViewerClose : undefined);
  const column = salesColumns<Receipt>(intl);
  const printed = { onPrint: props.onPrint, onDownloadPdf: props.onDownloadPdf };
  const date: ListFilter = {
    kind: 'date-range',
    id: 'date',
    label: intl.formatMessage(cm.date),
    presets: RECEIPT_DATE_PRESETS,
    value: { preset: list.filters.date ?? 'all' },
    today,
    weekStartsOn: 6,
    onChange: (value) =>
      list.onChange({
        filters: { ...list.filters, date: value.preset === 'all' ? null : (value.preset as ReceiptDatePreset) },
      }),
  };
  const wizardFor = dialog.recordOf('wizard');
  return (
    <ListScreen<Receipt, ReceiptFilters>
      title={intl.formatMessage(navigationMessages.receipts)}
      list={list}
      columns={[
        {
          id: 'receiptNumber',
          header: intl.formatMessage(sm.number),
          sortable: true,
          cell: (r) => <bdi>{r.receiptNumber}</bdi>,
        },
        column.client,
        {
          id: 'invoiceNumber',
          header: intl.formatMessage(m.invoice),
          sortable: true,
          cell: (r) => <bdi>{r.invoiceNumber}</bdi>,
        },
        column.issueDate,
        {
          id: 'paymentMethod',
          header: intl.formatMessage(pm.method),
          sortable: true,
          cell: (r) => paymentMethodLabel(intl, r.paymentMethod),
        },
        column.total(cm.amount),
      ]}
      filters={[selectFilter(list, 'method', intl.formatMessage(pm.method), paymentMethodOptions(intl)), date]}
      sortOptions={RECEIPT_SORT_FIELDS.map((f) => ({ id: f, label: intl.formatMessage(SORT_LABELS[f]) }))}
      sortDefault={{ id: 'created', direction: 'descending' }}
      getRowLabel={(r) => r.receiptNumber}
      messages={m}
      onAdd={can.create ? () => dialog.open('wizard') : undefined}
      {...recordRowActions(can, dialog, props.onView)}
      extraActions={(r) => printedRowActions(intl, r, can.view, printed)}
    >
      {viewer ? (
        <ReceiptViewer
          viewer={viewer}
          permissions={can}
          fileUrl={props.fileUrl}
          onClose={props.onViewerClose}
          onRetry={props.onViewerRetry}
          onEdit={(r) => dialog.open('wizard', r)}
          onDelete={(r) => dialog.open('delete', r)}
          {...printed}
        />
      ) : null}
      <DeleteRecordDialog
        dialog={dialog}
        name={(r) => r.receiptNumber}
        message={(r) =>
          r.invoiceNumber
            ? intl.formatMessage(mn.deleteLinkedMessage, { number: r.receiptNumber, invoiceNumber: r.invoiceNumber })
            : intl.formatMessage(mn.deleteMessage, { number: r.receiptNumber })
        }
        onDelete={props.onDelete}
      />
      {wizardFor !== undefined ? (
        <ReceiptWizard
          receipt={wizardFor}
          searchInvoices={props.searchInvoices}
          {...salesWizardProps(props, today, dialog, wizardFor)}
        />
      ) : null}
    </ListScreen>
  );
}
