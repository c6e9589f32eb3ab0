package hooks

// Scheduled reports: a job every minute generates each scheduled template's report at its time in the
// company's time zone, saves it as the template's author and so raises the report-generated alert.

import (
	"encoding/json"
	"errors"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
	"erp/server/internal/permissions"
)

// ReportScheduleJob is the cron job that runs the scheduled reports.
const ReportScheduleJob = "erpScheduledReports"

// ScheduleMonthlyDay is the day of the month a monthly schedule runs (the specification gives only
// frequency, day of week and time; the first of the month is the usual choice for monthly reports).
const ScheduleMonthlyDay = 1

func bindReportSchedules(app core.App) {
	app.Cron().MustAdd(ReportScheduleJob, "* * * * *", func() {
		if n, err := RunScheduledReports(app, time.Now()); err != nil {
			app.Logger().Error("Scheduled reports failed", "error", err)
		} else if n > 0 {
			app.Logger().Info("Scheduled reports generated", "count", n)
		}
	})
}

var weekdays = map[string]time.Weekday{
	"Sunday": time.Sunday, "Monday": time.Monday, "Tuesday": time.Tuesday, "Wednesday": time.Wednesday,
	"Thursday": time.Thursday, "Friday": time.Friday, "Saturday": time.Saturday,
}

// lastRun is the latest time at or before now (in loc) the schedule calls for, or zero.
func lastRun(frequency, dayOfWeek, hhmm string, now time.Time, loc *time.Location) time.Time {
	t, err := time.Parse("15:04", hhmm)
	if err != nil {
		return time.Time{}
	}
	local := now.In(loc)
	at := func(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, t.Hour(), t.Minute(), 0, 0, loc) }
	switch frequency {
	case "daily":
		run := at(local.Year(), local.Month(), local.Day())
		if run.After(now) {
			run = run.AddDate(0, 0, -1)
		}
		return run
	case "weekly":
		wd, ok := weekdays[dayOfWeek]
		if !ok {
			return time.Time{}
		}
		back := (int(local.Weekday()) - int(wd) + 7) % 7
		run := at(local.Year(), local.Month(), local.Day()-back)
		if run.After(now) {
			run = run.AddDate(0, 0, -7)
		}
		return run
	case "monthly":
		run := at(local.Year(), local.Month(), ScheduleMonthlyDay)
		if run.After(now) {
			run = at(local.Year(), local.Month()-1, ScheduleMonthlyDay)
		}
		return run
	}
	return time.Time{}
}

// RunScheduledReports generates every scheduled report that is due at now and not yet generated for that
// run (a run not caught up within a day, e.g. while the server was down, is skipped). A template whose
// author may no longer run it is skipped and logged. It answers how many reports were generated.
func RunScheduledReports(app core.App, now time.Time) (int, error) {
	templates, err := app.FindRecordsByFilter("report_templates", "schedule != '' && schedule != 'null' && schedule != '{}'", "", 0, 0)
	if err != nil {
		return 0, err
	}
	loc := CompanyLocation(app)
	generated := 0
	for _, t := range templates {
		var sch struct{ Frequency, DayOfWeek, Time, Locale string }
		if err := json.Unmarshal(jsonBytes(t.Get("schedule")), &sch); err != nil || sch.Frequency == "" {
			continue
		}
		run := lastRun(sch.Frequency, sch.DayOfWeek, sch.Time, now, loc)
		// A schedule's time is a minute: a template made during the minute it names runs in that minute.
		if run.IsZero() || now.Sub(run) > 24*time.Hour || run.Before(t.GetDateTime("created").Time().Truncate(time.Minute)) {
			continue
		}
		runKey := run.UTC().Format(time.RFC3339)
		// Most minutes a due run is already generated: a read says so without taking the write lock.
		if done, err := runGenerated(app, t.Id, runKey); err != nil || done {
			continue
		}
		author, err := app.FindRecordById("users", t.GetString("createdBy"))
		if err != nil {
			app.Logger().Warn("Scheduled report skipped: no author", "template", t.Id)
			continue
		}
		err = app.RunInTransaction(func(tx core.App) error {
			// Again inside the write transaction, so two runs at once (a job still running at the next
			// minute, or the job started by hand) cannot both generate the same run.
			if done, err := runGenerated(tx, t.Id, runKey); err != nil || done {
				if err == nil {
					err = errAlreadyGenerated
				}
				return err
			}
			defer audit.SetActor(tx, author)()
			granted := func(k string) bool { return permissions.Granted(tx, author, k) }
			if !granted("create:saved-reports") {
				return &reportSkipped{"create:saved-reports"}
			}
			_, err = GenerateReport(tx, t, ReportRun{
				User: author.Id, Arabic: sch.Locale == "ar-EG", Now: now, Granted: granted, ScheduledFor: runKey,
			})
			return err
		})
		if errors.Is(err, errAlreadyGenerated) {
			continue
		}
		if err != nil {
			app.Logger().Warn("Scheduled report skipped", "template", t.Id, "error", err.Error())
			continue
		}
		generated++
	}
	return generated, nil
}

// runGenerated reports whether the template's report of the run (its scheduledFor) is saved.
func runGenerated(app core.App, templateID, runKey string) (bool, error) {
	n, err := app.CountRecords("saved_reports", dbx.HashExp{"template": templateID},
		dbx.NewExp("json_extract(data, '$.scheduledFor') = {:run}", dbx.Params{"run": runKey}))
	return n > 0, err
}

// errAlreadyGenerated ends a run's transaction when another run generated it first.
var errAlreadyGenerated = errors.New("the scheduled report of this run is already generated")

type reportSkipped struct{ permission string }

func (r *reportSkipped) Error() string { return "the author lacks " + r.permission }
