package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

func TestExpenseFlow(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	manager := env.UserWithKeys(t, "view:expenses", "edit:expenses")
	expense := func() string {
		return env.Save(t, "expenses", map[string]any{"date": "2026-03-01 00:00:00.000Z", "category": "Travel", "amount": 420.5,
			"paymentMethod": "Cash", "description": "Train tickets", "employee": f.Employee.Id}).Id
	}

	id := expense()
	if status, _, _ := env.Act(t, env.UserWithKeys(t, "view:expenses"), "expenses/"+id+"/approve", nil, nil); status != http.StatusForbidden {
		t.Errorf("approve without edit:expenses: %d", status)
	}
	status, out, raw := env.Act(t, manager, "expenses/"+id+"/reimburse", nil, nil)
	testutil.MustRefuse(t, "reimburse a pending expense", status, out, raw, "status", "invalid_status_transition")
	if status, out, raw := env.Act(t, manager, "expenses/"+id+"/approve", nil, nil); status != 200 || out["status"] != "Approved" {
		t.Fatalf("approve: %d %s", status, raw)
	}
	if status, _, _ := env.Do(t, http.MethodPatch, "/api/collections/expenses/records/"+id, manager, testutil.JSONBody(map[string]any{"notes": "x"})); status != 404 {
		t.Errorf("edit an approved expense: %d", status)
	}
	for _, a := range []string{"approve", "reject"} {
		status, out, raw := env.Act(t, manager, "expenses/"+id+"/"+a, nil, nil)
		testutil.MustRefuse(t, a+" an approved expense", status, out, raw, "status", "invalid_status_transition")
	}
	if status, out, raw := env.Act(t, manager, "expenses/"+id+"/reimburse", nil, nil); status != 200 || out["status"] != "Reimbursed" {
		t.Fatalf("reimburse: %d %s", status, raw)
	}
	for _, a := range []string{"approve", "reject", "reimburse"} {
		status, out, raw := env.Act(t, manager, "expenses/"+id+"/"+a, nil, nil)
		testutil.MustRefuse(t, a+" a reimbursed expense", status, out, raw, "status", "invalid_status_transition")
	}

	rejected := expense()
	if status, out, raw := env.Act(t, manager, "expenses/"+rejected+"/reject", nil, nil); status != 200 || out["status"] != "Rejected" {
		t.Fatalf("reject: %d %s", status, raw)
	}
	for _, a := range []string{"approve", "reimburse", "reject"} {
		status, out, raw := env.Act(t, manager, "expenses/"+rejected+"/"+a, nil, nil)
		testutil.MustRefuse(t, a+" a rejected expense", status, out, raw, "status", "invalid_status_transition")
	}

	// Nobody acts on the expenses of their own employee record.
	f.Employee.Set("user", manager.Id)
	if err := env.App.Save(f.Employee); err != nil {
		t.Fatal(err)
	}
	own := expense()
	for _, a := range []string{"approve", "reject"} {
		status, out, raw := env.Act(t, manager, "expenses/"+own+"/"+a, nil, nil)
		testutil.MustRefuse(t, a+" one's own expense", status, out, raw, "employee", "self_approval")
	}
	other := env.UserWithKeys(t, "view:expenses", "edit:expenses")
	if status, out, raw := env.Act(t, other, "expenses/"+own+"/approve", nil, nil); status != 200 || out["status"] != "Approved" {
		t.Errorf("another manager approves: %d %s", status, raw)
	}
	status, out, raw = env.Act(t, manager, "expenses/"+own+"/reimburse", nil, nil)
	testutil.MustRefuse(t, "reimburse one's own expense", status, out, raw, "employee", "self_approval")
}

// An expense keeps its employee's names: set from the employee, never from the client, cleared with the
// employee, and following a rename.
func TestExpenseEmployeeNames(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	f.Employee.Set("firstNameAr", "عمر")
	f.Employee.Set("lastNameAr", "فاروق")
	if err := env.App.Save(f.Employee); err != nil {
		t.Fatal(err)
	}
	clerk := env.UserWithKeys(t, "view:expenses", "create:expenses", "edit:expenses")
	status, out, raw := env.Do(t, http.MethodPost, "/api/collections/expenses/records", clerk, testutil.JSONBody(map[string]any{
		"date": "2026-03-01 00:00:00.000Z", "category": "Travel", "amount": 120, "paymentMethod": "Cash",
		"description": "Taxi", "employee": f.Employee.Id, "employeeName": "Someone Else",
	}))
	if status != 200 || out["employeeName"] != "Omar Farouk" || out["employeeNameAr"] != "عمر فاروق" {
		t.Fatalf("create with an employee: %d %s", status, raw)
	}
	id := out["id"].(string)

	f.Employee.Set("lastName", "El-Farouk")
	if err := env.App.Save(f.Employee); err != nil {
		t.Fatal(err)
	}
	if x := testutil.Reload(t, env.App, env.Save(t, "expenses", map[string]any{"date": "2026-03-02 00:00:00.000Z", "category": "Rent", "amount": 1, "paymentMethod": "Cash", "description": "x"})); x.GetString("employeeName") != "" {
		t.Errorf("an expense without an employee has a name: %q", x.GetString("employeeName"))
	}
	_, out, raw = env.Do(t, http.MethodGet, "/api/collections/expenses/records/"+id, clerk, nil)
	if out["employeeName"] != "Omar El-Farouk" {
		t.Errorf("after the rename: %s", raw)
	}

	status, out, raw = env.Do(t, http.MethodPatch, "/api/collections/expenses/records/"+id, clerk, testutil.JSONBody(map[string]any{"employee": ""}))
	if status != 200 || out["employeeName"] != "" || out["employeeNameAr"] != "" {
		t.Errorf("employee removed: %d %s", status, raw)
	}
}

// The expense wizard's employee picker: names only, for holders of create:expenses or edit:expenses.
func TestExpenseEmployeePicker(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	env.Save(t, "employees", map[string]any{"firstName": "Omar", "lastName": "Left", "department": "Sales", "status": "terminated"})
	env.Save(t, "employees", map[string]any{"firstName": "Salma", "lastName": "Nabil", "firstNameAr": "سلمى", "lastNameAr": "نبيل", "department": "Finance"})

	get := func(user any, q string) (int, map[string]any, string) {
		u := hooks.ExpenseEmployeesRoute + "?q=" + q
		if user == nil {
			return env.Do(t, http.MethodGet, u, nil, nil)
		}
		return env.Do(t, http.MethodGet, u, env.UserWithKeys(t, user.([]string)...), nil)
	}
	if status, _, _ := get(nil, ""); status != http.StatusUnauthorized {
		t.Errorf("guest: %d", status)
	}
	status, out, raw := get([]string{"view:expenses"}, "")
	mustRefuse403(t, status, out, raw)

	status, out, raw = get([]string{"create:expenses"}, "Omar")
	items, _ := out["items"].([]any)
	if status != 200 || len(items) != 1 || strings.Contains(raw, "monthlySalary") || strings.Contains(raw, "12000") {
		t.Fatalf("search Omar: %d %s", status, raw)
	}
	if first := items[0].(map[string]any); first["id"] != f.Employee.Id || first["name"] != "Omar Farouk" {
		t.Errorf("search Omar: %s", raw)
	}
	_, out, raw = get([]string{"edit:expenses"}, "%D8%B3%D9%84%D9%85%D9%89")
	if items, _ := out["items"].([]any); len(items) != 1 || items[0].(map[string]any)["nameAr"] != "سلمى نبيل" {
		t.Errorf("search in Arabic: %s", raw)
	}
}

func mustRefuse403(t *testing.T, status int, out map[string]any, raw string) {
	t.Helper()
	if status != http.StatusForbidden || testutil.ErrorCode(out, "permission") != "permission_required" {
		t.Errorf("want 403 permission_required, got %d %s", status, raw)
	}
}
