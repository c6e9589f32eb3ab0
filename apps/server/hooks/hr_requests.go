package hooks

// What leave and overtime requests share: the employee's department, and the employee's own withdrawal.

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
)

// copyDepartment sets the request's department to its employee's.
func copyDepartment(app core.App, r *core.Record) error {
	id := r.GetString("employee")
	if id == "" {
		return nil // the required-field check reports it
	}
	emp, err := app.FindRecordById("employees", id)
	if err != nil {
		return fieldError("employee", "validation_invalid_employee", "Employee not found.")
	}
	r.Set("department", emp.GetString("department"))
	return nil
}

// selfCancel is the employee's withdrawal of their own request (leave, overtime): it needs the key that
// files the request (the Employee role holds create:, not edit:), moves only the initial status to the
// cancelled one, and only for the employee record linked to the requesting user. Approvers decide other
// people's requests with approve and reject instead; nobody cancels a decided request.
func selfCancel(key, initial, cancelled, refusal string) actions.Action {
	return actions.Action{Permission: key, Run: func(c *actions.Call) error {
		r := c.Record
		if r.GetString("status") != initial {
			return actions.RefuseTransition(r, refusal)
		}
		if !ownRequest(c.Tx, r, c.User()) {
			return actions.Refuse("employee", "not_own_request", "Only the employee who made this request can cancel it.", nil)
		}
		r.Set("status", cancelled)
		return c.Tx.Save(r)
	}}
}

// ownRequest reports whether the record's employee (a leave or overtime request, an expense) is the
// employee record linked to the user.
func ownRequest(app core.App, r *core.Record, userID string) bool {
	id := r.GetString("employee")
	if id == "" || userID == "" {
		return false
	}
	emp, err := app.FindRecordById("employees", id)
	return err == nil && emp.GetString("user") == userID
}
