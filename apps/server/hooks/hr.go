package hooks

// Human resources: employees, employee documents, payroll, leave and overtime. The server derives
// leave days, the department of a request and the overtime rate and estimated amount.

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/actions"
	"erp/server/internal/audit"
	"erp/server/internal/lines"
)

// BindHR registers the human-resources hooks.
func BindHR(app core.App) {
	collections := []string{"employees", "employee_documents", "payroll_records", "leave_requests", "overtime_records"}
	audit.Track(app, collections...)
	requestTransaction(app, collections...)

	serverOwned(app, "leave_requests", "totalDays", "submittedDate", "approvedBy", "department")
	serverOwned(app, "overtime_records", "rateMultiplier", "baseHourlyRate", "estimatedAmount", "department", "processedBy", "processedOn")

	// Self-service withdrawal of an employee's own pending request.
	actions.Register(app, "leave_requests", map[string]actions.Action{
		"cancel": selfCancel("create:leave", "PENDING", "CANCELLED", "Only PENDING leave requests can be cancelled; this request is {{.status}}."),
	})
	actions.Register(app, "overtime_records", map[string]actions.Action{
		"cancel": selfCancel("create:overtime", "pending", "cancelled", "Only pending overtime requests can be cancelled; this request is {{.status}}."),
	})

	app.OnRecordValidate("employees").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "active")
		if m := e.Record.GetString("manager"); m != "" && m == e.Record.Id {
			return fieldError("manager", "validation_self_manager", "An employee cannot be their own manager.")
		}
		return e.Next()
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

	app.OnRecordValidate("payroll_records").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "draft")
		if err := validatePayrollLines(e.Record); err != nil {
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

// validatePayrollLines checks the shapes of the payroll JSON lists; amounts are EGP of 0 or more.
func validatePayrollLines(r *core.Record) error {
	checks := []struct{ field, label string }{
		{"allowances", "name"}, {"bonuses", "description"}, {"deductions", "description"}, {"overtimeEntries", ""},
	}
	for _, c := range checks {
		rows, err := jsonArray(r, c.field)
		if err != nil {
			return fieldError(c.field, "validation_invalid_list", "Must be a list of entries.")
		}
		for i, row := range rows {
			if c.label != "" && rowString(row, c.label) == "" {
				return fieldError(fmt.Sprintf("%s.%d.%s", c.field, i, c.label), "validation_required", "Cannot be blank.")
			}
			if p, err := lines.ParseMoney(rowText(row, "amount")); err != nil || p < 0 {
				return fieldError(fmt.Sprintf("%s.%d.amount", c.field, i), "validation_invalid_amount", "Amount must be a number of 0 or more.")
			}
		}
	}
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
