package hooks

// Expenses: approve (Pending → Approved), reject (Pending → Rejected) and reimburse (Approved → Reimbursed:
// the money was paid to the employee). Nothing else moves an expense, and nobody acts on an expense of
// their own employee record. Each expense carries a copy of its employee's names.

import (
	"net/http"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"erp/server/internal/actions"
	"erp/server/internal/lines"
	"erp/server/internal/permissions"
)

// bindExpenses numbers and checks expenses, keeps each expense's copy of its employee's names and serves
// the employee picker of the expense wizard.
func bindExpenses(app core.App) {
	serverOwned(app, "expenses", "expenseNumber", "employeeName", "employeeNameAr")
	numberOnCreate(app, "expenses", "expenseNumber", "EXP", "date")
	actions.Register(app, "expenses", map[string]actions.Action{
		"approve":   {Permission: "edit:expenses", Run: moveExpense("Pending", "Approved", "Only Pending expenses can be approved; this expense is {{.status}}.")},
		"reject":    {Permission: "edit:expenses", Run: moveExpense("Pending", "Rejected", "Only Pending expenses can be rejected; this expense is {{.status}}.")},
		"reimburse": {Permission: "edit:expenses", Run: moveExpense("Approved", "Reimbursed", "Only Approved expenses can be marked as reimbursed; this expense is {{.status}}.")},
	})

	app.OnRecordValidate("expenses").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "Pending")
		amount, err := lines.ParseMoney(lines.JSONText(e.Record.Get("amount")))
		if err != nil || amount <= 0 {
			return fieldError("amount", "validation_invalid_amount", "Amount must be greater than 0.")
		}
		e.Record.Set("amount", lines.Pounds(amount))
		// The names follow the employee field on every save, including saves from Go code.
		setExpenseEmployeeNames(e.App, e.Record)
		return e.Next()
	})

	// A renamed employee's expenses show the new names, in the same transaction as the rename. Sales hooks
	// an HR collection here, so the handler is named.
	app.OnRecordUpdate("employees").Bind(&hook.Handler[*core.RecordEvent]{
		Id: "erpExpenseEmployeeNames",
		Func: func(e *core.RecordEvent) error {
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
		},
	})

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET(ExpenseEmployeesRoute, expenseEmployees).Bind(apis.RequireAuth())
		return se.Next()
	})
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
