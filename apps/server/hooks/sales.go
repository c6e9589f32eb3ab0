package hooks

// Sales and finance: invoices, quotations, receipts, supplier bills, expenses and their payment ledgers
// (the app's /app/sales pages). The server owns document numbers, line totals, subtotal, VAT/tax, total
// and the remaining balance; state changes go through business actions.

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
)

// BindSales registers the sales and finance hooks, actions and routes.
func BindSales(app core.App) {
	collections := []string{"receipts", "invoices", "invoice_payments", "quotations", "bills", "bill_payments", "expenses"}
	audit.Track(app, collections...)
	requestTransaction(app, collections...)
	bindInvoices(app)
	bindQuotations(app)
	bindReceipts(app)
	bindBills(app)
	bindExpenses(app)
	bindPayments(app)
	bindDocumentPDF(app)
}
