package hooks

// Supplier bill actions: payments (PENDING/PARTIALLY_PAID → PARTIALLY_PAID/PAID, ledger bill_payments)
// and cancel (PENDING or PARTIALLY_PAID → CANCELLED). Overdue is not a status: it is a list filter
// (dueDate before today and status PENDING or PARTIALLY_PAID).

func billActions() map[string]action {
	return map[string]action{
		"payments": {permission: "edit:bills", run: billLedger.pay},
		"cancel":   {permission: "edit:bills", run: cancelBill},
	}
}

// cancelBill cancels an unpaid or partly paid bill; recorded payments stay in the ledger.
func cancelBill(c *actionCall) error {
	b := c.record
	switch b.GetString("status") {
	case "PENDING", "PARTIALLY_PAID":
	case "PAID":
		return refuseTransition(b, "A paid bill cannot be cancelled.")
	default:
		return refuseTransition(b, "This bill is already {{.status}}.")
	}
	b.Set("status", "CANCELLED")
	return c.tx.Save(b)
}
