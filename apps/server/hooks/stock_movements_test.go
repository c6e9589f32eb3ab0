package hooks_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

// Stock moves are written with direct statements, not record saves: they must still leave the running
// balance on each ledger row, the status, the audit rows, the stock alerts and, after the commit, the
// events realtime subscribers and after-save hooks (the dashboard ping) get from a save.
func TestStockMovesKeepWhatRecordSavesGave(t *testing.T) {
	tt := newTransferTeam(t)
	env, f := tt.env, tt.f

	var mu sync.Mutex
	events := map[string][]string{}
	seen := func(kind string) func(e *core.RecordEvent) error {
		return func(e *core.RecordEvent) error {
			// After the commit, through the app: the row is there for anyone to read.
			_, err := e.App.FindRecordById(e.Record.Collection(), e.Record.Id)
			mu.Lock()
			events[kind] = append(events[kind], fmt.Sprintf("%s %v", e.Record.Id, err == nil))
			mu.Unlock()
			return e.Next()
		}
	}
	env.App.OnRecordAfterUpdateSuccess("inventory_items").BindFunc(seen("item updated"))
	env.App.OnRecordAfterCreateSuccess("inventory_items").BindFunc(seen("item created"))
	env.App.OnRecordAfterCreateSuccess("stock_movements").BindFunc(seen("movement created"))
	env.App.OnRecordAfterUpdateSuccess("stock_transfers").BindFunc(seen("transfer updated"))
	env.App.OnRecordAfterUpdateSuccess("alerts").BindFunc(seen("alert updated"))
	env.App.OnRecordAfterCreateSuccess("audit_log").BindFunc(seen("audit created"))

	id := tt.draft(t, map[string]any{"item": f.Item.Id, "quantity": 20}, map[string]any{"item": f.Item.Id, "quantity": 24})
	tt.act(t, tt.requester, id, "submit")
	tt.act(t, tt.approver, id, "approve")
	mu.Lock()
	events = map[string][]string{}
	mu.Unlock()
	status, out, raw := tt.act(t, tt.requester, id, "complete")
	mustStatus(t, "complete", status, out, raw, "completed")

	src := testutil.Reload(t, env.App, f.Item)
	dst, err := env.App.FindFirstRecordByFilter("inventory_items", "warehouse = {:w}", dbx.Params{"w": f.Warehouse2.Id})
	if err != nil {
		t.Fatal(err)
	}
	if src.GetInt("quantity") != 6 || src.GetString("status") != "in stock" || dst.GetInt("quantity") != 44 || dst.GetString("status") != "in stock" {
		t.Errorf("source %d %s, destination %d %s", src.GetInt("quantity"), src.GetString("status"), dst.GetInt("quantity"), dst.GetString("status"))
	}
	moves, _ := env.App.FindRecordsByFilter("stock_movements", "sourceId = {:id}", "created,balanceAfter", 0, 0, dbx.Params{"id": id})
	var balances []string
	for _, m := range moves {
		balances = append(balances, fmt.Sprintf("%s %d→%d", m.GetString("reason"), m.GetInt("quantity"), m.GetInt("balanceAfter")))
		if m.GetString("createdBy") != tt.requester.Id || m.GetDateTime("created").IsZero() {
			t.Errorf("ledger row %s: createdBy %q, created %v", m.Id, m.GetString("createdBy"), m.GetDateTime("created"))
		}
	}
	// Ordered by balance within one instant: the out rows run 30 then 6, the in rows 20 then 44.
	want := map[string]bool{"transfer_out -20→30": true, "transfer_out -24→6": true, "transfer_in 20→20": true, "transfer_in 24→44": true}
	if len(balances) != 4 {
		t.Fatalf("ledger rows %v", balances)
	}
	for _, b := range balances {
		if !want[b] {
			t.Errorf("ledger rows %v, want %v", balances, want)
		}
	}

	audit := func(collection, recordID, action string) []*core.Record {
		rows, err := env.App.FindRecordsByFilter("audit_log", "collection = {:c} && recordId = {:r} && action = {:a}", "created,id", 0, 0,
			dbx.Params{"c": collection, "r": recordID, "a": action}) // oldest first: ids follow the time
		if err != nil {
			t.Fatal(err)
		}
		return rows
	}
	rows := audit("inventory_items", src.Id, "update")
	last := rows[len(rows)-1]
	if got := last.GetString("changes"); last.GetString("user") != tt.requester.Id || got != `{"quantity":[50,6]}` {
		t.Errorf("audit row of the source: %s %v", last.GetString("user"), got)
	}
	// The ledger rows are their own record (immutable, with who, when, item, change, balance and document):
	// the audit trail does not duplicate them.
	for _, m := range moves {
		if n := len(audit("stock_movements", m.Id, "create")); n != 0 {
			t.Errorf("ledger row %s has %d audit rows, want none", m.Id, n)
		}
	}

	// The transfer's status and its alert are written directly too: their audit rows, and their events.
	transferRows := audit("stock_transfers", id, "update")
	transferRow := transferRows[len(transferRows)-1]
	if got := transferRow.GetString("changes"); transferRow.GetString("user") != tt.requester.Id || got != `{"status":["approved","completed"]}` {
		t.Errorf("audit row of the transfer: %s %v", transferRow.GetString("user"), got)
	}
	alert, err := env.App.FindFirstRecordByFilter("alerts", "kind = 'stock_transfer' && sourceId = {:id}", dbx.Params{"id": id})
	if err != nil {
		t.Fatal(err)
	}
	alertRows := audit("alerts", alert.Id, "update")
	alertRow := alertRows[len(alertRows)-1]
	if got := alertRow.GetString("changes"); !strings.Contains(got, `"status":"approved"`) || !strings.Contains(got, `"status":"completed"`) {
		t.Errorf("audit row of the alert: %v", got)
	}

	mu.Lock()
	got, audited := map[string]int{}, map[string]int{}
	for kind, list := range events {
		for _, e := range list {
			if kind == "audit created" {
				audited[e]++
			} else {
				got[kind+" "+e]++
			}
		}
	}
	mu.Unlock()
	// The destination's new item is inserted holding what the transfer brings: one create event, no update.
	wantEvents := map[string]int{"item updated " + src.Id + " true": 1, "item created " + dst.Id + " true": 1,
		"transfer updated " + id + " true": 1, "alert updated " + alert.Id + " true": 1}
	for _, m := range moves {
		wantEvents["movement created "+m.Id+" true"] = 1
	}
	if !reflect.DeepEqual(got, wantEvents) {
		t.Errorf("after-commit events %v, want %v", got, wantEvents)
	}
	for _, r := range []*core.Record{last, transferRow, alertRow} {
		if audited[r.Id+" true"] != 1 {
			t.Errorf("no create event for the audit row of %s %s (events %v)", r.GetString("collection"), r.GetString("recordId"), audited)
		}
	}

	// A move into the minimum turns the status to low stock and raises the alert; a refused one writes nothing.
	adjuster := env.UserWithKeys(t, "view:inventory", "edit:inventory")
	status, out, raw = env.Act(t, adjuster, "inventory_items/"+src.Id+"/adjust", map[string]any{"change": -1, "reason": "Broken"}, nil)
	if status != http.StatusOK || out["quantity"] != float64(5) || out["status"] != "low stock" {
		t.Fatalf("adjust: %d %s", status, raw)
	}
	if data := alertData(t, env.App, "low_stock", src.Id); data == nil || data["quantity"] != float64(5) {
		t.Errorf("low stock alert: %v", data)
	}
	before, _ := env.App.CountRecords("stock_movements")
	status, out, raw = env.Act(t, adjuster, "inventory_items/"+src.Id+"/adjust", map[string]any{"change": -6, "reason": "Lost"}, nil)
	testutil.MustRefuse(t, "adjust below zero", status, out, raw, "change", "adjustment_below_zero")
	if after, _ := env.App.CountRecords("stock_movements"); after != before || testutil.Reload(t, env.App, src).GetInt("quantity") != 5 {
		t.Errorf("a refused adjustment wrote: %d → %d rows", before, after)
	}
}

// All of a document's moves of an item are applied with one guarded statement: the guard must still refuse
// what applying them one by one would refuse (a running quantity below zero, even when the later moves bring
// it back), name the first move that fails with what the item held before it, and write nothing; otherwise
// each ledger row holds its own running balance. The caller's record may be stale: the stored row decides.
func TestStockMovesGuardEveryRunningQuantity(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	item := testutil.Reload(t, env.App, f.Item) // 50 stored
	stale := testutil.Reload(t, env.App, f.Item)
	stale.Set("quantity", 500)

	apply := func(deltas ...int) error {
		items := make([]*core.Record, len(deltas))
		for i := range deltas {
			items[i] = stale
		}
		return env.App.RunInTransaction(func(tx core.App) error { return hooks.ApplyStockMovesForTest(tx, items, deltas) })
	}
	err := apply(-30, 10, -35, 40) // 20, 30, -5: refused at the third move although the net is -15
	var apiErr *router.ApiError
	if !errors.As(err, &apiErr) {
		t.Fatalf("want a refusal, got %v", err)
	}
	raw, _ := json.Marshal(apiErr)
	var answer struct {
		Data map[string]struct {
			Code   string         `json:"code"`
			Params map[string]any `json:"params"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &answer); err != nil {
		t.Fatal(err)
	}
	if got := answer.Data["items.2.quantity"]; got.Code != "insufficient_stock" || got.Params["available"] != 30.0 || got.Params["requested"] != 35.0 {
		t.Fatalf("refusal = %s", raw)
	}
	if q := testutil.Reload(t, env.App, item).GetInt("quantity"); q != 50 {
		t.Fatalf("after the refusal the item holds %d, want 50", q)
	}

	if err := apply(-35, 10, -25); err != nil { // 15, 25, 0
		t.Fatal(err)
	}
	stored := testutil.Reload(t, env.App, item)
	if stored.GetInt("quantity") != 0 || stored.GetString("status") != "out of stock" || stale.GetInt("quantity") != 0 {
		t.Fatalf("stored %d %s, caller's record %d", stored.GetInt("quantity"), stored.GetString("status"), stale.GetInt("quantity"))
	}
	moves, err := env.App.FindRecordsByFilter("stock_movements", "item = {:i} && reason = 'adjustment'", "created,balanceAfter", 0, 0, dbx.Params{"i": item.Id})
	if err != nil {
		t.Fatal(err)
	}
	var got [][2]int
	for _, m := range moves {
		got = append(got, [2]int{m.GetInt("quantity"), m.GetInt("balanceAfter")})
	}
	// One statement writes the rows with one creation time: they come ordered by balance.
	want := [][2]int{{-25, 0}, {-35, 15}, {10, 25}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ledger (quantity, balanceAfter) = %v, want %v", got, want)
	}
}
