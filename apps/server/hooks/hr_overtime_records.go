package hooks

// Overtime: the server derives the hourly rate, the multiplier of the type and the estimated amount.

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/lines"
)

func bindOvertimeRecords(app core.App) {
	serverOwned(app, "overtime_records", "rateMultiplier", "baseHourlyRate", "estimatedAmount", "department", "processedBy", "processedOn")
	actions.Register(app, "overtime_records", map[string]actions.Action{
		"cancel":  selfCancel("create:overtime", "pending", "cancelled", "Only pending overtime requests can be cancelled; this request is {{.status}}."),
		"approve": {Permission: "approve:overtime", Run: approveOvertime, Idempotent: true},
		"reject":  {Permission: "approve:overtime", Run: rejectOvertime, Idempotent: true},
	})

	app.OnRecordValidate("overtime_records").BindFunc(func(e *core.RecordEvent) error {
		r := e.Record
		defaultOnCreate(r, "status", "pending")
		if err := copyDepartment(e.App, r); err != nil {
			return err
		}
		changed := r.IsNew()
		if !changed {
			o := r.Original()
			for _, f := range []string{"employee", "hours", "type", "date"} {
				if fmt.Sprint(o.Get(f)) != fmt.Sprint(r.Get(f)) {
					changed = true
				}
			}
		}
		if changed {
			if err := estimateOvertime(e.App, r); err != nil {
				return err
			}
		}
		if r.GetString("status") == "rejected" && strings.TrimSpace(r.GetString("rejectionReason")) == "" {
			return fieldError("rejectionReason", "validation_required", "Rejection reason is required.")
		}
		return e.Next()
	})
}

// approveOvertime approves a pending request with the approver's optional comments; the next payroll run
// of its period picks it up.
func approveOvertime(c *actions.Call) error {
	r := c.Record
	if r.GetString("status") != "pending" {
		return actions.RefuseTransition(r, "Only pending overtime requests can be approved; this request is {{.status}}.")
	}
	comments := actions.BodyString(c.Body, "comments")
	if len([]rune(comments)) > 1000 {
		return actions.Refuse("comments", "validation_too_long", "This must be at most {{.max}} characters.", map[string]any{"max": 1000})
	}
	return decideOvertime(c, "approved", func() { r.Set("comments", comments) })
}

// rejectOvertime rejects a pending request; the reason is required.
func rejectOvertime(c *actions.Call) error {
	r := c.Record
	if r.GetString("status") != "pending" {
		return actions.RefuseTransition(r, "Only pending overtime requests can be rejected; this request is {{.status}}.")
	}
	reason := actions.BodyString(c.Body, "reason")
	if reason == "" {
		return fieldError("reason", "validation_required", "Rejection reason is required.")
	}
	if len([]rune(reason)) > 1000 {
		return actions.Refuse("reason", "validation_too_long", "This must be at most {{.max}} characters.", map[string]any{"max": 1000})
	}
	return decideOvertime(c, "rejected", func() { r.Set("rejectionReason", reason) })
}

// decideOvertime stamps who decided and when; nobody decides their own request.
func decideOvertime(c *actions.Call, status string, set func()) error {
	r := c.Record
	if ownRequest(c.Tx, r, c.User()) {
		return actions.Refuse("employee", "own_request_approval", "You cannot approve your own request: someone else must.", nil)
	}
	set()
	r.Set("status", status)
	r.Set("processedBy", c.User())
	r.Set("processedOn", c.Now.Format("2006-01-02 15:04:05.000Z"))
	return c.Tx.Save(r)
}

// OvertimeMultiplier returns the settings multiplier of an overtime type (REGULAR and NORMAL use the
// regular one); defaults 1.5 regular, 2.0 weekend, 3.0 holiday.
func OvertimeMultiplier(settings *core.Record, overtimeType string) float64 {
	key := map[string]string{"REGULAR": "regular", "NORMAL": "regular", "WEEKEND": "weekend", "HOLIDAY": "holiday"}[overtimeType]
	defaults := map[string]float64{"regular": 1.5, "weekend": 2.0, "holiday": 3.0}
	if settings != nil {
		var m map[string]float64
		raw, _ := json.Marshal(settings.Get("overtimeMultipliers"))
		if json.Unmarshal(raw, &m) == nil {
			if v, ok := m[key]; ok && v > 0 {
				return v
			}
		}
	}
	return defaults[key]
}

// HourlyRate is monthly salary / (weekly hours × 52 / 12), in piastres (half-up).
func HourlyRate(monthlySalary float64, weeklyHours float64) int64 {
	if weeklyHours <= 0 {
		weeklyHours = 40
	}
	monthlyHours := weeklyHours * 52 / 12
	return int64(math.Round(monthlySalary * 100 / monthlyHours))
}

// estimateOvertime derives baseHourlyRate, rateMultiplier and estimatedAmount from the employee's
// monthly salary, the settings' weekly hours and the type's multiplier.
func estimateOvertime(app core.App, r *core.Record) error {
	id := r.GetString("employee")
	if id == "" {
		return nil
	}
	emp, err := app.FindRecordById("employees", id)
	if err != nil {
		return fieldError("employee", "validation_invalid_employee", "Employee not found.")
	}
	settings := settingsRecord(app)
	weekly := 40.0
	if settings != nil && settings.GetFloat("workHoursPerWeek") > 0 {
		weekly = settings.GetFloat("workHoursPerWeek")
	}
	rate := HourlyRate(emp.GetFloat("monthlySalary"), weekly)
	mult := OvertimeMultiplier(settings, r.GetString("type"))
	hours := r.GetFloat("hours")
	amount := int64(math.Round(float64(rate) * hours * mult))
	r.Set("baseHourlyRate", lines.Pounds(rate))
	r.Set("rateMultiplier", mult)
	r.Set("estimatedAmount", lines.Pounds(amount))
	return nil
}
