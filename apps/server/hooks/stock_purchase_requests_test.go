package hooks_test

import (
	"net/http"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

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
	status, out, raw = env.Do(t, http.MethodPost, base, user, testutil.JSONBody(map[string]any{
		"date": "2026-02-01 00:00:00.000Z", "priority": "urgent", "warehouse": f.Warehouse.Id,
		"items": []map[string]any{{"item": f.Item.Id, "quantity": 1, "unitPrice": 1}, {"item": f.Item.Id, "quantity": 7}},
	}))
	testutil.MustRefuse(t, "a line without its price", status, out, raw, "items.1", "validation_incomplete_item")
	if !strings.Contains(raw, `"params":{"line":2}`) {
		t.Errorf("the refusal names the line: %s", raw)
	}
}

// purchaseTeam is a requester (who may also approve, but not their own requests), an approver and a clerk
// who orders and receives.
type purchaseTeam struct {
	env                        *testutil.Env
	f                          *testutil.Fixtures
	requester, approver, clerk *core.Record
}

func newPurchaseTeam(t *testing.T) *purchaseTeam {
	env := testutil.NewEnv(t)
	return &purchaseTeam{
		env: env, f: testutil.NewFixtures(t, env),
		requester: env.UserWithKeys(t, "create:purchase-requests", "view:purchase-requests", "edit:purchase-requests", "approve:purchase-requests"),
		approver:  env.UserWithKeys(t, "view:purchase-requests", "approve:purchase-requests"),
		clerk:     env.UserWithKeys(t, "view:purchase-requests", "edit:purchase-requests"),
	}
}

func (pt *purchaseTeam) act(t *testing.T, user *core.Record, id, action string) (int, map[string]any, string) {
	t.Helper()
	return pt.env.Act(t, user, "purchase_requests/"+id+"/"+action, nil, nil)
}

func TestPurchaseRequestFlowReceivesIntoTheWarehouse(t *testing.T) {
	pt := newPurchaseTeam(t)
	env, f := pt.env, pt.f
	// A line whose item is stocked elsewhere is received into the same product's item of the request's warehouse.
	elsewhere := env.Save(t, "inventory_items", map[string]any{"name": "Copper wire", "warehouse": f.Warehouse2.Id, "quantity": 4, "unitPrice": 9.5})
	status, out, raw := env.Do(t, http.MethodPost, "/api/collections/purchase_requests/records", pt.requester, testutil.JSONBody(map[string]any{
		"date": "2026-02-01 00:00:00.000Z", "priority": "high", "warehouse": f.Warehouse.Id,
		"items": []map[string]any{{"item": f.Item.Id, "quantity": 20, "unitPrice": 100}, {"item": elsewhere.Id, "quantity": 5, "unitPrice": 9}},
	}))
	if status != 200 || out["status"] != "draft" {
		t.Fatalf("draft: %d %s", status, raw)
	}
	id, number := out["id"].(string), out["number"].(string)

	status, out, raw = pt.act(t, pt.approver, id, "approve")
	testutil.MustRefuse(t, "approve a draft", status, out, raw, "status", "invalid_status_transition")
	if status, _, _ := pt.act(t, pt.approver, id, "submit"); status != http.StatusForbidden {
		t.Errorf("submit without edit:purchase-requests: %d", status)
	}
	status, out, raw = pt.act(t, pt.requester, id, "submit")
	mustStatus(t, "submit", status, out, raw, "pending")
	if got, want := alertData(t, env.App, "purchase_request", id), map[string]any{"prNumber": number, "requestedByName": "Test User"}; !reflect.DeepEqual(got, want) {
		t.Errorf("alert on submission: %v, want %v", got, want)
	}
	status, out, raw = pt.act(t, pt.requester, id, "approve")
	testutil.MustRefuse(t, "the requester approves", status, out, raw, "requestedBy", "own_request_approval")
	if status, _, _ := pt.act(t, pt.clerk, id, "approve"); status != http.StatusForbidden {
		t.Errorf("approve without approve:purchase-requests: %d", status)
	}
	status, out, raw = pt.act(t, pt.approver, id, "approve")
	mustStatus(t, "approve", status, out, raw, "approved")
	if alertData(t, env.App, "purchase_request", id) != nil {
		t.Errorf("the alert of a decided request remains")
	}

	status, out, raw = pt.act(t, pt.clerk, id, "receive")
	testutil.MustRefuse(t, "receive before the order", status, out, raw, "status", "invalid_status_transition")
	status, out, raw = pt.act(t, pt.clerk, id, "order")
	mustStatus(t, "order", status, out, raw, "awaiting_delivery")
	status, out, raw = pt.act(t, pt.approver, id, "reject")
	testutil.MustRefuse(t, "reject an ordered request", status, out, raw, "status", "invalid_status_transition")

	// The warehouse is too full for the delivery at the moment it arrives: nothing enters.
	f.Warehouse.Set("capacity", 60)
	if err := env.App.Save(f.Warehouse); err != nil {
		t.Fatal(err)
	}
	status, out, raw = pt.act(t, pt.clerk, id, "receive")
	testutil.MustRefuse(t, "receive into a full warehouse", status, out, raw, "warehouse", "warehouse_capacity_exceeded")
	if !strings.Contains(raw, `"free":10`) || !strings.Contains(raw, `"requested":25`) {
		t.Errorf("capacity params: %s", raw)
	}
	if n, _ := env.App.CountRecords("stock_movements", dbx.HashExp{"sourceId": id}); n != 0 {
		t.Errorf("a refused receipt wrote %d movements", n)
	}
	f.Warehouse.Set("capacity", 1000)
	if err := env.App.Save(f.Warehouse); err != nil {
		t.Fatal(err)
	}

	status, out, raw = pt.act(t, pt.clerk, id, "receive")
	mustStatus(t, "receive", status, out, raw, "received")
	if q := testutil.Reload(t, env.App, f.Item).GetInt("quantity"); q != 70 {
		t.Errorf("item after the receipt: %d", q)
	}
	wire, err := env.App.FindFirstRecordByFilter("inventory_items", "warehouse = {:w} && sku = {:s}", dbx.Params{"w": f.Warehouse.Id, "s": elsewhere.GetString("sku")})
	if err != nil || wire.GetInt("quantity") != 5 || testutil.Reload(t, env.App, elsewhere).GetInt("quantity") != 4 {
		t.Errorf("the other warehouse's product: %v %v", wire, err)
	}
	moves, _ := env.App.FindAllRecords("stock_movements", dbx.HashExp{"sourceId": id})
	for _, m := range moves {
		if m.GetString("reason") != "purchase_receipt" || m.GetString("sourceNumber") != number || m.GetString("warehouse") != f.Warehouse.Id || m.GetString("createdBy") != pt.clerk.Id {
			t.Errorf("ledger row: %v", m.PublicExport())
		}
	}
	if len(moves) != 2 {
		t.Errorf("%d ledger rows, want one per line", len(moves))
	}
	if occ := testutil.Reload(t, env.App, f.Warehouse).GetInt("currentOccupancy"); occ != 75 {
		t.Errorf("occupancy %d", occ)
	}

	status, out, raw = pt.act(t, pt.clerk, id, "fulfil")
	mustStatus(t, "fulfil", status, out, raw, "fulfilled")
	for _, action := range []string{"fulfil", "receive", "reject", "submit"} {
		status, out, raw := pt.act(t, pt.approver, id, action)
		if status != http.StatusForbidden {
			testutil.MustRefuse(t, action+" a fulfilled request", status, out, raw, "status", "invalid_status_transition")
		}
	}
}

func TestPurchaseRequestRejectionAndRecordAPISubmission(t *testing.T) {
	pt := newPurchaseTeam(t)
	env, f := pt.env, pt.f
	status, out, raw := env.Do(t, http.MethodPost, "/api/collections/purchase_requests/records", pt.requester, testutil.JSONBody(map[string]any{
		"date": "2026-02-01 00:00:00.000Z", "priority": "low", "warehouse": f.Warehouse.Id, "status": "pending",
		"items": []map[string]any{{"item": f.Item.Id, "quantity": 2, "unitPrice": 100}},
	}))
	if status != 200 || alertData(t, env.App, "purchase_request", out["id"].(string)) == nil {
		t.Fatalf("created as pending, with its alert: %d %s", status, raw)
	}
	id := out["id"].(string)
	status, out, raw = pt.act(t, pt.approver, id, "approve")
	mustStatus(t, "approve", status, out, raw, "approved")
	status, out, raw = pt.act(t, pt.approver, id, "reject")
	mustStatus(t, "reject an approved request", status, out, raw, "rejected")
	status, out, raw = pt.act(t, pt.clerk, id, "order")
	testutil.MustRefuse(t, "order a rejected request", status, out, raw, "status", "invalid_status_transition")
}

// A delivery recorded twice at the same moment enters the stock once, with or without an Idempotency-Key.
func TestConcurrentReceiptsAddStockOnce(t *testing.T) {
	pt := newPurchaseTeam(t)
	env, f := pt.env, pt.f
	token := testutil.Token(t, pt.clerk)
	for _, withKey := range []bool{false, true} {
		before := testutil.Reload(t, env.App, f.Item).GetInt("quantity")
		pr := env.Save(t, "purchase_requests", map[string]any{"date": "2026-02-01 00:00:00.000Z", "priority": "high",
			"warehouse": f.Warehouse.Id, "status": "awaiting_delivery", "requestedBy": pt.requester.Id,
			"items": []map[string]any{{"item": f.Item.Id, "quantity": 8, "unitPrice": 100}}})
		headers := map[string]string{}
		if withKey {
			headers["Idempotency-Key"] = "delivery-" + pr.Id
		}
		statuses, bodies := make([]int, 50), make([]string, 50)
		var wg sync.WaitGroup
		for i := range statuses {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				statuses[i], bodies[i] = testutil.PostAction(env.Handler, "purchase_requests/"+pr.Id+"/receive", token, nil, headers)
			}(i)
		}
		wg.Wait()
		ok := 0
		for i, s := range statuses {
			switch {
			case s == 200 && strings.Contains(bodies[i], `"status":"received"`):
				ok++
			case !withKey && s == 400 && strings.Contains(bodies[i], `"invalid_status_transition"`):
			default:
				t.Errorf("key %v, request %d: %d %s", withKey, i, s, bodies[i])
			}
		}
		if (withKey && ok != 50) || (!withKey && ok != 1) {
			t.Errorf("key %v: %d requests answered received", withKey, ok)
		}
		if q := testutil.Reload(t, env.App, f.Item).GetInt("quantity"); q != before+8 {
			t.Errorf("key %v: stock %d, want %d", withKey, q, before+8)
		}
		if n, _ := env.App.CountRecords("stock_movements", dbx.HashExp{"sourceId": pr.Id}); n != 1 {
			t.Errorf("key %v: %d movements", withKey, n)
		}
	}
	mustOccupancyMatchItems(t, env.App)
}
