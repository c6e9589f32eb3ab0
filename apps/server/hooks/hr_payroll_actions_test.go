package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/testutil"
)

// TestPayrollCalculateRoute: the engine behind POST /api/erp/payroll/calculate, with its keys and its
// field errors. 12,000 in 2026: insured 12,000 → 1,320.00 / 2,250.00; 12 × 10,680 − 20,000 = 108,160;
// tax 1,500 + 2,250 + 20% × 38,160 = 11,382 → 948.50 a month; net 12,000 − 1,320 − 948.50 = 9,731.50.
func TestPayrollCalculateRoute(t *testing.T) {
	w := testutil.NewWorld(t)
	viewer := w.UserWith(t, "viewer@test.local", "view:payroll")
	processor := w.UserWith(t, "processor@test.local", "process:payroll")
	body := map[string]any{"period": "2026-04", "baseSalary": 12000}

	status, out, raw := w.Act(t, w.Nobody, "payroll/calculate", body, nil)
	if status != 403 || testutil.ErrorCode(out, "permission") != "permission_required" {
		t.Errorf("calculate without a key: %d %s", status, raw)
	}
	status, _, raw = w.Act(t, viewer, "payroll/calculate", body, nil)
	for _, want := range []string{`"grossPay":12000.00`, `"insuredSalary":12000.00`, `"employeeInsurance":1320.00`,
		`"employerInsurance":2250.00`, `"taxableAnnual":108160.00`, `"annualTax":11382.00`, `"tax":948.50`, `"netPay":9731.50`, `"code":"net_pay"`} {
		if status != 200 || !strings.Contains(raw, want) {
			t.Errorf("calculate: %d, want %s in %s", status, want, raw)
		}
	}
	if status, _, raw = w.Act(t, processor, "payroll/calculate", body, nil); status != 200 {
		t.Errorf("calculate with process:payroll: %d %s", status, raw)
	}
	for _, c := range []struct {
		body        map[string]any
		field, code string
	}{
		{map[string]any{"baseSalary": 1}, "period", "validation_invalid_period"},
		{map[string]any{"period": "2022-01", "baseSalary": 1}, "period", "payroll_parameters_missing"},
		{map[string]any{"period": "2026-01", "baseSalary": "x"}, "baseSalary", "validation_invalid_amount"},
		{map[string]any{"period": "2026-01", "baseSalary": 1, "overtime": []any{map[string]any{"hours": -1}}}, "overtime.0.hours", "validation_invalid_hours"},
		{map[string]any{"period": "2026-01", "baseSalary": 1, "allowances": 5}, "allowances", "validation_invalid_list"},
	} {
		status, out, raw := w.Act(t, viewer, "payroll/calculate", c.body, nil)
		if status != 400 {
			t.Errorf("%v: %d %s", c.body, status, raw)
		}
		testutil.MustRefuse(t, c.code, status, out, raw, c.field, c.code)
	}
}

// TestPayrollRunAndLifecycle: a run creates computed drafts with the period's approved overtime, a second
// run creates nothing, edits are recomputed, and submit → approve → pay marks the overtime paid.
func TestPayrollRunAndLifecycle(t *testing.T) {
	w := testutil.NewWorld(t)
	hr := w.UserWith(t, "hr@test.local", "view:payroll", "create:payroll", "edit:payroll", "delete:payroll")
	boss := w.UserWith(t, "boss@test.local", "view:payroll", "process:payroll")
	emp := w.Save(t, "employees", map[string]any{"firstName": "Omar", "lastName": "Farouk", "department": "Sales", "monthlySalary": 10400})
	other := w.Save(t, "employees", map[string]any{"firstName": "Salma", "lastName": "Nabil", "department": "Sales", "monthlySalary": 8000})
	// 10,400 a month at 40 h a week: 60.00 an hour; 6 h REGULAR × 1.5 = 540.00
	ot := w.Save(t, "overtime_records", map[string]any{"employee": emp.Id, "date": "2026-03-10 00:00:00.000Z", "hours": 6, "type": "REGULAR", "status": "approved"})
	w.Save(t, "overtime_records", map[string]any{"employee": emp.Id, "date": "2026-04-02 00:00:00.000Z", "hours": 2, "type": "REGULAR", "status": "approved"})
	w.Save(t, "overtime_records", map[string]any{"employee": emp.Id, "date": "2026-03-12 00:00:00.000Z", "hours": 2, "type": "REGULAR", "status": "pending"})

	run := map[string]any{"period": "2026-03", "employees": []string{emp.Id, other.Id}}
	if status, _, _ := w.Act(t, boss, "payroll/run", run, nil); status != 403 {
		t.Errorf("run without create:payroll: %d", status)
	}
	status, _, raw := w.Act(t, hr, "payroll/run", run, map[string]string{"Idempotency-Key": "run-march"})
	if status != 200 || !strings.Contains(raw, `"created":2`) {
		t.Fatalf("run: %d %s", status, raw)
	}
	recs, err := w.App.FindAllRecords("payroll_records")
	if err != nil || len(recs) != 2 {
		t.Fatalf("records after the run: %d %v", len(recs), err)
	}
	var rec = recs[0]
	if rec.GetString("employee") != emp.Id {
		rec = recs[1]
	}
	// gross 10,940; insurance 11% × 10,940 = 1,203.40; 12 × 9,736.60 − 20,000 = 96,839.20;
	// tax 1,500 + 2,250 + 20% × 26,839.20 = 9,117.84 → 759.82; net 10,940 − 1,203.40 − 759.82 = 8,976.78
	if rec.GetFloat("grossPay") != 10940 || rec.GetFloat("employeeInsurance") != 1203.4 || rec.GetFloat("tax") != 759.82 ||
		rec.GetFloat("netPay") != 8976.78 || !strings.Contains(rec.GetString("overtimeEntries"), ot.Id) || rec.GetString("status") != "draft" {
		t.Errorf("computed draft: %v", rec.PublicExport())
	}
	if status, _, raw = w.Act(t, hr, "payroll/run", run, map[string]string{"Idempotency-Key": "run-march"}); status != 200 || !strings.Contains(raw, `"created":0`) {
		t.Errorf("repeated run (same key): %d %s", status, raw)
	}
	if status, _, raw = w.Act(t, hr, "payroll/run", run, nil); status != 200 || !strings.Contains(raw, `"created":0,"records"`) && !strings.Contains(raw, `"skipped":2`) {
		t.Errorf("second run: %d %s", status, raw)
	}
	status, out, raw := w.Act(t, hr, "payroll/run", map[string]any{"period": "2026-04", "employees": []string{emp.Id}}, map[string]string{"Idempotency-Key": "run-march"})
	testutil.MustRefuse(t, "a key reused for another run", status, out, raw, "idempotencyKey", "idempotency_key_reused")
	status, out, raw = w.Act(t, hr, "payroll/run", map[string]any{"period": "2026-05", "employees": []string{"nope"}}, nil)
	testutil.MustRefuse(t, "unknown employee", status, out, raw, "employees.0", "validation_invalid_employee")
	status, out, raw = w.Act(t, hr, "payroll/run", map[string]any{"period": "March"}, nil)
	testutil.MustRefuse(t, "bad period", status, out, raw, "period", "validation_invalid_period")
	if n, _ := w.App.CountRecords("payroll_records"); n != 2 {
		t.Errorf("refused runs created records: %d", n)
	}

	url := "/api/collections/payroll_records/records/" + rec.Id
	status, got, raw := w.Do(t, http.MethodPatch, url, hr, testutil.JSONBody(map[string]any{
		"bonuses": []map[string]any{{"description": "Target", "amount": 1000}}, "tax": 1, "netPay": 99999,
	}))
	// gross 11,940 → insurance 1,313.40; 12 × 10,626.60 − 20,000 = 107,519.20; tax 11,253.84 → 937.82; net 9,688.78
	if status != 200 || got["grossPay"] != 11940.0 || got["tax"] != 937.82 || got["netPay"] != 9688.78 {
		t.Errorf("edit recomputed by the server: %d %s", status, raw)
	}

	act := func(user *core.Record, action string) (int, map[string]any, string) {
		return w.Act(t, user, "payroll_records/"+rec.Id+"/"+action, nil, nil)
	}
	status, out, raw = act(hr, "approve")
	if status != 403 {
		t.Errorf("approve without process:payroll: %d %s", status, raw)
	}
	status, out, raw = act(boss, "approve")
	testutil.MustRefuse(t, "approve a draft", status, out, raw, "status", "invalid_status_transition")
	if status, _, raw = act(hr, "submit"); status != 200 || !strings.Contains(raw, `"status":"pending"`) {
		t.Fatalf("submit: %d %s", status, raw)
	}
	if status, _, _ = w.Do(t, http.MethodPatch, url, hr, testutil.JSONBody(map[string]any{"bonuses": []any{}})); status != 404 {
		t.Errorf("edit after submission: %d", status)
	}
	if status, _, raw = act(boss, "reject"); status != 200 || !strings.Contains(raw, `"status":"draft"`) {
		t.Errorf("reject: %d %s", status, raw)
	}
	if status, _, _ = w.Do(t, http.MethodPatch, url, hr, testutil.JSONBody(map[string]any{"bonuses": []any{}})); status != 200 {
		t.Errorf("edit after rejection: %d", status)
	}
	act(hr, "submit")
	if status, _, raw = act(boss, "approve"); status != 200 || !strings.Contains(raw, `"status":"approved"`) {
		t.Fatalf("approve: %d %s", status, raw)
	}
	status, out, raw = act(hr, "submit")
	testutil.MustRefuse(t, "submit an approved record", status, out, raw, "status", "invalid_status_transition")
	if status, _, raw = act(boss, "pay"); status != 200 || !strings.Contains(raw, `"status":"paid"`) {
		t.Fatalf("pay: %d %s", status, raw)
	}
	if s := testutil.Reload(t, w.App, ot).GetString("status"); s != "paid" {
		t.Errorf("included overtime after pay: %s", s)
	}
	status, out, raw = act(boss, "cancel")
	testutil.MustRefuse(t, "cancel a paid record", status, out, raw, "status", "invalid_status_transition")
	if rows := testutil.AuditRows(t, w.App, "payroll_records", rec.Id); len(rows) < 6 {
		t.Errorf("audit rows: %d", len(rows))
	}

	// An employee without view:payroll reads no payroll, not even through an action.
	if status, _, _ = w.Do(t, http.MethodGet, url, w.Nobody, nil); status != 404 && status != 403 {
		t.Errorf("another user reads a payroll record: %d", status)
	}
	if status, out, _ = w.Do(t, http.MethodGet, "/api/collections/payroll_records/records", w.Nobody, nil); status == 200 && out["totalItems"] != 0.0 {
		t.Errorf("another user lists payroll: %v", out["totalItems"])
	}
}
