package hooks

// Leave requests: the server counts the days, copies the department and stamps the submission.

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/actions"
)

func bindLeaveRequests(app core.App) {
	serverOwned(app, "leave_requests", "totalDays", "submittedDate", "approvedBy", "department")
	actions.Register(app, "leave_requests", map[string]actions.Action{
		"cancel": selfCancel("create:leave", "PENDING", "CANCELLED", "Only PENDING leave requests can be cancelled; this request is {{.status}}."),
	})

	app.OnRecordValidate("leave_requests").BindFunc(func(e *core.RecordEvent) error {
		r := e.Record
		defaultOnCreate(r, "status", "PENDING")
		if r.IsNew() && r.GetDateTime("submittedDate").IsZero() {
			r.Set("submittedDate", types.NowDateTime())
		}
		if err := checkDateOrder(r, "startDate", "endDate", "End date must be on or after the start date."); err != nil {
			return err
		}
		r.Set("totalDays", LeaveDays(r.GetDateTime("startDate").Time(), r.GetDateTime("endDate").Time()))
		if err := copyDepartment(e.App, r); err != nil {
			return err
		}
		return e.Next()
	})
}

// LeaveDays is the inclusive number of calendar days from start to end (same day = 1).
func LeaveDays(start, end time.Time) int {
	if start.IsZero() || end.IsZero() {
		return 0
	}
	s := time.Date(start.Year(), start.Month(), start.Day(), 0, 0, 0, 0, time.UTC)
	en := time.Date(end.Year(), end.Month(), end.Day(), 0, 0, 0, 0, time.UTC)
	if en.Before(s) {
		return 0
	}
	return int(en.Sub(s).Hours()/24) + 1
}
