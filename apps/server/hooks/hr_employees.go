package hooks

// Employees: active on hire, never their own manager, and "on leave" exactly while approved leave covers
// the company's day (the leave actions set it at once, an hourly job keeps it right as days pass).

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

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
