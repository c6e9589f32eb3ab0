package hooks_test

import (
	"bytes"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

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
	// testutil.NewFixtures already used INV-2026-000001.
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

func movementsOf(t *testing.T, app core.App, invoiceID, reason string) []*core.Record {
	t.Helper()
	rows, err := app.FindRecordsByFilter("stock_movements", "sourceCollection = 'invoices' && sourceId = {:id} && reason = {:r}", "created", 0, 0,
		dbx.Params{"id": invoiceID, "r": reason})
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestInvoiceIssueTakesStock(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "view:invoices", "edit:invoices")
	bolts := env.Save(t, "inventory_items", map[string]any{"name": "Bolts", "warehouse": f.Warehouse2.Id, "quantity": 8, "minQuantity": 5})
	custom := map[string]any{"description": "Delivery", "quantity": 1, "unitPrice": 350}
	// The pipe appears on two lines: 30 + 15 of 50 leaves 5, at the minimum, so the item turns low stock.
	inv := testutil.DraftInvoice(t, env, f, 14, testutil.ItemLine(f.Item, 30), custom, testutil.ItemLine(bolts, 2), testutil.ItemLine(f.Item, 15))

	status, out, raw := env.Act(t, clerk, "invoices/"+inv.Id+"/issue", nil, nil)
	if status != 200 || out["status"] != "Pending" || out["dueDate"] != "2026-04-04 00:00:00.000Z" {
		t.Fatalf("issue: %d %s", status, raw)
	}
	pipe := testutil.Reload(t, env.App, f.Item)
	if pipe.GetInt("quantity") != 5 || pipe.GetString("status") != "low stock" {
		t.Errorf("pipe: %d %s", pipe.GetInt("quantity"), pipe.GetString("status"))
	}
	if b := testutil.Reload(t, env.App, bolts); b.GetInt("quantity") != 6 {
		t.Errorf("bolts: %d", b.GetInt("quantity"))
	}
	if _, err := env.App.FindFirstRecordByFilter("alerts", "kind = 'low_stock' && sourceId = {:i}", dbx.Params{"i": f.Item.Id}); err != nil {
		t.Errorf("no low-stock alert after the issue: %v", err)
	}
	if w := testutil.Reload(t, env.App, f.Warehouse); w.GetInt("currentOccupancy") != 5 {
		t.Errorf("warehouse occupancy %d", w.GetInt("currentOccupancy"))
	}

	moves := movementsOf(t, env.App, inv.Id, "invoice_issue")
	want := []struct {
		item         string
		qty, balance int
		warehouseID  string
	}{{f.Item.Id, -30, 20, f.Warehouse.Id}, {bolts.Id, -2, 6, f.Warehouse2.Id}, {f.Item.Id, -15, 5, f.Warehouse.Id}}
	if len(moves) != len(want) {
		t.Fatalf("%d movements", len(moves))
	}
	for i, m := range moves {
		w := want[i]
		if m.GetString("item") != w.item || m.GetInt("quantity") != w.qty || m.GetInt("balanceAfter") != w.balance ||
			m.GetString("warehouse") != w.warehouseID || m.GetString("sourceNumber") != inv.GetString("invoiceNumber") ||
			m.GetString("createdBy") != clerk.Id {
			t.Errorf("movement %d: %v", i, m.PublicExport())
		}
	}

	// Issued: no second issue, no generic edit or delete.
	status, out, raw = env.Act(t, clerk, "invoices/"+inv.Id+"/issue", nil, nil)
	testutil.MustRefuse(t, "second issue", status, out, raw, "status", "invalid_status_transition")
	if !strings.Contains(raw, "this invoice is Pending") {
		t.Errorf("refusal message: %s", raw)
	}
	if status, _, _ := env.Do(t, http.MethodPatch, "/api/collections/invoices/records/"+inv.Id, clerk, testutil.JSONBody(map[string]any{"notes": "x"})); status != 404 {
		t.Errorf("edit after issue: %d", status)
	}
}

func TestInvoiceIssueRefusesShortStockAndTakesNothing(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "view:invoices", "edit:invoices")
	bolts := env.Save(t, "inventory_items", map[string]any{"name": "Bolts", "warehouse": f.Warehouse.Id, "quantity": 8})
	inv := testutil.DraftInvoice(t, env, f, 14, testutil.ItemLine(bolts, 5), testutil.ItemLine(f.Item, 40), testutil.ItemLine(f.Item, 11))

	status, out, raw := env.Act(t, clerk, "invoices/"+inv.Id+"/issue", nil, nil)
	testutil.MustRefuse(t, "short stock", status, out, raw, "items.2.quantity", "insufficient_stock")
	fe := out["data"].(map[string]any)["items.2.quantity"].(map[string]any)
	if !strings.Contains(fe["message"].(string), "Steel pipe has 50 available, 51 requested") || !strings.Contains(out["message"].(string), "Steel pipe") {
		t.Errorf("message: %s", raw)
	}
	params, _ := fe["params"].(map[string]any)
	if params["item"] != "Steel pipe" || params["available"] != 50.0 || params["requested"] != 51.0 || params["itemId"] != f.Item.Id {
		t.Errorf("params: %v", params)
	}
	if q := testutil.Reload(t, env.App, bolts).GetInt("quantity"); q != 8 {
		t.Errorf("bolts were taken: %d", q)
	}
	if q := testutil.Reload(t, env.App, f.Item).GetInt("quantity"); q != 50 {
		t.Errorf("pipes were taken: %d", q)
	}
	if n, _ := env.App.CountRecords("stock_movements", dbx.HashExp{"sourceId": inv.Id}); n != 0 {
		t.Errorf("%d movements after a refused issue", n)
	}
	if s := testutil.Reload(t, env.App, inv).GetString("status"); s != "Draft" {
		t.Errorf("status %s", s)
	}

	// Inventory quantities are whole units.
	half := testutil.DraftInvoice(t, env, f, 14, testutil.ItemLine(f.Item, 1.5))
	status, out, raw = env.Act(t, clerk, "invoices/"+half.Id+"/issue", nil, nil)
	testutil.MustRefuse(t, "fractional stock quantity", status, out, raw, "items.0.quantity", "validation_whole_quantity")

	// An item deleted after the draft was saved.
	gone := env.Save(t, "inventory_items", map[string]any{"name": "Gone", "warehouse": f.Warehouse.Id, "quantity": 3})
	orphan := testutil.DraftInvoice(t, env, f, 14, map[string]any{"description": "Custom", "quantity": 1, "unitPrice": 1}, testutil.ItemLine(gone, 1))
	if err := env.App.Delete(gone); err != nil {
		t.Fatal(err)
	}
	status, out, raw = env.Act(t, clerk, "invoices/"+orphan.Id+"/issue", nil, nil)
	testutil.MustRefuse(t, "deleted item", status, out, raw, "items.1.item", "validation_invalid_item")
}

func TestInvoiceIssueRollsBackWhenTheInvoiceCannotBeSaved(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "view:invoices", "edit:invoices", "create:receipts", "view:bills", "edit:bills")
	inv := testutil.DraftInvoice(t, env, f, 5, testutil.ItemLine(f.Item, 7))
	issued := testutil.DraftInvoice(t, env, f, 5, testutil.LineItems()...)
	env.Act(t, clerk, "invoices/"+issued.Id+"/issue", nil, nil)
	bill := env.Save(t, "bills", map[string]any{"supplier": f.Supplier.Id, "issueDate": "2026-01-10 00:00:00.000Z", "vatRate": 5, "items": testutil.LineItems()})
	// The 5 % rate is withdrawn after the draft was saved: issuing recomputes the draft and fails on it.
	testutil.UpdateSettings(t, env.App, map[string]any{"vatRates": []map[string]any{{"name": "Standard", "nameAr": "قياسي", "rate": 14, "description": ""}}})
	status, out, raw := env.Act(t, clerk, "invoices/"+inv.Id+"/issue", nil, nil)
	testutil.MustRefuse(t, "issue with a withdrawn VAT rate", status, out, raw, "vatRate", "validation_invalid_vat_rate")
	if q := testutil.Reload(t, env.App, f.Item).GetInt("quantity"); q != 50 {
		t.Errorf("stock taken by a failed issue: %d", q)
	}
	if n, _ := env.App.CountRecords("stock_movements", dbx.HashExp{"sourceId": inv.Id}); n != 0 {
		t.Errorf("%d movements left by a failed issue", n)
	}
	if s := testutil.Reload(t, env.App, inv).GetString("status"); s != "Draft" {
		t.Errorf("status %s", s)
	}

	// What no longer changes lines keeps working with the withdrawn rate: cancelling the draft, the receipt
	// of an invoice issued before, paying a pending bill.
	if status, out, raw := env.Act(t, clerk, "invoices/"+inv.Id+"/cancel", nil, nil); status != 200 || out["status"] != "Cancelled" {
		t.Errorf("cancel the draft: %d %s", status, raw)
	}
	if status, out, raw := env.Act(t, clerk, "invoices/"+issued.Id+"/receipt", map[string]any{"paymentMethod": "Cash"}, nil); status != 200 || out["receipt"] == "" {
		t.Errorf("receipt at the invoice's rate: %d %s", status, raw)
	}
	if status, out, raw := env.Act(t, clerk, "bills/"+bill.Id+"/payments", map[string]any{"amount": 10, "method": "Cash"}, nil); status != 200 || out["status"] != "PARTIALLY_PAID" || out["total"] != 104.99 {
		t.Errorf("pay the pending bill: %d %s", status, raw)
	}
}

func TestInvoiceWithoutStockLinesAndZeroTotal(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "view:invoices", "edit:invoices")
	free := testutil.DraftInvoice(t, env, f, 14, map[string]any{"description": "Free sample", "quantity": 1, "unitPrice": 0})
	status, out, raw := env.Act(t, clerk, "invoices/"+free.Id+"/issue", nil, nil)
	if status != 200 || out["status"] != "Paid" || out["remaining"] != 0.0 {
		t.Errorf("zero-total invoice: %d %s", status, raw)
	}
	// A given due date is kept.
	dated := env.Save(t, "invoices", map[string]any{"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z",
		"dueDate": "2026-03-20 00:00:00.000Z", "vatRate": 14, "items": testutil.LineItems()})
	status, out, raw = env.Act(t, clerk, "invoices/"+dated.Id+"/issue", nil, nil)
	if status != 200 || out["dueDate"] != "2026-03-20 00:00:00.000Z" {
		t.Errorf("due date: %d %s", status, raw)
	}
}

func TestInvoiceCancelReturnsStock(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "view:invoices", "edit:invoices")
	inv := testutil.DraftInvoice(t, env, f, 14, testutil.ItemLine(f.Item, 20), testutil.ItemLine(f.Item, 5))
	if status, _, raw := env.Act(t, clerk, "invoices/"+inv.Id+"/issue", nil, nil); status != 200 {
		t.Fatalf("issue: %d %s", status, raw)
	}
	// Stock moves on elsewhere in between; cancelling returns exactly what this invoice took.
	other := testutil.DraftInvoice(t, env, f, 14, testutil.ItemLine(f.Item, 10))
	if status, _, raw := env.Act(t, clerk, "invoices/"+other.Id+"/issue", nil, nil); status != 200 {
		t.Fatalf("issue other: %d %s", status, raw)
	}
	status, out, raw := env.Act(t, clerk, "invoices/"+inv.Id+"/cancel", nil, nil)
	if status != 200 || out["status"] != "Cancelled" {
		t.Fatalf("cancel: %d %s", status, raw)
	}
	item := testutil.Reload(t, env.App, f.Item)
	if item.GetInt("quantity") != 40 || item.GetString("status") != "in stock" {
		t.Errorf("after cancel: %d %s", item.GetInt("quantity"), item.GetString("status"))
	}
	back := movementsOf(t, env.App, inv.Id, "invoice_cancel")
	if len(back) != 1 || back[0].GetInt("quantity") != 25 || back[0].GetInt("balanceAfter") != 40 || back[0].GetString("createdBy") != clerk.Id {
		t.Errorf("cancel movements: %d", len(back))
	}
	var sum int
	_ = env.App.DB().NewQuery("SELECT SUM(quantity) FROM stock_movements WHERE item = {:i}").Bind(dbx.Params{"i": f.Item.Id}).Row(&sum)
	if sum != item.GetInt("quantity") {
		t.Errorf("ledger sum %d != quantity %d", sum, item.GetInt("quantity"))
	}

	status, out, raw = env.Act(t, clerk, "invoices/"+inv.Id+"/cancel", nil, nil)
	testutil.MustRefuse(t, "second cancel", status, out, raw, "status", "invalid_status_transition")
	if q := testutil.Reload(t, env.App, f.Item).GetInt("quantity"); q != 40 {
		t.Errorf("a second cancel moved stock: %d", q)
	}
	for _, a := range []string{"issue", "payments", "receipt"} {
		status, out, raw = env.Act(t, env.UserWithKeys(t, testutil.AllKeysExcept()...), "invoices/"+inv.Id+"/"+a, map[string]any{"amount": 1, "method": "Cash"}, nil)
		testutil.MustRefuse(t, a+" on a cancelled invoice", status, out, raw, "status", "invalid_status_transition")
	}

	// A draft is cancelled without any movement.
	draft := testutil.DraftInvoice(t, env, f, 14, testutil.ItemLine(f.Item, 1))
	if status, out, raw := env.Act(t, clerk, "invoices/"+draft.Id+"/cancel", nil, nil); status != 200 || out["status"] != "Cancelled" {
		t.Errorf("cancel a draft: %d %s", status, raw)
	}
	if n, _ := env.App.CountRecords("stock_movements", dbx.HashExp{"sourceId": draft.Id}); n != 0 {
		t.Errorf("a draft's cancel wrote %d movements", n)
	}

	// Partially paid: cancelled, stock back, the payment stays; paid: refused.
	part := testutil.DraftInvoice(t, env, f, 0, testutil.ItemLine(f.Item, 2))
	env.Act(t, clerk, "invoices/"+part.Id+"/issue", nil, nil)
	if status, _, raw := env.Act(t, clerk, "invoices/"+part.Id+"/payments", map[string]any{"amount": 5, "method": "Cash"}, nil); status != 200 {
		t.Fatalf("pay: %d %s", status, raw)
	}
	if status, out, raw := env.Act(t, clerk, "invoices/"+part.Id+"/cancel", nil, nil); status != 200 || out["status"] != "Cancelled" || out["amountPaid"] != 5.0 {
		t.Errorf("cancel a partially paid invoice: %d %s", status, raw)
	}
	if q := testutil.Reload(t, env.App, f.Item).GetInt("quantity"); q != 40 {
		t.Errorf("stock after the partly paid cancel: %d", q)
	}
	paid := testutil.DraftInvoice(t, env, f, 0, testutil.ItemLine(f.Item, 1))
	env.Act(t, clerk, "invoices/"+paid.Id+"/issue", nil, nil)
	env.Act(t, clerk, "invoices/"+paid.Id+"/payments", map[string]any{"amount": 10, "method": "Cash"}, nil)
	status, out, raw = env.Act(t, clerk, "invoices/"+paid.Id+"/cancel", nil, nil)
	testutil.MustRefuse(t, "cancel a paid invoice", status, out, raw, "status", "invalid_status_transition")
}
