package hooks

// Expense actions: approve (Pending → Approved), reject (Pending → Rejected) and reimburse (Approved →
// Reimbursed: the money was paid to the employee). Nothing else moves an expense, and nobody acts on an
// expense of their own employee record.

import (
	"github.com/pocketbase/pocketbase/core"
)

func expenseActions() map[string]action {
	return map[string]action{
		"approve":   {permission: "edit:expenses", run: moveExpense("Pending", "Approved", "Only Pending expenses can be approved; this expense is {{.status}}.")},
		"reject":    {permission: "edit:expenses", run: moveExpense("Pending", "Rejected", "Only Pending expenses can be rejected; this expense is {{.status}}.")},
		"reimburse": {permission: "edit:expenses", run: moveExpense("Approved", "Reimbursed", "Only Approved expenses can be marked as reimbursed; this expense is {{.status}}.")},
	}
}

func moveExpense(from, to, refusal string) func(c *actionCall) error {
	return func(c *actionCall) error {
		x := c.record
		if x.GetString("status") != from {
			return refuseTransition(x, refusal)
		}
		if ownExpense(c.tx, x, c.user()) {
			return refuse("employee", "self_approval", "You cannot approve, reject or reimburse your own expense.", nil)
		}
		x.Set("status", to)
		return c.tx.Save(x)
	}
}

// ownExpense reports whether the expense's employee is the user's own employee record.
func ownExpense(app core.App, x *core.Record, userID string) bool {
	id := x.GetString("employee")
	if id == "" || userID == "" {
		return false
	}
	emp, err := app.FindRecordById("employees", id)
	return err == nil && emp.GetString("user") == userID
}
