package hooks_test

import (
	"net/http"
	"testing"

	"erp/server/internal/testutil"
)

// TestUserEscalationGuard: nobody deactivates themselves, changes their own role or gives a stronger role;
// manage:access ends sessions and locks accounts, never one's own.
func TestUserEscalationGuard(t *testing.T) {
	w := testutil.NewWorld(t)
	base := "/api/collections/users/records/"
	clerkRole := testutil.CreateRole(t, w.App, "Clerk", "view:clients")
	clerk := testutil.CreateUser(t, w.App, "clerk@test.local", clerkRole)
	second := testutil.CreateUser(t, w.App, "second@test.local", w.AdminRole)

	w.Call(t, "an administrator does not deactivate themselves", http.MethodPatch, base+w.Admin.Id, w.Admin,
		`{"status":"inactive"}`, 400, `"code":"self_deactivate"`)
	w.Call(t, "nor through the active flag", http.MethodPatch, base+w.Admin.Id, w.Admin,
		`{"active":false}`, 400, `"code":"self_deactivate"`)
	w.Call(t, "an administrator does not change their own role", http.MethodPatch, base+w.Admin.Id, w.Admin,
		`{"roleId":"`+clerkRole.Id+`"}`, 400, `"code":"own_role"`)
	manager := w.UserWith(t, "manager@test.local", "view:users", "create:users", "edit:users", "assign:roles", "view:clients", "manage:access")
	w.Call(t, "a stronger role is refused on create", http.MethodPost, "/api/collections/users/records", manager,
		`{"email":"x@test.local","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x","roleId":"`+w.AdminRole.Id+`"}`,
		400, `"code":"role_not_held"`)
	w.Call(t, "a weaker role is given", http.MethodPost, "/api/collections/users/records", manager,
		`{"email":"x@test.local","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x","roleId":"`+clerkRole.Id+`"}`, 200)
	w.Call(t, "a password shorter than 8 characters is refused", http.MethodPost, "/api/collections/users/records", w.Admin,
		`{"email":"y@test.local","password":"short","passwordConfirm":"short","roleId":"`+clerkRole.Id+`"}`, 400, `"password"`)

	// Ending sessions: the clerk's token stops working at once.
	clerkToken := testutil.Token(t, clerk)
	status, out, raw := w.Act(t, manager, "users/"+clerk.Id+"/end-sessions", map[string]any{}, nil)
	if status != http.StatusOK {
		t.Fatalf("end-sessions: %d %s", status, raw)
	}
	_ = out
	if res := testutil.Do(t, w.Handler, http.MethodGet, base+clerk.Id, clerkToken, ""); res.Status != http.StatusUnauthorized {
		t.Errorf("the token from before end-sessions: want 401, got %d", res.Status)
	}
	status, _, raw = w.Act(t, w.Nobody, "users/"+clerk.Id+"/lock", map[string]any{}, nil)
	if status != http.StatusForbidden {
		t.Errorf("lock without manage:access: want 403, got %d %s", status, raw)
	}
	status, _, raw = w.Act(t, manager, "users/"+clerk.Id+"/lock", map[string]any{}, nil)
	if status != http.StatusOK || testutil.Reload(t, w.App, clerk).GetBool("active") {
		t.Errorf("lock: %d %s", status, raw)
	}
	status, _, raw = w.Act(t, manager, "users/"+clerk.Id+"/unlock", map[string]any{}, nil)
	if status != http.StatusOK || !testutil.Reload(t, w.App, clerk).GetBool("active") {
		t.Errorf("unlock: %d %s", status, raw)
	}
	status, out, raw = w.Act(t, manager, "users/"+manager.Id+"/lock", map[string]any{}, nil)
	testutil.MustRefuse(t, "locking oneself", status, out, raw, "status", "self_deactivate")
	status, _, raw = w.Act(t, w.Admin, "users/"+second.Id+"/lock", map[string]any{}, nil)
	if status != http.StatusOK {
		t.Errorf("locking the other administrator: %d %s", status, raw)
	}
}

func TestRoleInUseCode(t *testing.T) {
	w := testutil.NewWorld(t)
	w.Call(t, "role in use answers its code and count", http.MethodDelete, "/api/collections/roles/records/"+w.NoneRole.Id, w.Admin,
		"", 400, `"code":"role_in_use"`, `"count":1`)
}
