package hooks_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/testutil"
)

func TestRolesRules(t *testing.T) {
	w := newWorld(t)
	editor := w.userWith(t, "editor@test.local", "edit:roles", "create:roles", "delete:roles", "view:clients")
	builtIn := testutil.CreateRole(t, w.app, "Built-in", "view:clients")
	builtIn.Set("readOnly", true)
	if err := w.app.Save(builtIn); err != nil {
		t.Fatal(err)
	}
	spare := testutil.CreateRole(t, w.app, "Spare")

	w.call(t, "guest cannot list roles", http.MethodGet, "/api/collections/roles/records", nil, "", 200, `"totalItems":0`)
	w.call(t, "a user without role keys lists only their own role", http.MethodGet, "/api/collections/roles/records", w.nobody, "", 200,
		`"totalItems":1`, `"name":"None"`)
	w.call(t, "view:roles lists every role", http.MethodGet, "/api/collections/roles/records?filter=(name='Built-in')", w.admin, "", 200,
		`"name":"Built-in"`)

	w.call(t, "create needs create:roles", http.MethodPost, "/api/collections/roles/records", w.nobody,
		`{"name":"X"}`, 400)
	w.call(t, "create with create:roles", http.MethodPost, "/api/collections/roles/records", editor,
		`{"name":"Clerks","permissions":["view:clients"]}`, 200, `"name":"Clerks"`)
	w.call(t, "unknown permission key refused", http.MethodPost, "/api/collections/roles/records", editor,
		`{"name":"Bad","permissions":["fly:rockets"]}`, 400, `"permissions"`)
	w.call(t, "duplicate name refused", http.MethodPost, "/api/collections/roles/records", editor,
		`{"name":"spare"}`, 400, `validation_not_unique`)
	w.call(t, "readOnly cannot be set through the API", http.MethodPost, "/api/collections/roles/records", editor,
		`{"name":"Sneaky","readOnly":true}`, 403)

	w.call(t, "edit needs edit:roles", http.MethodPatch, "/api/collections/roles/records/"+spare.Id, w.nobody,
		`{"description":"x"}`, 404)
	w.call(t, "edit with edit:roles", http.MethodPatch, "/api/collections/roles/records/"+spare.Id, editor,
		`{"description":"Spare role"}`, 200, `"description":"Spare role"`)
	w.call(t, "read-only role cannot be edited", http.MethodPatch, "/api/collections/roles/records/"+builtIn.Id, w.admin,
		`{"description":"x"}`, 404)
	w.call(t, "read-only role cannot be deleted", http.MethodDelete, "/api/collections/roles/records/"+builtIn.Id, w.admin,
		"", 404)
	w.call(t, "delete needs delete:roles", http.MethodDelete, "/api/collections/roles/records/"+spare.Id, w.nobody,
		"", 404)
	w.call(t, "role in use cannot be deleted", http.MethodDelete, "/api/collections/roles/records/"+w.noneRole.Id, editor,
		"", 400, "This role is assigned to 1 user. Reassign them first.")
	w.call(t, "unused role deleted", http.MethodDelete, "/api/collections/roles/records/"+spare.Id, editor,
		"", 204)
}

func TestRoleInUseMessageCountsUsers(t *testing.T) {
	w := newWorld(t)
	testutil.CreateUser(t, w.app, "second@test.local", w.noneRole)
	err := w.app.Delete(w.noneRole)
	if err == nil || err.Error() != "This role is assigned to 2 users. Reassign them first." {
		t.Fatalf("got %v", err)
	}
}

// TestRoleReadingRule: roles are read by the roles screen (view:roles), by role assigners (assign:roles) and
// user administrators (view:users); everyone else signed in reads their own role only, which is what the
// web app's sign-in and session check expand (?expand=roleId).
func TestRoleReadingRule(t *testing.T) {
	w := newWorld(t)
	base := "/api/collections/roles/records"
	clerkRole := testutil.CreateRole(t, w.app, "Clerk", "view:clients", "create:leave")
	clerk := testutil.CreateUser(t, w.app, "clerk@test.local", clerkRole)
	inactive := testutil.CreateUser(t, w.app, "off@test.local", clerkRole)
	inactive.Set("active", false)
	if err := w.app.Save(inactive); err != nil {
		t.Fatal(err)
	}
	total := func() int {
		n, err := w.app.CountRecords("roles")
		if err != nil {
			t.Fatal(err)
		}
		return int(n)
	}

	res := w.call(t, "no role keys: only the own role is listed", http.MethodGet, base+"?perPage=500", clerk, "", 200, `"totalItems":1`)
	var list struct {
		Items []struct {
			ID          string   `json:"id"`
			Permissions []string `json:"permissions"`
		} `json:"items"`
	}
	res.JSON(t, &list)
	if len(list.Items) != 1 || list.Items[0].ID != clerkRole.Id || len(list.Items[0].Permissions) != 2 {
		t.Fatalf("own role listing: %s", res.Body)
	}
	w.call(t, "own role viewed", http.MethodGet, base+"/"+clerkRole.Id, clerk, "", 200, `"name":"Clerk"`)
	w.call(t, "another role is not found", http.MethodGet, base+"/"+w.adminRole.Id, clerk, "", 404)
	w.call(t, "guest sees no role", http.MethodGet, base, nil, "", 200, `"totalItems":0`)
	w.call(t, "an inactive user sees no role", http.MethodGet, base, inactive, "", 200, `"totalItems":0`)

	// The web app's session: sign-in, session check and token refresh all expand the own role.
	res = w.call(t, "sign-in expands the own role", http.MethodPost, "/api/collections/users/auth-with-password?expand=roleId", nil,
		`{"identity":"clerk@test.local","password":"`+testutil.Password+`"}`, 200)
	var auth struct {
		Token  string `json:"token"`
		Record struct {
			Expand struct {
				RoleID struct {
					ID          string   `json:"id"`
					Permissions []string `json:"permissions"`
				} `json:"roleId"`
			} `json:"expand"`
		} `json:"record"`
	}
	res.JSON(t, &auth)
	if auth.Record.Expand.RoleID.ID != clerkRole.Id || len(auth.Record.Expand.RoleID.Permissions) != 2 {
		t.Errorf("sign-in did not expand the own role: %s", res.Body)
	}
	w.call(t, "the session check expands the own role", http.MethodGet, "/api/collections/users/records/"+clerk.Id+"?expand=roleId",
		clerk, "", 200, `"expand":{"roleId":{`, `"name":"Clerk"`, `"create:leave"`)
	w.call(t, "token refresh expands the own role", http.MethodPost, "/api/collections/users/auth-refresh?expand=roleId",
		clerk, "", 200, `"expand":{"roleId":{`, `"name":"Clerk"`)

	for _, key := range []string{"view:roles", "assign:roles", "view:users"} {
		u := w.userWith(t, strings.ReplaceAll(key, ":", "-")+"@test.local", key)
		w.call(t, key+" lists every role", http.MethodGet, base+"?perPage=500", u, "", 200, fmt.Sprintf(`"totalItems":%d`, total()))
		w.call(t, key+" views another role", http.MethodGet, base+"/"+clerkRole.Id, u, "", 200, `"name":"Clerk"`)
	}
	admin := w.userWith(t, "useradmin@test.local", "view:users")
	w.call(t, "the users screen expands every user's role", http.MethodGet,
		"/api/collections/users/records?perPage=500&expand=roleId&filter=(id='"+clerk.Id+"')", admin, "", 200,
		`"expand":{"roleId":{`, `"name":"Clerk"`)
}
