package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"erp/server/internal/seed"
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

func TestOvertimeEstimate(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	user := env.UserWithKeys(t, "create:overtime", "view:overtime", "approve:overtime")
	status, out, raw := env.Do(t, http.MethodPost, "/api/collections/overtime_records/records", user, testutil.JSONBody(map[string]any{
		"employee": f.Employee.Id, "date": "2026-02-06 00:00:00.000Z", "hours": 3, "type": "WEEKEND", "estimatedAmount": 1,
	}))
	// 12,000 / (40 × 52 / 12 = 173.33 h) = 69.23 per hour; × 3 h × 2.0 = 415.38.
	if status != 200 || out["baseHourlyRate"] != 69.23 || out["rateMultiplier"] != 2.0 || out["estimatedAmount"] != 415.38 || out["status"] != "pending" || out["department"] != "Sales" {
		t.Errorf("overtime: %d %s", status, raw)
	}
}

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

// TestEmployeeCancelsOwnPendingRequest: with the seeded Employee role (create and view only, no edit or
// delete key), an employee withdraws their own pending leave or overtime request through the cancel action,
// and nothing else: not someone else's request, not a decided one, and no approval of their own.
func TestEmployeeCancelsOwnPendingRequest(t *testing.T) {
	env := testutil.NewEnv(t)
	if err := seed.Platform(env.App); err != nil {
		t.Fatal(err)
	}
	employee, err := env.App.FindAuthRecordByEmail("users", "employee@erp.local")
	if err != nil {
		t.Fatal(err)
	}
	role, _ := env.App.FindRecordById("roles", employee.GetString("roleId"))
	if role.GetString("name") != "Employee" {
		t.Fatalf("employee@erp.local has role %q", role.GetString("name"))
	}
	for _, key := range role.GetStringSlice("permissions") {
		if strings.HasPrefix(key, "edit:") || strings.HasPrefix(key, "delete:") || strings.HasPrefix(key, "approve:") {
			t.Fatalf("the Employee role holds %s", key)
		}
	}
	hr, err := env.App.FindAuthRecordByEmail("users", "hr@erp.local")
	if err != nil {
		t.Fatal(err)
	}
	mine := env.Save(t, "employees", map[string]any{"firstName": "Youssef", "lastName": "Ibrahim", "department": "Sales", "user": employee.Id, "monthlySalary": 9000})
	colleague := env.Save(t, "employees", map[string]any{"firstName": "Nour", "lastName": "El-Sayed", "department": "Human Resources", "user": hr.Id, "monthlySalary": 15000})
	viewer := env.UserWithKeys(t, "view:leave", "view:overtime")
	viewerEmp := env.Save(t, "employees", map[string]any{"firstName": "Sara", "lastName": "Nabil", "department": "Support", "user": viewer.Id, "monthlySalary": 8000})

	kinds := []struct {
		collection, key, initial, cancelled, decided string
		fields                                       func(emp string) map[string]any
	}{
		{"leave_requests", "leave", "PENDING", "CANCELLED", "APPROVED", func(emp string) map[string]any {
			return map[string]any{"employee": emp, "leaveType": "ANNUAL", "startDate": "2026-03-01 00:00:00.000Z", "endDate": "2026-03-03 00:00:00.000Z"}
		}},
		{"overtime_records", "overtime", "pending", "cancelled", "approved", func(emp string) map[string]any {
			return map[string]any{"employee": emp, "date": "2026-03-05 00:00:00.000Z", "hours": 2, "type": "WEEKEND"}
		}},
	}
	for _, k := range kinds {
		t.Run(k.collection, func(t *testing.T) {
			base := "/api/collections/" + k.collection + "/records"
			action := func(id, name string) string { return "/api/erp/" + k.collection + "/" + id + "/" + name }

			status, out, raw := env.Do(t, http.MethodPost, base, employee, testutil.JSONBody(k.fields(mine.Id)))
			if status != 200 || out["status"] != k.initial {
				t.Fatalf("file own request: %d %s", status, raw)
			}
			own := out["id"].(string)
			others := env.Save(t, k.collection, k.fields(colleague.Id))

			// No approval of one's own request: the generic update needs edit:, and there is no approve route for it.
			decide := map[string]any{"status": k.decided}
			if status, _, raw := env.Do(t, http.MethodPatch, base+"/"+own, employee, testutil.JSONBody(decide)); status != 404 {
				t.Errorf("approve own through the generic update: %d %s", status, raw)
			}
			if status, _, raw := env.Do(t, http.MethodPatch, base+"/"+own, employee, testutil.JSONBody(map[string]any{"status": k.cancelled})); status != 404 {
				t.Errorf("the generic update stays closed without edit:%s: %d %s", k.key, status, raw)
			}
			if status, _, raw := env.Do(t, http.MethodPost, action(own, "approve"), employee, nil); status != 404 || !strings.Contains(raw, "Unknown action.") {
				t.Errorf("approve action on own request: %d %s", status, raw)
			}
			if status, _, _ := env.Do(t, http.MethodDelete, base+"/"+own, employee, nil); status != 404 {
				t.Errorf("delete own request without delete:%s: %d", k.key, status)
			}

			// Someone else's request: invisible to the employee, and refused to an approver who can see it.
			if status, _, raw := env.Do(t, http.MethodPost, action(others.Id, "cancel"), employee, nil); status != 404 {
				t.Errorf("cancel someone else's request: %d %s", status, raw)
			}
			if status, _, raw := env.Do(t, http.MethodPost, action(own, "cancel"), hr, nil); status != 400 || !strings.Contains(raw, `"code":"not_own_request"`) {
				t.Errorf("an approver cancels the employee's request: %d %s", status, raw)
			}
			// The key that files the request is needed: a viewer with an own request gets 403.
			viewerOwn := env.Save(t, k.collection, k.fields(viewerEmp.Id))
			if status, _, raw := env.Do(t, http.MethodPost, action(viewerOwn.Id, "cancel"), viewer, nil); status != 403 || !strings.Contains(raw, "create:"+k.key) {
				t.Errorf("cancel without create:%s: %d %s", k.key, status, raw)
			}
			if status, _, _ := env.Do(t, http.MethodPost, action(own, "cancel"), nil, nil); status != 401 {
				t.Errorf("guest cancel: %d", status)
			}

			// The own pending request is cancelled, once, and the audit names the employee.
			status, out, raw = env.Do(t, http.MethodPost, action(own, "cancel"), employee, nil)
			if status != 200 || out["status"] != k.cancelled || out["id"] != own {
				t.Fatalf("cancel own pending request: %d %s", status, raw)
			}
			row, err := env.App.FindFirstRecordByFilter("audit_log", "collection = {:c} && recordId = {:id} && action = 'update'",
				dbx.Params{"c": k.collection, "id": own})
			if err != nil || row.GetString("user") != employee.Id || !strings.Contains(row.GetString("changes"), k.cancelled) {
				t.Errorf("audit of the cancellation: %v %v", row, err)
			}
			if status, _, raw := env.Do(t, http.MethodPost, action(own, "cancel"), employee, nil); status != 400 || !strings.Contains(raw, "invalid_status_transition") {
				t.Errorf("cancel twice: %d %s", status, raw)
			}

			// A decided request stays decided.
			decidedFields := k.fields(mine.Id)
			decidedFields["status"] = k.decided
			decided := env.Save(t, k.collection, decidedFields)
			status, _, raw = env.Do(t, http.MethodPost, action(decided.Id, "cancel"), employee, nil)
			if status != 400 || !strings.Contains(raw, `"code":"invalid_status_transition"`) || !strings.Contains(raw, `"status":"`+k.decided+`"`) {
				t.Errorf("cancel a decided request: %d %s", status, raw)
			}
			if status, _, _ := env.Do(t, http.MethodPatch, base+"/"+decided.Id, employee, testutil.JSONBody(map[string]any{"status": k.cancelled})); status != 404 {
				t.Errorf("change a decided request: %d", status)
			}
			if got, _ := env.App.FindRecordById(k.collection, decided.Id); got.GetString("status") != k.decided {
				t.Errorf("decided request now %s", got.GetString("status"))
			}
		})
	}
}
