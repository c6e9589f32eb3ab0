package hooks_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/testutil"
)

type overviewAnswer struct {
	NearCapacityPercent int `json:"nearCapacityPercent"`
	Warehouses          []struct {
		ID               string `json:"id"`
		Name             string `json:"name"`
		Capacity         int    `json:"capacity"`
		CurrentOccupancy int    `json:"currentOccupancy"`
	} `json:"warehouses"`
	Levels *struct {
		Low, Out, Over int
	} `json:"levels"`
	Movements []struct {
		Reason       string  `json:"reason"`
		Quantity     float64 `json:"quantity"`
		BalanceAfter float64 `json:"balanceAfter"`
		Expand       struct {
			Item struct {
				Name string `json:"name"`
			} `json:"item"`
		} `json:"expand"`
	} `json:"movements"`
	PurchaseRequests *struct {
		Items []struct {
			ID string `json:"id"`
		} `json:"items"`
		Total int `json:"total"`
	} `json:"purchaseRequests"`
	Transfers *struct {
		Items []struct {
			ID       string `json:"id"`
			FromName string `json:"fromName"`
			ToName   string `json:"toName"`
		} `json:"items"`
		Total int `json:"total"`
	} `json:"transfers"`
}

func getOverview(t *testing.T, env *testutil.Env, keys ...string) overviewAnswer {
	t.Helper()
	status, _, raw := env.Do(t, http.MethodGet, "/api/erp/stock/overview", env.UserWithKeys(t, keys...), nil)
	if status != 200 {
		t.Fatalf("overview: %d %s", status, raw)
	}
	var out overviewAnswer
	if err := json.Unmarshal([]byte(raw), &out); err != nil {
		t.Fatalf("decode: %v %s", err, raw)
	}
	return out
}

// The overview sums the levels in SQL, lists the latest movements newest first and what awaits approval, and
// gives each part only to a role that may read it.
func TestStockOverviewFiguresAndKeys(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	w := f.Warehouse.Id
	// Fixture: Steel pipe 50 (in stock). Add one low, one out of stock, one over its maximum.
	env.Save(t, "inventory_items", map[string]any{"name": "Cement bag", "warehouse": w, "quantity": 3, "minQuantity": 10, "maxQuantity": 100})
	env.Save(t, "inventory_items", map[string]any{"name": "Copper wire", "warehouse": w, "quantity": 0, "minQuantity": 5, "maxQuantity": 50})
	env.Save(t, "inventory_items", map[string]any{"name": "Wall tiles", "warehouse": w, "quantity": 80, "minQuantity": 5, "maxQuantity": 60})
	keeper := env.UserWithKeys(t, "view:inventory", "edit:inventory")
	if status, _, raw := env.Act(t, keeper, "inventory_items/"+f.Item.Id+"/adjust", map[string]any{"change": -7, "reason": "Damaged"}, nil); status != 200 {
		t.Fatalf("adjust: %d %s", status, raw)
	}
	env.Save(t, "stock_transfers", map[string]any{"date": "2026-02-01 00:00:00.000Z", "fromWarehouse": w,
		"toWarehouse": f.Warehouse2.Id, "status": "pending", "items": []map[string]any{{"item": f.Item.Id, "quantity": 1}}})
	env.Save(t, "stock_transfers", map[string]any{"date": "2026-02-02 00:00:00.000Z", "fromWarehouse": w,
		"toWarehouse": f.Warehouse2.Id, "status": "draft", "items": []map[string]any{{"item": f.Item.Id, "quantity": 1}}})

	all := getOverview(t, env, "view:warehouses", "view:inventory", "view:purchase-requests", "view:transfers")
	if all.NearCapacityPercent != 90 {
		t.Errorf("threshold %d, want the default 90", all.NearCapacityPercent)
	}
	if len(all.Warehouses) != 2 || all.Warehouses[0].Name != "Alexandria" || all.Warehouses[1].CurrentOccupancy != 43+3+80 {
		t.Errorf("warehouses: %+v", all.Warehouses)
	}
	if all.Levels == nil || all.Levels.Low != 1 || all.Levels.Out != 1 || all.Levels.Over != 1 {
		t.Errorf("levels: %+v", all.Levels)
	}
	if len(all.Movements) == 0 || all.Movements[0].Reason != "adjustment" || all.Movements[0].Quantity != -7 ||
		all.Movements[0].BalanceAfter != 43 || all.Movements[0].Expand.Item.Name != "Steel pipe" {
		t.Errorf("latest movement: %+v", all.Movements)
	}
	if all.Transfers == nil || all.Transfers.Total != 1 || len(all.Transfers.Items) != 1 ||
		all.Transfers.Items[0].FromName != "Cairo" || all.Transfers.Items[0].ToName != "Alexandria" {
		t.Errorf("pending transfers: %+v", all.Transfers)
	}
	if all.PurchaseRequests == nil || all.PurchaseRequests.Total != 0 {
		t.Errorf("pending requests: %+v", all.PurchaseRequests)
	}

	// A role with the transfers only sees the transfers; one without any stock key sees nothing.
	some := getOverview(t, env, "view:transfers")
	if some.Warehouses != nil || some.Levels != nil || some.Movements != nil || some.PurchaseRequests != nil || some.Transfers == nil {
		t.Errorf("transfers-only role: %+v", some)
	}
	none := getOverview(t, env, "view:invoices")
	if none.Warehouses != nil || none.Levels != nil || none.Movements != nil || none.PurchaseRequests != nil || none.Transfers != nil {
		t.Errorf("role without stock keys: %+v", none)
	}
	if status, _, _ := env.Do(t, http.MethodGet, "/api/erp/stock/overview", nil, nil); status != 401 {
		t.Errorf("anonymous overview: %d", status)
	}
}

// The categories filter lists each category once, in order, for view:inventory only.
func TestStockCategories(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	for _, c := range []string{"Steel", "Tiles", "Steel", ""} {
		env.Save(t, "inventory_items", map[string]any{"name": "Item " + c, "category": c, "warehouse": f.Warehouse.Id})
	}
	status, _, raw := env.Do(t, http.MethodGet, "/api/erp/stock/categories", env.UserWithKeys(t, "view:inventory"), nil)
	if status != 200 || strings.TrimSpace(raw) != `{"categories":["Steel","Tiles"]}` {
		t.Errorf("categories: %d %s", status, raw)
	}
	status, _, raw = env.Do(t, http.MethodGet, "/api/erp/stock/categories", env.UserWithKeys(t, "view:invoices"), nil)
	if status != 403 || !strings.Contains(raw, "permission_required") {
		t.Errorf("categories without view:inventory: %d %s", status, raw)
	}
}
