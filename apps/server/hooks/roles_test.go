package hooks_test

import (
	"net/http"
	"testing"

	"erp/server/internal/testutil"
)

func TestRolesRules(t *testing.T) {
	w := newWorld(t)
	editor := w.userWith(t, "editor@test.local", "edit:roles", "create:roles", "delete:roles")
	builtIn := testutil.CreateRole(t, w.app, "Built-in", "view:clients")
	builtIn.Set("readOnly", true)
	if err := w.app.Save(builtIn); err != nil {
		t.Fatal(err)
	}
	spare := testutil.CreateRole(t, w.app, "Spare")

	w.call(t, "guest cannot list roles", http.MethodGet, "/api/collections/roles/records", nil, "", 200, `"totalItems":0`)
	w.call(t, "any active user lists roles", http.MethodGet, "/api/collections/roles/records", w.nobody, "", 200, `"name":"Built-in"`)

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
