package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/testutil"
)

func TestInvoiceReceipt(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "view:invoices", "edit:invoices", "create:receipts", "view:receipts")
	inv := testutil.DraftInvoice(t, env, f, 14, testutil.ItemLine(f.Item, 2), map[string]any{"description": "Delivery", "quantity": 1, "unitPrice": 350})
	path := "invoices/" + inv.Id + "/receipt"

	status, out, raw := env.Act(t, clerk, path, nil, nil)
	testutil.MustRefuse(t, "receipt of a draft", status, out, raw, "status", "invalid_status_transition")
	env.Act(t, clerk, "invoices/"+inv.Id+"/issue", nil, nil)
	status, out, raw = env.Act(t, clerk, path, nil, nil)
	testutil.MustRefuse(t, "no payment and no method", status, out, raw, "paymentMethod", "validation_required")
	if status, _, _ := env.Act(t, env.UserWithKeys(t, "view:invoices", "edit:invoices"), path, nil, nil); status != http.StatusForbidden {
		t.Errorf("receipt without create:receipts: %d", status)
	}

	env.Act(t, clerk, "invoices/"+inv.Id+"/payments", map[string]any{"amount": 100, "method": "Credit Card", "date": "2026-03-06"}, nil)
	env.Act(t, clerk, "invoices/"+inv.Id+"/payments", map[string]any{"amount": 50, "method": "Wire Transfer", "date": "2026-03-08"}, nil)
	status, out, raw = env.Act(t, clerk, path+"?expand=receipt", map[string]any{"notes": "Thank you"}, nil)
	if status != 200 || out["id"] != inv.Id || out["receipt"] == "" || out["status"] != "Partially Paid" {
		t.Fatalf("receipt of a partly paid invoice: %d %s", status, raw)
	}
	rec := out["expand"].(map[string]any)["receipt"].(map[string]any)
	issued := testutil.Reload(t, env.App, inv)
	if rec["client"] != f.Client.Id || rec["invoice"] != inv.Id || rec["invoiceNumber"] != issued.GetString("invoiceNumber") ||
		rec["paymentMethod"] != "Wire Transfer" || rec["total"] != issued.GetFloat("total") || rec["vatRate"] != 14.0 ||
		rec["notes"] != "Thank you" || len(rec["items"].([]any)) != 2 || !strings.HasPrefix(rec["receiptNumber"].(string), "REC-") {
		t.Errorf("receipt: %v", rec)
	}
	today := testutil.TodayUTC()
	if rec["issueDate"] != today {
		t.Errorf("receipt date %v, want %s", rec["issueDate"], today)
	}

	status, out, raw = env.Act(t, clerk, path, map[string]any{"paymentMethod": "Cash"}, nil)
	testutil.MustRefuse(t, "second receipt", status, out, raw, "receipt", "receipt_already_exists")
	if !strings.Contains(raw, rec["receiptNumber"].(string)) || !strings.Contains(raw, "Receipt Already Exists") {
		t.Errorf("second receipt message: %s", raw)
	}

	// The method and date from the body win; a paid invoice gets its receipt too.
	paid := testutil.DraftInvoice(t, env, f, 0, testutil.LineItems()...)
	env.Act(t, clerk, "invoices/"+paid.Id+"/issue", nil, nil)
	env.Act(t, clerk, "invoices/"+paid.Id+"/payments", map[string]any{"amount": 99.99, "method": "Cash"}, nil)
	status, out, raw = env.Act(t, clerk, "invoices/"+paid.Id+"/receipt", map[string]any{"paymentMethod": "Debit Card", "issueDate": "2026-03-09"}, nil)
	if status != 200 {
		t.Fatalf("receipt of a paid invoice: %d %s", status, raw)
	}
	r, err := env.App.FindRecordById("receipts", out["receipt"].(string))
	if err != nil || r.GetString("paymentMethod") != "Debit Card" || r.GetDateTime("issueDate").String() != "2026-03-09 00:00:00.000Z" || r.GetFloat("total") != 99.99 {
		t.Errorf("receipt from the body: %v %v", r, err)
	}
	status, out, raw = env.Act(t, clerk, "invoices/"+paid.Id+"/receipt", nil, nil)
	testutil.MustRefuse(t, "receipt via the action after one exists", status, out, raw, "receipt", "receipt_already_exists")
	status, out, raw = env.Act(t, clerk, path, map[string]any{"paymentMethod": "Gold"}, nil)
	if status != 400 {
		t.Errorf("invalid method with an existing receipt: %d %s", status, raw)
	}
}
