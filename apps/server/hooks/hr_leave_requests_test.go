package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/testutil"
)

// TestLeaveSelfService: the Employee self-service role sees and files only its own leave requests,
// while an approver sees everyone's.
func TestLeaveSelfService(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	self := env.UserWithKeys(t, "view:leave", "create:leave", "edit:leave", "delete:leave")
	approver := env.UserWithKeys(t, "view:leave", "approve:leave")
	mine := env.Save(t, "employees", map[string]any{"firstName": "Sara", "lastName": "Nabil", "department": "Support", "user": self.Id, "monthlySalary": 8000})
	base := "/api/collections/leave_requests/records"
	leave := func(emp string) map[string]any {
		return map[string]any{"employee": emp, "leaveType": "SICK", "startDate": "2026-02-01 00:00:00.000Z", "endDate": "2026-02-05 00:00:00.000Z"}
	}
	own := env.Save(t, "leave_requests", leave(mine.Id))
	other := env.Save(t, "leave_requests", leave(f.Employee.Id))

	_, out, raw := env.Do(t, http.MethodGet, base, self, nil)
	if len(out["items"].([]any)) != 1 || !strings.Contains(raw, own.Id) || strings.Contains(raw, other.Id) {
		t.Errorf("self-service list: %s", raw)
	}
	if status, _, _ := env.Do(t, http.MethodGet, base+"/"+other.Id, self, nil); status != 404 {
		t.Errorf("view someone else's leave: %d", status)
	}
	if _, out, _ := env.Do(t, http.MethodGet, base, approver, nil); len(out["items"].([]any)) != 2 {
		t.Errorf("approver sees %d requests", len(out["items"].([]any)))
	}

	if status, _, _ := env.Do(t, http.MethodPost, base, self, testutil.JSONBody(leave(f.Employee.Id))); status != 400 {
		t.Errorf("file leave for someone else: %d", status)
	}
	approved := leave(mine.Id)
	approved["status"] = "APPROVED"
	if status, _, _ := env.Do(t, http.MethodPost, base, self, testutil.JSONBody(approved)); status != 400 {
		t.Errorf("self-approved leave: %d", status)
	}
	status, out, raw := env.Do(t, http.MethodPost, base, self, testutil.JSONBody(leave(mine.Id)))
	if status != 200 || out["status"] != "PENDING" || out["totalDays"] != 5.0 || out["department"] != "Support" || out["submittedDate"] == "" {
		t.Errorf("own leave: %d %s", status, raw)
	}
	if status, _, _ := env.Do(t, http.MethodPatch, base+"/"+own.Id, self, testutil.JSONBody(map[string]any{"employee": f.Employee.Id})); status != 404 {
		t.Errorf("move own leave to someone else: %d", status)
	}
	if status, _, _ := env.Do(t, http.MethodPatch, base+"/"+own.Id, self, testutil.JSONBody(map[string]any{"status": "APPROVED"})); status != 404 {
		t.Errorf("self-approval through the generic update: %d", status)
	}
	if status, out, _ := env.Do(t, http.MethodPatch, base+"/"+own.Id, self, testutil.JSONBody(map[string]any{"status": "CANCELLED"})); status != 200 || out["status"] != "CANCELLED" {
		t.Errorf("withdraw own leave: %d", status)
	}
	if status, _, _ := env.Do(t, http.MethodPatch, base+"/"+other.Id, self, testutil.JSONBody(map[string]any{"reason": "x"})); status != 404 {
		t.Errorf("edit someone else's leave: %d", status)
	}
	bad := leave(mine.Id)
	bad["endDate"] = "2026-01-01 00:00:00.000Z"
	if status, _, raw := env.Do(t, http.MethodPost, base, self, testutil.JSONBody(bad)); status != 400 || !strings.Contains(raw, "endDate") {
		t.Errorf("end before start: %d %s", status, raw)
	}

	// Self-service also opens the own employee record, and only that one.
	if status, _, _ := env.Do(t, http.MethodGet, "/api/collections/employees/records/"+mine.Id, self, nil); status != 200 {
		t.Errorf("own employee record: %d", status)
	}
	if status, _, _ := env.Do(t, http.MethodGet, "/api/collections/employees/records/"+f.Employee.Id, self, nil); status != 404 {
		t.Errorf("other employee record: %d", status)
	}
}
