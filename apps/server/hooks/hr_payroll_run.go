package hooks

// The payroll routes: POST /api/erp/payroll/calculate answers the engine's calculation for a body, and
// POST /api/erp/payroll/run creates the draft payroll records of a period for a list of employees.

import (
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/audit"
	"erp/server/internal/payroll"
	"erp/server/internal/permissions"
)

const (
	PayrollCalculateRoute = "/api/erp/payroll/calculate"
	PayrollRunRoute       = "/api/erp/payroll/run"
	// MaxPayrollRun is the most employees one run takes.
	MaxPayrollRun = 5000
)

func bindPayrollRoutes(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.POST(PayrollCalculateRoute, payrollCalculate).Bind(apis.RequireAuth())
		se.Router.POST(PayrollRunRoute, payrollRun).Bind(apis.RequireAuth())
		return se.Next()
	})
}

func requireAnyKey(e *core.RequestEvent, keys ...string) error {
	for _, k := range keys {
		if permissions.Granted(e.App, e.Auth, k) {
			return nil
		}
	}
	return e.ForbiddenError("You are not allowed to perform this action.", actions.PermissionRequired(keys[0]))
}

// payrollCalculate: view:payroll or process:payroll; the body as payroll.ParseInput reads it.
func payrollCalculate(e *core.RequestEvent) error {
	if err := requireAnyKey(e, "view:payroll", "process:payroll"); err != nil {
		return err
	}
	info, err := e.RequestInfo()
	if err != nil || info.Body == nil {
		return actions.Refuse("body", "validation_invalid_body", "The request body must be a JSON object.", nil)
	}
	s := payrollSettings(e.App)
	in, err := payroll.ParseInput(info.Body, s)
	if err != nil {
		return answerFieldErrors(err)
	}
	p, err := payrollParams(e.App, in.Period)
	if err != nil {
		return answerFieldErrors(err)
	}
	res, err := payroll.Calculate(p, s, in)
	if err != nil {
		return answerFieldErrors(err)
	}
	return e.JSON(http.StatusOK, res)
}

// runEntry is one employee of a run's answer.
type runEntry struct {
	Employee string `json:"employee"`
	Record   string `json:"record"`
	Status   string `json:"status"`
	Created  bool   `json:"created"`
}

// payrollRun: create:payroll; body {period, employees: [ids]}. For each employee without a record of
// the period it creates a draft from the monthly salary, the allowances of the employee's latest
// earlier payroll and the approved overtime of the period, computed by the engine. An employee who
// already has a record of the period keeps it (created: false), so running a period twice never
// creates a second record. All or nothing, in one transaction; Idempotency-Key honoured.
func payrollRun(e *core.RequestEvent) error {
	if err := requireAnyKey(e, "create:payroll"); err != nil {
		return err
	}
	info, err := e.RequestInfo()
	if err != nil || info.Body == nil {
		return actions.Refuse("body", "validation_invalid_body", "The request body must be a JSON object.", nil)
	}
	period := actions.BodyString(info.Body, "period")
	if !payroll.ValidPeriod(period) {
		return actions.Refuse("period", "validation_invalid_period", "The period must be a month, YYYY-MM.", nil)
	}
	raw, _ := info.Body["employees"].([]any)
	ids := []string{}
	seen := map[string]bool{}
	for i, v := range raw {
		id, ok := v.(string)
		if !ok || id == "" {
			return actions.Refuse(fmt.Sprintf("employees.%d", i), "validation_invalid_employee", "Employee not found.", nil)
		}
		if !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return actions.Refuse("employees", "validation_required", "Choose at least one employee.", nil)
	}
	if len(ids) > MaxPayrollRun {
		return actions.Refuse("employees", "validation_too_many_entries", "At most {{.max}} employees per run.", map[string]any{"max": MaxPayrollRun})
	}
	key, err := actions.KeyFor(e, "payroll_records", period, "run", info.Body)
	if err != nil {
		return err
	}
	if _, err := payrollParams(e.App, period); err != nil {
		return answerFieldErrors(err)
	}

	var out []runEntry
	err = e.App.RunInTransaction(func(tx core.App) error {
		defer audit.SetActor(tx, e.Auth)()
		if err := actions.LockTable(tx, "payroll_records"); err != nil {
			return err
		}
		if done, err := key.Done(tx); err != nil {
			return err
		} else if done {
			out, err = runState(tx, period, ids)
			return err
		}
		if out, err = runPeriod(tx, period, ids); err != nil {
			return err
		}
		return key.Remember(tx, actions.UserOf(e))
	})
	if err != nil {
		return answerFieldErrors(err)
	}
	created := 0
	for _, r := range out {
		if r.Created {
			created++
		}
	}
	return e.JSON(http.StatusOK, map[string]any{"period": period, "created": created, "skipped": len(out) - created, "records": out})
}

// runState answers a repeated run: what each employee has for the period now.
func runState(tx core.App, period string, ids []string) ([]runEntry, error) {
	existing, err := periodRecords(tx, period)
	if err != nil {
		return nil, err
	}
	out := make([]runEntry, 0, len(ids))
	for _, id := range ids {
		if r := existing[id]; r != nil {
			out = append(out, runEntry{id, r.Id, r.GetString("status"), false})
		}
	}
	return out, nil
}

func periodRecords(tx core.App, period string) (map[string]*core.Record, error) {
	recs, err := tx.FindAllRecords("payroll_records", dbx.HashExp{"period": period})
	if err != nil {
		return nil, err
	}
	out := make(map[string]*core.Record, len(recs))
	for _, r := range recs {
		out[r.GetString("employee")] = r
	}
	return out, nil
}

func runPeriod(tx core.App, period string, ids []string) ([]runEntry, error) {
	existing, err := periodRecords(tx, period)
	if err != nil {
		return nil, err
	}
	start, _ := time.Parse("2006-01", period)
	end := start.AddDate(0, 1, 0)
	overtime, err := tx.FindAllRecords("overtime_records", dbx.NewExp("status = 'approved' AND date >= {:from} AND date < {:to}",
		dbx.Params{"from": start.Format("2006-01-02 15:04:05.000Z"), "to": end.Format("2006-01-02 15:04:05.000Z")}))
	if err != nil {
		return nil, err
	}
	byEmployee := map[string][]*core.Record{}
	for _, o := range overtime {
		byEmployee[o.GetString("employee")] = append(byEmployee[o.GetString("employee")], o)
	}
	col, err := tx.FindCachedCollectionByNameOrId("payroll_records")
	if err != nil {
		return nil, err
	}
	out := make([]runEntry, 0, len(ids))
	for i, id := range ids {
		if r := existing[id]; r != nil {
			out = append(out, runEntry{id, r.Id, r.GetString("status"), false})
			continue
		}
		emp, err := tx.FindRecordById("employees", id)
		if err != nil {
			return nil, actions.Refuse(fmt.Sprintf("employees.%d", i), "validation_invalid_employee", "Employee not found.", nil)
		}
		r := core.NewRecord(col)
		r.Set("employee", id)
		r.Set("period", period)
		r.Set("status", "draft")
		r.Set("baseSalary", emp.GetFloat("monthlySalary"))
		if w := emp.GetFloat("insuredSalary"); w > 0 { // an insured wage declared on the employee, when the field exists
			r.Set("insuredWage", w)
		}
		r.Set("allowances", []any{})
		if prev, err := tx.FindRecordsByFilter("payroll_records", "employee = {:e} && period < {:p}", "-period", 1, 0,
			dbx.Params{"e": id, "p": period}); err == nil && len(prev) == 1 {
			r.Set("allowances", prev[0].Get("allowances"))
		}
		entries := []map[string]any{}
		for _, o := range byEmployee[id] {
			entries = append(entries, map[string]any{
				"record": o.Id, "date": o.GetDateTime("date").Time().Format("2006-01-02"), "type": o.GetString("type"),
				"hours": o.GetFloat("hours"), "rate": o.GetFloat("rateMultiplier"), "amount": o.GetFloat("estimatedAmount"), "include": true,
			})
		}
		r.Set("overtimeEntries", entries)
		r.Set("bonuses", []any{})
		r.Set("deductions", []any{})
		if err := tx.Save(r); err != nil {
			return nil, prefixFieldErrors(err, fmt.Sprintf("employees.%d.", i))
		}
		out = append(out, runEntry{id, r.Id, "draft", true})
	}
	return out, nil
}

// answerFieldErrors answers field errors as 400 (the action route's shape), anything else as it is.
func answerFieldErrors(err error) error { return actions.Answer(err) }

// prefixFieldErrors names a saved record's field errors after the run's input (employees.N.baseSalary).
func prefixFieldErrors(err error, prefix string) error {
	var fe validation.Errors
	if !errors.As(err, &fe) {
		return err
	}
	out := validation.Errors{}
	for k, v := range fe {
		out[prefix+k] = v
	}
	return out
}
