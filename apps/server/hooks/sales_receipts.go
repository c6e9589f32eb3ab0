package hooks

// Receipts: numbered and totalled like the other documents, at most one per invoice, for the invoice's
// client; an issued invoice's receipt action creates one.

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/lines"
)

func bindReceipts(app core.App) {
	serverOwned(app, "receipts", "receiptNumber", "subtotal", "tax", "total", "invoiceNumber")
	numberOnCreate(app, "receipts", "receiptNumber", "REC", "issueDate")

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

// invoiceReceipt creates the receipt of an issued invoice: its client, lines and VAT rate, the payment
// method from the body or else the last payment, the issue date from the body or else today. Body:
// {paymentMethod?, issueDate?, notes?}. The answer is the invoice, whose receipt field names the new
// receipt (?expand=receipt returns it too).
func invoiceReceipt(c *actions.Call) error {
	inv := c.Record
	switch inv.GetString("status") {
	case "Draft":
		return actions.RefuseTransition(inv, "Issue the invoice before creating its receipt.")
	case "Cancelled":
		return actions.RefuseTransition(inv, "A cancelled invoice cannot have a receipt.")
	}
	if id := inv.GetString("receipt"); id != "" {
		number := ""
		if r, err := c.Tx.FindRecordById("receipts", id); err == nil {
			number = r.GetString("receiptNumber")
		}
		return actions.Refuse("receipt", "receipt_already_exists",
			"Receipt Already Exists: this invoice already has receipt {{.receiptNumber}}.",
			map[string]any{"receiptNumber": number, "receiptId": id})
	}

	method, err := bodyPaymentMethod(c.Body, "paymentMethod", false)
	if err != nil {
		return err
	}
	if method == "" {
		last, err := c.Tx.FindRecordsByFilter("invoice_payments", "invoice = {:i}", "-date,-created", 1, 0, dbx.Params{"i": inv.Id})
		if err != nil {
			return err
		}
		if len(last) == 0 {
			return actions.Refuse("paymentMethod", "validation_required",
				"Payment method is required: the invoice has no payments yet.", nil)
		}
		method = last[0].GetString("method")
	}
	issueDate, err := actions.BodyDate(c.Body, "issueDate", c.Today())
	if err != nil {
		return err
	}
	items, err := copyLines(c.Tx, inv)
	if err != nil {
		return err
	}

	col, err := c.Tx.FindCachedCollectionByNameOrId("receipts")
	if err != nil {
		return err
	}
	r := core.NewRecord(col)
	r.Set("client", inv.GetString("client"))
	r.Set("invoice", inv.Id)
	r.Set("issueDate", issueDate)
	r.Set("paymentMethod", method)
	r.Set("items", items)
	r.Set("vatRate", inv.GetFloat("vatRate"))
	r.Set("notes", actions.BodyString(c.Body, "notes"))
	// The receipts hooks number it, total it and link the invoice to it.
	return c.Tx.Save(r)
}
