package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/hooks"
	"erp/server/internal/permissions"
	"erp/server/internal/testutil"
)

func administratorRole(t *testing.T, app core.App) *core.Record {
	t.Helper()
	return testutil.SaveRecord(t, app, "roles", map[string]any{
		"name": hooks.AdministratorRoleName, "readOnly": true, "permissions": permissions.All,
	})
}

func patch(t *testing.T, env *testutil.Env, who *core.Record, url string, body map[string]any) (int, map[string]any, string) {
	t.Helper()
	return env.Do(t, http.MethodPatch, url, who, testutil.JSONBody(body))
}

// The last active Administrator can be neither deactivated (by status or by the active flag, by themselves or
// by someone else), nor given another role, nor deleted, through the API or in Go; with a second one, they can.
func TestTheLastAdministratorCannotBeRemoved(t *testing.T) {
	env := testutil.NewEnv(t)
	adminRole := administratorRole(t, env.App)
	clerkRole := testutil.CreateRole(t, env.App, "Clerk", "view:clients")
	admin := testutil.CreateUser(t, env.App, "admin@test.local", adminRole)
	manager := env.UserWithKeys(t, "view:users", "edit:users", "assign:roles", "delete:users", "view:clients")
	// An inactive holder of the role does not count.
	dormant := testutil.CreateUser(t, env.App, "dormant@test.local", adminRole)
	dormant.Set("active", false)
	if err := env.App.Save(dormant); err != nil {
		t.Fatal(err)
	}
	url := "/api/collections/users/records/" + admin.Id

	// Nobody deactivates or re-roles themselves at all (self_deactivate, own_role); someone else meets the
	// last-administrator guard.
	for _, c := range []struct {
		what        string
		who         *core.Record
		body        map[string]any
		field, code string
	}{
		{"deactivating oneself by status", admin, map[string]any{"status": "inactive"}, "status", "self_deactivate"},
		{"deactivating oneself by the active flag", admin, map[string]any{"active": false}, "status", "self_deactivate"},
		{"another user deactivating them", manager, map[string]any{"status": "inactive"}, "status", "last_administrator"},
		{"giving oneself another role", admin, map[string]any{"roleId": clerkRole.Id}, "roleId", "own_role"},
		{"giving them another role", manager, map[string]any{"roleId": clerkRole.Id}, "roleId", "last_administrator"},
	} {
		status, out, raw := patch(t, env, c.who, url, c.body)
		testutil.MustRefuse(t, c.what, status, out, raw, c.field, c.code)
	}
	status, out, raw := env.Do(t, http.MethodDelete, url, manager, nil)
	testutil.MustRefuse(t, "deleting them", status, out, raw, "id", "last_administrator")
	// Deleting one's own account is already outside the delete rule.
	if status, _, raw := env.Do(t, http.MethodDelete, url, admin, nil); status < 400 {
		t.Errorf("deleting oneself: %d %s", status, raw)
	}

	// Go code (and the PocketBase dashboard) meet the same refusal.
	fresh := testutil.Reload(t, env.App, admin)
	fresh.Set("status", "inactive")
	if err := env.App.Save(fresh); err == nil || !strings.Contains(err.Error(), "Administrator role") {
		t.Errorf("a save in Go deactivated the last administrator: %v", err)
	}
	if err := env.App.Delete(testutil.Reload(t, env.App, admin)); err == nil {
		t.Error("a delete in Go removed the last administrator")
	}
	if stored := testutil.Reload(t, env.App, admin); !stored.GetBool("active") || stored.GetString("roleId") != adminRole.Id {
		t.Fatalf("the administrator changed: active %v role %s", stored.GetBool("active"), stored.GetString("roleId"))
	}

	// Reactivating the dormant administrator makes room: then the first one may be given another role.
	env.Call(t, "reactivate a second administrator", http.MethodPatch, "/api/collections/users/records/"+dormant.Id,
		manager, `{"status":"active"}`, 200)
	env.Call(t, "the first one moves to another role", http.MethodPatch, url, manager, `{"roleId":"`+clerkRole.Id+`"}`, 200)
	status, out, raw = patch(t, env, manager, "/api/collections/users/records/"+dormant.Id, map[string]any{"status": "inactive"})
	testutil.MustRefuse(t, "the second one is now the last", status, out, raw, "status", "last_administrator")

	// Without the built-in role (a bare database), there is nothing to protect.
	other := testutil.NewEnv(t)
	plain := other.UserWithKeys(t, "edit:users")
	plain.Set("active", false)
	if err := other.App.Save(plain); err != nil {
		t.Errorf("deactivating a user where no Administrator role exists: %v", err)
	}
}

// The last role that holds edit:roles or assign:roles keeps it, and is not deleted.
func TestTheLastRoleManagerKeepsItsKeys(t *testing.T) {
	env := testutil.NewEnv(t)
	editor := env.UserWithKeys(t, "view:roles", "edit:roles", "assign:roles", "delete:roles")
	role := editor.GetString("roleId")
	url := "/api/collections/roles/records/"

	for _, c := range []struct {
		what string
		keep []string
		key  string
	}{
		{"stripping edit:roles", []string{"view:roles", "assign:roles", "delete:roles"}, "edit:roles"},
		{"stripping assign:roles", []string{"view:roles", "edit:roles", "delete:roles"}, "assign:roles"},
	} {
		status, out, raw := patch(t, env, editor, url+role, map[string]any{"permissions": c.keep})
		testutil.MustRefuse(t, c.what, status, out, raw, "permissions", "last_role_manager")
		if !strings.Contains(raw, `"key":"`+c.key+`"`) {
			t.Errorf("%s: the refusal does not name the key: %s", c.what, raw)
		}
	}

	// A second role holding both keys lets the first one give them up; that second role is then the last.
	second := testutil.CreateRole(t, env.App, "Second", "edit:roles", "assign:roles")
	env.Call(t, "strip the keys while another role holds them", http.MethodPatch, url+role, editor,
		`{"permissions":["view:roles","edit:roles","delete:roles"]}`, 200)
	// The editor still holds edit:roles but no longer assign:roles: deleting the only other holder is refused.
	status, out, raw := env.Do(t, http.MethodDelete, url+second.Id, editor, nil)
	testutil.MustRefuse(t, "deleting the last role holding assign:roles", status, out, raw, "permissions", "last_role_manager")
	err := env.App.Delete(testutil.Reload(t, env.App, second))
	if err == nil || !strings.Contains(err.Error(), "assign:roles") {
		t.Errorf("deleting the last holder in Go: %v", err)
	}
	// Other keys come and go freely.
	env.Call(t, "drop an unrelated key", http.MethodPatch, url+role, editor, `{"permissions":["edit:roles","delete:roles"]}`, 200)
}

// Deactivating a user ends their sessions at once: the tokens issued before are refused, even after the
// account is reactivated; a new sign-in works.
func TestDeactivationEndsSessions(t *testing.T) {
	env := testutil.NewEnv(t)
	// The documented lifetime of a sign-in token (docs/SCHEMA.md): 5 days for users, 1 day for superusers.
	if d := testutil.Collection(t, env.App, "users").AuthToken.Duration; d != 5*24*3600 {
		t.Errorf("users' token lifetime is %d s", d)
	}
	if d := testutil.Collection(t, env.App, core.CollectionNameSuperusers).AuthToken.Duration; d != 24*3600 {
		t.Errorf("superusers' token lifetime is %d s", d)
	}
	manager := env.UserWithKeys(t, "view:users", "edit:users")
	clerk := env.UserWithKeys(t, "view:clients")
	env.Call(t, "before", http.MethodGet, "/api/collections/clients/records", clerk, "", 200)

	env.Call(t, "deactivate", http.MethodPatch, "/api/collections/users/records/"+clerk.Id, manager, `{"status":"inactive"}`, 200)
	env.Call(t, "the old token after deactivation", http.MethodGet, "/api/collections/clients/records", clerk, "", 401,
		hooks.SessionExpiredMessage)
	env.Call(t, "auth-refresh with the old token", http.MethodPost, "/api/collections/users/auth-refresh", clerk, "", 401)

	env.Call(t, "reactivate", http.MethodPatch, "/api/collections/users/records/"+clerk.Id, manager, `{"status":"active"}`, 200)
	env.Call(t, "the old token after reactivation", http.MethodGet, "/api/collections/clients/records", clerk, "", 401)
	res := env.Call(t, "a new sign-in", http.MethodPost, "/api/collections/users/auth-with-password", nil,
		`{"identity":"`+clerk.Email()+`","password":"`+testutil.Password+`"}`, 200)
	var signedIn struct{ Token string }
	res.JSON(t, &signedIn)
	if got := testutil.Do(t, env.Handler, http.MethodGet, "/api/collections/clients/records", signedIn.Token, ""); got.Status != 200 {
		t.Errorf("the new token: %d %s", got.Status, got.Body)
	}
	// Editing anything else (a name) keeps the session.
	env.Call(t, "rename", http.MethodPatch, "/api/collections/users/records/"+clerk.Id, manager, `{"firstName":"Mona"}`, 200)
	if got := testutil.Do(t, env.Handler, http.MethodGet, "/api/collections/clients/records", signedIn.Token, ""); got.Status != 200 {
		t.Errorf("the token after a rename: %d %s", got.Status, got.Body)
	}
}
