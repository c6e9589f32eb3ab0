package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/testutil"
)

// The keys the rules read from a user record are their role's, whatever anyone sends: a user cannot write their
// own copy, a new role is copied with the user, and a role's changed keys reach every holder at once.
func TestUsersCarryTheirRolesKeys(t *testing.T) {
	w := testutil.NewWorld(t)
	clerk := w.UserWith(t, "clerk@test.local", "view:clients")
	token := testutil.Token(t, clerk)
	list := func(name string, status int, contains ...string) {
		t.Helper()
		w.Call(t, name, http.MethodGet, "/api/collections/invoices/records", clerk, "", status, contains...)
	}
	list("invoices are not the clerk's to list", 200, `"totalItems":0`)

	w.Call(t, "the copy cannot be written through the API", http.MethodPatch, "/api/collections/users/records/"+clerk.Id,
		clerk, `{"permissions":["view:invoices","view:users"]}`, 200)
	saved := testutil.Reload(t, w.App, clerk)
	if got := saved.GetString("permissions"); got != `["view:clients"]` {
		t.Fatalf("after a write of the copy: %s", got)
	}
	if r := testutil.Do(t, w.Handler, http.MethodGet, "/api/collections/users/records/"+clerk.Id, token, ""); r.Status != 200 ||
		strings.Contains(r.Body, "view:clients") {
		t.Fatalf("the copy is hidden from the API: %d %s", r.Status, r.Body)
	}

	role, err := w.App.FindRecordById("roles", clerk.GetString("roleId"))
	if err != nil {
		t.Fatal(err)
	}
	role.Set("permissions", []string{"view:clients", "view:invoices"})
	if err := w.App.Save(role); err != nil {
		t.Fatal(err)
	}
	if got := testutil.Reload(t, w.App, clerk).GetString("permissions"); got != `["view:clients","view:invoices"]` {
		t.Fatalf("after the role gained a key: %s", got)
	}

	other := testutil.CreateRole(t, w.App, "Readers", "view:suppliers")
	clerk = testutil.Reload(t, w.App, clerk)
	clerk.Set("roleId", other.Id)
	if err := w.App.Save(clerk); err != nil {
		t.Fatal(err)
	}
	if got := testutil.Reload(t, w.App, clerk).GetString("permissions"); got != `["view:suppliers"]` {
		t.Fatalf("after a new role: %s", got)
	}
}
