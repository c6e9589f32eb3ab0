package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/testutil"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

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
