package hooks

// Supplier bills: payments (PENDING/PARTIALLY_PAID → PARTIALLY_PAID/PAID, ledger bill_payments) and cancel
// (PENDING or PARTIALLY_PAID → CANCELLED). Overdue is not a status: it is a list filter (dueDate before
// today and status PENDING or PARTIALLY_PAID).

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
)

func bindBills(app core.App) {
	serverOwned(app, "bills", "billNumber", "subtotal", "vat", "total", "amountPaid", "remaining")
	numberOnCreate(app, "bills", "billNumber", "BILL", "issueDate")
	actions.Register(app, "bills", map[string]actions.Action{
		"payments": {Permission: "edit:bills", Run: billLedger.pay},
		"cancel":   {Permission: "edit:bills", Run: cancelBill},
	})

	app.OnRecordValidate("bills").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "PENDING")
		if err := documentTotals(e.App, e.Record, "vat", linesChange(e.Record, "PENDING"), true, true); err != nil {
			return err
		}
		return e.Next()
	})
}

// cancelBill cancels an unpaid or partly paid bill; recorded payments stay in the ledger.
func cancelBill(c *actions.Call) error {
	b := c.Record
	switch b.GetString("status") {
	case "PENDING", "PARTIALLY_PAID":
	case "PAID":
		return actions.RefuseTransition(b, "A paid bill cannot be cancelled.")
	default:
		return actions.RefuseTransition(b, "This bill is already {{.status}}.")
	}
	b.Set("status", "CANCELLED")
	return c.Tx.Save(b)
}
