package hooks_test

import (
	"net/http"
	"strings"
	"testing"
)

// TestLeaveSelfService: the Employee self-service role sees and files only its own leave requests,
// while an approver sees everyone's.
func TestLeaveSelfService(t *testing.T) {
	env := newBizEnv(t)
	f := newBizFixtures(t, env)
	self := env.userWithKeys(t, "view:leave", "create:leave", "edit:leave", "delete:leave")
	approver := env.userWithKeys(t, "view:leave", "approve:leave")
	mine := env.save(t, "employees", map[string]any{"firstName": "Sara", "lastName": "Nabil", "department": "Support", "user": self.Id, "monthlySalary": 8000})
	base := "/api/collections/leave_requests/records"
	leave := func(emp string) map[string]any {
		return map[string]any{"employee": emp, "leaveType": "SICK", "startDate": "2026-02-01 00:00:00.000Z", "endDate": "2026-02-05 00:00:00.000Z"}
	}
	own := env.save(t, "leave_requests", leave(mine.Id))
	other := env.save(t, "leave_requests", leave(f.employee.Id))

	_, out, raw := env.do(t, http.MethodGet, base, self, nil)
	if len(out["items"].([]any)) != 1 || !strings.Contains(raw, own.Id) || strings.Contains(raw, other.Id) {
		t.Errorf("self-service list: %s", raw)
	}
	if status, _, _ := env.do(t, http.MethodGet, base+"/"+other.Id, self, nil); status != 404 {
		t.Errorf("view someone else's leave: %d", status)
	}
	if _, out, _ := env.do(t, http.MethodGet, base, approver, nil); len(out["items"].([]any)) != 2 {
		t.Errorf("approver sees %d requests", len(out["items"].([]any)))
	}

	if status, _, _ := env.do(t, http.MethodPost, base, self, bizJSON(leave(f.employee.Id))); status != 400 {
		t.Errorf("file leave for someone else: %d", status)
	}
	approved := leave(mine.Id)
	approved["status"] = "APPROVED"
	if status, _, _ := env.do(t, http.MethodPost, base, self, bizJSON(approved)); status != 400 {
		t.Errorf("self-approved leave: %d", status)
	}
	status, out, raw := env.do(t, http.MethodPost, base, self, bizJSON(leave(mine.Id)))
	if status != 200 || out["status"] != "PENDING" || out["totalDays"] != 5.0 || out["department"] != "Support" || out["submittedDate"] == "" {
		t.Errorf("own leave: %d %s", status, raw)
	}
	if status, _, _ := env.do(t, http.MethodPatch, base+"/"+own.Id, self, bizJSON(map[string]any{"employee": f.employee.Id})); status != 404 {
		t.Errorf("move own leave to someone else: %d", status)
	}
	if status, _, _ := env.do(t, http.MethodPatch, base+"/"+own.Id, self, bizJSON(map[string]any{"status": "APPROVED"})); status != 404 {
		t.Errorf("self-approval through the generic update: %d", status)
	}
	if status, out, _ := env.do(t, http.MethodPatch, base+"/"+own.Id, self, bizJSON(map[string]any{"status": "CANCELLED"})); status != 200 || out["status"] != "CANCELLED" {
		t.Errorf("withdraw own leave: %d", status)
	}
	if status, _, _ := env.do(t, http.MethodPatch, base+"/"+other.Id, self, bizJSON(map[string]any{"reason": "x"})); status != 404 {
		t.Errorf("edit someone else's leave: %d", status)
	}
	bad := leave(mine.Id)
	bad["endDate"] = "2026-01-01 00:00:00.000Z"
	if status, _, raw := env.do(t, http.MethodPost, base, self, bizJSON(bad)); status != 400 || !strings.Contains(raw, "endDate") {
		t.Errorf("end before start: %d %s", status, raw)
	}

	// Self-service also opens the own employee record, and only that one.
	if status, _, _ := env.do(t, http.MethodGet, "/api/collections/employees/records/"+mine.Id, self, nil); status != 200 {
		t.Errorf("own employee record: %d", status)
	}
	if status, _, _ := env.do(t, http.MethodGet, "/api/collections/employees/records/"+f.employee.Id, self, nil); status != 404 {
		t.Errorf("other employee record: %d", status)
	}
}

func TestOvertimeEstimate(t *testing.T) {
	env := newBizEnv(t)
	f := newBizFixtures(t, env)
	user := env.userWithKeys(t, "create:overtime", "view:overtime", "approve:overtime")
	status, out, raw := env.do(t, http.MethodPost, "/api/collections/overtime_records/records", user, bizJSON(map[string]any{
		"employee": f.employee.Id, "date": "2026-02-06 00:00:00.000Z", "hours": 3, "type": "WEEKEND", "estimatedAmount": 1,
	}))
	// 12,000 / (40 × 52 / 12 = 173.33 h) = 69.23 per hour; × 3 h × 2.0 = 415.38.
	if status != 200 || out["baseHourlyRate"] != 69.23 || out["rateMultiplier"] != 2.0 || out["estimatedAmount"] != 415.38 || out["status"] != "pending" || out["department"] != "Sales" {
		t.Errorf("overtime: %d %s", status, raw)
	}
}

func TestPayrollEditableOnlyInDraft(t *testing.T) {
	env := newBizEnv(t)
	f := newBizFixtures(t, env)
	user := env.userWithKeys(t, "view:payroll", "edit:payroll", "create:payroll")
	rec := env.save(t, "payroll_records", map[string]any{"employee": f.employee.Id, "period": "2026-01", "baseSalary": 12000})
	base := "/api/collections/payroll_records/records/"
	if status, out, _ := env.do(t, http.MethodPatch, base+rec.Id, user, bizJSON(map[string]any{"status": "pending"})); status != 200 || out["status"] != "pending" {
		t.Errorf("submit for approval: %d", status)
	}
	if status, _, _ := env.do(t, http.MethodPatch, base+rec.Id, user, bizJSON(map[string]any{"notes": "late"})); status != 404 {
		t.Errorf("edit after submission: %d", status)
	}
	if status, _, raw := env.do(t, http.MethodPost, "/api/collections/payroll_records/records", user, bizJSON(map[string]any{
		"employee": f.employee.Id, "period": "2026-01", "baseSalary": 1,
	})); status != 400 || !strings.Contains(raw, "validation_not_unique") {
		t.Errorf("second payroll for a period: %d %s", status, raw)
	}
	if status, _, raw := env.do(t, http.MethodPost, "/api/collections/payroll_records/records", user, bizJSON(map[string]any{
		"employee": f.employee.Id, "period": "2026-02", "allowances": []map[string]any{{"name": "", "amount": 5}},
	})); status != 400 || !strings.Contains(raw, "allowances.0.name") {
		t.Errorf("bad allowance: %d %s", status, raw)
	}
}
