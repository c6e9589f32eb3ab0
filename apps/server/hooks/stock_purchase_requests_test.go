package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/testutil"
)

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
