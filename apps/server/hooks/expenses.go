package hooks

// Expense actions: approve (Pending → Approved), reject (Pending → Rejected) and reimburse (Approved →
// Reimbursed: the money was paid to the employee). Nothing else moves an expense, and nobody acts on an
// expense of their own employee record.

import (
	"net/http"
	"strings"

	"erp/server/internal/actions"
	"erp/server/internal/permissions"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

func expenseActions() map[string]actions.Action {
	return map[string]actions.Action{
		"approve":   {Permission: "edit:expenses", Run: moveExpense("Pending", "Approved", "Only Pending expenses can be approved; this expense is {{.status}}.")},
		"reject":    {Permission: "edit:expenses", Run: moveExpense("Pending", "Rejected", "Only Pending expenses can be rejected; this expense is {{.status}}.")},
		"reimburse": {Permission: "edit:expenses", Run: moveExpense("Approved", "Reimbursed", "Only Approved expenses can be marked as reimbursed; this expense is {{.status}}.")},
	}
}

func moveExpense(from, to, refusal string) func(c *actions.Call) error {
	return func(c *actions.Call) error {
		x := c.Record
		if x.GetString("status") != from {
			return actions.RefuseTransition(x, refusal)
		}
		if ownRequest(c.Tx, x, c.User()) {
			return actions.Refuse("employee", "self_approval", "You cannot approve, reject or reimburse your own expense.", nil)
		}
		x.Set("status", to)
		return c.Tx.Save(x)
	}
}

// ----

// BindExpenses keeps each expense's copy of its employee's names and serves the employee picker of the
// expense wizard.
func BindExpenses(app core.App) {
	actions.Register(app, "expenses", expenseActions())
	serverOwned(app, "expenses", "employeeName", "employeeNameAr")

	// The names follow the employee field on every save, including saves from Go code.
	app.OnRecordValidate("expenses").BindFunc(func(e *core.RecordEvent) error {
		setExpenseEmployeeNames(e.App, e.Record)
		return e.Next()
	})

	// A renamed employee's expenses show the new names, in the same transaction as the rename.
	app.OnRecordUpdate("employees").BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if err := e.Next(); err != nil {
				return err
			}
			name, nameAr := employeeNames(e.Record)
			expenses, err := tx.FindRecordsByFilter("expenses",
				"employee = {:id} && (employeeName != {:name} || employeeNameAr != {:nameAr})", "", 0, 0,
				dbx.Params{"id": e.Record.Id, "name": name, "nameAr": nameAr})
			if err != nil {
				return err
			}
			for _, x := range expenses {
				if err := tx.Save(x); err != nil {
					return err
				}
			}
			return nil
		})
	})

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET(ExpenseEmployeesRoute, expenseEmployees).Bind(apis.RequireAuth())
		return se.Next()
	})
}

// employeeNames returns "First Last" in Latin and in Arabic letters (each empty when not recorded).
func employeeNames(emp *core.Record) (string, string) {
	join := func(a, b string) string { return strings.TrimSpace(strings.TrimSpace(a) + " " + strings.TrimSpace(b)) }
	return join(emp.GetString("firstName"), emp.GetString("lastName")),
		join(emp.GetString("firstNameAr"), emp.GetString("lastNameAr"))
}

func setExpenseEmployeeNames(app core.App, x *core.Record) {
	name, nameAr := "", ""
	if id := x.GetString("employee"); id != "" {
		if emp, err := app.FindRecordById("employees", id); err == nil {
			name, nameAr = employeeNames(emp)
		}
	}
	x.Set("employeeName", name)
	x.Set("employeeNameAr", nameAr)
}

// ExpenseEmployeesRoute lists employees for the expense wizard's employee field.
const ExpenseEmployeesRoute = "/api/erp/expense-employees"

// expenseEmployeeLimit is how many matches the picker receives.
const expenseEmployeeLimit = 20

// expenseEmployees answers GET /api/erp/expense-employees?q=… with {"items": [{id, name, nameAr}]}: up to 20
// employees who are not terminated and whose Latin or Arabic names contain q, by last and first name. It
// needs create:expenses or edit:expenses, and gives only names, so the finance staff can pick an employee
// without reading employee records (salaries, national ids).
func expenseEmployees(e *core.RequestEvent) error {
	if !permissions.Granted(e.App, e.Auth, "create:expenses") && !permissions.Granted(e.App, e.Auth, "edit:expenses") {
		return e.ForbiddenError("You are not allowed to perform this action.", actions.PermissionRequired("create:expenses"))
	}
	filter := "status != 'terminated'"
	params := dbx.Params{}
	if q := strings.TrimSpace(e.Request.URL.Query().Get("q")); q != "" {
		filter += " && (firstName ~ {:q} || lastName ~ {:q} || firstNameAr ~ {:q} || lastNameAr ~ {:q})"
		params["q"] = q
	}
	found, err := e.App.FindRecordsByFilter("employees", filter, "lastName,firstName,id", expenseEmployeeLimit, 0, params)
	if err != nil {
		return e.BadRequestError("The search is not valid.", err)
	}
	type option struct {
		ID     string `json:"id"`
		Name   string `json:"name"`
		NameAr string `json:"nameAr"`
	}
	items := make([]option, 0, len(found))
	for _, emp := range found {
		name, nameAr := employeeNames(emp)
		items = append(items, option{ID: emp.Id, Name: name, NameAr: nameAr})
	}
	return e.JSON(http.StatusOK, map[string]any{"items": items})
}
