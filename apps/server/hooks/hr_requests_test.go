package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"erp/server/internal/seed"
	"erp/server/internal/testutil"
)

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

			// No approval of one's own request: the generic update needs edit:, and the approve action approve:.
			decide := map[string]any{"status": k.decided}
			if status, _, raw := env.Do(t, http.MethodPatch, base+"/"+own, employee, testutil.JSONBody(decide)); status != 404 {
				t.Errorf("approve own through the generic update: %d %s", status, raw)
			}
			if status, _, raw := env.Do(t, http.MethodPatch, base+"/"+own, employee, testutil.JSONBody(map[string]any{"status": k.cancelled})); status != 404 {
				t.Errorf("the generic update stays closed without edit:%s: %d %s", k.key, status, raw)
			}
			if status, _, raw := env.Do(t, http.MethodPost, action(own, "approve"), employee, nil); status != 403 || !strings.Contains(raw, "approve:"+k.key) {
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
