package hooks_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/testutil"
)

// A warehouse holding stock, or named by purchase requests or transfers, is not deleted; an empty one goes
// with its empty item rows, and their ledger rows stay.
func TestWarehouseDeleteKeepsStockAndHistory(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	deleter := env.UserWithKeys(t, "view:warehouses", "delete:warehouses")
	base := "/api/collections/warehouses/records/"

	status, out, raw := env.Do(t, http.MethodDelete, base+f.Warehouse.Id, deleter, nil)
	testutil.MustRefuse(t, "delete a warehouse with stock", status, out, raw, "warehouse", "warehouse_holds_stock")
	if !strings.Contains(raw, `"quantity":50`) || !strings.Contains(raw, `"items":1`) {
		t.Errorf("params: %s", raw)
	}

	tanta := env.Save(t, "warehouses", map[string]any{"name": "Tanta", "capacity": 100, "isActive": true})
	emptied := env.Save(t, "inventory_items", map[string]any{"name": "Tiles", "warehouse": tanta.Id, "quantity": 3})
	keeper := env.UserWithKeys(t, "view:inventory", "edit:inventory")
	if status, _, raw := env.Act(t, keeper, "inventory_items/"+emptied.Id+"/adjust", map[string]any{"quantity": 0, "reason": "Sold off"}, nil); status != 200 {
		t.Fatalf("adjust: %d %s", status, raw)
	}
	if status, _, raw := env.Do(t, http.MethodDelete, base+tanta.Id, deleter, nil); status != 204 {
		t.Fatalf("delete an empty warehouse: %d %s", status, raw)
	}
	if _, err := env.App.FindRecordById("inventory_items", emptied.Id); err == nil {
		t.Errorf("the empty item outlived its warehouse")
	}
	if n, _ := env.App.CountRecords("stock_movements", dbx.HashExp{"sourceId": emptied.Id}); n != 2 {
		t.Errorf("%d ledger rows kept, want the opening and the adjustment", n)
	}
	if n, _ := env.App.CountRecords("alerts", dbx.HashExp{"sourceId": tanta.Id}); n != 0 {
		t.Errorf("%d alerts of the deleted warehouse remain", n)
	}

	env.Save(t, "stock_transfers", map[string]any{"date": "2026-02-01 00:00:00.000Z", "fromWarehouse": f.Warehouse.Id,
		"toWarehouse": f.Warehouse2.Id, "status": "rejected", "items": []map[string]any{{"item": f.Item.Id, "quantity": 1}}})
	status, out, raw = env.Do(t, http.MethodDelete, base+f.Warehouse2.Id, deleter, nil)
	testutil.MustRefuse(t, "delete a warehouse named by a transfer", status, out, raw, "warehouse", "warehouse_in_use")
	if !strings.Contains(raw, `"transfers":1`) || !strings.Contains(raw, `"purchaseRequests":0`) {
		t.Errorf("params: %s", raw)
	}
}

// The near-capacity threshold is a setting of configure:alert-thresholds; changing it re-evaluates every
// warehouse. The warehouse alerts carry exactly the specification's fields.
func TestWarehouseAlertThreshold(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	settings, err := env.App.FindFirstRecordByFilter("app_settings", "")
	if err != nil {
		t.Fatal(err)
	}
	if settings.GetInt("warehouseNearCapacityPercent") != 90 {
		t.Errorf("default threshold %d", settings.GetInt("warehouseNearCapacityPercent"))
	}
	url := "/api/collections/app_settings/records/" + settings.Id
	configurer := env.UserWithKeys(t, "configure:alert-thresholds")
	other := env.UserWithKeys(t, "edit:general-settings")

	tanta := env.Save(t, "warehouses", map[string]any{"name": "Tanta", "capacity": 100, "isActive": true})
	env.Save(t, "inventory_items", map[string]any{"name": "Tiles", "warehouse": tanta.Id, "quantity": 75})
	if alertData(t, env.App, "warehouse_near_capacity", tanta.Id) != nil {
		t.Errorf("75 %% raised the alert at 90 %%")
	}
	if status, _, raw := env.Do(t, http.MethodPatch, url, other, testutil.JSONBody(map[string]any{"warehouseNearCapacityPercent": 70})); status != http.StatusForbidden {
		t.Errorf("without configure:alert-thresholds: %d %s", status, raw)
	}
	for _, bad := range []any{0, 101, 72.5} {
		status, out, raw := env.Do(t, http.MethodPatch, url, configurer, testutil.JSONBody(map[string]any{"warehouseNearCapacityPercent": bad}))
		testutil.MustRefuse(t, fmt.Sprint("threshold ", bad), status, out, raw, "warehouseNearCapacityPercent", "invalid_alert_threshold")
	}
	if status, _, raw := env.Do(t, http.MethodPatch, url, configurer, testutil.JSONBody(map[string]any{"warehouseNearCapacityPercent": 70})); status != 200 {
		t.Fatalf("set 70: %d %s", status, raw)
	}
	want := map[string]any{"warehouseName": "Tanta", "fullnessPercent": 75.0, "currentOccupancy": 75.0, "capacity": 100.0}
	if got := alertData(t, env.App, "warehouse_near_capacity", tanta.Id); !reflect.DeepEqual(got, want) {
		t.Errorf("alert at 70 %%: %v, want %v", got, want)
	}
	if status, _, raw := env.Do(t, http.MethodPatch, url, configurer, testutil.JSONBody(map[string]any{"warehouseNearCapacityPercent": 80})); status != 200 {
		t.Fatalf("set 80: %d %s", status, raw)
	}
	if alertData(t, env.App, "warehouse_near_capacity", tanta.Id) != nil {
		t.Errorf("the alert stayed above the new threshold")
	}

	want = map[string]any{"warehouseName": "Alexandria", "fullnessPercent": 0.0, "currentOccupancy": 0.0, "capacity": 1000.0}
	if got := alertData(t, env.App, "empty_warehouse", f.Warehouse2.Id); !reflect.DeepEqual(got, want) {
		t.Errorf("empty warehouse alert: %v, want %v", got, want)
	}
}

// alertData returns the data of the one alert of kind raised for the source (nil when there is none).
func alertData(t *testing.T, app core.App, kind, sourceID string) map[string]any {
	t.Helper()
	recs, err := app.FindAllRecords("alerts", dbx.HashExp{"kind": kind, "sourceId": sourceID})
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) > 1 {
		t.Errorf("%d %s alerts for %s, want one", len(recs), kind, sourceID)
	}
	if len(recs) == 0 {
		return nil
	}
	data := map[string]any{}
	_ = json.Unmarshal([]byte(recs[0].GetString("data")), &data)
	return data
}
