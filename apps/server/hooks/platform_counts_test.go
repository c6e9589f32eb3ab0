package hooks_test

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/changes"
	"erp/server/internal/seed"
	"erp/server/internal/testutil"
)

// The counts route and the list rule never disagree: on the demo data, for every collection with a list rule,
// every seeded user (each role, the employee who sees only their own requests), an inactive user, a role
// without keys and a superuser, with and without a filter, the route's total is PocketBase's own list total.
func TestCountsAgreeWithListRules(t *testing.T) {
	env, callers := listCallers(t)

	collections, err := env.App.FindAllCollections(core.CollectionTypeBase, core.CollectionTypeAuth)
	if err != nil {
		t.Fatal(err)
	}
	checked, nonZero := 0, 0
	for _, c := range collections {
		if c.System || c.ListRule == nil {
			continue
		}
		for _, filter := range []string{"", `created >= "2000-01-01" && id != "x"`} {
			for who, token := range callers {
				q := url.Values{"filter": {filter}}.Encode()
				list := testutil.Do(t, env.Handler, http.MethodGet,
					fmt.Sprintf("/api/collections/%s/records?perPage=1&%s", c.Name, q), token, "")
				count := testutil.Do(t, env.Handler, http.MethodGet,
					fmt.Sprintf("/api/erp/counts/%s?%s", c.Name, q), token, "")
				if list.Status != count.Status {
					t.Fatalf("%s as %s: list %d, counts %d %s", c.Name, who, list.Status, count.Status, count.Body)
				}
				if list.Status != http.StatusOK {
					continue
				}
				var l struct{ TotalItems int }
				var n struct{ Total int }
				list.JSON(t, &l)
				count.JSON(t, &n)
				if l.TotalItems != n.Total {
					t.Errorf("%s as %s, filter %q: the list says %d, the counts route %d", c.Name, who, filter, l.TotalItems, n.Total)
				}
				checked++
				if n.Total > 0 {
					nonZero++
				}
			}
		}
	}
	if checked < 200 || nonZero < 100 {
		t.Fatalf("only %d comparisons (%d non-zero): the demo data no longer exercises the rules", checked, nonZero)
	}
}

// A filter the list would refuse is refused here too, and a guest gets nothing.
func TestCountsRefuseWhatTheListRefuses(t *testing.T) {
	env := testutil.NewEnv(t)
	clerk := testutil.Token(t, env.UserWithKeys(t, "view:clients"))
	if r := testutil.Do(t, env.Handler, http.MethodGet, "/api/erp/counts/clients?filter="+url.QueryEscape("name ~"), clerk, ""); r.Status != http.StatusBadRequest {
		t.Fatalf("bad filter: %d %s", r.Status, r.Body)
	}
	if r := testutil.Do(t, env.Handler, http.MethodGet, "/api/erp/counts/clients", "", ""); r.Status != http.StatusUnauthorized {
		t.Fatalf("guest: %d %s", r.Status, r.Body)
	}
	if r := testutil.Do(t, env.Handler, http.MethodGet, "/api/erp/counts/nothing", clerk, ""); r.Status != http.StatusNotFound {
		t.Fatalf("unknown collection: %d %s", r.Status, r.Body)
	}
	// A hidden field (the password hash) is not searchable by a user, as in the list.
	admin := testutil.Token(t, env.UserWithKeys(t, "view:users"))
	if r := testutil.Do(t, env.Handler, http.MethodGet, "/api/erp/counts/users?filter="+url.QueryEscape(`password != ""`), admin, ""); r.Status != http.StatusBadRequest {
		t.Fatalf("hidden field: %d %s", r.Status, r.Body)
	}
}

// The page-start route names the row PocketBase's list has at the same offset, in the same order, for a role user
// and a superuser, in both directions and with a filter; past the end it answers 404, and an order it cannot
// seek by (a related record's field, an unknown field) 400.
func TestPageStartsAreTheListsRows(t *testing.T) {
	env := testutil.NewEnv(t)
	if err := env.App.RunInTransaction(func(tx core.App) error { return seed.Run(tx) }); err != nil {
		t.Fatal(err)
	}
	sales, err := env.App.FindAuthRecordByEmail("users", "sales@erp.local")
	if err != nil {
		t.Fatal(err)
	}
	tokens := map[string]string{"sales": testutil.Token(t, sales),
		"superuser": testutil.Token(t, testutil.CreateSuperuser(t, env.App, "root@test.local"))}
	cases := []struct{ collection, sort, filter string }{
		{"invoices", "-issueDate", ""},
		{"invoices", "issueDate", `status = "Pending"`},
		{"invoices", "-total", ""},
		{"clients", "name", ""},
		{"clients", "-created", `name != ""`},
	}
	compared := 0
	for who, token := range tokens {
		for _, c := range cases {
			q := url.Values{"filter": {c.filter}, "sort": {c.sort}}
			count := testutil.Do(t, env.Handler, http.MethodGet, "/api/erp/counts/"+c.collection+"?"+q.Encode(), token, "")
			var n struct{ Total int }
			count.JSON(t, &n)
			if n.Total < 3 {
				t.Fatalf("%s %v: only %d rows", who, c, n.Total)
			}
			for _, offset := range []int{0, 1, n.Total / 3, n.Total / 2, n.Total - 1} {
				list := testutil.Do(t, env.Handler, http.MethodGet, fmt.Sprintf("/api/collections/%s/records?perPage=1&page=%d&skipTotal=1&sort=%s,id&%s",
					c.collection, offset+1, c.sort, url.Values{"filter": {c.filter}}.Encode()), token, "")
				var rows struct{ Items []map[string]any }
				list.JSON(t, &rows)
				q.Set("offset", fmt.Sprint(offset))
				start := testutil.Do(t, env.Handler, http.MethodGet, "/api/erp/pages/"+c.collection+"?"+q.Encode(), token, "")
				var got struct {
					Value any
					ID    string
				}
				start.JSON(t, &got)
				field := strings.TrimPrefix(c.sort, "-")
				if start.Status != 200 || len(rows.Items) != 1 || got.ID != rows.Items[0]["id"] || fmt.Sprint(got.Value) != fmt.Sprint(rows.Items[0][field]) {
					t.Fatalf("%s %v offset %d: the list has %v, the route %d %s", who, c, offset, rows.Items, start.Status, start.Body)
				}
				compared++
			}
			q.Set("offset", fmt.Sprint(n.Total))
			if r := testutil.Do(t, env.Handler, http.MethodGet, "/api/erp/pages/"+c.collection+"?"+q.Encode(), token, ""); r.Status != http.StatusNotFound {
				t.Fatalf("%s %v past the end: %d %s", who, c, r.Status, r.Body)
			}
		}
	}
	for _, bad := range []string{"sort=client.name&offset=1", "sort=nothing&offset=1", "sort=-issueDate&offset=-1"} {
		if r := testutil.Do(t, env.Handler, http.MethodGet, "/api/erp/pages/invoices?"+bad, tokens["sales"], ""); r.Status != http.StatusBadRequest {
			t.Fatalf("%s: %d %s", bad, r.Status, r.Body)
		}
	}
	if compared != 50 {
		t.Fatalf("%d comparisons", compared)
	}
}

// A kept total never outlives a write: a create, an update and a delete through the API, a write inside a
// transaction (seen once committed, never when rolled back) and a role change, each change the next total.
func TestCountsFollowEveryWrite(t *testing.T) {
	env := testutil.NewEnv(t)
	clerk := env.UserWithKeys(t, "view:clients", "create:clients", "edit:clients", "delete:clients")
	token := testutil.Token(t, clerk)
	total := func(filter string) int {
		t.Helper()
		r := testutil.Do(t, env.Handler, http.MethodGet, "/api/erp/counts/clients?"+url.Values{"filter": {filter}}.Encode(), token, "")
		var n struct{ Total int }
		r.JSON(t, &n)
		if r.Status != http.StatusOK {
			t.Fatalf("counts: %d %s", r.Status, r.Body)
		}
		return n.Total
	}
	active := `status = "active"`
	if a, b := total(active), total(active); a != 0 || b != 0 {
		t.Fatalf("before: %d, %d", a, b)
	}
	created := testutil.Do(t, env.Handler, http.MethodPost, "/api/collections/clients/records", token,
		`{"name":"Nile Traders","type":"business","status":"active","email":"nile@example.com"}`)
	if created.Status != http.StatusOK {
		t.Fatalf("create: %d %s", created.Status, created.Body)
	}
	var c struct{ ID string }
	created.JSON(t, &c)
	if n := total(active); n != 1 {
		t.Fatalf("after a create: %d", n)
	}
	if r := testutil.Do(t, env.Handler, http.MethodPatch, "/api/collections/clients/records/"+c.ID, token, `{"status":"inactive"}`); r.Status != http.StatusOK {
		t.Fatalf("update: %d %s", r.Status, r.Body)
	}
	if n := total(active); n != 0 {
		t.Fatalf("after an update: %d", n)
	}

	// SQL of its own inside a transaction: not seen while it is rolled back, seen once it commits.
	write := func(fail bool) {
		err := env.App.RunInTransaction(func(tx core.App) error {
			if _, err := tx.DB().NewQuery("UPDATE clients SET status = 'active' WHERE id = {:id}").Bind(dbx.Params{"id": c.ID}).Execute(); err != nil {
				return err
			}
			changes.Changed(tx, "clients")
			if fail {
				return errors.New("rolled back")
			}
			return nil
		})
		if (err != nil) != fail {
			t.Fatal(err)
		}
	}
	write(true)
	if n := total(active); n != 0 {
		t.Fatalf("after a rolled-back write: %d", n)
	}
	write(false)
	if n := total(active); n != 1 {
		t.Fatalf("after a committed write: %d", n)
	}

	if r := testutil.Do(t, env.Handler, http.MethodDelete, "/api/collections/clients/records/"+c.ID, token, ""); r.Status != http.StatusNoContent {
		t.Fatalf("delete: %d %s", r.Status, r.Body)
	}
	if n := total(active); n != 0 {
		t.Fatalf("after a delete: %d", n)
	}

	// The role loses the key: its next total is the rule's refusal, not the kept one.
	if total("") != 0 {
		t.Fatal("no clients expected")
	}
	role, err := env.App.FindRecordById("roles", clerk.GetString("roleId"))
	if err != nil {
		t.Fatal(err)
	}
	other := testutil.Do(t, env.Handler, http.MethodPost, "/api/collections/clients/records", token,
		`{"name":"Delta Foods","type":"business","status":"active","email":"delta@example.com"}`)
	if other.Status != http.StatusOK || total("") != 1 {
		t.Fatalf("second client: %d %s", other.Status, other.Body)
	}
	role.Set("permissions", []string{"create:clients"})
	if err := env.App.Save(role); err != nil {
		t.Fatal(err)
	}
	if n := total(""); n != 0 {
		t.Fatalf("after the role lost view:clients: %d", n)
	}
}

// A kept page start never outlives a write: a record that sorts first moves every later page's start.
func TestPageStartsFollowEveryWrite(t *testing.T) {
	env := testutil.NewEnv(t)
	token := testutil.Token(t, env.UserWithKeys(t, "view:clients", "create:clients"))
	create := func(name string) {
		t.Helper()
		r := testutil.Do(t, env.Handler, http.MethodPost, "/api/collections/clients/records", token,
			`{"name":"`+name+`","type":"business","status":"active","email":"c@example.com"}`)
		if r.Status != http.StatusOK {
			t.Fatalf("create %s: %d %s", name, r.Status, r.Body)
		}
	}
	second := func() string {
		t.Helper()
		r := testutil.Do(t, env.Handler, http.MethodGet, "/api/erp/pages/clients?sort=name&offset=1", token, "")
		var start struct{ Value string }
		r.JSON(t, &start)
		return start.Value
	}
	create("Cairo Steel")
	create("Delta Foods")
	if a, b := second(), second(); a != "Delta Foods" || b != a {
		t.Fatalf("before: %q, %q", a, b)
	}
	create("Alexandria Glass")
	if v := second(); v != "Cairo Steel" {
		t.Fatalf("after a create that sorts first: %q", v)
	}
}

// listCallers is the demo data with a token for every kind of caller a list rule meets: each seeded user (every
// role, the employee who sees only their own requests), an inactive user, a role without keys and a superuser.
func listCallers(t *testing.T) (*testutil.Env, map[string]string) {
	t.Helper()
	env := testutil.NewEnv(t)
	if err := env.App.RunInTransaction(func(tx core.App) error { return seed.Run(tx) }); err != nil {
		t.Fatal(err)
	}
	users, err := env.App.FindAllRecords("users")
	if err != nil || len(users) < 4 {
		t.Fatalf("seeded users: %d, %v", len(users), err)
	}
	role, err := env.App.FindRecordById("roles", users[0].GetString("roleId"))
	if err != nil {
		t.Fatal(err)
	}
	inactive := testutil.CreateUser(t, env.App, "inactive@test.local", role)
	inactive.Set("active", false)
	if err := env.App.Save(inactive); err != nil {
		t.Fatal(err)
	}
	callers := map[string]string{"no keys": testutil.Token(t, env.UserWithKeys(t))}
	for _, u := range append(users, inactive) {
		callers[u.Email()] = testutil.Token(t, u)
	}
	callers["superuser"] = testutil.Token(t, testutil.CreateSuperuser(t, env.App, "root@test.local"))
	return env, callers
}
