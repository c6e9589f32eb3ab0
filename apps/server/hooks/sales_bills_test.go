package hooks_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/dbx"

	"erp/server/internal/testutil"
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
