package hooks_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/testutil"
)

func TestRolesRules(t *testing.T) {
	w := testutil.NewWorld(t)
	editor := w.UserWith(t, "editor@test.local", "edit:roles", "create:roles", "delete:roles", "view:clients")
	builtIn := testutil.CreateRole(t, w.App, "Built-in", "view:clients")
	builtIn.Set("readOnly", true)
	if err := w.App.Save(builtIn); err != nil {
		t.Fatal(err)
	}
	spare := testutil.CreateRole(t, w.App, "Spare")

	w.Call(t, "guest cannot list roles", http.MethodGet, "/api/collections/roles/records", nil, "", 200, `"totalItems":0`)
	w.Call(t, "a user without role keys lists only their own role", http.MethodGet, "/api/collections/roles/records", w.Nobody, "", 200,
		`"totalItems":1`, `"name":"None"`)
	w.Call(t, "view:roles lists every role", http.MethodGet, "/api/collections/roles/records?filter=(name='Built-in')", w.Admin, "", 200,
		`"name":"Built-in"`)

	w.Call(t, "create needs create:roles", http.MethodPost, "/api/collections/roles/records", w.Nobody,
		`{"name":"X"}`, 400)
	w.Call(t, "create with create:roles", http.MethodPost, "/api/collections/roles/records", editor,
		`{"name":"Clerks","permissions":["view:clients"]}`, 200, `"name":"Clerks"`)
	w.Call(t, "unknown permission key refused", http.MethodPost, "/api/collections/roles/records", editor,
		`{"name":"Bad","permissions":["fly:rockets"]}`, 400, `"permissions"`)
	w.Call(t, "duplicate name refused", http.MethodPost, "/api/collections/roles/records", editor,
		`{"name":"spare"}`, 400, `validation_not_unique`)
	w.Call(t, "readOnly cannot be set through the API", http.MethodPost, "/api/collections/roles/records", editor,
		`{"name":"Sneaky","readOnly":true}`, 403)

	w.Call(t, "edit needs edit:roles", http.MethodPatch, "/api/collections/roles/records/"+spare.Id, w.Nobody,
		`{"description":"x"}`, 404)
	w.Call(t, "edit with edit:roles", http.MethodPatch, "/api/collections/roles/records/"+spare.Id, editor,
		`{"description":"Spare role"}`, 200, `"description":"Spare role"`)
	w.Call(t, "read-only role cannot be edited", http.MethodPatch, "/api/collections/roles/records/"+builtIn.Id, w.Admin,
		`{"description":"x"}`, 404)
	w.Call(t, "read-only role cannot be deleted", http.MethodDelete, "/api/collections/roles/records/"+builtIn.Id, w.Admin,
		"", 404)
	w.Call(t, "delete needs delete:roles", http.MethodDelete, "/api/collections/roles/records/"+spare.Id, w.Nobody,
		"", 404)
	w.Call(t, "role in use cannot be deleted", http.MethodDelete, "/api/collections/roles/records/"+w.NoneRole.Id, editor,
		"", 400, "This role is assigned to 1 user. Reassign them first.")
	w.Call(t, "unused role deleted", http.MethodDelete, "/api/collections/roles/records/"+spare.Id, editor,
		"", 204)
}

func TestRoleInUseMessageCountsUsers(t *testing.T) {
	w := testutil.NewWorld(t)
	testutil.CreateUser(t, w.App, "second@test.local", w.NoneRole)
	err := w.App.Delete(w.NoneRole)
	if err == nil || err.Error() != "This role is assigned to 2 users. Reassign them first." {
		t.Fatalf("got %v", err)
	}
}

// TestRoleReadingRule: roles are read by the roles screen (view:roles), by role assigners (assign:roles) and
// user administrators (view:users); everyone else signed in reads their own role only, which is what the
// web app's sign-in and session check expand (?expand=roleId).
func TestRoleReadingRule(t *testing.T) {
	w := testutil.NewWorld(t)
	base := "/api/collections/roles/records"
	clerkRole := testutil.CreateRole(t, w.App, "Clerk", "view:clients", "create:leave")
	clerk := testutil.CreateUser(t, w.App, "clerk@test.local", clerkRole)
	inactive := testutil.CreateUser(t, w.App, "off@test.local", clerkRole)
	inactive.Set("active", false)
	if err := w.App.Save(inactive); err != nil {
		t.Fatal(err)
	}
	total := func() int {
		n, err := w.App.CountRecords("roles")
		if err != nil {
			t.Fatal(err)
		}
		return int(n)
	}

	res := w.Call(t, "no role keys: only the own role is listed", http.MethodGet, base+"?perPage=500", clerk, "", 200, `"totalItems":1`)
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
	w.Call(t, "own role viewed", http.MethodGet, base+"/"+clerkRole.Id, clerk, "", 200, `"name":"Clerk"`)
	w.Call(t, "another role is not found", http.MethodGet, base+"/"+w.AdminRole.Id, clerk, "", 404)
	w.Call(t, "guest sees no role", http.MethodGet, base, nil, "", 200, `"totalItems":0`)
	w.Call(t, "an inactive user sees no role", http.MethodGet, base, inactive, "", 200, `"totalItems":0`)

	// The web app's session: sign-in, session check and token refresh all expand the own role.
	res = w.Call(t, "sign-in expands the own role", http.MethodPost, "/api/collections/users/auth-with-password?expand=roleId", nil,
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
	w.Call(t, "the session check expands the own role", http.MethodGet, "/api/collections/users/records/"+clerk.Id+"?expand=roleId",
		clerk, "", 200, `"expand":{"roleId":{`, `"name":"Clerk"`, `"create:leave"`)
	w.Call(t, "token refresh expands the own role", http.MethodPost, "/api/collections/users/auth-refresh?expand=roleId",
		clerk, "", 200, `"expand":{"roleId":{`, `"name":"Clerk"`)

	for _, key := range []string{"view:roles", "assign:roles", "view:users"} {
		u := w.UserWith(t, strings.ReplaceAll(key, ":", "-")+"@test.local", key)
		w.Call(t, key+" lists every role", http.MethodGet, base+"?perPage=500", u, "", 200, fmt.Sprintf(`"totalItems":%d`, total()))
		w.Call(t, key+" views another role", http.MethodGet, base+"/"+clerkRole.Id, u, "", 200, `"name":"Clerk"`)
	}
	admin := w.UserWith(t, "useradmin@test.local", "view:users")
	w.Call(t, "the users screen expands every user's role", http.MethodGet,
		"/api/collections/users/records?perPage=500&expand=roleId&filter=(id='"+clerk.Id+"')", admin, "", 200,
		`"expand":{"roleId":{`, `"name":"Clerk"`)
}

// A role editor can grant only keys their own role holds, so nobody extends their own role or builds a
// stronger one for someone else; keys already on a role may stay and may be removed.
func TestRoleEditorsGrantOnlyWhatTheyHold(t *testing.T) {
	env := testutil.NewEnv(t)
	editor := env.UserWithKeys(t, "view:roles", "create:roles", "edit:roles", "view:invoices")
	own := editor.GetString("roleId")
	base := "/api/collections/roles/records"

	status, _, raw := env.Do(t, http.MethodPost, base, editor,
		testutil.JSONBody(map[string]any{"name": "Too strong", "permissions": []string{"view:invoices", "delete:invoices"}}))
	if status != 400 || !strings.Contains(raw, "permissions_not_held") || !strings.Contains(raw, "delete:invoices") {
		t.Errorf("create a role with a key the editor lacks: %d %s", status, raw)
	}
	status, out, raw := env.Do(t, http.MethodPost, base, editor,
		testutil.JSONBody(map[string]any{"name": "Invoice readers", "permissions": []string{"view:invoices"}}))
	if status != 200 {
		t.Fatalf("create a role with held keys: %d %s", status, raw)
	}

	if status, _, raw := env.Do(t, http.MethodPatch, base+"/"+own, editor,
		testutil.JSONBody(map[string]any{"permissions+": []string{"delete:roles"}})); status != 400 || !strings.Contains(raw, "permissions_not_held") {
		t.Errorf("extend one's own role: %d %s", status, raw)
	}
	if status, _, raw := env.Do(t, http.MethodPatch, base+"/"+own, editor,
		testutil.JSONBody(map[string]any{"description": "Edited by its holder"})); status != 200 {
		t.Errorf("edit one's own role without new keys: %d %s", status, raw)
	}

	// A role made by someone stronger keeps keys the editor lacks when the editor changes other keys.
	admin := env.UserWithKeys(t, "view:roles", "create:roles", "edit:roles", "view:invoices", "delete:invoices")
	_, strong, _ := env.Do(t, http.MethodPost, base, admin,
		testutil.JSONBody(map[string]any{"name": "Invoice managers", "permissions": []string{"view:invoices", "delete:invoices"}}))
	id := strong["id"].(string)
	if status, _, raw := env.Do(t, http.MethodPatch, base+"/"+id, editor,
		testutil.JSONBody(map[string]any{"permissions-": []string{"view:invoices"}})); status != 200 {
		t.Errorf("remove a key from a stronger role: %d %s", status, raw)
	}
	if status, _, raw := env.Do(t, http.MethodPatch, base+"/"+out["id"].(string), editor,
		testutil.JSONBody(map[string]any{"permissions": []string{"view:invoices", "view:roles"}})); status != 200 {
		t.Errorf("grant a held key: %d %s", status, raw)
	}
}
