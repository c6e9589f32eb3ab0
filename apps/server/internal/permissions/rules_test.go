package permissions_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
	"erp/server/internal/testutil"
)

// The rule fragments must hold when combined: Has(a) && Has(b) needs both keys, HasAny either.
func TestRuleFragmentsCombine(t *testing.T) {
	app := testutil.NewApp(t)
	c := core.NewBaseCollection("probe")
	c.Fields.Add(&core.TextField{Name: "label"})
	c.ListRule = types.Pointer(permissions.Has("view:clients") + " && " + permissions.Has("edit:clients"))
	c.ViewRule = types.Pointer(permissions.HasAny("view:clients", "edit:clients"))
	if err := app.Save(c); err != nil {
		t.Fatal(err)
	}
	rec := core.NewRecord(c)
	rec.Set("label", "x")
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	h := testutil.Handler(t, app)

	both := testutil.CreateUser(t, app, "both@test.local", testutil.CreateRole(t, app, "Both", "view:clients", "edit:clients"))
	one := testutil.CreateUser(t, app, "one@test.local", testutil.CreateRole(t, app, "One", "view:clients"))
	other := testutil.CreateUser(t, app, "other@test.local", testutil.CreateRole(t, app, "Other", "edit:clients"))
	none := testutil.CreateUser(t, app, "none@test.local", testutil.CreateRole(t, app, "None"))
	inactive := testutil.CreateUser(t, app, "off@test.local", testutil.CreateRole(t, app, "Off", "view:clients", "edit:clients"))
	inactive.Set("active", false)
	if err := app.Save(inactive); err != nil {
		t.Fatal(err)
	}

	cases := []struct {
		name      string
		user      *core.Record
		listTotal string
		viewCode  int
	}{
		{"both keys", both, `"totalItems":1`, 200},
		{"one key", one, `"totalItems":0`, 200},
		{"the other key", other, `"totalItems":0`, 200},
		{"no keys", none, `"totalItems":0`, 404},
		{"inactive user", inactive, `"totalItems":0`, 404},
	}
	for _, tc := range cases {
		res := testutil.Do(t, h, http.MethodGet, "/api/collections/probe/records", testutil.Token(t, tc.user), "")
		if res.Status != 200 || !strings.Contains(res.Body, tc.listTotal) {
			t.Errorf("%s: list %d %s, want %s", tc.name, res.Status, res.Body, tc.listTotal)
		}
		res = testutil.Do(t, h, http.MethodGet, "/api/collections/probe/records/"+rec.Id, testutil.Token(t, tc.user), "")
		if res.Status != tc.viewCode {
			t.Errorf("%s: view %d, want %d", tc.name, res.Status, tc.viewCode)
		}
	}
}

// TestEachFormCannotCombineTwoKeys is the evidence behind Has using `~` instead of `:each ?=`: in a real
// PocketBase app, two `:each ?=` conditions on the role's permissions share one json_each join, so a rule
// asking for two keys needs a single array item equal to both and refuses a user whose role holds both;
// the same rule written with Has allows that user. One `:each ?=` condition alone does work.
func TestEachFormCannotCombineTwoKeys(t *testing.T) {
	app := testutil.NewApp(t)
	each := func(key string) string { return `@request.auth.roleId.permissions:each ?= "` + key + `"` }
	probe := func(name, listRule, viewRule string) *core.Record {
		c := core.NewBaseCollection(name)
		c.Fields.Add(&core.TextField{Name: "label"})
		c.ListRule = types.Pointer(listRule)
		c.ViewRule = types.Pointer(viewRule)
		if err := app.Save(c); err != nil {
			t.Fatal(err)
		}
		rec := core.NewRecord(c)
		rec.Set("label", "x")
		if err := app.Save(rec); err != nil {
			t.Fatal(err)
		}
		return rec
	}
	eachRec := probe("probe_each", each("view:clients")+" && "+each("edit:clients"), each("view:clients"))
	likeRec := probe("probe_like", permissions.Has("view:clients")+" && "+permissions.Has("edit:clients"), permissions.Has("view:clients"))
	h := testutil.Handler(t, app)
	both := testutil.CreateUser(t, app, "both@test.local", testutil.CreateRole(t, app, "Both", "view:clients", "edit:clients", "view:invoices"))
	token := testutil.Token(t, both)

	res := testutil.Do(t, h, http.MethodGet, "/api/collections/probe_each/records", token, "")
	if res.Status != 200 || !strings.Contains(res.Body, `"totalItems":0`) {
		t.Errorf(":each ?= twice on the same path should refuse a role holding both keys: %d %s", res.Status, res.Body)
	}
	res = testutil.Do(t, h, http.MethodGet, "/api/collections/probe_each/records/"+eachRec.Id, token, "")
	if res.Status != 200 {
		t.Errorf("a single :each ?= condition should allow the role: %d %s", res.Status, res.Body)
	}
	res = testutil.Do(t, h, http.MethodGet, "/api/collections/probe_like/records", token, "")
	if res.Status != 200 || !strings.Contains(res.Body, `"totalItems":1`) || !strings.Contains(res.Body, likeRec.Id) {
		t.Errorf("Has(a) && Has(b) should allow a role holding both keys: %d %s", res.Status, res.Body)
	}
}

// TestHasMatchesOnlyTheExactKey: the `~ '"key"'` match is exact. Keys hold no LIKE wildcard or quote, and
// for every pair of keys where one is contained in the other (view:inventory in view:inventory-movement and
// view:inventory-reports, …), a role holding only the longer key does not pass Has(shorter), nor the reverse.
func TestHasMatchesOnlyTheExactKey(t *testing.T) {
	for _, k := range permissions.All {
		if strings.ContainsAny(k, `_%"'\`) {
			t.Errorf("key %q holds a LIKE wildcard, a quote or a backslash", k)
		}
	}
	app := testutil.NewApp(t)
	c := core.NewBaseCollection("probe")
	c.Fields.Add(&core.TextField{Name: "label"})
	if err := app.Save(c); err != nil {
		t.Fatal(err)
	}
	rec := core.NewRecord(c)
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	// Another role keeps the role keys, so the probe may lose them (the server refuses to strip the last holder).
	testutil.CreateRole(t, app, "Keeper", "edit:roles", "assign:roles")
	role := testutil.CreateRole(t, app, "Probe")
	user := testutil.CreateUser(t, app, "probe@test.local", role)
	allowed := func(held []string, key string) bool {
		t.Helper()
		role.Set("permissions", held)
		if err := app.Save(role); err != nil {
			t.Fatal(err)
		}
		ok, err := app.CanAccessRecord(rec, &core.RequestInfo{Auth: user}, types.Pointer(permissions.Has(key)))
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}

	pairs := 0
	for _, long := range permissions.All {
		if !allowed([]string{long}, long) {
			t.Errorf("a role holding %s does not pass Has(%s)", long, long)
		}
		for _, short := range permissions.All {
			if short == long || !strings.Contains(long, short) {
				continue
			}
			pairs++
			if allowed([]string{long}, short) {
				t.Errorf("a role holding only %s passes Has(%s)", long, short)
			}
			if allowed([]string{short}, long) {
				t.Errorf("a role holding only %s passes Has(%s)", short, long)
			}
		}
	}
	if pairs == 0 {
		t.Fatal("expected keys contained in other keys (view:inventory in view:inventory-movement)")
	}
	t.Logf("%d pairs of keys where one contains the other", pairs)
	if allowed([]string{"view:inventory-movement", "view:inventory-reports"}, "view:inventory") {
		t.Error("view:inventory-movement and view:inventory-reports together pass Has(view:inventory)")
	}
	if !allowed([]string{"view:inventory-movement", "view:inventory"}, "view:inventory") {
		t.Error("view:inventory beside a longer key does not pass Has(view:inventory)")
	}
}
