package hooks_test

import (
	"encoding/json"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

// listener is a realtime client registered with the app's broker, as the SSE route registers one, subscribed to
// topics by user through the subscription route (POST /api/realtime), as the app subscribes; it records the
// messages it receives.
type listener struct {
	mu     sync.Mutex
	client *subscriptions.DefaultClient
	got    []subscriptions.Message
}

func listen(t *testing.T, env *testutil.Env, user *core.Record, topics ...string) *listener {
	t.Helper()
	l := &listener{client: subscriptions.NewDefaultClient()}
	env.App.SubscriptionsBroker().Register(l.client)
	status, _, raw := env.Do(t, http.MethodPost, "/api/realtime", user,
		testutil.JSONBody(map[string]any{"clientId": l.client.Id(), "subscriptions": topics}))
	if status != http.StatusNoContent {
		t.Fatalf("subscribe: %d %s", status, raw)
	}
	go func() {
		for m := range l.client.Channel() {
			l.mu.Lock()
			l.got = append(l.got, m)
			l.mu.Unlock()
		}
	}()
	return l
}

func (l *listener) messages(wait time.Duration) []subscriptions.Message {
	time.Sleep(wait)
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]subscriptions.Message(nil), l.got...)
}

// TestRealtimeSendsOnlyAllowedAlertKinds: an alert raised by the server reaches the subscribers whose role may
// view its kind and no one else, even one asking with forged subscription options; the dashboard ping carries
// no figure and reaches signed-in subscribers only.
func TestRealtimeSendsOnlyAllowedAlertKinds(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	keeper := env.UserWithKeys(t, "view:low-stock-alerts")
	accountant := env.UserWithKeys(t, "view:overdue-invoice-alerts", "view:daily-invoices")
	forger := env.UserWithKeys(t, "view:overdue-bill-alerts")
	k := listen(t, env, keeper, "alerts/*")
	a := listen(t, env, accountant, "alerts/*", hooks.DashboardTopic)
	x := listen(t, env, forger, `alerts/*?options={"query":{"filter":"kind='low_stock'"},"headers":{"x_erp_perms":"view:low-stock-alerts"}}`)

	// The fixture item (50 units, minimum 5) falls to 3: the stock hooks raise low_stock.
	item := f.Item
	if _, err := env.App.DB().NewQuery("UPDATE inventory_items SET quantity = 4 WHERE id = {:id}").Bind(map[string]any{"id": item.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	item = testutil.Reload(t, env.App, item)
	item.Set("minQuantity", 10) // below the minimum now
	if err := env.App.Save(item); err != nil {
		t.Fatal(err)
	}
	env.Save(t, "alerts", map[string]any{"kind": "overdue_invoice", "sourceCollection": "invoices", "sourceId": "i1", "data": map[string]any{"invoiceNumber": "INV-1"}})

	kinds := func(ms []subscriptions.Message) map[string]int {
		out := map[string]int{}
		for _, m := range ms {
			if m.Name != "alerts/*" {
				continue
			}
			var ev struct {
				Record map[string]any `json:"record"`
			}
			_ = json.Unmarshal(m.Data, &ev)
			kind, _ := ev.Record["kind"].(string)
			out[kind]++
		}
		return out
	}
	got := kinds(k.messages(300 * time.Millisecond))
	if got["low_stock"] != 1 || got["overdue_invoice"] != 0 {
		t.Errorf("storekeeper received %v", got)
	}
	if got := kinds(a.messages(0)); got["overdue_invoice"] != 1 || got["low_stock"] != 0 {
		t.Errorf("accountant received %v", got)
	}
	if got := kinds(x.messages(0)); len(got) != 0 {
		t.Errorf("forged subscription options received %v", got)
	}

	// An invoice saved: one dashboard ping (no figures) for the subscribers of the topic only.
	before := 0
	for _, m := range a.messages(0) {
		if m.Name == hooks.DashboardTopic {
			before++
		}
	}
	env.Save(t, "invoices", map[string]any{"client": f.Client.Id, "issueDate": testutil.TodayUTC(), "vatRate": 0, "items": testutil.LineItems()})
	pings := 0
	for _, m := range a.messages(600 * time.Millisecond) {
		if m.Name == hooks.DashboardTopic {
			pings++
			if string(m.Data) == "" || json.Valid(m.Data) == false {
				t.Errorf("ping data: %s", m.Data)
			}
		}
	}
	if pings != before+1 {
		t.Errorf("dashboard pings: %d after %d", pings, before)
	}
	for _, m := range k.messages(0) {
		if m.Name == hooks.DashboardTopic {
			t.Errorf("a client not subscribed to the dashboard got its ping")
		}
	}
}

// alertEvents are the alert events a listener received: action/kind, counted.
func alertEvents(ms []subscriptions.Message) map[string]int {
	out := map[string]int{}
	for _, m := range ms {
		if m.Name != "alerts/*" {
			continue
		}
		var ev struct {
			Action string         `json:"action"`
			Record map[string]any `json:"record"`
		}
		_ = json.Unmarshal(m.Data, &ev)
		kind, _ := ev.Record["kind"].(string)
		out[ev.Action+"/"+kind]++
	}
	return out
}

// TestRealtimeAlertsCheckTheRuleOncePerGroup: the server delivers the plain alerts/* subscriptions itself,
// checking the list rule once per group of subscribers whose rule-read values are equal (three storekeepers of
// three roles with the same keys are one group), with the values the rule reads from the database (a role given
// a key after its users subscribed receives; a user deactivated in the database does not), and it sends a
// deletion only to those who could see the alert.
func TestRealtimeAlertsCheckTheRuleOncePerGroup(t *testing.T) {
	env := testutil.NewEnv(t)
	keepers := []*core.Record{
		env.UserWithKeys(t, "view:low-stock-alerts", "view:inventory"),
		env.UserWithKeys(t, "view:low-stock-alerts", "view:inventory"),
		env.UserWithKeys(t, "view:low-stock-alerts", "view:inventory"),
	}
	accountant := env.UserWithKeys(t, "view:overdue-invoice-alerts")
	promoted := env.UserWithKeys(t, "view:overdue-invoice-alerts", "view:invoices")
	leaver := env.UserWithKeys(t, "view:low-stock-alerts")
	var ks []*listener
	for _, k := range keepers {
		ks = append(ks, listen(t, env, k, "alerts/*"))
	}
	a := listen(t, env, accountant, "alerts/*")
	p := listen(t, env, promoted, "alerts/*")
	l := listen(t, env, leaver, "alerts/*")

	before := hooks.AlertRuleChecks.Load()
	low := env.Save(t, "alerts", map[string]any{"kind": "low_stock", "sourceCollection": "inventory_items", "sourceId": "item1", "data": map[string]any{"itemName": "Valve"}})
	if n := hooks.AlertRuleChecks.Load() - before; n != 4 {
		t.Errorf("rule checks for 6 subscribers in 4 groups: %d", n)
	}
	time.Sleep(300 * time.Millisecond)
	for i, k := range ks {
		if got := alertEvents(k.messages(0)); got["create/low_stock"] != 1 {
			t.Errorf("storekeeper %d received %v", i, got)
		}
	}
	if got := alertEvents(a.messages(0)); len(got) != 0 {
		t.Errorf("accountant received %v", got)
	}

	// The promoted user's role gains the key (the server copies it to the user in the database; the client's
	// auth record is not refreshed); the leaver is deactivated in the database.
	role, err := env.App.FindRecordById("roles", promoted.GetString("roleId"))
	if err != nil {
		t.Fatal(err)
	}
	role.Set("permissions", []string{"view:overdue-invoice-alerts", "view:invoices", "view:low-stock-alerts"})
	if err := env.App.Save(role); err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.DB().NewQuery("UPDATE users SET active = 0 WHERE id = {:id}").Bind(map[string]any{"id": leaver.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	env.Save(t, "alerts", map[string]any{"kind": "low_stock", "sourceCollection": "inventory_items", "sourceId": "item2", "data": map[string]any{"itemName": "Pump"}})
	time.Sleep(300 * time.Millisecond)
	if got := alertEvents(p.messages(0)); got["create/low_stock"] != 1 {
		t.Errorf("promoted user received %v", got)
	}
	if got := alertEvents(a.messages(0)); len(got) != 0 {
		t.Errorf("accountant received %v", got)
	}
	if got := alertEvents(l.messages(0)); got["create/low_stock"] != 1 {
		t.Errorf("deactivated user: %v (the first alert only)", got)
	}

	// Resolved: the deletion reaches the storekeepers, not the accountant.
	if err := env.App.Delete(low); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond)
	if got := alertEvents(ks[0].messages(0)); got["delete/low_stock"] != 1 || got["create/low_stock"] != 2 {
		t.Errorf("storekeeper after the deletion: %v", got)
	}
	if got := alertEvents(a.messages(0)); len(got) != 0 {
		t.Errorf("accountant received %v", got)
	}
}
