import { defineMessages } from 'react-intl';
import { commonMessages } from '../shared/common.messages';

/** The alert centre's strings: the panel, each kind's text (its data, specification §2 table) and the actions. */
export const alertMessages = defineMessages<{
  title: Record<string, never>;
  count: { count: number };
  clearAll: Record<string, never>;
  dismissNamed: { title: string };
  loading: Record<string, never>;
  empty: Record<string, never>;
  emptyHint: Record<string, never>;
  failed: Record<string, never>;
  retry: Record<string, never>;
  more: { count: number };
  low_stock: { itemName: string; quantity: string; minQuantity: string; maxQuantity: string };
  out_of_stock: { itemName: string; quantity: string; minQuantity: string; maxQuantity: string };
  overflow_stock: { itemName: string; quantity: string; maxQuantity: string; minQuantity: string };
  warehouse_near_capacity: { warehouseName: string; fullness: string; currentOccupancy: string; capacity: string };
  empty_warehouse: { warehouseName: string; fullness: string; currentOccupancy: string; capacity: string };
  stock_transfer: { transferNumber: string; fromWarehouseName: string; toWarehouseName: string; status: string };
  purchase_request: { prNumber: string; requestedByName: string };
  employee_on_leave: { employeeName: string; leaveType: string; startDate: string; endDate: string };
  employee_returning: { employeeName: string; leaveType: string; startDate: string; endDate: string };
  report_generated: { reportName: string; reportType: string; generatedByName: string; generatedDate: string };
  overdue_invoice: { invoiceNumber: string; clientName: string; total: string; daysOverdue: number };
  overdue_bill: { billNumber: string; supplierName: string; total: string; daysOverdue: number };
  overdue_invoices: {
    invoiceCount: number;
    clientName: string;
    overdueTotal: string;
    invoiceNumber: string;
    total: string;
    daysOverdue: number;
  };
  overdue_bills: {
    billCount: number;
    supplierName: string;
    overdueTotal: string;
    billNumber: string;
    total: string;
    daysOverdue: number;
  };
  createPo: Record<string, never>;
  transferStock: Record<string, never>;
  viewWarehouse: Record<string, never>;
  viewTransfer: Record<string, never>;
  viewRequest: Record<string, never>;
  viewDetails: Record<string, never>;
  viewReport: Record<string, never>;
  viewInvoice: Record<string, never>;
  viewBill: Record<string, never>;
  viewOverdueInvoices: Record<string, never>;
  viewOverdueBills: Record<string, never>;
}>({
  title: {
    id: 'widgets.dashboard.alerts.title',
    defaultMessage: 'Alerts',
    description: 'Heading of the alert panel on the dashboard',
  },
  count: {
    id: 'widgets.dashboard.alerts.count',
    defaultMessage: '{count, plural, one {# open alert} other {# open alerts}}',
    description: 'How many alerts the panel holds',
  },
  clearAll: {
    id: 'widgets.dashboard.alerts.clearAll',
    defaultMessage: 'Clear all',
    description: 'Dismisses every alert of the panel for this user',
  },
  dismissNamed: {
    id: 'widgets.dashboard.alerts.dismissNamed',
    defaultMessage: 'Dismiss the alert “{title}”',
    description: 'Accessible name of the dismiss button of one alert, with its title',
  },
  loading: {
    id: 'widgets.dashboard.alerts.loading',
    defaultMessage: 'Loading alerts…',
    description: 'Screen-reader text while the alerts load',
  },
  empty: {
    id: 'widgets.dashboard.alerts.empty',
    defaultMessage: 'No alerts',
    description: 'Title of the empty alert panel',
  },
  emptyHint: {
    id: 'widgets.dashboard.alerts.emptyHint',
    defaultMessage: 'You are all caught up. New alerts appear here as they happen.',
    description: 'Text of the empty alert panel',
  },
  failed: {
    id: 'widgets.dashboard.alerts.failed',
    defaultMessage: 'The alerts could not be loaded.',
    description: 'Shown in the alert panel when loading failed',
  },
  retry: commonMessages.tryAgain,
  more: {
    id: 'widgets.dashboard.alerts.more',
    defaultMessage: '{count, plural, one {# more alert is not shown} other {# more alerts are not shown}}',
    description: 'Under the list when the panel shows only the newest alerts',
  },
  // Each kind's text, from its data.
  low_stock: {
    id: 'widgets.dashboard.alert.lowStock',
    defaultMessage: '{itemName}: {quantity} left, below the minimum of {minQuantity} (maximum {maxQuantity}).',
    description: 'Low stock alert text',
  },
  out_of_stock: {
    id: 'widgets.dashboard.alert.outOfStock',
    defaultMessage: '{itemName} is out of stock: {quantity} left (minimum {minQuantity}, maximum {maxQuantity}).',
    description: 'Out of stock alert text',
  },
  overflow_stock: {
    id: 'widgets.dashboard.alert.overflowStock',
    defaultMessage: '{itemName}: {quantity} in stock, above the maximum of {maxQuantity} (minimum {minQuantity}).',
    description: 'Overflow stock alert text',
  },
  warehouse_near_capacity: {
    id: 'widgets.dashboard.alert.nearCapacity',
    defaultMessage: '{warehouseName} is {fullness} full: {currentOccupancy} of {capacity} units.',
    description: 'Warehouse near capacity alert text; fullness is a formatted percentage',
  },
  empty_warehouse: {
    id: 'widgets.dashboard.alert.emptyWarehouse',
    defaultMessage: '{warehouseName} is empty ({fullness}): {currentOccupancy} of {capacity} units.',
    description: 'Empty warehouse alert text',
  },
  stock_transfer: {
    id: 'widgets.dashboard.alert.stockTransfer',
    defaultMessage: 'Transfer {transferNumber} from {fromWarehouseName} to {toWarehouseName} is {status}.',
    description: 'Stock transfer alert text; status is the translated transfer status',
  },
  purchase_request: {
    id: 'widgets.dashboard.alert.purchaseRequest',
    defaultMessage: 'Purchase request {prNumber} was submitted by {requestedByName}.',
    description: 'New purchase request alert text',
  },
  employee_on_leave: {
    id: 'widgets.dashboard.alert.onLeave',
    defaultMessage: '{employeeName} is on {leaveType} leave from {startDate} to {endDate}.',
    description: 'Employee on leave alert text; leaveType is the translated leave type',
  },
  employee_returning: {
    id: 'widgets.dashboard.alert.returning',
    defaultMessage: '{employeeName} is back from {leaveType} leave ({startDate} to {endDate}).',
    description: 'Employee returning from leave alert text',
  },
  report_generated: {
    id: 'widgets.dashboard.alert.reportGenerated',
    defaultMessage: '“{reportName}” ({reportType}) was generated by {generatedByName} on {generatedDate}.',
    description: 'Report generated alert text; reportType is the translated report type',
  },
  overdue_invoice: {
    id: 'widgets.dashboard.alert.overdueInvoice',
    defaultMessage:
      'Invoice {invoiceNumber} to {clientName} for {total} is {daysOverdue, plural, one {# day} other {# days}} overdue.',
    description: 'Overdue invoice alert text',
  },
  overdue_bill: {
    id: 'widgets.dashboard.alert.overdueBill',
    defaultMessage:
      'Bill {billNumber} from {supplierName} for {total} is {daysOverdue, plural, one {# day} other {# days}} overdue.',
    description: 'Overdue bill alert text',
  },
  overdue_invoices: {
    id: 'widgets.dashboard.alert.overdueInvoices',
    defaultMessage:
      '{invoiceCount, plural, one {# invoice} other {# invoices}} to {clientName} for {overdueTotal} are overdue; the oldest, {invoiceNumber} for {total}, is {daysOverdue, plural, one {# day} other {# days}} overdue.',
    description:
      'Overdue invoice alert text when the client has several overdue invoices: one alert per client, about the oldest; overdueTotal is what remains to be paid on all of them',
  },
  overdue_bills: {
    id: 'widgets.dashboard.alert.overdueBills',
    defaultMessage:
      '{billCount, plural, one {# bill} other {# bills}} from {supplierName} for {overdueTotal} are overdue; the oldest, {billNumber} for {total}, is {daysOverdue, plural, one {# day} other {# days}} overdue.',
    description:
      'Overdue bill alert text when the supplier has several overdue bills: one alert per supplier, about the oldest; overdueTotal is what remains to be paid on all of them',
  },
  // The action buttons (specification §2).
  createPo: {
    id: 'widgets.dashboard.action.createPo',
    defaultMessage: 'Create PO',
    description: 'Alert action: opens the purchase-request wizard for the item',
  },
  transferStock: {
    id: 'widgets.dashboard.action.transferStock',
    defaultMessage: 'Transfer Stock',
    description: 'Alert action: opens the transfer wizard for the item',
  },
  viewWarehouse: {
    id: 'widgets.dashboard.action.viewWarehouse',
    defaultMessage: 'View Warehouse',
    description: "Alert action: opens the warehouse's viewer",
  },
  viewTransfer: {
    id: 'widgets.dashboard.action.viewTransfer',
    defaultMessage: 'View Transfer',
    description: "Alert action: opens the transfer's viewer",
  },
  viewRequest: {
    id: 'widgets.dashboard.action.viewRequest',
    defaultMessage: 'View Request',
    description: "Alert action: opens the purchase request's viewer",
  },
  viewDetails: {
    id: 'widgets.dashboard.action.viewDetails',
    defaultMessage: 'View Details',
    description: "Alert action: opens the leave request's viewer",
  },
  viewReport: {
    id: 'widgets.dashboard.action.viewReport',
    defaultMessage: 'View Report',
    description: "Alert action: opens the saved report's viewer",
  },
  viewInvoice: {
    id: 'widgets.dashboard.action.viewInvoice',
    defaultMessage: 'View Invoice',
    description: "Alert action: opens the invoice's viewer",
  },
  viewBill: {
    id: 'widgets.dashboard.action.viewBill',
    defaultMessage: 'View Bill',
    description: "Alert action: opens the bill's viewer",
  },
  viewOverdueInvoices: {
    id: 'widgets.dashboard.action.viewOverdueInvoices',
    defaultMessage: 'View Overdue Invoices',
    description: "Alert action: opens the invoices list filtered to the client's overdue invoices",
  },
  viewOverdueBills: {
    id: 'widgets.dashboard.action.viewOverdueBills',
    defaultMessage: 'View Overdue Bills',
    description: "Alert action: opens the bills list filtered to the supplier's overdue bills",
  },
});
