package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/testutil"
)

func TestPayrollEditableOnlyInDraft(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	user := env.UserWithKeys(t, "view:payroll", "edit:payroll", "create:payroll")
	rec := env.Save(t, "payroll_records", map[string]any{"employee": f.Employee.Id, "period": "2026-01", "baseSalary": 12000})
	base := "/api/collections/payroll_records/records/"
	if status, out, _ := env.Do(t, http.MethodPatch, base+rec.Id, user, testutil.JSONBody(map[string]any{"status": "pending"})); status != 200 || out["status"] != "pending" {
		t.Errorf("submit for approval: %d", status)
	}
	if status, _, _ := env.Do(t, http.MethodPatch, base+rec.Id, user, testutil.JSONBody(map[string]any{"notes": "late"})); status != 404 {
		t.Errorf("edit after submission: %d", status)
	}
	if status, _, raw := env.Do(t, http.MethodPost, "/api/collections/payroll_records/records", user, testutil.JSONBody(map[string]any{
		"employee": f.Employee.Id, "period": "2026-01", "baseSalary": 1,
	})); status != 400 || !strings.Contains(raw, "validation_not_unique") {
		t.Errorf("second payroll for a period: %d %s", status, raw)
	}
	if status, _, raw := env.Do(t, http.MethodPost, "/api/collections/payroll_records/records", user, testutil.JSONBody(map[string]any{
		"employee": f.Employee.Id, "period": "2026-02", "allowances": []map[string]any{{"name": "", "amount": 5}},
	})); status != 400 || !strings.Contains(raw, "allowances.0.name") {
		t.Errorf("bad allowance: %d %s", status, raw)
	}
}
