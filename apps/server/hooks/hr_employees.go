package hooks

// Employees: active on hire, never their own manager, and "on leave" exactly while approved leave covers
// the company's day (the leave actions set it at once, an hourly job keeps it right as days pass).

import (
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"erp/server/internal/actions"
	"erp/server/internal/permissions"
)

// EmployeeAccountsRoute lists the user accounts an employee record may be linked to.
const EmployeeAccountsRoute = "/api/erp/employee-accounts"

// LeaveStatusJob is the cron job that moves employees to "on leave" and back to "active" as the days pass.
const (
	LeaveStatusJob      = "erpLeaveStatuses"
	LeaveStatusSchedule = "6 * * * *"
)

func bindEmployees(app core.App) {
	app.OnRecordValidate("employees").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "active")
		if m := e.Record.GetString("manager"); m != "" && m == e.Record.Id {
			return fieldError("manager", "validation_self_manager", "An employee cannot be their own manager.")
		}
		return e.Next()
	})

	// A request that stops being approved (cancelled) gives the employee back at once.
	app.OnRecordAfterUpdateSuccess("leave_requests").BindFunc(func(e *core.RecordEvent) error {
		if e.Record.Original().GetString("status") == "APPROVED" && e.Record.GetString("status") != "APPROVED" {
			if _, err := SyncLeaveStatuses(e.App, CompanyDay(e.App, time.Now()), e.Record.GetString("employee")); err != nil {
				e.App.Logger().Error("Leave statuses failed", "error", err)
			}
		}
		return e.Next()
	})

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET(EmployeeAccountsRoute, employeeAccounts).Bind(apis.RequireAuth())
		return se.Next()
	})

	run := func(app core.App) {
		if _, err := SyncLeaveStatuses(app, CompanyDay(app, time.Now()), ""); err != nil {
			app.Logger().Error("Leave statuses failed", "error", err)
		}
	}
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id: "erpLeaveStatusesAtStart",
		Func: func(se *core.ServeEvent) error {
			run(se.App)
			return se.Next()
		},
	})
	app.Cron().MustAdd(LeaveStatusJob, LeaveStatusSchedule, func() { run(app) })
}

// SyncLeaveStatuses sets "on leave" on the employees (all, or only employeeID) whom approved leave covers on
// day and "active" on those marked on leave whom none covers any more; terminated employees stay terminated.
// It answers how many employees changed; it is idempotent.
func SyncLeaveStatuses(app core.App, day time.Time, employeeID string) (int, error) {
	d := day.UTC().Format("2006-01-02")
	params := dbx.Params{"from": d + " 00:00:00.000Z", "to": d + " 23:59:59.999Z", "emp": employeeID}
	var rows []struct {
		ID      string `db:"id"`
		Status  string `db:"status"`
		Covered bool   `db:"covered"`
	}
	err := app.DB().NewQuery(`SELECT e.id, e.status, EXISTS (SELECT 1 FROM leave_requests l
			WHERE l.employee = e.id AND l.status = 'APPROVED' AND l.startDate <= {:to} AND l.endDate >= {:from}) AS covered
		FROM employees e
		WHERE e.status != 'terminated' AND ({:emp} = '' OR e.id = {:emp})`).Bind(params).All(&rows)
	if err != nil {
		return 0, err
	}
	changed := 0
	for _, r := range rows {
		want := "active"
		if r.Covered {
			want = "on leave"
		}
		if r.Status == want {
			continue
		}
		emp, err := app.FindRecordById("employees", r.ID)
		if err != nil {
			return changed, err
		}
		emp.Set("status", want)
		if err := app.Save(emp); err != nil {
			return changed, err
		}
		changed++
	}
	return changed, nil
}

// employeeAccounts answers GET /api/erp/employee-accounts?q=… with {"items": [{id, name, email, employee}]}: up
// to 20 user accounts whose name or e-mail contains q, by name, each with the employee record it is linked to
// ("" when none; a user links to one employee at most). It needs create:employees or edit:employees and gives
// only names and e-mails, so HR links accounts without the view:users key of the administration.
func employeeAccounts(e *core.RequestEvent) error {
	if !permissions.Granted(e.App, e.Auth, "create:employees") && !permissions.Granted(e.App, e.Auth, "edit:employees") {
		return e.ForbiddenError("You are not allowed to perform this action.", actions.PermissionRequired("create:employees"))
	}
	filter := "id != ''"
	params := dbx.Params{}
	if q := strings.TrimSpace(e.Request.URL.Query().Get("q")); q != "" {
		filter = "(firstName ~ {:q} || lastName ~ {:q} || email ~ {:q})"
		params["q"] = q
	}
	found, err := e.App.FindRecordsByFilter("users", filter, "firstName,lastName,email", 20, 0, params)
	if err != nil {
		return e.BadRequestError("The search is not valid.", err)
	}
	type option struct {
		ID       string `json:"id"`
		Name     string `json:"name"`
		Email    string `json:"email"`
		Employee string `json:"employee"`
	}
	items := make([]option, 0, len(found))
	for _, u := range found {
		linked := ""
		if emp, err := e.App.FindFirstRecordByData("employees", "user", u.Id); err == nil {
			linked = emp.Id
		}
		name := strings.TrimSpace(u.GetString("firstName") + " " + u.GetString("lastName"))
		items = append(items, option{ID: u.Id, Name: name, Email: u.Email(), Employee: linked})
	}
	return e.JSON(http.StatusOK, map[string]any{"items": items})
}
