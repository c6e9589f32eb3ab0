package hooks_test

import (
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

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

// transferTeam is a requester and an approver of transfers, and a user who may only read them.
type transferTeam struct {
	env                         *testutil.Env
	f                           *testutil.Fixtures
	requester, approver, reader *core.Record
}

func newTransferTeam(t *testing.T) *transferTeam {
	env := testutil.NewEnv(t)
	return &transferTeam{
		env: env, f: testutil.NewFixtures(t, env),
		requester: env.UserWithKeys(t, "create:transfers", "view:transfers", "edit:transfers", "delete:transfers"),
		approver:  env.UserWithKeys(t, "view:transfers", "edit:transfers"),
		reader:    env.UserWithKeys(t, testutil.AllKeysExcept("edit:transfers")...),
	}
}

// draft creates a draft transfer through the API as the requester, from the first fixture warehouse to the second.
func (tt *transferTeam) draft(t *testing.T, lines ...map[string]any) string {
	t.Helper()
	status, out, raw := tt.env.Do(t, http.MethodPost, "/api/collections/stock_transfers/records", tt.requester, testutil.JSONBody(map[string]any{
		"date": "2026-02-01 00:00:00.000Z", "fromWarehouse": tt.f.Warehouse.Id, "toWarehouse": tt.f.Warehouse2.Id, "items": lines,
	}))
	if status != 200 {
		t.Fatalf("draft: %d %s", status, raw)
	}
	return out["id"].(string)
}

func (tt *transferTeam) act(t *testing.T, user *core.Record, id, action string) (int, map[string]any, string) {
	t.Helper()
	return tt.env.Act(t, user, "stock_transfers/"+id+"/"+action, nil, nil)
}

func mustStatus(t *testing.T, what string, status int, out map[string]any, raw, want string) {
	t.Helper()
	if status != 200 || out["status"] != want {
		t.Fatalf("%s: want %s, got %d %s", what, want, status, raw)
	}
}

func TestTransferFlowMovesStockOnCompletion(t *testing.T) {
	tt := newTransferTeam(t)
	env, f := tt.env, tt.f
	id := tt.draft(t, map[string]any{"item": f.Item.Id, "supplier": f.Supplier.Id, "quantity": 10})

	status, out, raw := tt.act(t, tt.approver, id, "approve")
	testutil.MustRefuse(t, "approve a draft", status, out, raw, "status", "invalid_status_transition")
	if status, _, raw := tt.act(t, tt.reader, id, "submit"); status != http.StatusForbidden || !strings.Contains(raw, "edit:transfers") {
		t.Errorf("submit without edit:transfers: %d %s", status, raw)
	}
	status, out, raw = tt.act(t, tt.requester, id, "submit")
	mustStatus(t, "submit", status, out, raw, "pending")
	number := out["transferNumber"].(string)
	want := map[string]any{"status": "pending", "transferNumber": number, "fromWarehouseName": "Cairo", "toWarehouseName": "Alexandria"}
	if got := alertData(t, env.App, "stock_transfer", id); !reflect.DeepEqual(got, want) {
		t.Errorf("alert on submit: %v, want %v", got, want)
	}

	status, out, raw = tt.act(t, tt.requester, id, "approve")
	testutil.MustRefuse(t, "the requester approves", status, out, raw, "requestedBy", "own_request_approval")
	status, out, raw = tt.act(t, tt.approver, id, "complete")
	testutil.MustRefuse(t, "complete a pending transfer", status, out, raw, "status", "invalid_status_transition")
	status, out, raw = tt.act(t, tt.approver, id, "approve")
	mustStatus(t, "approve", status, out, raw, "approved")
	if got := alertData(t, env.App, "stock_transfer", id); got["status"] != "approved" {
		t.Errorf("alert on approval: %v", got)
	}

	// A status change brings the alert up to date in place: the same alert, the newest again, and shown again
	// to whoever had dismissed the previous news.
	approved, err := env.App.FindFirstRecordByFilter("alerts", "kind = 'stock_transfer' && sourceId = {:id}", dbx.Params{"id": id})
	if err != nil {
		t.Fatal(err)
	}
	env.Save(t, "alert_dismissals", map[string]any{"alert": approved.Id, "user": tt.reader.Id})

	status, out, raw = tt.act(t, tt.requester, id, "complete")
	mustStatus(t, "complete", status, out, raw, "completed")
	if got := alertData(t, env.App, "stock_transfer", id); got["status"] != "completed" {
		t.Errorf("alert on completion: %v", got)
	}
	completed, err := env.App.FindFirstRecordByFilter("alerts", "kind = 'stock_transfer' && sourceId = {:id}", dbx.Params{"id": id})
	if err != nil || completed.Id != approved.Id || !completed.GetDateTime("created").After(approved.GetDateTime("created")) {
		t.Errorf("alert on completion: %v (%v), want alert %s updated with a later time than %v", completed, err, approved.Id,
			approved.GetDateTime("created"))
	}
	if n, _ := env.App.CountRecords("alert_dismissals", dbx.HashExp{"alert": approved.Id}); n != 0 {
		t.Errorf("the alert stays dismissed after the status change (%d dismissals)", n)
	}
	src := testutil.Reload(t, env.App, f.Item)
	dst, err := env.App.FindFirstRecordByFilter("inventory_items", "warehouse = {:w}", dbx.Params{"w": f.Warehouse2.Id})
	if err != nil {
		t.Fatalf("no item in the destination: %v", err)
	}
	if src.GetInt("quantity") != 40 || dst.GetInt("quantity") != 10 {
		t.Errorf("quantities: source %d, destination %d", src.GetInt("quantity"), dst.GetInt("quantity"))
	}
	for _, field := range []string{"name", "sku", "category", "supplier", "unitPrice", "description"} {
		if a, b := src.Get(field), dst.Get(field); !reflect.DeepEqual(a, b) {
			t.Errorf("destination %s = %v, source %v", field, b, a)
		}
	}
	moves, _ := env.App.FindAllRecords("stock_movements", dbx.HashExp{"sourceId": id})
	got := map[string]string{}
	for _, m := range moves {
		got[m.GetString("reason")] = fmt.Sprintf("%s %s %d→%d %s", m.GetString("item"), m.GetString("warehouse"),
			m.GetInt("quantity"), m.GetInt("balanceAfter"), m.GetString("sourceNumber"))
	}
	wantMoves := map[string]string{
		"transfer_out": fmt.Sprintf("%s %s -10→40 %s", src.Id, f.Warehouse.Id, number),
		"transfer_in":  fmt.Sprintf("%s %s 10→10 %s", dst.Id, f.Warehouse2.Id, number),
	}
	if len(moves) != 2 || !reflect.DeepEqual(got, wantMoves) {
		t.Errorf("ledger rows: %v, want %v", got, wantMoves)
	}
	if w1, w2 := testutil.Reload(t, env.App, f.Warehouse), testutil.Reload(t, env.App, f.Warehouse2); w1.GetInt("currentOccupancy") != 40 || w2.GetInt("currentOccupancy") != 10 {
		t.Errorf("occupancy %d and %d", w1.GetInt("currentOccupancy"), w2.GetInt("currentOccupancy"))
	}
	row, err := env.App.FindFirstRecordByFilter("audit_log", "collection = 'stock_transfers' && recordId = {:id} && changes ~ {:change}",
		dbx.Params{"id": id, "change": `["pending","approved"]`})
	if err != nil || row.GetString("user") != tt.approver.Id {
		t.Errorf("audit row of the approval: %v %v", row, err)
	}

	for _, action := range []string{"complete", "reject", "submit"} {
		status, out, raw := tt.act(t, tt.approver, id, action)
		testutil.MustRefuse(t, action+" a completed transfer", status, out, raw, "status", "invalid_status_transition")
	}

	// The next transfer of the product fills the same destination item.
	next := tt.draft(t, map[string]any{"item": f.Item.Id, "quantity": 5})
	tt.act(t, tt.requester, next, "submit")
	tt.act(t, tt.approver, next, "approve")
	status, out, raw = tt.act(t, tt.approver, next, "complete")
	mustStatus(t, "second completion", status, out, raw, "completed")
	if n, _ := env.App.CountRecords("inventory_items", dbx.HashExp{"warehouse": f.Warehouse2.Id}); n != 1 {
		t.Errorf("%d items in the destination", n)
	}
	if q := testutil.Reload(t, env.App, dst).GetInt("quantity"); q != 15 {
		t.Errorf("destination item holds %d", q)
	}
}

func TestTransferChecksRunAtEveryStep(t *testing.T) {
	tt := newTransferTeam(t)
	env, f := tt.env, tt.f
	refused := func(what, id, action, field, code string, params map[string]any) {
		t.Helper()
		status, out, raw := tt.act(t, tt.approver, id, action)
		testutil.MustRefuse(t, what, status, out, raw, field, code)
		got := out["data"].(map[string]any)[field].(map[string]any)["params"].(map[string]any)
		for k, v := range params {
			if got[k] != v {
				t.Errorf("%s: params.%s = %v, want %v (%s)", what, k, got[k], v, raw)
			}
		}
	}

	refused("more than the source holds", tt.draft(t, map[string]any{"item": f.Item.Id, "quantity": 60}), "submit",
		"items.0.quantity", "insufficient_stock", map[string]any{"available": 50.0, "requested": 60.0, "item": "Steel pipe"})
	refused("below the minimum", tt.draft(t, map[string]any{"item": f.Item.Id, "quantity": 46}), "submit",
		"items.0.quantity", "below_minimum_stock", map[string]any{"available": 50.0, "requested": 46.0, "minQuantity": 5.0, "remaining": 4.0})
	refused("two lines of one item add up", tt.draft(t, map[string]any{"item": f.Item.Id, "quantity": 30}, map[string]any{"item": f.Item.Id, "quantity": 20}), "submit",
		"items.1.quantity", "below_minimum_stock", map[string]any{"requested": 50.0})

	f.Warehouse2.Set("capacity", 20)
	if err := env.App.Save(f.Warehouse2); err != nil {
		t.Fatal(err)
	}
	refused("the destination is too small", tt.draft(t, map[string]any{"item": f.Item.Id, "quantity": 30}), "submit",
		"toWarehouse", "warehouse_capacity_exceeded", map[string]any{"warehouse": "Alexandria", "capacity": 20.0, "occupancy": 0.0, "requested": 30.0, "free": 20.0})
	f.Warehouse2.Set("capacity", 1000)
	if err := env.App.Save(f.Warehouse2); err != nil {
		t.Fatal(err)
	}

	// Stock taken between approval and completion: completion is refused and moves nothing.
	id := tt.draft(t, map[string]any{"item": f.Item.Id, "quantity": 40})
	tt.act(t, tt.requester, id, "submit")
	status, out, raw := tt.act(t, tt.approver, id, "approve")
	mustStatus(t, "approve", status, out, raw, "approved")
	keeper := env.UserWithKeys(t, "view:inventory", "edit:inventory")
	if status, _, raw := env.Act(t, keeper, "inventory_items/"+f.Item.Id+"/adjust", map[string]any{"change": -15, "reason": "Damaged"}, nil); status != 200 {
		t.Fatalf("adjust: %d %s", status, raw)
	}
	refused("stock taken after approval", id, "complete", "items.0.quantity", "insufficient_stock", map[string]any{"available": 35.0, "requested": 40.0})
	if tr, _ := env.App.FindRecordById("stock_transfers", id); tr.GetString("status") != "approved" {
		t.Errorf("a refused completion changed the status to %s", tr.GetString("status"))
	}
	if n, _ := env.App.CountRecords("stock_movements", dbx.HashExp{"sourceId": id}); n != 0 {
		t.Errorf("a refused completion wrote %d movements", n)
	}

	// An approved transfer that can no longer be completed is rejected; a rejected one may be deleted, alert and all.
	status, out, raw = tt.act(t, tt.approver, id, "reject")
	mustStatus(t, "reject an approved transfer", status, out, raw, "rejected")
	if got := alertData(t, env.App, "stock_transfer", id); got["status"] != "rejected" {
		t.Errorf("alert on rejection: %v", got)
	}
	if status, _, raw := env.Do(t, http.MethodDelete, "/api/collections/stock_transfers/records/"+id, tt.requester, nil); status != 204 {
		t.Fatalf("delete a rejected transfer: %d %s", status, raw)
	}
	if alertData(t, env.App, "stock_transfer", id) != nil {
		t.Errorf("the alert of a deleted transfer remains")
	}

	// An item gone from the source since the draft.
	gone := env.Save(t, "inventory_items", map[string]any{"name": "Nails", "warehouse": f.Warehouse.Id, "quantity": 0})
	id = tt.draft(t, map[string]any{"item": gone.Id, "quantity": 1})
	if err := env.App.Delete(gone); err != nil {
		t.Fatal(err)
	}
	refused("item no longer in the source", id, "submit", "items.0.item", "validation_not_in_source", map[string]any{"line": 1.0})
}

// The destination's new item is created once for all the lines of its product, stamped and audited as created
// with what came in: in stock, with no out-of-stock alert left from the moment it was empty.
func TestTransferCreatesTheDestinationItemOnce(t *testing.T) {
	tt := newTransferTeam(t)
	env, f := tt.env, tt.f
	id := tt.draft(t, map[string]any{"item": f.Item.Id, "quantity": 3}, map[string]any{"item": f.Item.Id, "quantity": 4})
	tt.act(t, tt.requester, id, "submit")
	tt.act(t, tt.approver, id, "approve")
	status, out, raw := tt.act(t, tt.requester, id, "complete")
	mustStatus(t, "complete", status, out, raw, "completed")

	dsts, err := env.App.FindAllRecords("inventory_items", dbx.HashExp{"warehouse": f.Warehouse2.Id})
	if err != nil || len(dsts) != 1 {
		t.Fatalf("destination items: %d (%v), want 1", len(dsts), err)
	}
	dst := dsts[0]
	if dst.GetInt("quantity") != 7 || dst.GetString("status") != "in stock" || dst.GetString("sku") != f.Item.GetString("sku") ||
		dst.GetDateTime("created").IsZero() || dst.GetDateTime("updated").IsZero() {
		t.Errorf("destination item: quantity %d, status %q, sku %q, created %v, updated %v", dst.GetInt("quantity"),
			dst.GetString("status"), dst.GetString("sku"), dst.GetDateTime("created"), dst.GetDateTime("updated"))
	}
	// Its one audit row is its creation with what it holds after the transfer.
	rows, _ := env.App.FindAllRecords("audit_log", dbx.HashExp{"collection": "inventory_items", "recordId": dst.Id})
	if len(rows) != 1 || rows[0].GetString("action") != "create" || rows[0].GetString("user") != tt.requester.Id {
		t.Fatalf("audit rows of the new item: %d, want one create row by the requester", len(rows))
	}
	var changes map[string]any
	if err := rows[0].UnmarshalJSONField("changes", &changes); err != nil || changes["quantity"] != float64(7) ||
		changes["status"] != "in stock" || changes["sku"] != f.Item.GetString("sku") {
		t.Errorf("the create row holds %v (%v)", changes, err)
	}
	if n, _ := env.App.CountRecords("alerts", dbx.HashExp{"sourceCollection": "inventory_items", "sourceId": dst.Id}); n != 0 {
		t.Errorf("%d alerts on the new item, which holds 7", n)
	}
	if w := testutil.Reload(t, env.App, f.Warehouse2); w.GetInt("currentOccupancy") != 7 {
		t.Errorf("destination occupancy %d", w.GetInt("currentOccupancy"))
	}
}

// Submitting through the record API (create as pending, or a draft updated to pending) runs the same checks
// and raises the same alert as the submit action.
func TestTransferSubmittedThroughTheRecordAPI(t *testing.T) {
	tt := newTransferTeam(t)
	env, f := tt.env, tt.f
	base := "/api/collections/stock_transfers/records"
	body := func(q int, status string) *testutil.Body {
		return testutil.JSONBody(map[string]any{"date": "2026-02-01 00:00:00.000Z", "fromWarehouse": f.Warehouse.Id, "toWarehouse": f.Warehouse2.Id,
			"items": []map[string]any{{"item": f.Item.Id, "quantity": q}}, "status": status})
	}
	status, out, raw := env.Do(t, http.MethodPost, base, tt.requester, body(60, "pending"))
	testutil.MustRefuse(t, "create as pending, too much", status, out, raw, "items.0.quantity", "insufficient_stock")
	status, out, raw = env.Do(t, http.MethodPost, base, tt.requester, body(6, "pending"))
	if status != 200 || alertData(t, env.App, "stock_transfer", out["id"].(string))["status"] != "pending" {
		t.Errorf("create as pending: %d %s", status, raw)
	}
	id := tt.draft(t, map[string]any{"item": f.Item.Id, "quantity": 60})
	status, out, raw = env.Do(t, http.MethodPatch, base+"/"+id, tt.requester, testutil.JSONBody(map[string]any{"status": "pending"}))
	testutil.MustRefuse(t, "update to pending, too much", status, out, raw, "items.0.quantity", "insufficient_stock")
	status, _, raw = env.Do(t, http.MethodPatch, base+"/"+id, tt.requester, testutil.JSONBody(map[string]any{
		"status": "pending", "items": []map[string]any{{"item": f.Item.Id, "quantity": 7}}}))
	if status != 200 || alertData(t, env.App, "stock_transfer", id)["status"] != "pending" {
		t.Errorf("update to pending: %d %s", status, raw)
	}
	if alertData(t, env.App, "stock_transfer", tt.draft(t, map[string]any{"item": f.Item.Id, "quantity": 1})) != nil {
		t.Errorf("a draft raised an alert")
	}
}

// Fifty transfers from one source completed at once: each sees what the previous ones left, so the
// source never goes below its minimum and exactly the ones that fit complete.
func TestConcurrentTransfersNeverOverdrawTheSource(t *testing.T) {
	tt := newTransferTeam(t)
	env, f := tt.env, tt.f
	item := env.Save(t, "inventory_items", map[string]any{"name": "Cement bag", "warehouse": f.Warehouse.Id, "quantity": 100, "minQuantity": 10})
	ids := make([]string, 50)
	for i := range ids {
		ids[i] = env.Save(t, "stock_transfers", map[string]any{"date": "2026-02-01 00:00:00.000Z", "fromWarehouse": f.Warehouse.Id,
			"toWarehouse": f.Warehouse2.Id, "status": "approved", "requestedBy": tt.requester.Id,
			"items": []map[string]any{{"item": item.Id, "quantity": 3}}}).Id
	}
	token := testutil.Token(t, tt.approver)
	statuses, bodies := make([]int, len(ids)), make([]string, len(ids))
	var wg sync.WaitGroup
	for i, id := range ids {
		wg.Add(1)
		go func(i int, id string) {
			defer wg.Done()
			statuses[i], bodies[i] = testutil.PostAction(env.Handler, "stock_transfers/"+id+"/complete", token, nil, nil)
		}(i, id)
	}
	wg.Wait()
	ok, refused := 0, 0
	for i, s := range statuses {
		switch {
		case s == 200:
			ok++
		case s == 400 && strings.Contains(bodies[i], `"below_minimum_stock"`):
			refused++
		default:
			t.Errorf("request %d: %d %s", i, s, bodies[i])
		}
	}
	if ok != 30 || refused != 20 {
		t.Errorf("completed %d, refused %d; want 30 and 20", ok, refused)
	}
	if q := testutil.Reload(t, env.App, item).GetInt("quantity"); q != 10 {
		t.Errorf("the source holds %d, want 100 - 30×3", q)
	}
	var out, in, minBalance, ledger int
	_ = env.App.DB().NewQuery("SELECT COALESCE(SUM(quantity), 0), COALESCE(MIN(balanceAfter), 0) FROM stock_movements WHERE item = {:i} AND reason = 'transfer_out'").
		Bind(dbx.Params{"i": item.Id}).Row(&out, &minBalance)
	_ = env.App.DB().NewQuery("SELECT COALESCE(SUM(quantity), 0) FROM stock_movements WHERE reason = 'transfer_in' AND warehouse = {:w}").
		Bind(dbx.Params{"w": f.Warehouse2.Id}).Row(&in)
	_ = env.App.DB().NewQuery("SELECT COALESCE(SUM(quantity), 0) FROM stock_movements WHERE item = {:i}").Bind(dbx.Params{"i": item.Id}).Row(&ledger)
	if out != -90 || in != 90 || minBalance != 10 || ledger != 10 {
		t.Errorf("ledger: out %d, in %d, lowest balance %d, item total %d", out, in, minBalance, ledger)
	}
	if n, _ := env.App.CountRecords("inventory_items", dbx.HashExp{"warehouse": f.Warehouse2.Id, "name": "Cement bag"}); n != 1 {
		t.Errorf("%d destination items", n)
	}
	mustOccupancyMatchItems(t, env.App)
}

// mustOccupancyMatchItems checks that every warehouse's currentOccupancy, kept by adding each stock move's net
// change, equals the sum of its items' quantities.
func mustOccupancyMatchItems(t *testing.T, app core.App) {
	t.Helper()
	var off []struct {
		Name      string `db:"name"`
		Occupancy int    `db:"currentOccupancy"`
		Sum       int    `db:"total"`
	}
	err := app.DB().NewQuery(`SELECT w.name, w.currentOccupancy, COALESCE(SUM(i.quantity), 0) AS total
		FROM warehouses w LEFT JOIN inventory_items i ON i.warehouse = w.id
		GROUP BY w.id HAVING w.currentOccupancy != COALESCE(SUM(i.quantity), 0)`).All(&off)
	if err != nil || len(off) > 0 {
		t.Errorf("warehouses whose occupancy is not the sum of their items: %+v (%v)", off, err)
	}
}
