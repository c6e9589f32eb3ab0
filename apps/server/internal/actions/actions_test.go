package actions_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/actions"
	"erp/server/internal/testutil"
)

func TestActionRouteAuthPermissionsAndNotFound(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "view:invoices", "edit:invoices", "view:clients")
	noEdit := env.UserWithKeys(t, testutil.AllKeysExcept("edit:invoices")...)
	noView := env.UserWithKeys(t, "edit:invoices")
	path := "invoices/" + f.Invoice.Id + "/issue"

	if status, _, raw := env.Act(t, nil, path, nil, nil); status != http.StatusUnauthorized {
		t.Errorf("guest: %d %s", status, raw)
	}
	status, out, raw := env.Act(t, noEdit, path, nil, nil)
	if status != http.StatusForbidden || testutil.ErrorCode(out, "permission") != "permission_required" || !strings.Contains(raw, "edit:invoices") {
		t.Errorf("without edit:invoices: %d %s", status, raw)
	}
	if status, _, raw := env.Act(t, noView, path, nil, nil); status != http.StatusNotFound {
		t.Errorf("record the user cannot view: %d %s", status, raw)
	}
	for _, p := range []string{"widgets/" + f.Invoice.Id + "/issue", "invoices/" + f.Invoice.Id + "/approve", "clients/" + f.Client.Id + "/issue", "invoices/missing000000000/issue"} {
		if status, _, raw := env.Act(t, clerk, p, nil, nil); status != http.StatusNotFound {
			t.Errorf("%s: %d %s", p, status, raw)
		}
	}

	// An inactive user keeps a valid token but loses every permission.
	inactive := env.UserWithKeys(t, "view:invoices", "edit:invoices")
	token := testutil.Token(t, inactive)
	inactive.Set("active", false)
	inactive.Set("status", "inactive")
	if err := env.App.Save(inactive); err != nil {
		t.Fatal(err)
	}
	if status, _ := testutil.PostAction(env.Handler, path, token, nil, nil); status != http.StatusForbidden && status != http.StatusUnauthorized {
		t.Errorf("inactive user: %d", status)
	}

	// The answer is the record as the record API gives it, and ?expand works the same way.
	status, out, raw = env.Act(t, clerk, path+"?expand=client", nil, nil)
	if status != 200 || out["id"] != f.Invoice.Id || out["collectionName"] != "invoices" || out["status"] != "Pending" {
		t.Fatalf("issue: %d %s", status, raw)
	}
	if exp, _ := out["expand"].(map[string]any); exp == nil || exp["client"] == nil {
		t.Errorf("expand=client missing: %s", raw)
	}
	get, getOut, _ := env.Do(t, http.MethodGet, "/api/collections/invoices/records/"+f.Invoice.Id, clerk, nil)
	if get != 200 || getOut["updated"] != out["updated"] || getOut["dueDate"] != out["dueDate"] {
		t.Errorf("answer differs from GET: %v vs %v", getOut, out)
	}

	// A superuser holds every key.
	su := testutil.CreateSuperuser(t, env.App, "root@test.local")
	other := testutil.DraftInvoice(t, env, f, 14, testutil.LineItems()...)
	if status, out, raw := env.Act(t, su, "invoices/"+other.Id+"/issue", nil, nil); status != 200 || out["status"] != "Pending" {
		t.Errorf("superuser: %d %s", status, raw)
	}

	// The change is audited in the user's name.
	row, err := env.App.FindFirstRecordByFilter("audit_log", "collection = 'invoices' && recordId = {:id} && action = 'update'", dbx.Params{"id": f.Invoice.Id})
	if err != nil || row.GetString("user") != clerk.Id || !strings.Contains(jsonString(row.Get("changes")), "Pending") {
		t.Errorf("audit row: %v %v", row, err)
	}
}

func TestConcurrentIssueOfTheLastUnits(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "view:invoices", "edit:invoices")
	token := testutil.Token(t, clerk)
	item := env.Save(t, "inventory_items", map[string]any{"name": "Last units", "warehouse": f.Warehouse.Id, "quantity": 10, "minQuantity": 2})
	invoices := make([]*core.Record, 50)
	for i := range invoices {
		invoices[i] = testutil.DraftInvoice(t, env, f, 14, testutil.ItemLine(item, 1))
	}
	h := env.Handler

	var wg sync.WaitGroup
	statuses := make([]int, len(invoices))
	bodies := make([]string, len(invoices))
	for i, inv := range invoices {
		wg.Add(1)
		go func(i int, id string) {
			defer wg.Done()
			statuses[i], bodies[i] = testutil.PostAction(h, "invoices/"+id+"/issue", token, nil, nil)
		}(i, inv.Id)
	}
	wg.Wait()

	ok, refused := 0, 0
	for i, s := range statuses {
		switch {
		case s == 200:
			ok++
		case s == 400 && strings.Contains(bodies[i], `"insufficient_stock"`):
			refused++
		default:
			t.Errorf("request %d: %d %s", i, s, bodies[i])
		}
	}
	if ok != 10 || refused != 40 {
		t.Errorf("issued %d, refused %d; want 10 and 40", ok, refused)
	}
	item = testutil.Reload(t, env.App, item)
	if item.GetInt("quantity") != 0 || item.GetString("status") != "out of stock" {
		t.Errorf("item after the run: quantity %d status %s", item.GetInt("quantity"), item.GetString("status"))
	}
	var issued, movements, sum, minBalance int
	_ = env.App.DB().NewQuery("SELECT COUNT(*) FROM invoices WHERE status = 'Pending'").Row(&issued)
	_ = env.App.DB().NewQuery("SELECT COUNT(*), COALESCE(SUM(quantity), 0), COALESCE(MIN(balanceAfter), 0) FROM stock_movements WHERE item = {:i} AND reason = 'invoice_issue'").
		Bind(dbx.Params{"i": item.Id}).Row(&movements, &sum, &minBalance)
	if issued != 10 || movements != 10 || sum != -10 || minBalance != 0 {
		t.Errorf("issued invoices %d, movements %d summing %d, lowest balance %d", issued, movements, sum, minBalance)
	}
}

func TestConcurrentIssueOfOneInvoice(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	token := testutil.Token(t, env.UserWithKeys(t, "view:invoices", "edit:invoices"))
	inv := testutil.DraftInvoice(t, env, f, 14, testutil.ItemLine(f.Item, 4))
	h := env.Handler

	var wg sync.WaitGroup
	statuses := make([]int, 10)
	bodies := make([]string, 10)
	for i := range statuses {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			statuses[i], bodies[i] = testutil.PostAction(h, "invoices/"+inv.Id+"/issue", token, nil, nil)
		}(i)
	}
	wg.Wait()
	ok := 0
	for i, s := range statuses {
		switch {
		case s == 200:
			ok++
		case s == 400 && strings.Contains(bodies[i], `"invalid_status_transition"`):
		default:
			t.Errorf("request %d: %d %s", i, s, bodies[i])
		}
	}
	if ok != 1 {
		t.Errorf("%d requests issued the invoice", ok)
	}
	if q := testutil.Reload(t, env.App, f.Item).GetInt("quantity"); q != 46 {
		t.Errorf("stock %d, want 50 - 4", q)
	}
	if n, _ := env.App.CountRecords("stock_movements", dbx.HashExp{"sourceId": inv.Id}); n != 1 {
		t.Errorf("%d movements for the invoice", n)
	}
}

func TestConcurrentPaymentsWithOneIdempotencyKey(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	user := env.UserWithKeys(t, "view:invoices", "edit:invoices")
	token := testutil.Token(t, user)
	inv := testutil.DraftInvoice(t, env, f, 0, testutil.LineItems()...)
	if status, _, raw := env.Act(t, user, "invoices/"+inv.Id+"/issue", nil, nil); status != 200 {
		t.Fatalf("issue: %d %s", status, raw)
	}
	h := env.Handler

	var wg sync.WaitGroup
	statuses := make([]int, 20)
	bodies := make([]string, 20)
	for i := range statuses {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			statuses[i], bodies[i] = testutil.PostAction(h, "invoices/"+inv.Id+"/payments", token,
				map[string]any{"amount": 40, "method": "Cash"}, map[string]string{"Idempotency-Key": "pay-once-123"})
		}(i)
	}
	wg.Wait()
	for i, s := range statuses {
		if s != 200 || !strings.Contains(bodies[i], `"amountPaid":40`) {
			t.Errorf("request %d: %d %s", i, s, bodies[i])
		}
	}
	if n, _ := env.App.CountRecords("invoice_payments", dbx.HashExp{"invoice": inv.Id}); n != 1 {
		t.Errorf("%d payments recorded", n)
	}
	inv = testutil.Reload(t, env.App, inv)
	if inv.GetFloat("amountPaid") != 40 || inv.GetFloat("remaining") != 59.99 || inv.GetString("status") != "Partially Paid" {
		t.Errorf("invoice: paid %v remaining %v status %s", inv.Get("amountPaid"), inv.Get("remaining"), inv.GetString("status"))
	}
}

func jsonString(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// FindViewable finds a record only when the request may view it: the collection's ViewRule decides, a
// superuser sees everything, a collection without a rule is the superusers' alone, an empty rule is public.
func TestFindViewableAppliesTheViewRule(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	viewer := env.UserWithKeys(t, "view:invoices")
	other := env.UserWithKeys(t, "view:clients")
	superuser := testutil.CreateSuperuser(t, env.App, "root@example.com")

	closed := core.NewBaseCollection("viewable_closed") // no ViewRule: superusers only
	closed.Fields.Add(&core.TextField{Name: "note"})
	open := core.NewBaseCollection("viewable_open")
	open.ViewRule = types.Pointer("")
	for _, c := range []*core.Collection{closed, open} {
		if err := env.App.Save(c); err != nil {
			t.Fatal(err)
		}
	}
	records := map[string]*core.Record{}
	for _, c := range []*core.Collection{closed, open} {
		r := core.NewRecord(c)
		if err := env.App.Save(r); err != nil {
			t.Fatal(err)
		}
		records[c.Name] = r
	}

	find := func(auth *core.Record, collection any, id string) error {
		e := &core.RequestEvent{App: env.App, Auth: auth}
		_, err := actions.FindViewable(e, collection, id, &core.RequestInfo{Auth: auth, Method: http.MethodPost})
		return err
	}
	cases := []struct {
		name       string
		auth       *core.Record
		collection any
		id         string
		found      bool
	}{
		{"the rule lets the user view it", viewer, "invoices", f.Invoice.Id, true},
		{"by the collection model", viewer, f.Invoice.Collection(), f.Invoice.Id, true},
		{"the rule leaves the user out", other, "invoices", f.Invoice.Id, false},
		{"a guest", nil, "invoices", f.Invoice.Id, false},
		{"a superuser sees past the rule", superuser, "invoices", f.Invoice.Id, true},
		{"no rule: not for a user", viewer, "viewable_closed", records["viewable_closed"].Id, false},
		{"no rule: for a superuser", superuser, "viewable_closed", records["viewable_closed"].Id, true},
		{"an empty rule is public", nil, "viewable_open", records["viewable_open"].Id, true},
		{"a record that does not exist", viewer, "invoices", "missing000000000", false},
		{"a collection that does not exist", viewer, "widgets", f.Invoice.Id, false},
	}
	for _, c := range cases {
		if err := find(c.auth, c.collection, c.id); (err == nil) != c.found {
			t.Errorf("%s: found %v, want %v (%v)", c.name, err == nil, c.found, err)
		}
	}
}
