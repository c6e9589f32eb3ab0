package hooks_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

// TestLeaveDecisions: approve and reject need approve:leave, move only PENDING requests, name the approver,
// honour the Idempotency-Key, leave an audit row, and an approval covering today puts the employee on leave
// at once with the on-leave alert; nobody decides their own request.
func TestLeaveDecisions(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	approver := env.UserWithKeys(t, "view:leave", "approve:leave")
	viewer := env.UserWithKeys(t, "view:leave", "create:leave")
	today := hooks.CompanyDay(env.App, time.Now()).Format("2006-01-02")
	leave := func(emp string, start, end string) *core.Record {
		return env.Save(t, "leave_requests", map[string]any{"employee": emp, "leaveType": "ANNUAL",
			"startDate": start + " 00:00:00.000Z", "endDate": end + " 00:00:00.000Z"})
	}
	now := leave(f.Employee.Id, today, today)
	path := "leave_requests/" + now.Id + "/"

	if status, _, raw := env.Act(t, viewer, path+"approve", nil, nil); status != http.StatusForbidden || !strings.Contains(raw, "approve:leave") {
		t.Errorf("approve without approve:leave: %d %s", status, raw)
	}
	key := map[string]string{"Idempotency-Key": "leave-approve-1"}
	for i := 0; i < 2; i++ {
		status, out, raw := env.Act(t, approver, path+"approve", nil, key)
		if status != 200 || out["status"] != "APPROVED" || out["approvedBy"] != approver.Id {
			t.Fatalf("approve (try %d): %d %s", i+1, status, raw)
		}
	}
	if emp, _ := env.App.FindRecordById("employees", f.Employee.Id); emp.GetString("status") != "on leave" {
		t.Errorf("employee after approval: %s", emp.GetString("status"))
	}
	if n, _ := env.App.CountRecords("alerts", dbx.HashExp{"kind": "employee_on_leave", "sourceId": now.Id}); n != 1 {
		t.Errorf("on-leave alerts: %d", n)
	}
	if rows := testutil.AuditRows(t, env.App, "leave_requests", now.Id); len(rows) == 0 {
		t.Errorf("no audit row for the approval")
	}
	status, out, raw := env.Act(t, approver, path+"reject", nil, nil)
	testutil.MustRefuse(t, "reject an approved request", status, out, raw, "status", "invalid_status_transition")

	// The day after the leave, the job gives the employee back.
	if _, err := hooks.SyncLeaveStatuses(env.App, hooks.CompanyDay(env.App, time.Now()).AddDate(0, 0, 1), ""); err != nil {
		t.Fatal(err)
	}
	if emp, _ := env.App.FindRecordById("employees", f.Employee.Id); emp.GetString("status") != "active" {
		t.Errorf("employee after the leave: %s", emp.GetString("status"))
	}

	later := leave(f.Employee.Id, "2030-01-01", "2030-01-02")
	status, out, raw = env.Act(t, approver, "leave_requests/"+later.Id+"/reject", nil, nil)
	if status != 200 || out["status"] != "REJECTED" {
		t.Errorf("reject: %d %s", status, raw)
	}

	// An approver's own request needs someone else.
	mine := env.Save(t, "employees", map[string]any{"firstName": "Hany", "lastName": "Said", "department": "Human Resources", "user": approver.Id, "monthlySalary": 9000})
	own := leave(mine.Id, "2030-02-01", "2030-02-01")
	status, out, raw = env.Act(t, approver, "leave_requests/"+own.Id+"/approve", nil, nil)
	testutil.MustRefuse(t, "approve own leave", status, out, raw, "employee", "own_request_approval")
}

// TestOvertimeDecisions: approve with optional comments, reject with a required reason, both stamping who
// and when, for approve:overtime holders only, from pending only.
func TestOvertimeDecisions(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	approver := env.UserWithKeys(t, "view:overtime", "approve:overtime")
	ot := func() string {
		return env.Save(t, "overtime_records", map[string]any{"employee": f.Employee.Id, "date": "2026-03-05 00:00:00.000Z", "hours": 2, "type": "WEEKEND"}).Id
	}
	a := ot()
	if status, _, _ := env.Act(t, env.UserWithKeys(t, "view:overtime", "create:overtime"), "overtime_records/"+a+"/approve", nil, nil); status != http.StatusForbidden {
		t.Errorf("approve without approve:overtime: %d", status)
	}
	key := map[string]string{"Idempotency-Key": "ot-approve-1"}
	for i := 0; i < 2; i++ {
		status, out, raw := env.Act(t, approver, "overtime_records/"+a+"/approve", map[string]any{"comments": "Stock count weekend"}, key)
		if status != 200 || out["status"] != "approved" || out["comments"] != "Stock count weekend" || out["processedBy"] != approver.Id || out["processedOn"] == "" {
			t.Fatalf("approve (try %d): %d %s", i+1, status, raw)
		}
	}
	status, out, raw := env.Act(t, approver, "overtime_records/"+a+"/reject", map[string]any{"reason": "late"}, nil)
	testutil.MustRefuse(t, "reject an approved request", status, out, raw, "status", "invalid_status_transition")

	b := ot()
	status, out, raw = env.Act(t, approver, "overtime_records/"+b+"/reject", map[string]any{"reason": "  "}, nil)
	testutil.MustRefuse(t, "reject without a reason", status, out, raw, "reason", "validation_required")
	if !strings.Contains(raw, "Rejection reason is required.") {
		t.Errorf("reject without a reason: %s", raw)
	}
	status, out, raw = env.Act(t, approver, "overtime_records/"+b+"/reject", map[string]any{"reason": "Not pre-approved"}, nil)
	if status != 200 || out["status"] != "rejected" || out["rejectionReason"] != "Not pre-approved" || out["processedBy"] != approver.Id {
		t.Errorf("reject: %d %s", status, raw)
	}
}

// TestEmployeeAccounts: HR lists user accounts to link, with the employee each is already linked to; others get 403.
func TestEmployeeAccounts(t *testing.T) {
	env := testutil.NewEnv(t)
	hr := env.UserWithKeys(t, "view:employees", "create:employees")
	linked := env.Save(t, "employees", map[string]any{"firstName": "Laila", "lastName": "Said", "department": "Sales", "user": hr.Id, "monthlySalary": 9000})
	status, out, raw := env.Do(t, http.MethodGet, hooks.EmployeeAccountsRoute+"?q="+hr.Email(), hr, nil)
	items, _ := out["items"].([]any)
	if status != 200 || len(items) != 1 || items[0].(map[string]any)["employee"] != linked.Id {
		t.Errorf("accounts: %d %s", status, raw)
	}
	if status, _, _ := env.Do(t, http.MethodGet, hooks.EmployeeAccountsRoute, env.UserWithKeys(t, "view:employees"), nil); status != http.StatusForbidden {
		t.Errorf("accounts without create:employees: %d", status)
	}
}
