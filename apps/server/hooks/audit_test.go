package hooks_test

import (
	"encoding/json"
	"errors"
	"net/http"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

func auditRows(t *testing.T, app core.App, collection, recordID string) []*core.Record {
	t.Helper()
	rows, err := app.FindRecordsByFilter("audit_log", "collection = {:c} && recordId = {:r}", "created", 0, 0,
		dbx.Params{"c": collection, "r": recordID})
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func changesOf(t *testing.T, row *core.Record) map[string]any {
	t.Helper()
	out := map[string]any{}
	if err := json.Unmarshal([]byte(row.GetString("changes")), &out); err != nil {
		t.Fatalf("changes %q: %v", row.GetString("changes"), err)
	}
	return out
}

func TestAuditWritesOneRowPerChangeWithTheActor(t *testing.T) {
	w := newWorld(t)
	res := w.call(t, "create role", http.MethodPost, "/api/collections/roles/records", w.admin,
		`{"name":"Auditors","permissions":["view:access"]}`, 200)
	var role struct {
		ID string `json:"id"`
	}
	res.JSON(t, &role)

	rows := auditRows(t, w.app, "roles", role.ID)
	if len(rows) != 1 {
		t.Fatalf("after create: %d audit rows, want 1", len(rows))
	}
	if rows[0].GetString("action") != "create" || rows[0].GetString("user") != w.admin.Id ||
		rows[0].GetString("userEmail") != "admin@test.local" {
		t.Errorf("create row: %v", rows[0].PublicExport())
	}
	if got := changesOf(t, rows[0])["name"]; got != "Auditors" {
		t.Errorf("create changes name = %v", got)
	}

	w.call(t, "update role", http.MethodPatch, "/api/collections/roles/records/"+role.ID, w.admin, `{"description":"Reads the log"}`, 200)
	rows = auditRows(t, w.app, "roles", role.ID)
	if len(rows) != 2 {
		t.Fatalf("after update: %d audit rows, want 2", len(rows))
	}
	changes := changesOf(t, rows[1])
	if len(changes) != 1 {
		t.Errorf("update should list only the changed field, got %v", changes)
	}
	if pair, _ := changes["description"].([]any); len(pair) != 2 || pair[0] != "" || pair[1] != "Reads the log" {
		t.Errorf("update changes = %v", changes)
	}

	w.call(t, "delete role", http.MethodDelete, "/api/collections/roles/records/"+role.ID, w.admin, "", 204)
	rows = auditRows(t, w.app, "roles", role.ID)
	if len(rows) != 3 || rows[2].GetString("action") != "delete" || changesOf(t, rows[2])["description"] != "Reads the log" {
		t.Fatalf("after delete: %d rows", len(rows))
	}

	// Deleting the acting user keeps the rows and who acted.
	if err := w.app.Delete(w.admin); err != nil {
		t.Fatal(err)
	}
	rows = auditRows(t, w.app, "roles", role.ID)
	if len(rows) != 3 || rows[0].GetString("userEmail") != "admin@test.local" {
		t.Fatalf("after the actor was deleted: %d rows, %v", len(rows), rows[0].PublicExport())
	}
}

func TestAuditNeverStoresSecrets(t *testing.T) {
	w := newWorld(t)
	u := testutil.CreateUser(t, w.app, "secret@test.local", w.noneRole)
	u.SetPassword("Chang3dPass!")
	if err := w.app.Save(u); err != nil {
		t.Fatal(err)
	}
	rows := auditRows(t, w.app, "users", u.Id)
	if len(rows) != 2 {
		t.Fatalf("%d rows, want create and update", len(rows))
	}
	if changesOf(t, rows[1])["passwordChanged"] != true {
		t.Errorf("a password change is recorded without its value: %v", changesOf(t, rows[1]))
	}
	for _, row := range rows {
		c := changesOf(t, row)
		for _, secret := range []string{"password", "tokenKey"} {
			if _, ok := c[secret]; ok {
				t.Errorf("%s row stores %s", row.GetString("action"), secret)
			}
		}
	}
	if rows[0].GetString("user") != "" {
		t.Errorf("a change from Go code without an actor is a system change, got user %q", rows[0].GetString("user"))
	}
}

func TestAuditRowSharesTheTransaction(t *testing.T) {
	w := newWorld(t)

	// A save that fails validation writes nothing.
	bad := core.NewRecord(w.adminRole.Collection())
	bad.Set("name", "") // required
	if err := w.app.Save(bad); err == nil {
		t.Fatal("expected a validation error")
	}
	var n int
	if err := w.app.DB().Select("count(*)").From("audit_log").Where(dbx.HashExp{"collection": "roles", "action": "create"}).Row(&n); err != nil {
		t.Fatal(err)
	}
	before := n

	// A save whose transaction rolls back leaves no audit row either.
	var rolledBack string
	err := w.app.RunInTransaction(func(tx core.App) error {
		r := core.NewRecord(w.adminRole.Collection())
		r.Set("name", "Doomed")
		if err := tx.Save(r); err != nil {
			return err
		}
		rolledBack = r.Id
		if len(auditRows(t, tx, "roles", r.Id)) != 1 {
			t.Error("the audit row should be visible inside the transaction")
		}
		return errors.New("abort")
	})
	if err == nil || rolledBack == "" {
		t.Fatalf("transaction: %v", err)
	}
	if rows := auditRows(t, w.app, "roles", rolledBack); len(rows) != 0 {
		t.Errorf("rolled back save left %d audit rows", len(rows))
	}

	// A failing request (unique name) leaves no row; a successful one leaves exactly one.
	w.call(t, "duplicate", http.MethodPost, "/api/collections/roles/records", w.admin, `{"name":"All"}`, 400)
	if err := w.app.DB().Select("count(*)").From("audit_log").Where(dbx.HashExp{"collection": "roles", "action": "create"}).Row(&n); err != nil {
		t.Fatal(err)
	}
	if n != before {
		t.Errorf("failed saves wrote %d audit rows", n-before)
	}

	// An audit write failure rolls back the change itself.
	w.app.OnRecordCreateExecute("audit_log").BindFunc(func(e *core.RecordEvent) error {
		return errors.New("audit storage down")
	})
	r := core.NewRecord(w.adminRole.Collection())
	r.Set("name", "Unaudited")
	if err := w.app.Save(r); err == nil {
		t.Fatal("save should fail when its audit row cannot be written")
	}
	if _, err := w.app.FindFirstRecordByData("roles", "name", "Unaudited"); err == nil {
		t.Error("the change was kept without its audit row")
	}
}

func TestAuditLogIsReadOnlyThroughTheAPI(t *testing.T) {
	w := newWorld(t)
	viewer := w.userWith(t, "viewer@test.local", "view:access")
	rows := auditRows(t, w.app, "users", w.admin.Id)
	if len(rows) == 0 {
		t.Fatal("expected audit rows for the created user")
	}
	id := rows[0].Id
	base := "/api/collections/audit_log/records"

	w.call(t, "view:access lists the log", http.MethodGet, base, viewer, "", 200, `"collection":"users"`)
	w.call(t, "without view:access nothing is listed", http.MethodGet, base, w.nobody, "", 200, `"totalItems":0`)
	w.call(t, "administrator cannot create", http.MethodPost, base, w.admin, `{"collection":"x","recordId":"y","action":"create"}`, 403)
	w.call(t, "administrator cannot edit", http.MethodPatch, base+"/"+id, w.admin, `{"action":"delete"}`, 403)
	w.call(t, "administrator cannot delete", http.MethodDelete, base+"/"+id, w.admin, "", 403)

	su := core.NewRecord(mustCollection(t, w.app, core.CollectionNameSuperusers))
	su.SetEmail("root@test.local")
	su.SetPassword("Passw0rd!123")
	if err := w.app.Save(su); err != nil {
		t.Fatal(err)
	}
	w.call(t, "superuser cannot edit either", http.MethodPatch, base+"/"+id, su, `{"action":"delete"}`, 403, "The audit log is read-only.")
	w.call(t, "superuser cannot delete either", http.MethodDelete, base+"/"+id, su, "", 403)
	if len(auditRows(t, w.app, "users", w.admin.Id)) != len(rows) {
		t.Error("audit rows changed")
	}
}

func TestSetAuditActorNamesTheUserOfCustomCode(t *testing.T) {
	w := newWorld(t)
	var id string
	err := w.app.RunInTransaction(func(tx core.App) error {
		defer hooks.SetAuditActor(tx, w.admin)()
		r := core.NewRecord(w.adminRole.Collection())
		r.Set("name", "From a route")
		err := tx.Save(r)
		id = r.Id
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	rows := auditRows(t, w.app, "roles", id)
	if len(rows) != 1 || rows[0].GetString("user") != w.admin.Id {
		t.Fatalf("rows %d, user %q", len(rows), rows[0].GetString("user"))
	}
}

func mustCollection(t *testing.T, app core.App, name string) *core.Collection {
	t.Helper()
	c, err := app.FindCollectionByNameOrId(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestAuditFollowsTheBatchTransaction(t *testing.T) {
	w := newWorld(t)
	count := func() int {
		var n int
		if err := w.app.DB().Select("count(*)").From("audit_log").Where(dbx.HashExp{"collection": "roles"}).Row(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	before := count()
	w.call(t, "failing batch", http.MethodPost, "/api/batch", w.admin,
		`{"requests":[{"method":"POST","url":"/api/collections/roles/records","body":{"name":"Batch A"}},`+
			`{"method":"POST","url":"/api/collections/roles/records","body":{"name":""}}]}`, 400)
	if got := count(); got != before {
		t.Fatalf("a failed batch left %d audit rows", got-before)
	}
	w.call(t, "batch", http.MethodPost, "/api/batch", w.admin,
		`{"requests":[{"method":"POST","url":"/api/collections/roles/records","body":{"name":"Batch A"}},`+
			`{"method":"POST","url":"/api/collections/roles/records","body":{"name":"Batch B"}}]}`, 200)
	rows, err := w.app.FindRecordsByFilter("audit_log", "collection = 'roles' && action = 'create'", "-created", 2, 0)
	if err != nil || len(rows) != 2 || count() != before+2 {
		t.Fatalf("batch: %d rows (%v)", count()-before, err)
	}
	for _, r := range rows {
		if r.GetString("user") != w.admin.Id {
			t.Errorf("batch row without the acting user: %v", r.PublicExport())
		}
	}
}
