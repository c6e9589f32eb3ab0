package hooks_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/testutil"
)

// newActionEnv is a test app whose handler is testutil.Handler: the router and every OnServe route.
func newActionEnv(t *testing.T) *bizEnv {
	t.Helper()
	app := testutil.NewApp(t)
	return &bizEnv{app: app, mux: testutil.Handler(t, app)}
}

// postAction sends POST /api/erp/{path} to h; safe to call from several goroutines at once.
func postAction(h http.Handler, path, token string, body any, headers map[string]string) (int, string) {
	var reader *strings.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		reader = strings.NewReader(string(b))
	} else {
		reader = strings.NewReader("")
	}
	req := httptest.NewRequest(http.MethodPost, "/api/erp/"+path, reader)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code, rec.Body.String()
}

// act runs a business action as user (nil = guest) and decodes the answer.
func (env *bizEnv) act(t *testing.T, user *core.Record, path string, body any, headers map[string]string) (int, map[string]any, string) {
	t.Helper()
	token := ""
	if user != nil {
		token = testutil.Token(t, user)
	}
	status, raw := postAction(env.mux, path, token, body, headers)
	out := map[string]any{}
	_ = json.Unmarshal([]byte(raw), &out)
	return status, out, raw
}

// errorCode returns data.<field>.code of an error answer.
func errorCode(out map[string]any, field string) string {
	data, _ := out["data"].(map[string]any)
	fe, _ := data[field].(map[string]any)
	code, _ := fe["code"].(string)
	return code
}

// mustRefuse asserts a 400 answer with code on field.
func mustRefuse(t *testing.T, what string, status int, out map[string]any, raw, field, code string) {
	t.Helper()
	if status != http.StatusBadRequest || errorCode(out, field) != code {
		t.Errorf("%s: want 400 %s on %s, got %d %s", what, code, field, status, raw)
	}
}

func reload(t *testing.T, app core.App, r *core.Record) *core.Record {
	t.Helper()
	fresh, err := app.FindRecordById(r.Collection().Name, r.Id)
	if err != nil {
		t.Fatalf("reload %s %s: %v", r.Collection().Name, r.Id, err)
	}
	return fresh
}

// draftInvoice saves a Draft invoice for the fixtures' client.
func draftInvoice(t *testing.T, env *bizEnv, f *bizFixtures, vatRate float64, items ...map[string]any) *core.Record {
	t.Helper()
	return env.save(t, "invoices", map[string]any{"client": f.client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": vatRate, "items": items})
}

func itemLine(item *core.Record, quantity any) map[string]any {
	return map[string]any{"item": item.Id, "warehouse": item.GetString("warehouse"), "description": item.GetString("name"), "quantity": quantity, "unitPrice": 10}
}

func TestActionRouteAuthPermissionsAndNotFound(t *testing.T) {
	env := newActionEnv(t)
	f := newBizFixtures(t, env)
	clerk := env.userWithKeys(t, "view:invoices", "edit:invoices", "view:clients")
	noEdit := env.userWithKeys(t, allKeysExcept("edit:invoices")...)
	noView := env.userWithKeys(t, "edit:invoices")
	path := "invoices/" + f.invoice.Id + "/issue"

	if status, _, raw := env.act(t, nil, path, nil, nil); status != http.StatusUnauthorized {
		t.Errorf("guest: %d %s", status, raw)
	}
	status, out, raw := env.act(t, noEdit, path, nil, nil)
	if status != http.StatusForbidden || errorCode(out, "permission") != "permission_required" || !strings.Contains(raw, "edit:invoices") {
		t.Errorf("without edit:invoices: %d %s", status, raw)
	}
	if status, _, raw := env.act(t, noView, path, nil, nil); status != http.StatusNotFound {
		t.Errorf("record the user cannot view: %d %s", status, raw)
	}
	for _, p := range []string{"widgets/" + f.invoice.Id + "/issue", "invoices/" + f.invoice.Id + "/approve", "clients/" + f.client.Id + "/issue", "invoices/missing000000000/issue"} {
		if status, _, raw := env.act(t, clerk, p, nil, nil); status != http.StatusNotFound {
			t.Errorf("%s: %d %s", p, status, raw)
		}
	}

	// An inactive user keeps a valid token but loses every permission.
	inactive := env.userWithKeys(t, "view:invoices", "edit:invoices")
	token := testutil.Token(t, inactive)
	inactive.Set("active", false)
	inactive.Set("status", "inactive")
	if err := env.app.Save(inactive); err != nil {
		t.Fatal(err)
	}
	if status, _ := postAction(env.mux, path, token, nil, nil); status != http.StatusForbidden && status != http.StatusUnauthorized {
		t.Errorf("inactive user: %d", status)
	}

	// The answer is the record as the record API gives it, and ?expand works the same way.
	status, out, raw = env.act(t, clerk, path+"?expand=client", nil, nil)
	if status != 200 || out["id"] != f.invoice.Id || out["collectionName"] != "invoices" || out["status"] != "Pending" {
		t.Fatalf("issue: %d %s", status, raw)
	}
	if exp, _ := out["expand"].(map[string]any); exp == nil || exp["client"] == nil {
		t.Errorf("expand=client missing: %s", raw)
	}
	get, getOut, _ := env.do(t, http.MethodGet, "/api/collections/invoices/records/"+f.invoice.Id, clerk, nil)
	if get != 200 || getOut["updated"] != out["updated"] || getOut["dueDate"] != out["dueDate"] {
		t.Errorf("answer differs from GET: %v vs %v", getOut, out)
	}

	// A superuser holds every key.
	col, err := env.app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		t.Fatal(err)
	}
	su := core.NewRecord(col)
	su.SetEmail("root@test.local")
	su.SetPassword(testutil.Password)
	if err := env.app.Save(su); err != nil {
		t.Fatal(err)
	}
	other := draftInvoice(t, env, f, 14, lineItems()...)
	if status, out, raw := env.act(t, su, "invoices/"+other.Id+"/issue", nil, nil); status != 200 || out["status"] != "Pending" {
		t.Errorf("superuser: %d %s", status, raw)
	}

	// The change is audited in the user's name.
	row, err := env.app.FindFirstRecordByFilter("audit_log", "collection = 'invoices' && recordId = {:id} && action = 'update'", dbx.Params{"id": f.invoice.Id})
	if err != nil || row.GetString("user") != clerk.Id || !strings.Contains(jsonString(row.Get("changes")), "Pending") {
		t.Errorf("audit row: %v %v", row, err)
	}
}

func TestConcurrentIssueOfTheLastUnits(t *testing.T) {
	env := newActionEnv(t)
	f := newBizFixtures(t, env)
	clerk := env.userWithKeys(t, "view:invoices", "edit:invoices")
	token := testutil.Token(t, clerk)
	item := env.save(t, "inventory_items", map[string]any{"name": "Last units", "warehouse": f.warehouse.Id, "quantity": 10, "minQuantity": 2})
	invoices := make([]*core.Record, 50)
	for i := range invoices {
		invoices[i] = draftInvoice(t, env, f, 14, itemLine(item, 1))
	}
	h := env.mux

	var wg sync.WaitGroup
	statuses := make([]int, len(invoices))
	bodies := make([]string, len(invoices))
	for i, inv := range invoices {
		wg.Add(1)
		go func(i int, id string) {
			defer wg.Done()
			statuses[i], bodies[i] = postAction(h, "invoices/"+id+"/issue", token, nil, nil)
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
	item = reload(t, env.app, item)
	if item.GetInt("quantity") != 0 || item.GetString("status") != "out of stock" {
		t.Errorf("item after the run: quantity %d status %s", item.GetInt("quantity"), item.GetString("status"))
	}
	var issued, movements, sum, minBalance int
	_ = env.app.DB().NewQuery("SELECT COUNT(*) FROM invoices WHERE status = 'Pending'").Row(&issued)
	_ = env.app.DB().NewQuery("SELECT COUNT(*), COALESCE(SUM(quantity), 0), COALESCE(MIN(balanceAfter), 0) FROM stock_movements WHERE item = {:i} AND reason = 'invoice_issue'").
		Bind(dbx.Params{"i": item.Id}).Row(&movements, &sum, &minBalance)
	if issued != 10 || movements != 10 || sum != -10 || minBalance != 0 {
		t.Errorf("issued invoices %d, movements %d summing %d, lowest balance %d", issued, movements, sum, minBalance)
	}
}

func TestConcurrentIssueOfOneInvoice(t *testing.T) {
	env := newActionEnv(t)
	f := newBizFixtures(t, env)
	token := testutil.Token(t, env.userWithKeys(t, "view:invoices", "edit:invoices"))
	inv := draftInvoice(t, env, f, 14, itemLine(f.item, 4))
	h := env.mux

	var wg sync.WaitGroup
	statuses := make([]int, 10)
	bodies := make([]string, 10)
	for i := range statuses {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			statuses[i], bodies[i] = postAction(h, "invoices/"+inv.Id+"/issue", token, nil, nil)
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
	if q := reload(t, env.app, f.item).GetInt("quantity"); q != 46 {
		t.Errorf("stock %d, want 50 - 4", q)
	}
	if n, _ := env.app.CountRecords("stock_movements", dbx.HashExp{"sourceId": inv.Id}); n != 1 {
		t.Errorf("%d movements for the invoice", n)
	}
}

func TestConcurrentPaymentsWithOneIdempotencyKey(t *testing.T) {
	env := newActionEnv(t)
	f := newBizFixtures(t, env)
	user := env.userWithKeys(t, "view:invoices", "edit:invoices")
	token := testutil.Token(t, user)
	inv := draftInvoice(t, env, f, 0, lineItems()...)
	if status, _, raw := env.act(t, user, "invoices/"+inv.Id+"/issue", nil, nil); status != 200 {
		t.Fatalf("issue: %d %s", status, raw)
	}
	h := env.mux

	var wg sync.WaitGroup
	statuses := make([]int, 20)
	bodies := make([]string, 20)
	for i := range statuses {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			statuses[i], bodies[i] = postAction(h, "invoices/"+inv.Id+"/payments", token,
				map[string]any{"amount": 40, "method": "Cash"}, map[string]string{"Idempotency-Key": "pay-once-123"})
		}(i)
	}
	wg.Wait()
	for i, s := range statuses {
		if s != 200 || !strings.Contains(bodies[i], `"amountPaid":40`) {
			t.Errorf("request %d: %d %s", i, s, bodies[i])
		}
	}
	if n, _ := env.app.CountRecords("invoice_payments", dbx.HashExp{"invoice": inv.Id}); n != 1 {
		t.Errorf("%d payments recorded", n)
	}
	inv = reload(t, env.app, inv)
	if inv.GetFloat("amountPaid") != 40 || inv.GetFloat("remaining") != 59.99 || inv.GetString("status") != "Partially Paid" {
		t.Errorf("invoice: paid %v remaining %v status %s", inv.Get("amountPaid"), inv.Get("remaining"), inv.GetString("status"))
	}
}

func jsonString(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// dayStartUTC is today's date as a date field holds it.
func dayStartUTC() string {
	return time.Now().UTC().Format("2006-01-02") + " 00:00:00.000Z"
}

// jsonRows decodes a JSON field holding a list of objects.
func jsonRows(v any) ([]map[string]any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var rows []map[string]any
	err = json.Unmarshal(b, &rows)
	return rows, err
}
