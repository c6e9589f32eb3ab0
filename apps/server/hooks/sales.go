package hooks

// Sales and finance: invoices, quotations, receipts, supplier bills, expenses and their payment ledgers.
// The server owns document numbers, line totals, subtotal, VAT/tax, total and the remaining balance.

import (
	"encoding/json"
	"fmt"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/actions"
	"erp/server/internal/audit"
	"erp/server/internal/lines"
)

// BindSales registers the sales and finance hooks.
func BindSales(app core.App) {
	collections := []string{"receipts", "invoices", "invoice_payments", "quotations", "bills", "bill_payments", "expenses"}
	audit.Track(app, collections...)
	requestTransaction(app, collections...)

	serverOwned(app, "invoices", "invoiceNumber", "subtotal", "vat", "total", "amountPaid", "remaining", "receipt")
	serverOwned(app, "quotations", "quotationNumber", "subtotal", "tax", "total", "invoiceNumber", "invoice")
	serverOwned(app, "receipts", "receiptNumber", "subtotal", "tax", "total", "invoiceNumber")
	serverOwned(app, "bills", "billNumber", "subtotal", "vat", "total", "amountPaid", "remaining")
	serverOwned(app, "expenses", "expenseNumber")

	numberOnCreate(app, "invoices", "invoiceNumber", "INV", "issueDate")
	numberOnCreate(app, "quotations", "quotationNumber", "QUO", "issueDate")
	numberOnCreate(app, "receipts", "receiptNumber", "REC", "issueDate")
	numberOnCreate(app, "bills", "billNumber", "BILL", "issueDate")
	numberOnCreate(app, "expenses", "expenseNumber", "EXP", "date")

	actions.Register(app, "invoices", invoiceActions())
	actions.Register(app, "quotations", quotationActions())
	actions.Register(app, "bills", billActions())
	bindQuotationExpiry(app)

	app.OnRecordValidate("invoices").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "Draft")
		if err := documentTotals(e.App, e.Record, "vat", linesChange(e.Record, "Draft", "Pending", "Paid"), true, true); err != nil {
			return err
		}
		return e.Next()
	})
	app.OnRecordValidate("quotations").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "DRAFT")
		if err := documentTotals(e.App, e.Record, "tax", editable(e.Record, "DRAFT"), false, true); err != nil {
			return err
		}
		if err := checkDateOrder(e.Record, "issueDate", "validUntil", "Valid until must be on or after the issue date."); err != nil {
			return err
		}
		return e.Next()
	})
	app.OnRecordValidate("bills").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "PENDING")
		if err := documentTotals(e.App, e.Record, "vat", linesChange(e.Record, "PENDING"), true, true); err != nil {
			return err
		}
		return e.Next()
	})
	app.OnRecordValidate("receipts").BindFunc(func(e *core.RecordEvent) error {
		if err := documentTotals(e.App, e.Record, "tax", true, false, !invoiceRate(e.App, e.Record)); err != nil {
			return err
		}
		return receiptInvoiceNumber(e)
	})
	// A new receipt for an invoice becomes that invoice's receipt.
	app.OnRecordCreate("receipts").BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if err := e.Next(); err != nil {
				return err
			}
			id := e.Record.GetString("invoice")
			if id == "" {
				return nil
			}
			inv, err := tx.FindRecordById("invoices", id)
			if err != nil {
				return err
			}
			inv.Set("receipt", e.Record.Id)
			return tx.Save(inv)
		})
	})

	app.OnRecordValidate("expenses").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "Pending")
		amount, err := lines.ParseMoney(lines.JSONText(e.Record.Get("amount")))
		if err != nil || amount <= 0 {
			return fieldError("amount", "validation_invalid_amount", "Amount must be greater than 0.")
		}
		e.Record.Set("amount", lines.Pounds(amount))
		return e.Next()
	})

	for _, c := range []string{"invoice_payments", "bill_payments"} {
		app.OnRecordValidate(c).BindFunc(func(e *core.RecordEvent) error {
			amount, err := lines.ParseMoney(lines.JSONText(e.Record.Get("amount")))
			if err != nil || amount <= 0 {
				return fieldError("amount", "validation_invalid_amount", "Payment amount must be greater than 0.")
			}
			e.Record.Set("amount", lines.Pounds(amount))
			return e.Next()
		})
	}
}

// editable reports whether a document's lines may still change: it is new or was stored in state.
func editable(r *core.Record, state string) bool {
	return r.IsNew() || r.Original().GetString("status") == state
}

// linesChange reports whether a save recomputes a document's lines and totals: it is new, or it was stored
// in the editable state and stays in it or moves to one of into (issuing). Cancelling, or paying a bill,
// keeps the lines and totals as they are, even if the VAT rate has been withdrawn from the settings since.
func linesChange(r *core.Record, editableState string, into ...string) bool {
	if r.IsNew() {
		return true
	}
	status := r.GetString("status")
	return editable(r, editableState) && (status == editableState || contains(into, status))
}

// invoiceRate reports whether a receipt carries its invoice's VAT rate, which was valid when the invoice
// was written even if the settings no longer offer it.
func invoiceRate(app core.App, receipt *core.Record) bool {
	id := receipt.GetString("invoice")
	if id == "" {
		return false
	}
	inv, err := app.FindRecordById("invoices", id)
	return err == nil && lines.RateBasisPoints(inv.GetFloat("vatRate")) == lines.RateBasisPoints(receipt.GetFloat("vatRate"))
}

// documentTotals recomputes line totals, subtotal, VAT (taxField), total and, with balance, remaining
// (= total − amountPaid). Issued documents keep their lines and totals; only the balance follows payments.
// With checkRate the VAT rate must be one of the configured rates.
func documentTotals(app core.App, r *core.Record, taxField string, recompute, balance, checkRate bool) error {
	if recompute {
		rate := r.GetFloat("vatRate")
		if checkRate {
			if err := checkVATRate(app, rate); err != nil {
				return err
			}
		}
		raw, err := json.Marshal(r.Get("items"))
		if err != nil {
			return err
		}
		res, err := lines.Compute(raw, rate)
		if err != nil {
			return err
		}
		if err := checkLineReferences(app, res.Lines); err != nil {
			return err
		}
		r.Set("items", types.JSONRaw(res.Items))
		r.Set("subtotal", lines.Pounds(res.Subtotal))
		r.Set(taxField, lines.Pounds(res.VAT))
		r.Set("total", lines.Pounds(res.Total))
	}
	if balance {
		total := lines.FromFloat(r.GetFloat("total"))
		paid := lines.FromFloat(r.GetFloat("amountPaid"))
		remaining := total - paid
		if remaining < 0 {
			remaining = 0
		}
		r.Set("amountPaid", lines.Pounds(paid))
		r.Set("remaining", lines.Pounds(remaining))
	}
	return nil
}

// checkLineReferences verifies that each inventory line names an existing item, and that its warehouse,
// when given, is the item's warehouse. Stock availability is checked when the document is issued.
func checkLineReferences(app core.App, ls []lines.Line) error {
	for i, l := range ls {
		if l.Item == "" {
			continue
		}
		item, err := app.FindRecordById("inventory_items", l.Item)
		if err != nil {
			return fieldError(fmt.Sprintf("items.%d.item", i), "validation_invalid_item", "The inventory item does not exist.")
		}
		if l.Warehouse != "" && l.Warehouse != item.GetString("warehouse") {
			return fieldError(fmt.Sprintf("items.%d.warehouse", i), "validation_invalid_warehouse", "The item is not stocked in this warehouse.")
		}
	}
	return nil
}

// receiptInvoiceNumber copies the linked invoice's number and blocks a second receipt for one invoice.
func receiptInvoiceNumber(e *core.RecordEvent) error {
	id := e.Record.GetString("invoice")
	if !e.Record.IsNew() && id != e.Record.Original().GetString("invoice") {
		return fieldError("invoice", "validation_invoice_fixed", "The invoice of a receipt cannot be changed.")
	}
	if id == "" {
		e.Record.Set("invoiceNumber", "")
		return e.Next()
	}
	inv, err := e.App.FindRecordById("invoices", id)
	if err != nil {
		return fieldError("invoice", "validation_invalid_invoice", "Invoice not found or could not be loaded.")
	}
	if existing := inv.GetString("receipt"); existing != "" && existing != e.Record.Id {
		return fieldError("invoice", "receipt_already_exists", "Receipt Already Exists")
	}
	if e.Record.GetString("client") != inv.GetString("client") {
		return fieldError("client", "validation_client_mismatch", "The receipt's client must be the invoice's client.")
	}
	e.Record.Set("invoiceNumber", inv.GetString("invoiceNumber"))
	return e.Next()
}

func checkDateOrder(r *core.Record, fromField, toField, message string) error {
	from, to := r.GetDateTime(fromField), r.GetDateTime(toField)
	if !from.IsZero() && !to.IsZero() && to.Time().Before(from.Time()) {
		return fieldError(toField, "validation_date_order", message)
	}
	return nil
}
