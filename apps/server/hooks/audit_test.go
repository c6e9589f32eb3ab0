package hooks_test

import (
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/hooks"
	"erp/server/internal/schema"
	"erp/server/internal/seed"
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
	w := testutil.NewWorld(t)
	res := w.Call(t, "create role", http.MethodPost, "/api/collections/roles/records", w.Admin,
		`{"name":"Auditors","permissions":["view:access"]}`, 200)
	var role struct {
		ID string `json:"id"`
	}
	res.JSON(t, &role)

	rows := auditRows(t, w.App, "roles", role.ID)
	if len(rows) != 1 {
		t.Fatalf("after create: %d audit rows, want 1", len(rows))
	}
	if rows[0].GetString("action") != "create" || rows[0].GetString("user") != w.Admin.Id ||
		rows[0].GetString("userEmail") != "admin@test.local" {
		t.Errorf("create row: %v", rows[0].PublicExport())
	}
	if got := changesOf(t, rows[0])["name"]; got != "Auditors" {
		t.Errorf("create changes name = %v", got)
	}

	w.Call(t, "update role", http.MethodPatch, "/api/collections/roles/records/"+role.ID, w.Admin, `{"description":"Reads the log"}`, 200)
	rows = auditRows(t, w.App, "roles", role.ID)
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

	w.Call(t, "delete role", http.MethodDelete, "/api/collections/roles/records/"+role.ID, w.Admin, "", 204)
	rows = auditRows(t, w.App, "roles", role.ID)
	if len(rows) != 3 || rows[2].GetString("action") != "delete" || changesOf(t, rows[2])["description"] != "Reads the log" {
		t.Fatalf("after delete: %d rows", len(rows))
	}

	// Deleting the acting user keeps the rows and who acted.
	if err := w.App.Delete(w.Admin); err != nil {
		t.Fatal(err)
	}
	rows = auditRows(t, w.App, "roles", role.ID)
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
	rows := auditRows(t, w.App, "users", u.Id)
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
		if len(auditRows(t, tx, "roles", r.Id)) != 1 {
			t.Error("the audit row should be visible inside the transaction")
		}
		return errors.New("abort")
	})
	if err == nil || rolledBack == "" {
		t.Fatalf("transaction: %v", err)
	}
	if rows := auditRows(t, w.App, "roles", rolledBack); len(rows) != 0 {
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
	rows := auditRows(t, w.App, "users", w.Admin.Id)
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
	if len(auditRows(t, w.App, "users", w.Admin.Id)) != len(rows) {
		t.Error("audit rows changed")
	}
}

func TestSetAuditActorNamesTheUserOfCustomCode(t *testing.T) {
	w := testutil.NewWorld(t)
	var id string
	err := w.App.RunInTransaction(func(tx core.App) error {
		defer hooks.SetAuditActor(tx, w.Admin)()
		r := core.NewRecord(w.AdminRole.Collection())
		r.Set("name", "From a route")
		err := tx.Save(r)
		id = r.Id
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	rows := auditRows(t, w.App, "roles", id)
	if len(rows) != 1 || rows[0].GetString("user") != w.Admin.Id {
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

// TestAuditUpdateAndDeleteThroughTheAPI: for every business collection whose records may be updated or
// deleted through the API, a user holding just the keys (no superuser) leaves an update row listing exactly
// the changed fields as [old, new] and a delete row with the record's last values, both naming the user.
// The seeded Administrator can then neither change nor delete those rows.
func TestAuditUpdateAndDeleteThroughTheAPI(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	if err := seed.Platform(env.App); err != nil {
		t.Fatal(err)
	}
	audited := map[string]bool{}
	rowOf := func(t *testing.T, collection, id, action string) *core.Record {
		t.Helper()
		row, err := env.App.FindFirstRecordByFilter("audit_log", "collection = {:c} && recordId = {:id} && action = {:a}",
			dbx.Params{"c": collection, "id": id, "a": action})
		if err != nil {
			t.Fatalf("no %s audit row for %s %s", action, collection, id)
		}
		return row
	}
	for _, c := range bizCases() {
		if c.readOnly {
			continue
		}
		t.Run(c.collection, func(t *testing.T) {
			base := "/api/collections/" + c.collection + "/records/"
			user := env.UserWithKeys(t, append([]string{"edit:" + c.resource, "delete:" + c.resource}, singleKeyExtras[c.collection]...)...)

			rec := c.record(t, env, f)
			if status, _, raw := env.Do(t, http.MethodPatch, base+rec.Id, user, testutil.JSONBody(c.update)); status != 200 {
				t.Fatalf("update: %d %s", status, raw)
			}
			row := rowOf(t, c.collection, rec.Id, "update")
			if row.GetString("user") != user.Id || row.GetString("userEmail") != user.Email() {
				t.Errorf("update row names %q %q, want the user", row.GetString("user"), row.GetString("userEmail"))
			}
			changes := changesOf(t, row)
			for field, sent := range c.update {
				pair, _ := changes[field].([]any)
				if len(pair) != 2 || pair[1] != sent || pair[0] == pair[1] {
					t.Errorf("update row for %s: %v", field, changes[field])
				}
			}
			for field := range changes {
				if _, sent := c.update[field]; !sent {
					t.Errorf("update row lists %s, which the request did not change: %v", field, changes[field])
				}
			}

			if status, _, raw := env.Do(t, http.MethodDelete, base+rec.Id, user, nil); status != 204 {
				t.Fatalf("delete: %d %s", status, raw)
			}
			row = rowOf(t, c.collection, rec.Id, "delete")
			snapshot := changesOf(t, row)
			if row.GetString("user") != user.Id || snapshot["id"] != rec.Id {
				t.Errorf("delete row: user %q, changes %v", row.GetString("user"), snapshot)
			}
			for field, sent := range c.update {
				if snapshot[field] != sent {
					t.Errorf("delete row keeps %s = %v, want the last value %v", field, snapshot[field], sent)
				}
			}
			audited[c.collection] = true
		})
	}

	// Alert dismissals are deleted (restored) by their owner.
	owner := env.UserWithKeys(t, "view:report-generated-alerts")
	status, out, raw := env.Do(t, http.MethodPost, "/api/collections/alert_dismissals/records", owner,
		testutil.JSONBody(map[string]any{"alert": f.Alert.Id, "user": owner.Id}))
	if status != 200 {
		t.Fatalf("dismiss: %d %s", status, raw)
	}
	id := out["id"].(string)
	if status, _, _ := env.Do(t, http.MethodDelete, "/api/collections/alert_dismissals/records/"+id, owner, nil); status != 204 {
		t.Fatalf("restore: %d", status)
	}
	if row := rowOf(t, "alert_dismissals", id, "delete"); row.GetString("user") != owner.Id {
		t.Errorf("dismissal delete row names %q", row.GetString("user"))
	}
	audited["alert_dismissals"] = true
	for _, name := range schema.BusinessCollections {
		if !audited[name] && !slices.Contains([]string{"stock_movements", "invoice_payments", "bill_payments", "alerts"}, name) {
			t.Errorf("%s: update and delete through the API not covered", name)
		}
	}

	// The audit trail stays as written, even for the seeded Administrator (every key).
	admin, err := env.App.FindAuthRecordByEmail("users", "admin@erp.local")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := env.App.FindRecordsByFilter("audit_log", "action = 'update' || action = 'delete'", "", 5, 0)
	if err != nil || len(rows) == 0 {
		t.Fatalf("audit rows: %v", err)
	}
	for _, row := range rows {
		url := "/api/collections/audit_log/records/" + row.Id
		if status, _, _ := env.Do(t, http.MethodGet, url, admin, nil); status != 200 {
			t.Errorf("the Administrator cannot read the audit row: %d", status)
		}
		if status, _, raw := env.Do(t, http.MethodPatch, url, admin, testutil.JSONBody(map[string]any{"action": "create", "changes": map[string]any{}})); status != 403 {
			t.Errorf("the Administrator changed an audit row: %d %s", status, raw)
		}
		if status, _, raw := env.Do(t, http.MethodDelete, url, admin, nil); status != 403 {
			t.Errorf("the Administrator deleted an audit row: %d %s", status, raw)
		}
		stored, err := env.App.FindRecordById("audit_log", row.Id)
		if err != nil || stored.GetString("action") != row.GetString("action") || stored.GetString("changes") != row.GetString("changes") {
			t.Errorf("audit row %s changed: %v", row.Id, err)
		}
	}
}
