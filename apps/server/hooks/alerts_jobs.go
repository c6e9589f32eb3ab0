package hooks

// The alerts raised by time and by documents outside stock: overdue invoices and bills, employees on leave
// and returning from leave (a job for the company's day, idempotent), and report generated (a saved report
// created or regenerated). Each resolves itself: a paid or cancelled document, a leave that is over, a
// deleted source.

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Daily alert job: at start-up and at minute 5 of every hour, so the first run after the company's midnight
// (whatever its time zone) brings the day's alerts; runs are idempotent.
const (
	DailyAlertsJob      = "erpDailyAlerts"
	DailyAlertsSchedule = "5 * * * *"
)

// DefaultOverdueAlertDays is how many days past its due date a document must be before it raises an alert,
// while app_settings.overdueAlertDays is not set.
const DefaultOverdueAlertDays = 1

// ReturningAlertDays is how long after the last day of leave the "returning from leave" alert stays open.
const ReturningAlertDays = 3

// alertChunk is how many sources one transaction of the daily job handles.
const alertChunk = 500

func overdueAlertDays(app core.App) int {
	if s := settingsRecord(app); s != nil && s.Collection().Fields.GetByName("overdueAlertDays") != nil {
		if d := s.GetInt("overdueAlertDays"); d > 0 {
			return d
		}
	}
	return DefaultOverdueAlertDays
}

// DailyAlertsResult counts what a run did.
type DailyAlertsResult struct{ Open, Resolved int }

type sourceAlert struct {
	id   string
	kind string
	data map[string]any
}

// RunDailyAlerts brings the overdue and leave alerts in line with the company's day of now: raises the
// missing ones, refreshes their data (daysOverdue) and deletes those whose condition has ended.
func RunDailyAlerts(app core.App, now time.Time) (DailyAlertsResult, error) {
	day := CompanyDay(app, now)
	res := DailyAlertsResult{}
	groups := []struct {
		collection string
		kinds      []string
		find       func(core.App, time.Time) ([]sourceAlert, error)
	}{
		{"invoices", []string{"overdue_invoice"}, overdueInvoices.all},
		{"bills", []string{"overdue_bill"}, overdueBills.all},
		{"leave_requests", []string{"employee_on_leave", "employee_returning"}, leaveAlerts},
	}
	for _, g := range groups {
		want, err := g.find(app, day)
		if err != nil {
			return res, err
		}
		keep := map[string]bool{}
		// The open alerts of the group, by kind and source, so an alert that is already right costs no write.
		in := make([]any, len(g.kinds))
		for i, k := range g.kinds {
			in[i] = k
		}
		var open []struct {
			Kind string        `db:"kind"`
			Src  string        `db:"sourceId"`
			Data types.JSONRaw `db:"data"`
		}
		if err := app.DB().Select("kind", "sourceId", "data").From("alerts").
			Where(dbx.In("kind", in...)).AndWhere(dbx.HashExp{"sourceCollection": g.collection}).All(&open); err != nil {
			return res, err
		}
		current := make(map[string]string, len(open))
		for _, o := range open {
			current[o.Kind+"/"+o.Src] = string(jsonBytes(o.Data))
		}
		changed := make([]sourceAlert, 0, len(want))
		for _, a := range want {
			keep[a.kind+"/"+a.id] = true
			if data, ok := current[a.kind+"/"+a.id]; !ok || data != string(jsonBytes(a.data)) {
				changed = append(changed, a)
			}
		}
		for i := 0; i < len(changed); i += alertChunk {
			chunk := changed[i:min(i+alertChunk, len(changed))]
			err := app.RunInTransaction(func(tx core.App) error {
				for _, a := range chunk {
					active := map[string]bool{}
					for _, k := range g.kinds {
						active[k] = k == a.kind
					}
					if err := syncAlertKinds(tx, g.collection, a.id, active, a.data); err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil {
				return res, err
			}
		}
		res.Open += len(want)
		// Alerts whose source no longer qualifies (paid, cancelled, deleted, leave over).
		var stale []struct {
			ID   string `db:"id"`
			Kind string `db:"kind"`
			Src  string `db:"sourceId"`
		}
		if err := app.DB().Select("id", "kind", "sourceId").From("alerts").
			Where(dbx.In("kind", in...)).AndWhere(dbx.HashExp{"sourceCollection": g.collection}).All(&stale); err != nil {
			return res, err
		}
		err = app.RunInTransaction(func(tx core.App) error {
			for _, s := range stale {
				if keep[s.Kind+"/"+s.Src] {
					continue
				}
				if r, err := tx.FindRecordById("alerts", s.ID); err == nil {
					if err := tx.Delete(r); err != nil {
						return err
					}
					res.Resolved++
				}
			}
			return nil
		})
		if err != nil {
			return res, err
		}
	}
	return res, nil
}

func daysBetween(from, to time.Time) int { return int(to.Sub(from).Hours() / 24) }

// leaveAlerts: approved leave covering the day (employee_on_leave) or ended within ReturningAlertDays before
// it (employee_returning).
func leaveAlerts(app core.App, day time.Time) ([]sourceAlert, error) {
	var rows []struct {
		ID     string `db:"id"`
		Type   string `db:"leaveType"`
		Start  string `db:"startDate"`
		End    string `db:"endDate"`
		First  string `db:"firstName"`
		Last   string `db:"lastName"`
		FirstA string `db:"firstNameAr"`
		LastA  string `db:"lastNameAr"`
	}
	p := dbx.Params{
		"from": day.AddDate(0, 0, -ReturningAlertDays).Format("2006-01-02") + " 00:00:00.000Z",
		"next": day.AddDate(0, 0, 1).Format("2006-01-02") + " 00:00:00.000Z",
	}
	err := app.DB().NewQuery(`SELECT l.id, l.leaveType, l.startDate, l.endDate,
		COALESCE(e.firstName, '') AS firstName, COALESCE(e.lastName, '') AS lastName,
		COALESCE(e.firstNameAr, '') AS firstNameAr, COALESCE(e.lastNameAr, '') AS lastNameAr
		FROM leave_requests l LEFT JOIN employees e ON e.id = l.employee
		WHERE l.status = 'APPROVED' AND l.endDate >= {:from} AND l.startDate < {:next}`).Bind(p).All(&rows)
	out := make([]sourceAlert, 0, len(rows))
	for _, r := range rows {
		start, _ := time.Parse("2006-01-02 15:04:05.000Z", r.Start)
		end, _ := time.Parse("2006-01-02 15:04:05.000Z", r.End)
		kind := "employee_on_leave"
		if end.Before(day) {
			kind = "employee_returning"
		}
		join := func(a, b string) string {
			if a == "" || b == "" {
				return a + b
			}
			return a + " " + b
		}
		out = append(out, sourceAlert{r.ID, kind, map[string]any{
			"employeeName": join(r.First, r.Last), "employeeNameAr": join(r.FirstA, r.LastA), "leaveType": r.Type,
			"startDate": start.Format("2006-01-02"), "endDate": end.Format("2006-01-02"),
		}})
	}
	return out, err
}

// bindAlertSources resolves the overdue alerts of a document that is paid, cancelled or deleted, keeps the
// leave alerts of a request whose status changes in line at once, raises report_generated, and runs the
// daily job at start-up and hourly.
func bindAlertSources(app core.App) {
	resolveWhenClosed := func(collection, kind string, open ...string) {
		app.OnRecordUpdate(collection).BindFunc(func(e *core.RecordEvent) error {
			return inTx(e, func(tx core.App) error {
				if err := e.Next(); err != nil {
					return err
				}
				if contains(open, e.Record.GetString("status")) {
					return nil
				}
				return clearAlerts(tx, collection, e.Record.Id, kind)
			})
		})
		app.OnRecordDelete(collection).BindFunc(func(e *core.RecordEvent) error {
			return inTx(e, func(tx core.App) error {
				if err := e.Next(); err != nil {
					return err
				}
				return clearAlerts(tx, collection, e.Record.Id, kind)
			})
		})
	}
	overdueInvoices.bind(app)
	overdueBills.bind(app)
	resolveWhenClosed("leave_requests", "employee_on_leave", "APPROVED")
	resolveWhenClosed("leave_requests", "employee_returning", "APPROVED")

	// An approval during the day raises the on-leave alert at once.
	app.OnRecordAfterUpdateSuccess("leave_requests").BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetString("status") == "APPROVED" && e.Record.Original().GetString("status") != "APPROVED" {
			if _, err := RunDailyAlerts(e.App, time.Now()); err != nil {
				e.App.Logger().Error("Leave alerts failed", "error", err)
			}
		}
		return e.Next()
	})

	reportAlert := func(tx core.App, r *core.Record) error {
		by := ""
		if u, err := tx.FindRecordById("users", r.GetString("createdBy")); err == nil {
			by = u.GetString("firstName") + " " + u.GetString("lastName")
			if u.GetString("firstName") == "" && u.GetString("lastName") == "" {
				by = u.Email()
			}
		}
		return replaceAlert(tx, "report_generated", "saved_reports", r.Id, map[string]any{
			"reportType": r.GetString("reportType"), "reportName": r.GetString("name"), "generatedByName": by,
			"generatedDate": r.GetDateTime("updated").Time().UTC().Format(time.RFC3339),
		})
	}
	app.OnRecordCreate("saved_reports").BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if err := e.Next(); err != nil {
				return err
			}
			return reportAlert(tx, e.Record)
		})
	})
	app.OnRecordUpdate("saved_reports").BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			regenerated := string(jsonBytes(e.Record.Get("data"))) != string(jsonBytes(e.Record.Original().Get("data")))
			if err := e.Next(); err != nil {
				return err
			}
			if !regenerated {
				return nil
			}
			return reportAlert(tx, e.Record)
		})
	})
	app.OnRecordDelete("saved_reports").BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if err := e.Next(); err != nil {
				return err
			}
			return clearAlerts(tx, "saved_reports", e.Record.Id, "report_generated")
		})
	})

	run := func(app core.App) {
		if res, err := RunDailyAlerts(app, time.Now()); err != nil {
			app.Logger().Error("Daily alerts failed", "error", err)
		} else if res.Resolved > 0 {
			app.Logger().Info("Daily alerts", "open", res.Open, "resolved", res.Resolved)
		}
	}
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id: DailyAlertsJob + "AtStart",
		// A server listening for requests runs it in the background: on a large database the first run writes an
		// alert per overdue document (a million invoices made the server take minutes to start listening); later
		// runs change only what changed. Without a server (tests building the router) it runs before the routes.
		Func: func(se *core.ServeEvent) error {
			if se.Server != nil {
				go run(se.App)
			} else {
				run(se.App)
			}
			return se.Next()
		},
	})
	app.Cron().MustAdd(DailyAlertsJob, DailyAlertsSchedule, func() { run(app) })
}
