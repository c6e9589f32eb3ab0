import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { paymentMessages as pm } from '../../shared/documents/documents.messages';
import { paymentMethodLabel, paymentMethodOptions } from '../../shared/documents/paymentMethods';
import { localToday } from '../../shared/format';
import { textColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { dateRangeFilter, sortOptions } from '../../shared/list-screen/filters';
import { ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import { printedRowActions } from '../printedDocument';
import { salesMessages as sm } from '../sales.messages';
import { salesColumns, salesWizardProps, type SalesScreenProps } from '../salesScreen';
import { receiptMessages as m, receiptNamedMessages as mn } from './receipts.messages';
import {
  RECEIPT_DATE_PRESETS,
  RECEIPT_SORT_FIELDS,
  type Receipt,
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
  const d = useRecordDialogs({ ...props, viewer, permissions: can });
  const column = salesColumns<Receipt>(intl);
  const printed = { onPrint: props.onPrint, onDownloadPdf: props.onDownloadPdf };
  return (
    <ListScreen<Receipt, ReceiptFilters>
      title={intl.formatMessage(navigationMessages.receipts)}
      list={list}
      columns={[
        textColumn(intl, 'receiptNumber', sm.number, (r) => r.receiptNumber),
        column.client,
        textColumn(intl, 'invoiceNumber', m.invoice, (r) => r.invoiceNumber),
        column.issueDate,
        {
          id: 'paymentMethod',
          header: intl.formatMessage(pm.method),
          sortable: true,
          cell: (r) => paymentMethodLabel(intl, r.paymentMethod),
        },
        column.total(cm.amount),
      ]}
      filters={[
        selectFilter(list, 'method', intl.formatMessage(pm.method), paymentMethodOptions(intl)),
        dateRangeFilter(list, 'date', intl.formatMessage(cm.date), RECEIPT_DATE_PRESETS, today, { weekStartsOn: 6 }),
      ]}
      sortOptions={sortOptions(intl, RECEIPT_SORT_FIELDS, SORT_LABELS)}
      sortDefault={{ id: 'created', direction: 'descending' }}
      getRowLabel={(r) => r.receiptNumber}
      messages={m}
      onAdd={d.onAdd}
      {...d.rowActions}
      extraActions={(r) => printedRowActions(intl, r, can.view, printed)}
    >
      {d.viewer ? (
        <ReceiptViewer
          {...d.viewer}
          permissions={can}
          fileUrl={props.fileUrl}
          onEdit={d.edit}
          onDelete={d.confirmDelete}
          {...printed}
        />
      ) : null}
      <DeleteRecordDialog
        dialog={d.dialog}
        name={(r) => r.receiptNumber}
        message={(r) =>
          r.invoiceNumber
            ? intl.formatMessage(mn.deleteLinkedMessage, { number: r.receiptNumber, invoiceNumber: r.invoiceNumber })
            : intl.formatMessage(mn.deleteMessage, { number: r.receiptNumber })
        }
        onDelete={props.onDelete}
      />
      {d.wizard ? (
        <ReceiptWizard
          receipt={d.wizard.record}
          searchInvoices={props.searchInvoices}
          {...salesWizardProps(props, today, d.wizard)}
        />
      ) : null}
    </ListScreen>
  );
}
