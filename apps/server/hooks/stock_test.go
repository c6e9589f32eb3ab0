package hooks_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"erp/server/internal/testutil"

	"github.com/pocketbase/dbx"
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

func TestTransferRules(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	user := env.UserWithKeys(t, "create:transfers", "view:transfers")
	base := "/api/collections/stock_transfers/records"

	status, out, raw := env.Do(t, http.MethodPost, base, user, testutil.JSONBody(map[string]any{
		"date": "2026-02-01 00:00:00.000Z", "fromWarehouse": f.Warehouse.Id, "toWarehouse": f.Warehouse.Id,
		"items": []map[string]any{{"item": f.Item.Id, "quantity": 1}},
	}))
	if status != 400 || !strings.Contains(raw, "Source and destination warehouses cannot be the same") {
		t.Errorf("same warehouse: %d %s", status, raw)
	}
	if status, _, raw := env.Do(t, http.MethodPost, base, user, testutil.JSONBody(map[string]any{
		"date": "2026-02-01 00:00:00.000Z", "fromWarehouse": f.Warehouse2.Id, "toWarehouse": f.Warehouse.Id,
		"items": []map[string]any{{"item": f.Item.Id, "quantity": 1}},
	})); status != 400 || !strings.Contains(raw, "items.0.item") {
		t.Errorf("item not in the source: %d %s", status, raw)
	}
	status, out, raw = env.Do(t, http.MethodPost, base, user, testutil.JSONBody(map[string]any{
		"date": "2026-02-01 00:00:00.000Z", "fromWarehouse": f.Warehouse.Id, "toWarehouse": f.Warehouse2.Id,
		"items": []map[string]any{{"item": f.Item.Id, "quantity": 2}}, "status": "pending",
	}))
	if status != 200 || out["transferNumber"] != "TR-2026-000001" || out["status"] != "pending" || out["requestedBy"] != user.Id {
		t.Errorf("transfer: %d %s", status, raw)
	}
	if status, _, _ := env.Do(t, http.MethodPost, base, user, testutil.JSONBody(map[string]any{
		"date": "2026-02-01 00:00:00.000Z", "fromWarehouse": f.Warehouse.Id, "toWarehouse": f.Warehouse2.Id,
		"items": []map[string]any{{"item": f.Item.Id, "quantity": 2}}, "status": "completed",
	})); status != 400 {
		t.Errorf("transfer created as completed: %d", status)
	}
}

func TestPurchaseRequestLines(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	user := env.UserWithKeys(t, "create:purchase-requests", "view:purchase-requests")
	base := "/api/collections/purchase_requests/records"
	status, out, raw := env.Do(t, http.MethodPost, base, user, testutil.JSONBody(map[string]any{
		"date": "2026-02-01 00:00:00.000Z", "priority": "urgent", "warehouse": f.Warehouse.Id, "total": 1,
		"items": []map[string]any{{"item": f.Item.Id, "quantity": 7, "unitPrice": 12.35, "currentStock": 999}},
	}))
	if status != 200 || out["number"] != "PR-2026-000001" || out["total"] != 86.45 {
		t.Fatalf("purchase request: %d %s", status, raw)
	}
	line := out["items"].([]any)[0].(map[string]any)
	if line["currentStock"] != 50.0 || line["minLevel"] != 5.0 || line["maxLevel"] != 500.0 || line["total"] != 86.45 {
		t.Errorf("line snapshot: %v", line)
	}
	if status, _, raw := env.Do(t, http.MethodPost, base, user, testutil.JSONBody(map[string]any{
		"date": "2026-02-01 00:00:00.000Z", "priority": "urgent", "warehouse": f.Warehouse.Id,
		"items": []map[string]any{{"quantity": 7}},
	})); status != 400 || !strings.Contains(raw, "Please complete all fields for item #1.") {
		t.Errorf("incomplete line: %d %s", status, raw)
	}
}
