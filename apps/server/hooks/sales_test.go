package hooks_test

import (
	"bytes"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"erp/server/internal/testutil"
)

func TestInvoiceIgnoresClientNumbersAndTotals(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "create:invoices", "view:invoices", "edit:invoices")

	status, out, raw := env.Do(t, http.MethodPost, "/api/collections/invoices/records", clerk, testutil.JSONBody(map[string]any{
		"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": 14,
		"items":         []map[string]any{{"description": "Steel pipe", "quantity": 3, "unitPrice": 33.33, "total": 1}},
		"invoiceNumber": "HACK-1", "subtotal": 1, "vat": 1, "total": 1, "amountPaid": 50, "remaining": 0,
		"receipt": "abc",
	}))
	if status != 200 {
		t.Fatalf("create: %d %s", status, raw)
	}
	// newBizFixtures already used INV-2026-000001.
	if out["invoiceNumber"] != "INV-2026-000002" {
		t.Errorf("invoiceNumber = %v", out["invoiceNumber"])
	}
	want := map[string]float64{"subtotal": 99.99, "vat": 14, "total": 113.99, "amountPaid": 0, "remaining": 113.99}
	for k, v := range want {
		if out[k] != v {
			t.Errorf("%s = %v, want %v", k, out[k], v)
		}
	}
	if out["status"] != "Draft" || out["receipt"] != "" {
		t.Errorf("status %v receipt %v", out["status"], out["receipt"])
	}
	if line := out["items"].([]any)[0].(map[string]any); line["total"] != 99.99 {
		t.Errorf("line total = %v", line["total"])
	}

	// An update may not rewrite the number or totals either.
	id := out["id"].(string)
	status, out, raw = env.Do(t, http.MethodPatch, "/api/collections/invoices/records/"+id, clerk, testutil.JSONBody(map[string]any{
		"invoiceNumber": "HACK-2", "total": 5, "amountPaid": 113.99,
		"items": []map[string]any{{"description": "Steel pipe", "quantity": 2, "unitPrice": 10}},
	}))
	if status != 200 || out["invoiceNumber"] != "INV-2026-000002" || out["total"] != 22.8 || out["amountPaid"] != 0.0 || out["remaining"] != 22.8 {
		t.Errorf("update: %d %s", status, raw)
	}
}

func TestInvoiceStateRules(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "create:invoices", "view:invoices", "edit:invoices", "delete:invoices")
	base := "/api/collections/invoices/records"

	if status, _, raw := env.Do(t, http.MethodPost, base, clerk, testutil.JSONBody(map[string]any{
		"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": 14, "items": testutil.LineItems(), "status": "Paid",
	})); status != 400 {
		t.Errorf("create as Paid: %d %s", status, raw)
	}
	if status, out, raw := env.Do(t, http.MethodPost, base, clerk, testutil.JSONBody(map[string]any{
		"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": 7, "items": testutil.LineItems(),
	})); status != 400 || out["data"].(map[string]any)["vatRate"] == nil {
		t.Errorf("unconfigured VAT rate: %d %s", status, raw)
	}
	if status, out, raw := env.Do(t, http.MethodPost, base, clerk, testutil.JSONBody(map[string]any{
		"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": 14,
		"items": []map[string]any{{"description": "ok", "quantity": 1, "unitPrice": 1}, {"description": "", "quantity": 0, "unitPrice": 2}},
	})); status != 400 || out["data"].(map[string]any)["items.1.quantity"] == nil {
		t.Errorf("bad line: %d %s", status, raw)
	}

	if status, _, raw := env.Do(t, http.MethodPost, base, clerk, testutil.JSONBody(map[string]any{
		"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": 14,
		"items": []map[string]any{{"item": f.Item.Id, "warehouse": f.Warehouse2.Id, "description": "Steel pipe", "quantity": 1, "unitPrice": 1}},
	})); status != 400 || !strings.Contains(raw, "items.0.warehouse") {
		t.Errorf("item from the wrong warehouse: %d %s", status, raw)
	}

	f.Invoice.Set("status", "Pending")
	if err := env.App.Save(f.Invoice); err != nil {
		t.Fatal(err)
	}
	if status, _, _ := env.Do(t, http.MethodPatch, base+"/"+f.Invoice.Id, clerk, testutil.JSONBody(map[string]any{"notes": "x"})); status != 404 {
		t.Errorf("edit a Pending invoice: %d", status)
	}
	if status, _, _ := env.Do(t, http.MethodDelete, base+"/"+f.Invoice.Id, clerk, nil); status != 404 {
		t.Errorf("delete a Pending invoice: %d", status)
	}
	draft := env.Save(t, "invoices", map[string]any{"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": 14, "items": testutil.LineItems()})
	if status, _, _ := env.Do(t, http.MethodPatch, base+"/"+draft.Id, clerk, testutil.JSONBody(map[string]any{"status": "Pending"})); status != 404 {
		t.Errorf("issue through the generic update: %d", status)
	}
	if got := env.Save(t, "invoices", map[string]any{"client": f.Client.Id, "issueDate": "2025-12-30 00:00:00.000Z", "vatRate": 0, "items": testutil.LineItems()}); got.GetString("invoiceNumber") != "INV-2025-000001" {
		t.Errorf("numbers follow the issue year: %s", got.GetString("invoiceNumber"))
	}
}

func TestAttachmentTypeAndSize(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "create:invoices", "view:invoices")
	fields := map[string]string{"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": "14",
		"items": `[{"description":"Pipe","quantity":1,"unitPrice":10}]`}
	base := "/api/collections/invoices/records"

	if status, _, raw := env.Do(t, http.MethodPost, base, clerk, testutil.FormBody(fields, "attachments", "notes.txt", "text/plain", []byte("plain text"))); status != 400 || !strings.Contains(raw, "attachments") {
		t.Errorf("text attachment: %d %s", status, raw)
	}
	big := append(append([]byte{}, testutil.TinyPDF...), bytes.Repeat([]byte(" "), 10<<20)...)
	if status, _, raw := env.Do(t, http.MethodPost, base, clerk, testutil.FormBody(fields, "attachments", "big.pdf", "application/pdf", big)); status != 400 || !strings.Contains(raw, "attachments") {
		t.Errorf("attachment over 10 MB: %d %.300s", status, raw)
	}
	status, out, raw := env.Do(t, http.MethodPost, base, clerk, testutil.FormBody(fields, "attachments", "po.pdf", "application/pdf", testutil.TinyPDF))
	if status != 200 || len(out["attachments"].([]any)) != 1 {
		t.Errorf("pdf attachment: %d %s", status, raw)
	}
	if out["total"] != 11.4 {
		t.Errorf("form-posted lines total = %v", out["total"])
	}
}

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
