package hooks_test

import (
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

// listener is a realtime client registered with the app's broker, as the SSE route registers one, signed in
// as user and subscribed to topics; it records the messages it receives.
type listener struct {
	mu     sync.Mutex
	client *subscriptions.DefaultClient
	got    []subscriptions.Message
}

func listen(app core.App, user *core.Record, topics ...string) *listener {
	l := &listener{client: subscriptions.NewDefaultClient()}
	l.client.Set(apis.RealtimeClientAuthKey, user)
	l.client.Subscribe(topics...)
	app.SubscriptionsBroker().Register(l.client)
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
	k := listen(env.App, keeper, "alerts/*")
	a := listen(env.App, accountant, "alerts/*", hooks.DashboardTopic)
	x := listen(env.App, forger, `alerts/*?options={"query":{"filter":"kind='low_stock'"},"headers":{"x_erp_perms":"view:low-stock-alerts"}}`)

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
