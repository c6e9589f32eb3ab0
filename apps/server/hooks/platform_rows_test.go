package hooks_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"reflect"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/testutil"
)

// The rows route answers what PocketBase's own list answers, byte for byte once parsed: every collection with a
// list rule, every seeded user, an inactive user, a role without keys and a superuser, with and without a filter,
// with and without the total, and with the expands the app's lists ask for.
func TestRowsAreTheListsRows(t *testing.T) {
	env, callers := listCallers(t)

	// The expands of the app's lists (apps/erp/src/queries).
	expands := map[string]string{
		"users": "roleId", "bills": "supplier,bill_payments_via_bill", "stock_movements": "item,warehouse",
		"leave_requests": "employee,approvedBy", "purchase_requests": "warehouse",
		"stock_transfers": "fromWarehouse,toWarehouse", "payroll_records": "employee", "documents": "client",
		"inventory_items": "supplier,warehouse",
	}
	collections, err := env.App.FindAllCollections(core.CollectionTypeBase, core.CollectionTypeAuth)
	if err != nil {
		t.Fatal(err)
	}
	compare := func(name, who string, q url.Values) (rows int) {
		list := testutil.Do(t, env.Handler, http.MethodGet, "/api/collections/"+name+"/records?"+q.Encode(), callers[who], "")
		ours := testutil.Do(t, env.Handler, http.MethodGet, "/api/erp/rows/"+name+"?"+q.Encode(), callers[who], "")
		if list.Status != ours.Status {
			t.Fatalf("%s as %s, %v: list %d, rows %d %s", name, who, q, list.Status, ours.Status, ours.Body)
		}
		var a, b map[string]any
		if err := json.Unmarshal([]byte(list.Body), &a); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(ours.Body), &b); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%s as %s, %v:\nthe list answers %s\nthe rows route %s", name, who, q, list.Body, ours.Body)
		}
		if items, ok := a["items"].([]any); ok {
			return len(items)
		}
		return 0
	}
	checked, nonEmpty := 0, 0
	for _, c := range collections {
		if c.System || c.ListRule == nil {
			continue
		}
		for _, filter := range []string{"", `created >= "2000-01-01" && id != "x"`} {
			for who := range callers {
				q := url.Values{"perPage": {"40"}, "sort": {"-created,id"}, "filter": {filter}, "skipTotal": {"1"}}
				if e, ok := expands[c.Name]; ok {
					q.Set("expand", e)
				}
				if compare(c.Name, who, q) > 0 {
					nonEmpty++
				}
				// Page 2 with the total.
				q.Del("skipTotal")
				q.Set("page", "2")
				q.Set("perPage", "3")
				compare(c.Name, who, q)
				checked++
			}
		}
	}
	if checked < 200 || nonEmpty < 100 {
		t.Fatalf("only %d comparisons (%d with rows): the demo data no longer exercises the rules", checked, nonEmpty)
	}
}

// What the list refuses, the rows route refuses: a guest, an unknown collection, a broken filter, a hidden field,
// and a filter or sort naming another collection or the request (only a superuser may).
func TestRowsRefuseWhatTheListRefuses(t *testing.T) {
	env := testutil.NewEnv(t)
	clerk := testutil.Token(t, env.UserWithKeys(t, "view:clients", "view:users"))
	for _, c := range []struct {
		path, token string
		status      int
	}{
		{"/api/erp/rows/clients", "", http.StatusUnauthorized},
		{"/api/erp/rows/nothing", clerk, http.StatusNotFound},
		{"/api/erp/rows/clients?filter=" + url.QueryEscape("name ~"), clerk, http.StatusBadRequest},
		{"/api/erp/rows/users?filter=" + url.QueryEscape(`password != ""`), clerk, http.StatusBadRequest},
		{"/api/erp/rows/clients?filter=" + url.QueryEscape(`@collection.users.email != ""`), clerk, http.StatusForbidden},
		{"/api/erp/rows/clients?sort=" + url.QueryEscape(`@request.auth.id`), clerk, http.StatusForbidden},
		{"/api/erp/counts/clients?filter=" + url.QueryEscape(`@collection.payroll_records.netPay > 0`), clerk, http.StatusForbidden},
	} {
		if r := testutil.Do(t, env.Handler, http.MethodGet, c.path, c.token, ""); r.Status != c.status {
			t.Errorf("%s: %d %s, want %d", c.path, r.Status, r.Body, c.status)
		}
	}
}
