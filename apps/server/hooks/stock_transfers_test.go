package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/testutil"
)

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
