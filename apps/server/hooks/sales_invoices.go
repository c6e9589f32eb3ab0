package hooks

// Invoices: issue (Draft → Pending, taking the stock of every inventory line), payments, receipt and
// cancel (Draft, Pending or Partially Paid → Cancelled, returning exactly the stock that issue took).

import (
	"fmt"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/lines"
)

func bindInvoices(app core.App) {
	serverOwned(app, "invoices", "invoiceNumber", "subtotal", "vat", "total", "amountPaid", "remaining", "receipt")
	numberOnCreate(app, "invoices", "invoiceNumber", "INV", "issueDate")
	actions.Register(app, "invoices", map[string]actions.Action{
		"issue":    {Permission: "edit:invoices", Run: issueInvoice},
		"cancel":   {Permission: "edit:invoices", Run: cancelInvoice},
		"payments": {Permission: "edit:invoices", Run: invoiceLedger.pay},
		"receipt":  {Permission: "create:receipts", Run: invoiceReceipt},
	})

	app.OnRecordValidate("invoices").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "Draft")
		if err := documentTotals(e.App, e.Record, "vat", linesChange(e.Record, "Draft", "Pending", "Paid"), true, true); err != nil {
			return err
		}
		return e.Next()
	})
}

// issueInvoice moves a Draft invoice to Pending (Paid when its total is 0) after taking its stock, and
// gives it a due date from the default payment terms when it has none.
func issueInvoice(c *actions.Call) error {
	inv := c.Record
	if inv.GetString("status") != "Draft" {
		return actions.RefuseTransition(inv, "Only Draft invoices can be issued; this invoice is {{.status}}.")
	}
	if err := takeInvoiceStock(c.Tx, inv); err != nil {
		return err
	}
	defaultDueDate(c.Tx, inv)
	if lines.FromFloat(inv.GetFloat("total")) == 0 {
		inv.Set("status", "Paid")
	} else {
		inv.Set("status", "Pending")
	}
	return c.Tx.Save(inv)
}

// stockLine is an inventory line of a document: its index, item and whole quantity.
type stockLine struct {
	index    int
	item     string
	quantity int
}

// inventoryLines returns the lines of r that name an inventory item; their quantities must be whole.
func inventoryLines(r *core.Record) ([]stockLine, error) {
	rows, err := jsonArray(r, "items")
	if err != nil {
		return nil, actions.Refuse("items", "validation_invalid_items", "Items must be a list of lines.", nil)
	}
	out := []stockLine{}
	for i, row := range rows {
		id := rowString(row, "item")
		if id == "" {
			continue
		}
		q, err := lines.ParseQuantity(rowText(row, "quantity"))
		if err != nil || q <= 0 || q%1000 != 0 {
			return nil, actions.Refuse(fmt.Sprintf("items.%d.quantity", i), "validation_whole_quantity",
				"The quantity of an inventory item must be a whole number greater than 0.", nil)
		}
		out = append(out, stockLine{index: i, item: id, quantity: int(q / 1000)})
	}
	return out, nil
}

// takeInvoiceStock deducts every inventory line from its item and writes an invoice_issue movement per
// line. It checks all lines first (an item on several lines needs their sum), so a shortage takes nothing.
func takeInvoiceStock(tx core.App, inv *core.Record) error {
	ls, err := inventoryLines(inv)
	if err != nil {
		return err
	}
	items := map[string]*core.Record{}
	need := map[string]int{}
	for _, l := range ls {
		item, ok := items[l.item]
		if !ok {
			item, err = tx.FindRecordById("inventory_items", l.item)
			if err != nil {
				return actions.Refuse(fmt.Sprintf("items.%d.item", l.index), "validation_invalid_item",
					"The inventory item of line {{.line}} no longer exists.", map[string]any{"line": l.index + 1})
			}
			items[l.item] = item
		}
		need[l.item] += l.quantity
		if available := item.GetInt("quantity"); need[l.item] > available {
			return actions.Refuse(fmt.Sprintf("items.%d.quantity", l.index), "insufficient_stock",
				"Quantity exceeds available stock: {{.item}} has {{.available}} available, {{.requested}} requested.",
				map[string]any{"item": item.GetString("name"), "itemId": item.Id, "available": available, "requested": need[l.item]})
		}
	}
	moves := make([]stockMove, 0, len(ls))
	for _, l := range ls {
		moves = append(moves, stockMove{item: items[l.item], delta: -l.quantity, reason: "invoice_issue", field: fmt.Sprintf("items.%d.quantity", l.index)})
	}
	return applyStockMoves(tx, movementSource{"invoices", inv.Id, inv.GetString("invoiceNumber")}, moves)
}

// cancelInvoice cancels a Draft, Pending or Partially Paid invoice. Stock taken at issue goes back;
// recorded payments stay in the ledger (a refund is settled outside the system).
func cancelInvoice(c *actions.Call) error {
	inv := c.Record
	switch inv.GetString("status") {
	case "Draft":
	case "Pending", "Partially Paid":
		if err := returnInvoiceStock(c.Tx, inv); err != nil {
			return err
		}
	case "Paid":
		return actions.RefuseTransition(inv, "A paid invoice cannot be cancelled.")
	default:
		return actions.RefuseTransition(inv, "This invoice is already {{.status}}.")
	}
	inv.Set("status", "Cancelled")
	return c.Tx.Save(inv)
}

// returnInvoiceStock gives back, per item, what the invoice's movements took (net of anything already
// returned), with an invoice_cancel movement each. Items deleted since then have nothing to return to.
func returnInvoiceStock(tx core.App, inv *core.Record) error {
	var rows []struct {
		Item     string `db:"item"`
		Quantity int    `db:"quantity"`
	}
	err := tx.DB().NewQuery(`SELECT [[item]], SUM([[quantity]]) AS [[quantity]] FROM {{stock_movements}}
		WHERE [[sourceCollection]] = 'invoices' AND [[sourceId]] = {:id} AND [[item]] != ''
		AND [[reason]] IN ('invoice_issue', 'invoice_cancel')
		GROUP BY [[item]] ORDER BY MIN([[created]]), [[item]]`).Bind(dbx.Params{"id": inv.Id}).All(&rows)
	if err != nil {
		return err
	}
	var moves []stockMove
	for _, r := range rows {
		if r.Quantity >= 0 {
			continue
		}
		item, err := tx.FindRecordById("inventory_items", r.Item)
		if err != nil {
			continue
		}
		moves = append(moves, stockMove{item: item, delta: -r.Quantity, reason: "invoice_cancel", field: "items"})
	}
	return applyStockMoves(tx, movementSource{"invoices", inv.Id, inv.GetString("invoiceNumber")}, moves)
}

// paymentTermsDays is app_settings.defaultPaymentTermsDays (0 when unset).
func paymentTermsDays(app core.App) int {
	if s := settingsRecord(app); s != nil {
		return s.GetInt("defaultPaymentTermsDays")
	}
	return 0
}

// defaultDueDate sets an invoice's empty due date to its issue date plus the default payment terms.
func defaultDueDate(app core.App, inv *core.Record) {
	if !inv.GetDateTime("dueDate").IsZero() {
		return
	}
	days := paymentTermsDays(app)
	issue := inv.GetDateTime("issueDate")
	if days <= 0 || issue.IsZero() {
		return
	}
	inv.Set("dueDate", issue.Time().AddDate(0, 0, days))
}
