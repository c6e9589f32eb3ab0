import type { IntlShape } from 'react-intl';

import { enumLabel } from '../shared/enums';
import { formatDay, formatMoney } from '../shared/format';
import { alertMessages as m } from './alerts.messages';
import type { AlertItem, AlertKind } from './dashboard.types';

const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

/** A name of the alert's data in the active language: `<key>Ar` in Arabic when the server sent one. */
function name(intl: IntlShape, data: Record<string, unknown>, key: string): string {
  const ar = text(data[`${key}Ar`]);
  return intl.locale.startsWith('ar') && ar ? ar : text(data[key]);
}

/** How urgent a kind is, for the panel's colour band. */
export function alertSeverity(kind: AlertKind): 'danger' | 'warning' | 'info' {
  if (kind === 'out_of_stock' || kind === 'overdue_invoice' || kind === 'overdue_bill') return 'danger';
  if (
    kind === 'low_stock' ||
    kind === 'overflow_stock' ||
    kind === 'warehouse_near_capacity' ||
    kind === 'empty_warehouse'
  )
    return 'warning';
  return 'info';
}

/** The alert's title: its kind's label (the schema's catalogue). */
export function alertTitle(intl: IntlShape, alert: AlertItem): string {
  return enumLabel(intl, 'alerts', 'kind', alert.kind);
}

/** The alert's sentence with its kind's data (specification §2 table), numbers, money and dates in the locale. */
export function alertText(intl: IntlShape, alert: AlertItem): string {
  const d = alert.data ?? {};
  const n = (key: string) => intl.formatNumber(num(d[key]));
  switch (alert.kind) {
    case 'low_stock':
    case 'out_of_stock':
    case 'overflow_stock':
      return intl.formatMessage(m[alert.kind], {
        itemName: name(intl, d, 'itemName'),
        quantity: n('quantity'),
        minQuantity: n('minQuantity'),
        maxQuantity: n('maxQuantity'),
      });
    case 'warehouse_near_capacity':
    case 'empty_warehouse':
      return intl.formatMessage(m[alert.kind], {
        warehouseName: name(intl, d, 'warehouseName'),
        fullness: intl.formatNumber(num(d.fullnessPercent) / 100, { style: 'percent' }),
        currentOccupancy: n('currentOccupancy'),
        capacity: n('capacity'),
      });
    case 'stock_transfer':
      return intl.formatMessage(m.stock_transfer, {
        transferNumber: text(d.transferNumber),
        fromWarehouseName: name(intl, d, 'fromWarehouseName'),
        toWarehouseName: name(intl, d, 'toWarehouseName'),
        status: enumLabel(intl, 'stock_transfers', 'status', text(d.status)),
      });
    case 'purchase_request':
      return intl.formatMessage(m.purchase_request, {
        prNumber: text(d.prNumber),
        requestedByName: name(intl, d, 'requestedByName'),
      });
    case 'employee_on_leave':
    case 'employee_returning':
      return intl.formatMessage(m[alert.kind], {
        employeeName: name(intl, d, 'employeeName'),
        leaveType: enumLabel(intl, 'leave_requests', 'leaveType', text(d.leaveType)),
        startDate: formatDay(intl, text(d.startDate)),
        endDate: formatDay(intl, text(d.endDate)),
      });
    case 'report_generated':
      return intl.formatMessage(m.report_generated, {
        reportName: text(d.reportName),
        reportType: enumLabel(intl, 'saved_reports', 'reportType', text(d.reportType)),
        generatedByName: name(intl, d, 'generatedByName'),
        generatedDate: formatDay(intl, text(d.generatedDate)),
      });
    case 'overdue_invoice':
      if (num(d.invoiceCount) > 1)
        return intl.formatMessage(m.overdue_invoices, {
          invoiceCount: num(d.invoiceCount),
          clientName: name(intl, d, 'clientName'),
          overdueTotal: formatMoney(intl, num(d.overdueTotal)),
          invoiceNumber: text(d.invoiceNumber),
          total: formatMoney(intl, num(d.total)),
          daysOverdue: num(d.daysOverdue),
        });
      return intl.formatMessage(m.overdue_invoice, {
        invoiceNumber: text(d.invoiceNumber),
        clientName: name(intl, d, 'clientName'),
        total: formatMoney(intl, num(d.total)),
        daysOverdue: num(d.daysOverdue),
      });
    case 'overdue_bill':
      if (num(d.billCount) > 1)
        return intl.formatMessage(m.overdue_bills, {
          billCount: num(d.billCount),
          supplierName: name(intl, d, 'supplierName'),
          overdueTotal: formatMoney(intl, num(d.overdueTotal)),
          billNumber: text(d.billNumber),
          total: formatMoney(intl, num(d.total)),
          daysOverdue: num(d.daysOverdue),
        });
      return intl.formatMessage(m.overdue_bill, {
        billNumber: text(d.billNumber),
        supplierName: name(intl, d, 'supplierName'),
        total: formatMoney(intl, num(d.total)),
        daysOverdue: num(d.daysOverdue),
      });
  }
}
