package hooks_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"erp/server/internal/testutil"
)

func TestInvoicePaymentsAreExactToThePiastre(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "view:invoices", "edit:invoices")
	inv := testutil.DraftInvoice(t, env, f, 0, testutil.LineItems()...) // 3 × 33.33 = 99.99
	path := "invoices/" + inv.Id + "/payments"

	status, out, raw := env.Act(t, clerk, path, map[string]any{"amount": 33.33, "method": "Cash"}, nil)
	testutil.MustRefuse(t, "payment on a draft", status, out, raw, "status", "invalid_status_transition")
	env.Act(t, clerk, "invoices/"+inv.Id+"/issue", nil, nil)

	for name, body := range map[string]map[string]any{
		"zero":           {"amount": 0, "method": "Cash"},
		"negative":       {"amount": -5, "method": "Cash"},
		"not a number":   {"amount": "abc", "method": "Cash"},
		"missing amount": {"method": "Cash"},
	} {
		status, out, raw := env.Act(t, clerk, path, body, nil)
		testutil.MustRefuse(t, name, status, out, raw, "amount", "validation_invalid_amount")
	}
	status, out, raw = env.Act(t, clerk, path, map[string]any{"amount": 10}, nil)
	testutil.MustRefuse(t, "missing method", status, out, raw, "method", "validation_required")
	status, out, raw = env.Act(t, clerk, path, map[string]any{"amount": 10, "method": "Barter"}, nil)
	testutil.MustRefuse(t, "unknown method", status, out, raw, "method", "validation_invalid_payment_method")
	status, out, raw = env.Act(t, clerk, path, map[string]any{"amount": 10, "method": "Cash", "date": "yesterday-ish"}, nil)
	testutil.MustRefuse(t, "bad date", status, out, raw, "date", "validation_invalid_date")
	status, out, raw = env.Act(t, clerk, path, map[string]any{"amount": 100, "method": "Cash"}, nil)
	testutil.MustRefuse(t, "more than the balance", status, out, raw, "amount", "amount_exceeds_remaining")
	if !strings.Contains(raw, "remaining balance of 99.99") {
		t.Errorf("overpayment message: %s", raw)
	}

	wantStatus := []string{"Partially Paid", "Partially Paid", "Paid"}
	wantPaid := []float64{33.33, 66.66, 99.99}
	wantRemaining := []float64{66.66, 33.33, 0}
	for i := 0; i < 3; i++ {
		body := map[string]any{"amount": "33.33", "method": "Bank Transfer", "notes": "instalment", "date": "2026-03-1" + string(rune('0'+i))}
		status, out, raw := env.Act(t, clerk, path, body, nil)
		if status != 200 || out["status"] != wantStatus[i] || out["amountPaid"] != wantPaid[i] || out["remaining"] != wantRemaining[i] {
			t.Errorf("payment %d: %d %s", i+1, status, raw)
		}
	}
	status, out, raw = env.Act(t, clerk, path, map[string]any{"amount": 0.01, "method": "Cash"}, nil)
	testutil.MustRefuse(t, "payment on a paid invoice", status, out, raw, "status", "invalid_status_transition")

	pays, err := env.App.FindRecordsByFilter("invoice_payments", "invoice = {:i}", "date", 0, 0, dbx.Params{"i": inv.Id})
	if err != nil || len(pays) != 3 {
		t.Fatalf("payments: %d %v", len(pays), err)
	}
	for i, p := range pays {
		if p.GetFloat("amount") != 33.33 || p.GetString("method") != "Bank Transfer" || p.GetString("notes") != "instalment" ||
			p.GetString("recordedBy") != clerk.Id || p.GetString("idempotencyKey") != "" ||
			p.GetDateTime("date").String() != "2026-03-1"+string(rune('0'+i))+" 00:00:00.000Z" {
			t.Errorf("payment row %d: %v", i, p.PublicExport())
		}
	}
}

func TestInvoicePaymentIdempotencyKey(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "view:invoices", "edit:invoices")
	inv := testutil.DraftInvoice(t, env, f, 0, testutil.LineItems()...)
	other := testutil.DraftInvoice(t, env, f, 0, testutil.LineItems()...)
	env.Act(t, clerk, "invoices/"+inv.Id+"/issue", nil, nil)
	env.Act(t, clerk, "invoices/"+other.Id+"/issue", nil, nil)
	key := map[string]string{"Idempotency-Key": "3f1c9a2e-key"}
	body := map[string]any{"amount": 99.99, "method": "Check"}

	s1, _, first := env.Act(t, clerk, "invoices/"+inv.Id+"/payments", body, key)
	s2, out, second := env.Act(t, clerk, "invoices/"+inv.Id+"/payments", body, key)
	if s1 != 200 || s2 != 200 || out["status"] != "Paid" || first != second {
		t.Errorf("repeat: %d %s / %d %s", s1, first, s2, second)
	}
	if n, _ := env.App.CountRecords("invoice_payments", dbx.HashExp{"idempotencyKey": "3f1c9a2e-key"}); n != 1 {
		t.Errorf("%d payments for one key", n)
	}

	status, out, raw := env.Act(t, clerk, "invoices/"+inv.Id+"/payments", map[string]any{"amount": 50, "method": "Check"}, key)
	testutil.MustRefuse(t, "same key, other amount", status, out, raw, "idempotencyKey", "idempotency_key_reused")
	status, out, raw = env.Act(t, clerk, "invoices/"+other.Id+"/payments", body, key)
	testutil.MustRefuse(t, "same key, other invoice", status, out, raw, "idempotencyKey", "idempotency_key_reused")
	status, out, raw = env.Act(t, clerk, "invoices/"+other.Id+"/payments", body, map[string]string{"Idempotency-Key": strings.Repeat("k", 101)})
	testutil.MustRefuse(t, "key too long", status, out, raw, "idempotencyKey", "validation_invalid_idempotency_key")
	if status, _, raw := env.Act(t, clerk, "invoices/"+other.Id+"/payments", body, map[string]string{"Idempotency-Key": "second-key"}); status != 200 {
		t.Errorf("new key: %d %s", status, raw)
	}
}
