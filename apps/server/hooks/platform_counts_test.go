package hooks_test

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/seed"
	"erp/server/internal/testutil"
)

// The counts route and the list rule never disagree: on the demo data, for every collection with a list rule,
// every seeded user (each role, the employee who sees only their own requests), an inactive user, a role
// without keys and a superuser, with and without a filter, the route's total is PocketBase's own list total.
func TestCountsAgreeWithListRules(t *testing.T) {
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
