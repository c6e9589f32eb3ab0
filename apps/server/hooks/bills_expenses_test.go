package hooks_test

import (
	"net/http"
	"testing"

	"erp/server/internal/testutil"

	"github.com/pocketbase/dbx"
)

func TestBillPaymentsAndCancel(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "view:bills", "edit:bills")
	bill := env.Save(t, "bills", map[string]any{"supplier": f.Supplier.Id, "issueDate": "2026-01-10 00:00:00.000Z", "vatRate": 0, "items": testutil.LineItems()})
	path := "bills/" + bill.Id + "/"

	if status, _, _ := env.Act(t, env.UserWithKeys(t, "view:bills"), path+"payments", map[string]any{"amount": 1, "method": "Cash"}, nil); status != http.StatusForbidden {
		t.Errorf("pay without edit:bills: %d", status)
	}
	status, out, raw := env.Act(t, clerk, path+"payments", map[string]any{"amount": 100, "method": "Cash"}, nil)
	testutil.MustRefuse(t, "more than the bill", status, out, raw, "amount", "amount_exceeds_remaining")

	key := map[string]string{"Idempotency-Key": "bill-pay-1"}
	first := map[string]any{"amount": 33.33, "method": "Wire Transfer", "notes": "first", "date": "2026-01-20"}
	for i := 0; i < 2; i++ {
		status, out, raw = env.Act(t, clerk, path+"payments", first, key)
		if status != 200 || out["status"] != "PARTIALLY_PAID" || out["amountPaid"] != 33.33 || out["remaining"] != 66.66 {
			t.Errorf("partial payment (try %d): %d %s", i+1, status, raw)
		}
	}
	if status, _, _ := env.Do(t, http.MethodPatch, "/api/collections/bills/records/"+bill.Id, clerk, testutil.JSONBody(map[string]any{"notes": "x"})); status != 404 {
		t.Errorf("edit a partly paid bill: %d", status)
	}
	status, out, raw = env.Act(t, clerk, path+"payments", map[string]any{"amount": 66.66, "method": "Check"}, nil)
	if status != 200 || out["status"] != "PAID" || out["amountPaid"] != 99.99 || out["remaining"] != 0.0 {
		t.Errorf("final payment: %d %s", status, raw)
	}
	pays, _ := env.App.FindRecordsByFilter("bill_payments", "bill = {:b}", "created", 0, 0, dbx.Params{"b": bill.Id})
	if len(pays) != 2 || pays[0].GetString("notes") != "first" || pays[0].GetString("idempotencyKey") != "bill-pay-1" ||
		pays[0].GetDateTime("date").String() != "2026-01-20 00:00:00.000Z" || pays[1].GetDateTime("date").String() != testutil.TodayUTC() ||
		pays[1].GetString("recordedBy") != clerk.Id {
		t.Errorf("bill payments: %d", len(pays))
	}
	status, out, raw = env.Act(t, clerk, path+"payments", map[string]any{"amount": 1, "method": "Cash"}, nil)
	testutil.MustRefuse(t, "pay a paid bill", status, out, raw, "status", "invalid_status_transition")
	status, out, raw = env.Act(t, clerk, path+"cancel", nil, nil)
	testutil.MustRefuse(t, "cancel a paid bill", status, out, raw, "status", "invalid_status_transition")

	// Pending and partly paid bills can be cancelled; then nothing more happens to them.
	for _, paid := range []float64{0, 10} {
		b := env.Save(t, "bills", map[string]any{"supplier": f.Supplier.Id, "issueDate": "2026-01-10 00:00:00.000Z", "vatRate": 14, "items": testutil.LineItems()})
		if paid > 0 {
			env.Act(t, clerk, "bills/"+b.Id+"/payments", map[string]any{"amount": paid, "method": "Cash"}, nil)
		}
		status, out, raw := env.Act(t, clerk, "bills/"+b.Id+"/cancel", nil, nil)
		if status != 200 || out["status"] != "CANCELLED" || out["amountPaid"] != paid {
			t.Errorf("cancel a bill paid %v: %d %s", paid, status, raw)
		}
		status, out, raw = env.Act(t, clerk, "bills/"+b.Id+"/cancel", nil, nil)
		testutil.MustRefuse(t, "cancel twice", status, out, raw, "status", "invalid_status_transition")
		status, out, raw = env.Act(t, clerk, "bills/"+b.Id+"/payments", map[string]any{"amount": 1, "method": "Cash"}, nil)
		testutil.MustRefuse(t, "pay a cancelled bill", status, out, raw, "status", "invalid_status_transition")
	}
}

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
