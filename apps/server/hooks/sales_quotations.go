package hooks

// Quotations: send (DRAFT → SENT), accept (SENT → ACCEPTED), reject (SENT → REJECTED) and invoice (an
// ACCEPTED quotation generates its one Draft invoice). A SENT quotation whose validUntil date has passed
// is EXPIRED: the server marks them when it starts and every hour, and accept and reject mark one found
// expired in between and refuse it, like one already EXPIRED, with quotation_expired.

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/actions"
)

// QuotationExpiryJob is the id of the hourly job that marks expired quotations.
const QuotationExpiryJob = "erpExpireQuotations"

// QuotationExpirySchedule runs the job at five past every hour, so a quotation is marked within the hour
// after its validUntil day ends (in UTC) even when nobody opens it.
const QuotationExpirySchedule = "5 * * * *"

func bindQuotations(app core.App) {
	serverOwned(app, "quotations", "quotationNumber", "subtotal", "tax", "total", "invoiceNumber", "invoice")
	numberOnCreate(app, "quotations", "quotationNumber", "QUO", "issueDate")
	actions.Register(app, "quotations", map[string]actions.Action{
		"send":    {Permission: "edit:quotations", Run: sendQuotation},
		"accept":  {Permission: "edit:quotations", Run: answerQuotation("ACCEPTED")},
		"reject":  {Permission: "edit:quotations", Run: answerQuotation("REJECTED")},
		"invoice": {Permission: "create:invoices", Run: quotationInvoice},
	})
	bindQuotationExpiry(app)

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
}

// quotationExpired reports whether q's validUntil day is before now's day (UTC): a quotation is valid
// through the whole of its validUntil date.
func quotationExpired(q *core.Record, now time.Time) bool {
	until := q.GetDateTime("validUntil")
	return !until.IsZero() && until.Time().Before(actions.DayStart(now))
}

func expiredParams(q *core.Record) map[string]any {
	return map[string]any{"validUntil": q.GetDateTime("validUntil").Time().UTC().Format("2006-01-02")}
}

func sendQuotation(c *actions.Call) error {
	q := c.Record
	if q.GetString("status") != "DRAFT" {
		return actions.RefuseTransition(q, "Only DRAFT quotations can be sent; this quotation is {{.status}}.")
	}
	// A draft stays editable, so it is not marked EXPIRED: moving validUntil makes it sendable again.
	if quotationExpired(q, c.Now) {
		return actions.Refuse("validUntil", "quotation_expired",
			"The quotation was valid until {{.validUntil}}. Change the valid-until date before sending it.", expiredParams(q))
	}
	q.Set("status", "SENT")
	return c.Tx.Save(q)
}

// answerQuotation records the client's answer to a SENT quotation.
func answerQuotation(to string) func(c *actions.Call) error {
	return func(c *actions.Call) error {
		q := c.Record
		if q.GetString("status") == "EXPIRED" {
			return actions.Refuse("validUntil", "quotation_expired",
				"The quotation expired on {{.validUntil}}; it can no longer be accepted or rejected.", expiredParams(q))
		}
		if q.GetString("status") != "SENT" {
			return actions.RefuseTransition(q, "Only SENT quotations can be accepted or rejected; this quotation is {{.status}}.")
		}
		if quotationExpired(q, c.Now) {
			q.Set("status", "EXPIRED")
			if err := c.Tx.Save(q); err != nil {
				return err
			}
			c.Refusal = actions.Refuse("validUntil", "quotation_expired",
				"The quotation expired on {{.validUntil}} and is now marked EXPIRED.", expiredParams(q))
			return nil
		}
		q.Set("status", to)
		return c.Tx.Save(q)
	}
}

// quotationInvoice generates a Draft invoice from an ACCEPTED quotation: its client, lines and VAT rate,
// issued today with the default payment terms. The quotation records the invoice and its number; the
// answer is the quotation (?expand=invoice returns the invoice too).
func quotationInvoice(c *actions.Call) error {
	q := c.Record
	if id := q.GetString("invoice"); id != "" {
		number := q.GetString("invoiceNumber")
		if inv, err := c.Tx.FindRecordById("invoices", id); err == nil {
			number = inv.GetString("invoiceNumber")
		}
		return actions.Refuse("invoice", "invoice_already_generated",
			"An invoice was already generated from this quotation: {{.invoiceNumber}}.",
			map[string]any{"invoiceNumber": number, "invoiceId": id})
	}
	if q.GetString("status") != "ACCEPTED" {
		return actions.RefuseTransition(q, "Only ACCEPTED quotations can generate an invoice; this quotation is {{.status}}.")
	}
	items, err := copyLines(c.Tx, q)
	if err != nil {
		return err
	}
	col, err := c.Tx.FindCachedCollectionByNameOrId("invoices")
	if err != nil {
		return err
	}
	inv := core.NewRecord(col)
	inv.Set("client", q.GetString("client"))
	inv.Set("issueDate", c.Today())
	inv.Set("vatRate", q.GetFloat("vatRate"))
	inv.Set("items", items)
	inv.Set("status", "Draft")
	defaultDueDate(c.Tx, inv)
	if err := c.Tx.Save(inv); err != nil {
		return err
	}
	q.Set("invoice", inv.Id)
	q.Set("invoiceNumber", inv.GetString("invoiceNumber"))
	return c.Tx.Save(q)
}

// ExpireQuotations marks every SENT quotation whose validUntil day is before now's day as EXPIRED, in one
// transaction, and returns how many it marked.
func ExpireQuotations(app core.App, now time.Time) (int, error) {
	cutoff, err := types.ParseDateTime(actions.DayStart(now))
	if err != nil {
		return 0, err
	}
	n := 0
	err = app.RunInTransaction(func(tx core.App) error {
		n = 0
		recs, err := tx.FindRecordsByFilter("quotations", "status = 'SENT' && validUntil < {:cutoff}", "", 0, 0,
			dbx.Params{"cutoff": cutoff.String()})
		if err != nil {
			return err
		}
		for _, q := range recs {
			q.Set("status", "EXPIRED")
			if err := tx.Save(q); err != nil {
				return err
			}
			n++
		}
		return nil
	})
	return n, err
}

// bindQuotationExpiry runs ExpireQuotations when the server starts (a server that was down at the hour
// catches up before it answers) and then every hour (cron jobs run while the server is serving).
func bindQuotationExpiry(app core.App) {
	expire := func(app core.App) {
		if n, err := ExpireQuotations(app, time.Now()); err != nil {
			app.Logger().Error("Expiring quotations failed", "error", err)
		} else if n > 0 {
			app.Logger().Info("Expired quotations", "count", n)
		}
	}
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id: QuotationExpiryJob + "AtStart",
		Func: func(se *core.ServeEvent) error {
			expire(se.App)
			return se.Next()
		},
	})
	app.Cron().MustAdd(QuotationExpiryJob, QuotationExpirySchedule, func() { expire(app) })
}
