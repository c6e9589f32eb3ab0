package hooks_test

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/testutil"
)

func TestInventoryDerivedFields(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	keeper := env.UserWithKeys(t, "create:inventory", "view:inventory", "edit:inventory", "view:warehouses")
	base := "/api/collections/inventory_items/records"

	status, out, raw := env.Do(t, http.MethodPost, base, keeper, testutil.JSONBody(map[string]any{
		"name": "Steel Pipe 2 inch", "warehouse": f.Warehouse2.Id, "quantity": 3, "minQuantity": 5, "maxQuantity": 50,
		"unitPrice": 80, "status": "in stock", "sku": "MINE",
	}))
	if status != 200 {
		t.Fatalf("create: %d %s", status, raw)
	}
	if out["status"] != "low stock" {
		t.Errorf("status = %v, want low stock", out["status"])
	}
	if !regexp.MustCompile(`^ERP-STEEL-PIPE-\d{4}$`).MatchString(out["sku"].(string)) {
		t.Errorf("sku = %v", out["sku"])
	}
	id := out["id"].(string)

	// The opening quantity is in the ledger and in the warehouse occupancy, and it raised a low-stock alert.
	mv, err := env.App.FindFirstRecordByFilter("stock_movements", "item = {:i}", dbx.Params{"i": id})
	if err != nil || mv.GetInt("quantity") != 3 || mv.GetString("reason") != "opening" || mv.GetInt("balanceAfter") != 3 || mv.GetString("createdBy") != keeper.Id {
		t.Errorf("opening movement: %v %v", mv, err)
	}
	wh, _ := env.App.FindRecordById("warehouses", f.Warehouse2.Id)
	if wh.GetInt("currentOccupancy") != 3 {
		t.Errorf("occupancy = %d", wh.GetInt("currentOccupancy"))
	}
	if _, err := env.App.FindFirstRecordByFilter("alerts", "kind = 'low_stock' && sourceId = {:i}", dbx.Params{"i": id}); err != nil {
		t.Errorf("no low_stock alert: %v", err)
	}

	// The generic update may not move stock; other fields still change, and the client cannot set status or SKU.
	if status, _, _ := env.Do(t, http.MethodPatch, base+"/"+id, keeper, testutil.JSONBody(map[string]any{"quantity": 40})); status != 404 {
		t.Errorf("quantity update: %d", status)
	}
	status, out, raw = env.Do(t, http.MethodPatch, base+"/"+id, keeper, testutil.JSONBody(map[string]any{"minQuantity": 1, "status": "out of stock", "sku": "X"}))
	if status != 200 || out["status"] != "in stock" || out["quantity"] != 3.0 || out["sku"] == "X" {
		t.Errorf("update: %d %s", status, raw)
	}
	if _, err := env.App.FindFirstRecordByFilter("alerts", "kind = 'low_stock' && sourceId = {:i}", dbx.Params{"i": id}); err == nil {
		t.Errorf("low_stock alert not resolved")
	}

	status, out, _ = env.Do(t, http.MethodPost, base, keeper, testutil.JSONBody(map[string]any{"name": "حبال", "warehouse": f.Warehouse2.Id, "quantity": 0}))
	if status != 200 || out["status"] != "out of stock" || !strings.Contains(out["sku"].(string), "-ITEM-") {
		t.Errorf("empty item: %d %v %v", status, out["status"], out["sku"])
	}
	status, out, _ = env.Do(t, http.MethodPost, base, keeper, testutil.JSONBody(map[string]any{"name": "Bolts", "warehouse": f.Warehouse2.Id, "quantity": 80, "maxQuantity": 60}))
	if status != 200 || out["status"] != "in stock" {
		t.Errorf("overflow item: %d %v", status, out)
	}
	if _, err := env.App.FindFirstRecordByFilter("alerts", "kind = 'overflow_stock' && sourceId = {:i}", dbx.Params{"i": out["id"]}); err != nil {
		t.Errorf("no overflow alert: %v", err)
	}

	// Deleting an item keeps its ledger rows (the item link is cleared) and resolves its alerts.
	deleter := env.UserWithKeys(t, "delete:inventory", "view:inventory")
	if status, _, raw := env.Do(t, http.MethodDelete, base+"/"+out["id"].(string), deleter, nil); status != 204 {
		t.Fatalf("delete item: %d %s", status, raw)
	}
	if n, _ := env.App.CountRecords("stock_movements", dbx.HashExp{"sourceId": out["id"]}); n != 1 {
		t.Errorf("ledger rows after delete: %d", n)
	}
	if _, err := env.App.FindFirstRecordByFilter("alerts", "sourceId = {:i}", dbx.Params{"i": out["id"]}); err == nil {
		t.Errorf("alert of a deleted item remains")
	}

	// Warehouses cannot be given an occupancy by the client.
	status, out, _ = env.Do(t, http.MethodPatch, "/api/collections/warehouses/records/"+f.Warehouse2.Id,
		env.UserWithKeys(t, "edit:warehouses", "view:warehouses"), testutil.JSONBody(map[string]any{"currentOccupancy": 999}))
	if status != 200 || out["currentOccupancy"] != 3.0 {
		t.Errorf("occupancy after client write: %d %v", status, out["currentOccupancy"])
	}
}

// People who write invoices, quotations or receipts pick inventory lines: they may read items and warehouses,
// but not change them, and people without those keys still see nothing.
func TestSellersReadStockButCannotChangeIt(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	seller := env.UserWithKeys(t, "view:invoices", "create:invoices")
	quoter := env.UserWithKeys(t, "create:quotations")
	reader := env.UserWithKeys(t, "view:invoices")

	items := "/api/collections/inventory_items/records?expand=warehouse&filter=" + "id%3D%22" + f.Item.Id + "%22"
	for name, user := range map[string]*core.Record{"seller": seller, "quoter": quoter} {
		status, out, raw := env.Do(t, http.MethodGet, items, user, nil)
		if status != 200 || out["totalItems"] != 1.0 {
			t.Fatalf("%s lists items: %d %s", name, status, raw)
		}
		item := out["items"].([]any)[0].(map[string]any)
		wh, ok := item["expand"].(map[string]any)["warehouse"].(map[string]any)
		if !ok || wh["name"] == "" {
			t.Errorf("%s: the warehouse is not expanded: %s", name, raw)
		}
	}
	if status, out, _ := env.Do(t, http.MethodGet, items, reader, nil); status != 200 || out["totalItems"] != 0.0 {
		t.Errorf("an invoice reader lists items: %d %v", status, out["totalItems"])
	}

	// Reading is all: the item and the warehouse stay closed to writes.
	if status, _, _ := env.Do(t, http.MethodPatch, "/api/collections/inventory_items/records/"+f.Item.Id, seller,
		testutil.JSONBody(map[string]any{"unitPrice": 1})); status != 404 && status != 403 {
		t.Errorf("seller updates an item: %d", status)
	}
	if status, _, _ := env.Do(t, http.MethodPatch, "/api/collections/warehouses/records/"+f.Warehouse.Id, seller,
		testutil.JSONBody(map[string]any{"name": "Mine"})); status != 404 && status != 403 {
		t.Errorf("seller updates a warehouse: %d", status)
	}
}

func TestStockAdjustment(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	keeper := env.UserWithKeys(t, "view:inventory", "edit:inventory")
	path := "inventory_items/" + f.Item.Id + "/adjust"
	adjust := func(body map[string]any, headers map[string]string) (int, map[string]any, string) {
		return env.Act(t, keeper, path, body, headers)
	}

	if status, _, raw := env.Act(t, env.UserWithKeys(t, testutil.AllKeysExcept("edit:inventory")...), path, map[string]any{"change": 1, "reason": "x"}, nil); status != http.StatusForbidden {
		t.Errorf("without edit:inventory: %d %s", status, raw)
	}
	status, out, raw := adjust(map[string]any{"quantity": 45, "reason": " Cycle count "}, nil)
	if status != 200 || out["quantity"] != 45.0 {
		t.Fatalf("count: %d %s", status, raw)
	}
	mv, err := env.App.FindFirstRecordByFilter("stock_movements", "item = {:i} && reason = 'adjustment'", dbx.Params{"i": f.Item.Id})
	if err != nil || mv.GetInt("quantity") != -5 || mv.GetInt("balanceAfter") != 45 || mv.GetString("notes") != "Cycle count" ||
		mv.GetString("createdBy") != keeper.Id || mv.GetString("sourceCollection") != "inventory_items" || mv.GetString("warehouse") != f.Warehouse.Id {
		t.Errorf("adjustment row: %v %v", mv, err)
	}
	if status, out, raw := adjust(map[string]any{"change": "7", "reason": "Found a carton"}, nil); status != 200 || out["quantity"] != 52.0 {
		t.Errorf("signed change: %d %s", status, raw)
	}
	refusals := []struct {
		body        map[string]any
		field, code string
	}{
		{map[string]any{"change": -60, "reason": "Breakage"}, "change", "adjustment_below_zero"},
		{map[string]any{"change": 3}, "reason", "validation_required"},
		{map[string]any{"change": 3, "reason": strings.Repeat("r", 501)}, "reason", "validation_too_long"},
		{map[string]any{"change": 3, "quantity": 5, "reason": "x"}, "quantity", "adjustment_quantity_or_change"},
		{map[string]any{"reason": "x"}, "quantity", "adjustment_quantity_or_change"},
		{map[string]any{"quantity": 52, "reason": "x"}, "quantity", "adjustment_no_change"},
		{map[string]any{"quantity": -1, "reason": "x"}, "quantity", "validation_invalid_count"},
		{map[string]any{"quantity": "a dozen", "reason": "x"}, "quantity", "validation_invalid_count"},
		{map[string]any{"change": 1.5, "reason": "x"}, "change", "validation_invalid_change"},
		{map[string]any{"change": 0, "reason": "x"}, "change", "validation_invalid_change"},
	}
	for _, r := range refusals {
		status, out, raw := adjust(r.body, nil)
		testutil.MustRefuse(t, fmt.Sprint(r.body), status, out, raw, r.field, r.code)
	}
	if _, out, raw := adjust(map[string]any{"change": -60, "reason": "Breakage"}, nil); !strings.Contains(raw, `"available":52`) || !strings.Contains(raw, `"change":-60`) {
		t.Errorf("below-zero params: %v", out)
	}

	// One Idempotency-Key, one adjustment.
	key := map[string]string{"Idempotency-Key": "count-2026-02-01"}
	for i := 0; i < 3; i++ {
		if status, out, raw := adjust(map[string]any{"change": 3, "reason": "Returned"}, key); status != 200 || out["quantity"] != 55.0 {
			t.Errorf("repeat %d: %d %s", i, status, raw)
		}
	}
	status, out, raw = adjust(map[string]any{"change": 4, "reason": "Returned"}, key)
	testutil.MustRefuse(t, "the key with another change", status, out, raw, "idempotencyKey", "idempotency_key_reused")

	var ledger int
	_ = env.App.DB().NewQuery("SELECT SUM(quantity) FROM stock_movements WHERE item = {:i}").Bind(dbx.Params{"i": f.Item.Id}).Row(&ledger)
	if q := testutil.Reload(t, env.App, f.Item).GetInt("quantity"); q != 55 || ledger != 55 {
		t.Errorf("quantity %d, ledger %d", q, ledger)
	}
	if occ := testutil.Reload(t, env.App, f.Warehouse).GetInt("currentOccupancy"); occ != 55 {
		t.Errorf("occupancy %d", occ)
	}
}

// Stock changes warehouse only by transfer: the generic update cannot move an item that holds stock.
func TestItemWithStockKeepsItsWarehouse(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	keeper := env.UserWithKeys(t, "view:inventory", "edit:inventory")
	base := "/api/collections/inventory_items/records/"
	status, out, raw := env.Do(t, http.MethodPatch, base+f.Item.Id, keeper, testutil.JSONBody(map[string]any{"warehouse": f.Warehouse2.Id}))
	testutil.MustRefuse(t, "move an item with stock", status, out, raw, "warehouse", "item_holds_stock")
	empty := env.Save(t, "inventory_items", map[string]any{"name": "Hinges", "warehouse": f.Warehouse.Id, "quantity": 0})
	if status, out, raw := env.Do(t, http.MethodPatch, base+empty.Id, keeper, testutil.JSONBody(map[string]any{"warehouse": f.Warehouse2.Id})); status != 200 || out["warehouse"] != f.Warehouse2.Id {
		t.Errorf("move an empty item: %d %s", status, raw)
	}
}
