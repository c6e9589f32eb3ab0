package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/testutil"
)

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
