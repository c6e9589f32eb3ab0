package hooks

// Payroll records: every draft is computed by the payroll engine (internal/payroll) on each save, so the
// figures a client sends are never trusted. The flow is draft → pending (submit) → approved (approve) →
// paid (pay: the included overtime records become paid); reject sends a pending or approved record back
// to draft, cancel ends a record that is not paid. Once submitted nothing changes unless it is rejected.

import (
	"encoding/json"
	"errors"
	"strings"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/lines"
	"erp/server/internal/payroll"
	"erp/server/internal/payrollparams"
)

// payrollFigures are the fields the engine writes; clients cannot set them.
var payrollFigures = []string{"grossPay", "insuredSalary", "employeeInsurance", "employerInsurance", "tax", "netPay",
	"originalNetPay", "martyrsFund", "calculation"}

func bindPayrollRecords(app core.App) {
	serverOwned(app, "payroll_records", payrollFigures...)
	bindPayrollCache(app)
	actions.Register(app, "payroll_records", map[string]actions.Action{
		"submit":  {Permission: "edit:payroll", Run: submitPayroll, Idempotent: true},
		"approve": {Permission: "process:payroll", Run: movePayroll([]string{"pending"}, "approved", "Only payroll records pending approval can be approved; this record is {{.status}}."), Idempotent: true},
		"reject":  {Permission: "process:payroll", Run: movePayroll([]string{"pending", "approved"}, "draft", "Only pending or approved payroll records can be rejected; this record is {{.status}}."), Idempotent: true},
		"pay":     {Permission: "process:payroll", Run: payPayroll, Idempotent: true},
		"cancel":  {Permission: "process:payroll", Run: movePayroll([]string{"draft", "pending", "approved"}, "cancelled", "Only draft, pending or approved payroll records can be cancelled; this record is {{.status}}."), Idempotent: true},
	})
	app.OnRecordValidate("payroll_records").BindFunc(func(e *core.RecordEvent) error {
		r := e.Record
		defaultOnCreate(r, "status", "draft")
		if r.IsNew() || r.Original().GetString("status") == "draft" {
			if err := computePayroll(e.App, r); err != nil {
				return err
			}
		}
		return e.Next()
	})
	bindPayrollRoutes(app)
	bindPayslipPDF(app)
}

// readPayrollSettings reads the overtime policy (weekly hours, multipliers) from app_settings (uncached:
// payrollSettings is the cached read).
func readPayrollSettings(app core.App) payroll.Settings {
	s := payroll.DefaultSettings()
	rec := settingsRecord(app)
	if rec == nil {
		return s
	}
	if w := rec.GetFloat("workHoursPerWeek"); w > 0 {
		s.WeeklyHoursMilli = int64(w*1000 + 0.5)
	}
	var m map[string]float64
	if err := json.Unmarshal(jsonBytes(rec.Get("overtimeMultipliers")), &m); err == nil {
		for key, types := range map[string][]string{"regular": {"REGULAR", "NORMAL"}, "weekend": {"WEEKEND"}, "holiday": {"HOLIDAY"}, "night": {"NIGHT"}} {
			if v, ok := m[key]; ok && v >= 1 {
				for _, t := range types {
					s.MultipliersMilli[t] = int64(v*1000 + 0.5)
				}
			}
		}
	}
	return s
}

// payrollParams reads the parameters in force on the first day of period (YYYY-MM). Without a row in
// force the period is refused with payroll_parameters_missing.
func payrollParams(app core.App, period string) (payrollparams.Params, error) {
	day, err := time.Parse("2006-01", period)
	if err != nil {
		return payrollparams.Params{}, validation.Errors{"period": validation.NewError("validation_invalid_period", "The period must be a month, YYYY-MM.")}
	}
	p, err := cachedParams(app, day)
	if err != nil {
		return p, validation.Errors{"period": validation.NewError("payroll_parameters_missing",
			"No payroll parameters are in force for {{.period}}.").SetParams(map[string]any{"period": period})}
	}
	return p, nil
}

// recordInput is the engine's input read from a payroll record; field errors are named as the record's
// fields (overtimeEntries.N…).
func recordInput(r *core.Record, s payroll.Settings) (payroll.Input, error) {
	body := map[string]any{
		"period": r.GetString("period"), "baseSalary": r.Get("baseSalary"),
		"allowances": r.Get("allowances"), "overtime": r.Get("overtimeEntries"),
		"bonuses": r.Get("bonuses"), "deductions": r.Get("deductions"),
	}
	if w := r.GetFloat("insuredWage"); w > 0 {
		body["insuredSalary"] = r.Get("insuredWage")
	}
	for _, f := range []string{"allowances", "overtime", "bonuses", "deductions"} {
		if v := lines.JSONText(body[f]); v == "null" || v == "" {
			body[f] = nil
		}
	}
	in, err := payroll.ParseInput(body, s)
	var fe validation.Errors
	if errors.As(err, &fe) {
		out := validation.Errors{}
		for k, v := range fe {
			if k == "overtime" || strings.HasPrefix(k, "overtime.") {
				k = "overtimeEntries" + strings.TrimPrefix(k, "overtime")
			}
			if k == "insuredSalary" {
				k = "insuredWage"
			}
			out[k] = v
		}
		return in, out
	}
	return in, err
}

// computePayroll runs the engine on a draft and writes its figures and the calculation onto the record.
func computePayroll(app core.App, r *core.Record) error {
	s := payrollSettings(app)
	in, err := recordInput(r, s)
	if err != nil {
		return err
	}
	p, err := payrollParams(app, in.Period)
	if err != nil {
		return err
	}
	res, err := payroll.Calculate(p, s, in)
	if err != nil {
		return err
	}
	setPayrollFigures(r, res)
	return nil
}

func setPayrollFigures(r *core.Record, res payroll.Result) {
	money := func(m payroll.Money) float64 { return lines.Pounds(int64(m)) }
	r.Set("overtimeEntries", payroll.OvertimeRows(res.OvertimeEntries))
	r.Set("grossPay", money(res.GrossPay))
	r.Set("insuredSalary", money(res.InsuredSalary))
	r.Set("employeeInsurance", money(res.EmployeeInsurance))
	r.Set("employerInsurance", money(res.EmployerInsurance))
	r.Set("tax", money(res.Tax))
	r.Set("martyrsFund", money(res.MartyrsFund))
	r.Set("netPay", money(res.NetPay))
	if r.IsNew() || r.GetFloat("originalNetPay") == 0 {
		r.Set("originalNetPay", money(res.NetPay))
	}
	r.Set("calculation", res.JSON())
}

// submitPayroll sends a draft for approval; saving it computes it one last time.
func submitPayroll(c *actions.Call) error {
	r := c.Record
	if r.GetString("status") != "draft" {
		return actions.RefuseTransition(r, "Only draft payroll records can be submitted; this record is {{.status}}.")
	}
	r.Set("status", "pending")
	return c.Tx.Save(r)
}

func movePayroll(from []string, to, refusal string) func(c *actions.Call) error {
	return func(c *actions.Call) error {
		r := c.Record
		if !contains(from, r.GetString("status")) {
			return actions.RefuseTransition(r, refusal)
		}
		r.Set("status", to)
		return c.Tx.Save(r)
	}
}

// payPayroll marks an approved record paid, and the overtime records it includes paid with it.
func payPayroll(c *actions.Call) error {
	r := c.Record
	if r.GetString("status") != "approved" {
		return actions.RefuseTransition(r, "Only approved payroll records can be marked paid; this record is {{.status}}.")
	}
	rows, _ := jsonArray(r, "overtimeEntries")
	for _, row := range rows {
		id := rowString(row, "record")
		if id == "" || row["include"] == false {
			continue
		}
		ot, err := c.Tx.FindRecordById("overtime_records", id)
		if err != nil || ot.GetString("employee") != r.GetString("employee") {
			continue // the overtime record was deleted or is not this employee's: nothing to mark
		}
		if s := ot.GetString("status"); s == "approved" || s == "processed" {
			ot.Set("status", "paid")
			if err := c.Tx.Save(ot); err != nil {
				return err
			}
		}
	}
	r.Set("status", "paid")
	return c.Tx.Save(r)
}
