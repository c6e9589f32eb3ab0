package hooks

// Payments on invoices and supplier bills: the payments action appends a row to the document's ledger
// (invoice_payments, bill_payments) and moves amountPaid, remaining and the payment status, in one
// transaction. An Idempotency-Key header makes a retried or double-clicked payment harmless.

import (
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/lines"
	"erp/server/internal/schema"
)

// bindPayments checks the amount of every ledger row, however it is written.
func bindPayments(app core.App) {
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

// IdempotencyKeyHeader is the request header that makes a payment request safe to repeat.
const IdempotencyKeyHeader = "Idempotency-Key"

// maxIdempotencyKey is the length of the ledgers' idempotencyKey field.
const maxIdempotencyKey = 100

// paymentLedger describes a payable document and its ledger.
type paymentLedger struct {
	ledger      string            // invoice_payments, bill_payments
	parentField string            // the ledger's relation to the document: invoice, bill
	open        []string          // statuses that accept payments
	partial     string            // status after a payment that leaves a balance
	paid        string            // status once nothing remains
	closed      map[string]string // refusal message per status that does not accept payments
}

var invoiceLedger = paymentLedger{
	ledger: "invoice_payments", parentField: "invoice",
	open: []string{"Pending", "Partially Paid"}, partial: "Partially Paid", paid: "Paid",
	closed: map[string]string{
		"Draft":     "Issue the invoice before recording payments.",
		"Paid":      "This invoice is already paid.",
		"Cancelled": "Payments cannot be recorded on a cancelled invoice.",
	},
}

var billLedger = paymentLedger{
	ledger: "bill_payments", parentField: "bill",
	open: []string{"PENDING", "PARTIALLY_PAID"}, partial: "PARTIALLY_PAID", paid: "PAID",
	closed: map[string]string{
		"PAID":      "This bill is already paid.",
		"CANCELLED": "Payments cannot be recorded on a cancelled bill.",
	},
}

// pay is the payments action: body {amount, method, notes?, date?}.
func (l paymentLedger) pay(c *actions.Call) error {
	doc := c.Record
	amount, err := actions.BodyMoney(c.Body, "amount", "Payment amount must be greater than 0.")
	if err != nil {
		return err
	}
	method, err := bodyPaymentMethod(c.Body, "method", true)
	if err != nil {
		return err
	}
	date, err := actions.BodyDate(c.Body, "date", c.Today())
	if err != nil {
		return err
	}
	key := c.Event.Request.Header.Get(IdempotencyKeyHeader)
	if len(key) > maxIdempotencyKey {
		return actions.Refuse("idempotencyKey", "validation_invalid_idempotency_key",
			"The Idempotency-Key header must be at most {{.max}} characters.", map[string]any{"max": maxIdempotencyKey})
	}

	// A key already used: the same payment again answers the document as it is now.
	if key != "" {
		prev, err := c.Tx.FindFirstRecordByFilter(l.ledger, "idempotencyKey = {:k}", dbx.Params{"k": key})
		if err == nil {
			if prev.GetString(l.parentField) != doc.Id || lines.FromFloat(prev.GetFloat("amount")) != amount || prev.GetString("method") != method {
				return actions.Refuse("idempotencyKey", "idempotency_key_reused",
					"This Idempotency-Key was already used for a different payment.", nil)
			}
			return nil
		}
	}

	status := doc.GetString("status")
	if !contains(l.open, status) {
		msg, ok := l.closed[status]
		if !ok {
			msg = "Payments cannot be recorded in the {{.status}} status."
		}
		return actions.RefuseTransition(doc, msg)
	}
	total := lines.FromFloat(doc.GetFloat("total"))
	paid := lines.FromFloat(doc.GetFloat("amountPaid"))
	remaining := total - paid
	if amount > remaining {
		return actions.Refuse("amount", "amount_exceeds_remaining",
			"The payment of {{.amount}} exceeds the remaining balance of {{.remaining}}.",
			map[string]any{"amount": lines.FormatPiastres(amount), "remaining": lines.FormatPiastres(max(remaining, 0))})
	}

	col, err := c.Tx.FindCachedCollectionByNameOrId(l.ledger)
	if err != nil {
		return err
	}
	p := core.NewRecord(col)
	p.Set(l.parentField, doc.Id)
	p.Set("amount", lines.Pounds(amount))
	p.Set("method", method)
	p.Set("notes", actions.BodyString(c.Body, "notes"))
	p.Set("date", date)
	p.Set("recordedBy", c.User())
	p.Set("idempotencyKey", key)
	if err := c.Tx.Save(p); err != nil {
		return err
	}

	doc.Set("amountPaid", lines.Pounds(paid+amount))
	if paid+amount >= total {
		doc.Set("status", l.paid)
	} else {
		doc.Set("status", l.partial)
	}
	return c.Tx.Save(doc)
}

// bodyPaymentMethod returns the payment method under key: one of the specification's methods, or ""
// when absent and not required.
func bodyPaymentMethod(body map[string]any, key string, required bool) (string, error) {
	m := actions.BodyString(body, key)
	if m == "" {
		if _, present := body[key]; present || required {
			return "", actions.Refuse(key, "validation_required", "Payment method is required.", nil)
		}
		return "", nil
	}
	if !contains(schema.PaymentMethods, m) {
		return "", actions.Refuse(key, "validation_invalid_payment_method", "Payment method must be one of: {{.methods}}.",
			map[string]any{"methods": strings.Join(schema.PaymentMethods, ", ")})
	}
	return m, nil
}
