package actions_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"erp/server/internal/actions"
	"erp/server/internal/testutil"
)

// TestIdempotentActionRunsOncePerKey: with an Idempotency-Key, a repeat of a request that succeeded does
// nothing and answers the record; the key sent with another body, record or action is refused; a refused
// request keeps no key; without a key every request runs; old keys are forgotten by the daily job.
func TestIdempotentActionRunsOncePerKey(t *testing.T) {
	app := testutil.NewApp(t)
	runs := 0
	actions.Register(app, "clients", map[string]actions.Action{
		"note": {Permission: "edit:clients", Idempotent: true, Run: func(c *actions.Call) error {
			if actions.BodyString(c.Body, "text") == "" {
				return actions.Refuse("text", "validation_required", "Text is required.", nil)
			}
			runs++
			c.Record.Set("company", c.Record.GetString("company")+actions.BodyString(c.Body, "text"))
			return c.Tx.Save(c.Record)
		}},
		"touch": {Permission: "edit:clients", Idempotent: true, Run: func(c *actions.Call) error { return nil }},
	})
	env := &testutil.Env{App: app, Handler: testutil.Handler(t, app)}
	client := env.Save(t, "clients", map[string]any{"name": "Delta Foods", "type": "business", "status": "lead"})
	other := env.Save(t, "clients", map[string]any{"name": "Nile Paper", "type": "business", "status": "lead"})
	clerk := env.UserWithKeys(t, "view:clients", "edit:clients")
	key := map[string]string{"Idempotency-Key": "note-1"}
	path := "clients/" + client.Id + "/note"

	for i := 0; i < 3; i++ {
		status, out, raw := env.Act(t, clerk, path, map[string]any{"text": "a"}, key)
		if status != http.StatusOK || out["company"] != "a" {
			t.Fatalf("call %d: %d %s", i, status, raw)
		}
	}
	if runs != 1 {
		t.Errorf("the action ran %d times for one key", runs)
	}
	for what, call := range map[string]func() (int, map[string]any, string){
		"another body": func() (int, map[string]any, string) { return env.Act(t, clerk, path, map[string]any{"text": "b"}, key) },
		"another record": func() (int, map[string]any, string) {
			return env.Act(t, clerk, "clients/"+other.Id+"/note", map[string]any{"text": "a"}, key)
		},
		"another action": func() (int, map[string]any, string) {
			return env.Act(t, clerk, "clients/"+client.Id+"/touch", nil, key)
		},
	} {
		status, out, raw := call()
		testutil.MustRefuse(t, what, status, out, raw, "idempotencyKey", "idempotency_key_reused")
	}

	refusedKey := map[string]string{"Idempotency-Key": "note-2"}
	status, out, raw := env.Act(t, clerk, path, map[string]any{}, refusedKey)
	testutil.MustRefuse(t, "refused run", status, out, raw, "text", "validation_required")
	if status, out, raw := env.Act(t, clerk, path, map[string]any{"text": "c"}, refusedKey); status != http.StatusOK || out["company"] != "ac" {
		t.Errorf("the key of a refused request was kept: %d %s", status, raw)
	}
	for i := 0; i < 2; i++ {
		env.Act(t, clerk, path, map[string]any{"text": "d"}, nil)
	}
	if runs != 4 {
		t.Errorf("without a key every request runs: %d runs", runs)
	}
	long := map[string]string{"Idempotency-Key": strings.Repeat("k", actions.MaxIdempotencyKey+1)}
	status, out, raw = env.Act(t, clerk, path, map[string]any{"text": "e"}, long)
	testutil.MustRefuse(t, "long key", status, out, raw, "idempotencyKey", "validation_invalid_idempotency_key")

	// The daily job forgets keys older than IdempotencyKeyDays.
	if _, err := app.NonconcurrentDB().NewQuery("UPDATE idempotency_keys SET created = '2020-01-01 00:00:00.000Z' WHERE key = 'note-1'").Execute(); err != nil {
		t.Fatal(err)
	}
	for _, j := range app.Cron().Jobs() {
		if j.Id() == "erpPruneIdempotencyKeys" {
			j.Run()
		}
	}
	if n, _ := app.CountRecords("idempotency_keys", dbx.HashExp{"key": "note-1"}); n != 0 {
		t.Errorf("an old key was kept")
	}
	if n, _ := app.CountRecords("idempotency_keys", dbx.HashExp{"key": "note-2"}); n != 1 {
		t.Errorf("a recent key was forgotten")
	}
}
