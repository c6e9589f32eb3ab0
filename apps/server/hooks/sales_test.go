package hooks_test

// Checks across the sales documents: numbers and totals are the server's.

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"erp/server/internal/testutil"
)

func TestQuotationReceiptBillExpense(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	user := env.UserWithKeys(t, testutil.AllKeysExcept()...)

	status, out, raw := env.Do(t, http.MethodPost, "/api/collections/quotations/records", user, testutil.JSONBody(map[string]any{
		"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "validUntil": "2026-04-05 00:00:00.000Z",
		"vatRate": 5, "items": testutil.LineItems(), "invoiceNumber": "INV-X", "tax": 100,
	}))
	if status != 200 || out["quotationNumber"] != "QUO-2026-000001" || out["tax"] != 5.0 || out["total"] != 104.99 || out["invoiceNumber"] != "" || out["status"] != "DRAFT" {
		t.Errorf("quotation: %d %s", status, raw)
	}
	if status, _, raw := env.Do(t, http.MethodPost, "/api/collections/quotations/records", user, testutil.JSONBody(map[string]any{
		"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "validUntil": "2026-04-05 00:00:00.000Z",
		"vatRate": 5, "items": testutil.LineItems(), "status": "ACCEPTED",
	})); status != 400 {
		t.Errorf("quotation created as ACCEPTED: %d %s", status, raw)
	}

	sent := env.Save(t, "quotations", map[string]any{"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z",
		"validUntil": "2026-04-05 00:00:00.000Z", "vatRate": 14, "items": testutil.LineItems(), "status": "SENT"})
	if status, _, _ := env.Do(t, http.MethodPatch, "/api/collections/quotations/records/"+sent.Id, user, testutil.JSONBody(map[string]any{"notes": "x"})); status != 404 {
		t.Errorf("edit a SENT quotation: %d", status)
	}

	status, out, raw = env.Do(t, http.MethodPost, "/api/collections/receipts/records", user, testutil.JSONBody(map[string]any{
		"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "paymentMethod": "Bank Transfer",
		"vatRate": 14, "items": testutil.LineItems(), "invoice": f.Invoice.Id,
	}))
	if status != 200 || out["receiptNumber"] != "REC-2026-000001" || out["invoiceNumber"] != f.Invoice.GetString("invoiceNumber") || out["total"] != 113.99 {
		t.Fatalf("receipt: %d %s", status, raw)
	}
	inv, _ := env.App.FindRecordById("invoices", f.Invoice.Id)
	if inv.GetString("receipt") != out["id"] {
		t.Errorf("invoice not linked to its receipt")
	}
	if status, _, raw := env.Do(t, http.MethodPost, "/api/collections/receipts/records", user, testutil.JSONBody(map[string]any{
		"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "paymentMethod": "Cash",
		"vatRate": 14, "items": testutil.LineItems(), "invoice": f.Invoice.Id,
	})); status != 400 || !strings.Contains(raw, "Receipt Already Exists") {
		t.Errorf("second receipt: %d %s", status, raw)
	}

	if f.Bill.GetString("billNumber") != "BILL-2026-000001" || f.Bill.GetFloat("remaining") != 113.99 || f.Bill.GetString("status") != "PENDING" {
		t.Errorf("bill derived fields: %v %v %v", f.Bill.Get("billNumber"), f.Bill.Get("remaining"), f.Bill.Get("status"))
	}

	if status, out, raw := env.Do(t, http.MethodPost, "/api/collections/expenses/records", user, testutil.JSONBody(map[string]any{
		"date": "2026-03-05 00:00:00.000Z", "category": "Meals & Entertainment", "amount": 0, "paymentMethod": "Corporate Card", "description": "Lunch",
	})); status != 400 || out["data"].(map[string]any)["amount"] == nil {
		t.Errorf("zero expense: %d %s", status, raw)
	}
	status, out, raw = env.Do(t, http.MethodPost, "/api/collections/expenses/records", user, testutil.JSONBody(map[string]any{
		"date": "2026-03-05 00:00:00.000Z", "category": "Meals & Entertainment", "amount": 120.5, "paymentMethod": "Corporate Card",
		"description": "Lunch", "expenseNumber": "EXP-HACK",
	}))
	if status != 200 || !regexp.MustCompile(`^EXP-2026-\d{6}$`).MatchString(out["expenseNumber"].(string)) || out["status"] != "Pending" {
		t.Errorf("expense: %d %s", status, raw)
	}
}
