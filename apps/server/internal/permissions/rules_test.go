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
