package hooks_test

// Checks across every business collection: each is tracked by the audit log.

import (
	"net/http"
	"slices"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/schema"
	"erp/server/internal/seed"
	"erp/server/internal/testutil"
)

// TestBusinessCollectionsAudited: every business collection writes audit rows, attributed to the
// requesting user, in the same transaction as the change.
func TestBusinessCollectionsAudited(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "create:invoices", "view:invoices")
	status, out, raw := env.Do(t, http.MethodPost, "/api/collections/invoices/records", clerk, testutil.JSONBody(map[string]any{
		"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": 14, "items": testutil.LineItems(),
	}))
	if status != 200 {
		t.Fatalf("create: %d %s", status, raw)
	}
	row, err := env.App.FindFirstRecordByFilter("audit_log", "collection = 'invoices' && recordId = {:id} && action = 'create'",
		dbx.Params{"id": out["id"]})
	if err != nil || row.GetString("user") != clerk.Id {
		t.Fatalf("no audit row for the invoice by the clerk: %v %v", row, err)
	}
	// One record of every business collection (the matrix builders), then one audit row each at least.
	for _, c := range bizCases() {
		c.record(t, env, f)
	}
	env.Save(t, "alert_dismissals", map[string]any{"alert": f.Alert.Id, "user": clerk.Id})
	for _, name := range schema.BusinessCollections {
		if name == "stock_movements" {
			continue // a ledger row records its own creation (who, when, why): only its changes are audited
		}
		n, err := env.App.CountRecords("audit_log", dbx.HashExp{"collection": name})
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			t.Errorf("%s: no audit rows", name)
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
			changes := testutil.AuditChanges(t, row)
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
			snapshot := testutil.AuditChanges(t, row)
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
	dismissal := env.Save(t, "alert_dismissals", map[string]any{"alert": f.Alert.Id, "user": owner.Id})
	id := dismissal.Id
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
