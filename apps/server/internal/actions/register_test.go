package actions_test

import (
	"errors"
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/actions"
	"erp/server/internal/testutil"
)

// TestRegisterAddsActionsOfOneCollection: a domain registers its own actions; each runs in a transaction
// on the re-read record, a refusal after commit keeps the change, an error rolls it back, and an action
// registered twice is a programming error.
func TestRegisterAddsActionsOfOneCollection(t *testing.T) {
	app := testutil.NewApp(t)
	seen := map[string]bool{}
	actions.Register(app, "clients", map[string]actions.Action{
		"promote": {Permission: "edit:clients", Run: func(c *actions.Call) error {
			seen["transactional"] = c.Tx.IsTransactional()
			seen["user"] = c.User() != ""
			seen["body"] = actions.BodyString(c.Body, "note") == "vip"
			c.Record.Set("status", "active")
			return c.Tx.Save(c.Record)
		}},
		"mark": {Permission: "edit:clients", Run: func(c *actions.Call) error {
			c.Record.Set("status", "inactive")
			if err := c.Tx.Save(c.Record); err != nil {
				return err
			}
			c.Refusal = actions.Refuse("status", "client_marked", "Marked {{.name}}.", map[string]any{"name": c.Record.GetString("name")})
			return nil
		}},
		"fail": {Permission: "edit:clients", Run: func(c *actions.Call) error {
			c.Record.Set("status", "active")
			if err := c.Tx.Save(c.Record); err != nil {
				return err
			}
			return errors.New("boom")
		}},
	})
	for _, dup := range []struct{ collection, action string }{{"clients", "promote"}, {"invoices", "issue"}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("registering %s/%s again did not panic", dup.collection, dup.action)
				}
			}()
			actions.Register(app, dup.collection, map[string]actions.Action{dup.action: {Permission: "edit:clients"}})
		}()
	}

	env := &testutil.Env{App: app, Handler: testutil.Handler(t, app)}
	client := env.Save(t, "clients", map[string]any{"name": "Delta Foods", "type": "business", "status": "lead"})
	clerk := env.UserWithKeys(t, "view:clients", "edit:clients")
	path := "clients/" + client.Id + "/"

	status, out, raw := env.Act(t, clerk, path+"promote", map[string]any{"note": " vip "}, nil)
	if status != http.StatusOK || out["id"] != client.Id || out["status"] != "active" {
		t.Fatalf("promote: %d %s", status, raw)
	}
	if !seen["transactional"] || !seen["user"] || !seen["body"] {
		t.Errorf("the call: %v", seen)
	}

	status, out, raw = env.Act(t, clerk, path+"mark", nil, nil)
	testutil.MustRefuse(t, "refusal after commit", status, out, raw, "status", "client_marked")
	if out["message"] != "Marked Delta Foods." {
		t.Errorf("message: %s", raw)
	}
	if got := testutil.Reload(t, app, client).GetString("status"); got != "inactive" {
		t.Errorf("the change before the refusal was not kept: %s", got)
	}

	if status, _, raw := env.Act(t, clerk, path+"fail", nil, nil); status != http.StatusInternalServerError {
		t.Errorf("failing action: %d %s", status, raw)
	}
	if got := testutil.Reload(t, app, client).GetString("status"); got != "inactive" {
		t.Errorf("a failed action kept its change: %s", got)
	}

	if status, _, raw := env.Act(t, clerk, "clients/"+client.Id+"/issue", nil, nil); status != http.StatusNotFound || !strings.Contains(raw, "Unknown action.") {
		t.Errorf("an action of another collection: %d %s", status, raw)
	}
	if status, _, _ := env.Act(t, env.UserWithKeys(t, "view:clients"), path+"promote", nil, nil); status != http.StatusForbidden {
		t.Errorf("without edit:clients: %d", status)
	}
}
