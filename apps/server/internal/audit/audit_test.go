package audit_test

import (
	"errors"
	"net/http"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
	"erp/server/internal/testutil"
)

func TestAuditWritesOneRowPerChangeWithTheActor(t *testing.T) {
	w := testutil.NewWorld(t)
	res := w.Call(t, "create role", http.MethodPost, "/api/collections/roles/records", w.Admin,
		`{"name":"Auditors","permissions":["view:access"]}`, 200)
	var role struct {
		ID string `json:"id"`
	}
	res.JSON(t, &role)

	rows := testutil.AuditRows(t, w.App, "roles", role.ID)
	if len(rows) != 1 {
		t.Fatalf("after create: %d audit rows, want 1", len(rows))
	}
	if rows[0].GetString("action") != "create" || rows[0].GetString("user") != w.Admin.Id ||
		rows[0].GetString("userEmail") != "admin@test.local" {
		t.Errorf("create row: %v", rows[0].PublicExport())
	}
	if got := testutil.AuditChanges(t, rows[0])["name"]; got != "Auditors" {
		t.Errorf("create changes name = %v", got)
	}

	w.Call(t, "update role", http.MethodPatch, "/api/collections/roles/records/"+role.ID, w.Admin, `{"description":"Reads the log"}`, 200)
	rows = testutil.AuditRows(t, w.App, "roles", role.ID)
	if len(rows) != 2 {
		t.Fatalf("after update: %d audit rows, want 2", len(rows))
	}
	changes := testutil.AuditChanges(t, rows[1])
	if len(changes) != 1 {
		t.Errorf("update should list only the changed field, got %v", changes)
	}
	if pair, _ := changes["description"].([]any); len(pair) != 2 || pair[0] != "" || pair[1] != "Reads the log" {
		t.Errorf("update changes = %v", changes)
	}

	w.Call(t, "delete role", http.MethodDelete, "/api/collections/roles/records/"+role.ID, w.Admin, "", 204)
	rows = testutil.AuditRows(t, w.App, "roles", role.ID)
	if len(rows) != 3 || rows[2].GetString("action") != "delete" || testutil.AuditChanges(t, rows[2])["description"] != "Reads the log" {
		t.Fatalf("after delete: %d rows", len(rows))
	}

	// Deleting the acting user keeps the rows and who acted.
	if err := w.App.Delete(w.Admin); err != nil {
		t.Fatal(err)
	}
	rows = testutil.AuditRows(t, w.App, "roles", role.ID)
	if len(rows) != 3 || rows[0].GetString("userEmail") != "admin@test.local" {
		t.Fatalf("after the actor was deleted: %d rows, %v", len(rows), rows[0].PublicExport())
	}
}

func TestAuditNeverStoresSecrets(t *testing.T) {
	w := testutil.NewWorld(t)
	u := testutil.CreateUser(t, w.App, "secret@test.local", w.NoneRole)
	u.SetPassword("Chang3dPass!")
	if err := w.App.Save(u); err != nil {
		t.Fatal(err)
	}
	rows := testutil.AuditRows(t, w.App, "users", u.Id)
	if len(rows) != 2 {
		t.Fatalf("%d rows, want create and update", len(rows))
	}
	if testutil.AuditChanges(t, rows[1])["passwordChanged"] != true {
		t.Errorf("a password change is recorded without its value: %v", testutil.AuditChanges(t, rows[1]))
	}
	for _, row := range rows {
		c := testutil.AuditChanges(t, row)
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
	w := testutil.NewWorld(t)

	// A save that fails validation writes nothing.
	bad := core.NewRecord(w.AdminRole.Collection())
	bad.Set("name", "") // required
	if err := w.App.Save(bad); err == nil {
		t.Fatal("expected a validation error")
	}
	var n int
	if err := w.App.DB().Select("count(*)").From("audit_log").Where(dbx.HashExp{"collection": "roles", "action": "create"}).Row(&n); err != nil {
		t.Fatal(err)
	}
	before := n

	// A save whose transaction rolls back leaves no audit row either.
	var rolledBack string
	err := w.App.RunInTransaction(func(tx core.App) error {
		r := core.NewRecord(w.AdminRole.Collection())
		r.Set("name", "Doomed")
		if err := tx.Save(r); err != nil {
			return err
		}
		rolledBack = r.Id
		if len(testutil.AuditRows(t, tx, "roles", r.Id)) != 1 {
			t.Error("the audit row should be visible inside the transaction")
		}
		return errors.New("abort")
	})
	if err == nil || rolledBack == "" {
		t.Fatalf("transaction: %v", err)
	}
	if rows := testutil.AuditRows(t, w.App, "roles", rolledBack); len(rows) != 0 {
		t.Errorf("rolled back save left %d audit rows", len(rows))
	}

	// A failing request (unique name) leaves no row; a successful one leaves exactly one.
	w.Call(t, "duplicate", http.MethodPost, "/api/collections/roles/records", w.Admin, `{"name":"All"}`, 400)
	if err := w.App.DB().Select("count(*)").From("audit_log").Where(dbx.HashExp{"collection": "roles", "action": "create"}).Row(&n); err != nil {
		t.Fatal(err)
	}
	if n != before {
		t.Errorf("failed saves wrote %d audit rows", n-before)
	}

	// An audit write failure rolls back the change itself.
	w.App.OnRecordCreateExecute("audit_log").BindFunc(func(e *core.RecordEvent) error {
		return errors.New("audit storage down")
	})
	r := core.NewRecord(w.AdminRole.Collection())
	r.Set("name", "Unaudited")
	if err := w.App.Save(r); err == nil {
		t.Fatal("save should fail when its audit row cannot be written")
	}
	if _, err := w.App.FindFirstRecordByData("roles", "name", "Unaudited"); err == nil {
		t.Error("the change was kept without its audit row")
	}
}

func TestAuditLogIsReadOnlyThroughTheAPI(t *testing.T) {
	w := testutil.NewWorld(t)
	viewer := w.UserWith(t, "viewer@test.local", "view:access")
	rows := testutil.AuditRows(t, w.App, "users", w.Admin.Id)
	if len(rows) == 0 {
		t.Fatal("expected audit rows for the created user")
	}
	id := rows[0].Id
	base := "/api/collections/audit_log/records"

	w.Call(t, "view:access lists the log", http.MethodGet, base, viewer, "", 200, `"collection":"users"`)
	w.Call(t, "without view:access nothing is listed", http.MethodGet, base, w.Nobody, "", 200, `"totalItems":0`)
	w.Call(t, "administrator cannot create", http.MethodPost, base, w.Admin, `{"collection":"x","recordId":"y","action":"create"}`, 403)
	w.Call(t, "administrator cannot edit", http.MethodPatch, base+"/"+id, w.Admin, `{"action":"delete"}`, 403)
	w.Call(t, "administrator cannot delete", http.MethodDelete, base+"/"+id, w.Admin, "", 403)

	su := testutil.CreateSuperuser(t, w.App, "root@test.local")
	w.Call(t, "superuser cannot edit either", http.MethodPatch, base+"/"+id, su, `{"action":"delete"}`, 403, "The audit log is read-only.")
	w.Call(t, "superuser cannot delete either", http.MethodDelete, base+"/"+id, su, "", 403)
	if len(testutil.AuditRows(t, w.App, "users", w.Admin.Id)) != len(rows) {
		t.Error("audit rows changed")
	}
}

func TestSetAuditActorNamesTheUserOfCustomCode(t *testing.T) {
	w := testutil.NewWorld(t)
	var id string
	err := w.App.RunInTransaction(func(tx core.App) error {
		defer audit.SetActor(tx, w.Admin)()
		r := core.NewRecord(w.AdminRole.Collection())
		r.Set("name", "From a route")
		err := tx.Save(r)
		id = r.Id
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	rows := testutil.AuditRows(t, w.App, "roles", id)
	if len(rows) != 1 || rows[0].GetString("user") != w.Admin.Id {
		t.Fatalf("rows %d, user %q", len(rows), rows[0].GetString("user"))
	}
}

func TestAuditFollowsTheBatchTransaction(t *testing.T) {
	w := testutil.NewWorld(t)
	count := func() int {
		var n int
		if err := w.App.DB().Select("count(*)").From("audit_log").Where(dbx.HashExp{"collection": "roles"}).Row(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	before := count()
	w.Call(t, "failing batch", http.MethodPost, "/api/batch", w.Admin,
		`{"requests":[{"method":"POST","url":"/api/collections/roles/records","body":{"name":"Batch A"}},`+
			`{"method":"POST","url":"/api/collections/roles/records","body":{"name":""}}]}`, 400)
	if got := count(); got != before {
		t.Fatalf("a failed batch left %d audit rows", got-before)
	}
	w.Call(t, "batch", http.MethodPost, "/api/batch", w.Admin,
		`{"requests":[{"method":"POST","url":"/api/collections/roles/records","body":{"name":"Batch A"}},`+
			`{"method":"POST","url":"/api/collections/roles/records","body":{"name":"Batch B"}}]}`, 200)
	rows, err := w.App.FindRecordsByFilter("audit_log", "collection = 'roles' && action = 'create'", "-created", 2, 0)
	if err != nil || len(rows) != 2 || count() != before+2 {
		t.Fatalf("batch: %d rows (%v)", count()-before, err)
	}
	for _, r := range rows {
		if r.GetString("user") != w.Admin.Id {
			t.Errorf("batch row without the acting user: %v", r.PublicExport())
		}
	}
}
