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
		"cancel":  selfCancel("create:leave", "PENDING", "CANCELLED", "Only PENDING leave requests can be cancelled; this request is {{.status}}."),
		"approve": {Permission: "approve:leave", Run: decideLeave("APPROVED", "Only PENDING leave requests can be approved; this request is {{.status}}."), Idempotent: true},
		"reject":  {Permission: "approve:leave", Run: decideLeave("REJECTED", "Only PENDING leave requests can be rejected; this request is {{.status}}."), Idempotent: true},
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

// decideLeave is an approver's decision on a pending request: it names the approver, and an approval that
// covers the company's day marks the employee on leave at once (the daily job does the rest). Nobody
// decides their own request.
func decideLeave(status, refusal string) func(c *actions.Call) error {
	return func(c *actions.Call) error {
		r := c.Record
		if r.GetString("status") != "PENDING" {
			return actions.RefuseTransition(r, refusal)
		}
		if ownRequest(c.Tx, r, c.User()) {
			return actions.Refuse("employee", "own_request_approval", "You cannot approve your own request: someone else must.", nil)
		}
		r.Set("status", status)
		r.Set("approvedBy", c.User())
		if err := c.Tx.Save(r); err != nil {
			return err
		}
		_, err := SyncLeaveStatuses(c.Tx, CompanyDay(c.Tx, c.Now), r.GetString("employee"))
		return err
	}
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
