package hooks_test

import (
	"net/http"
	"testing"

	"erp/server/internal/testutil"

	"github.com/pocketbase/pocketbase/core"
)

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
