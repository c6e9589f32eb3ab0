package hooks

import "erp/server/internal/actions"

// Supplier bill actions: payments (PENDING/PARTIALLY_PAID → PARTIALLY_PAID/PAID, ledger bill_payments)
// and cancel (PENDING or PARTIALLY_PAID → CANCELLED). Overdue is not a status: it is a list filter
// (dueDate before today and status PENDING or PARTIALLY_PAID).

func billActions() map[string]actions.Action {
	return map[string]actions.Action{
		"payments": {Permission: "edit:bills", Run: billLedger.pay},
		"cancel":   {Permission: "edit:bills", Run: cancelBill},
	}
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
