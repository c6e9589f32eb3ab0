package hooks_test

import (
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

// Empty answers to filtered lists wait only past each user's own budget, whoever else searches from the same
// address: PocketBase's pause, counted per address (three in three seconds), is not applied.
func TestEmptyFilteredListsPauseOnlyPastTheUsersOwnBudget(t *testing.T) {
	env := testutil.NewEnv(t)
	first := env.UserWithKeys(t, "view:clients")
	second := env.UserWithKeys(t, "view:clients")
	env.Save(t, "clients", map[string]any{"name": "Delta Trading", "type": "business", "status": "active"})
	pauses, restore := hooks.CountEmptyListPausesForTest()
	defer restore()

	empty := "/api/collections/clients/records?filter=" + url.QueryEscape(`name ~ "no such client"`)
	rows := "/api/erp/rows/clients?filter=" + url.QueryEscape(`name ~ "no such client"`)
	list := func(user *core.Record, path string) int {
		status, out, raw := env.Do(t, http.MethodGet, path, user, nil)
		if status != http.StatusOK {
			t.Fatalf("%s: %d %s", path, status, raw)
		}
		items, _ := out["items"].([]any)
		return len(items)
	}

	// The budget, from both list routes (every test request comes from the same address).
	start := time.Now()
	for i := range hooks.EmptyListBudget.Limit {
		path := empty
		if i%2 == 1 {
			path = rows
		}
		if n := list(first, path); n != 0 {
			t.Fatalf("empty list answered %d rows", n)
		}
	}
	if pauses() != 0 {
		t.Fatalf("paused %d times within the budget", pauses())
	}
	// The second user, at the same address, has a budget of their own, and no pause by address either: 20 empty
	// answers past PocketBase's 3 would wait about 4 s in all.
	for range hooks.EmptyListBudget.Limit {
		list(second, empty)
	}
	if pauses() != 0 {
		t.Fatalf("the second user paused %d times", pauses())
	}
	if elapsed := time.Since(start); elapsed > 2*time.Second {
		t.Errorf("40 empty answers took %v: a pause by address is still applied", elapsed)
	}
	// Lists with rows, and lists without a filter, never count.
	if n := list(first, "/api/collections/clients/records?filter="+url.QueryEscape(`name ~ "Delta"`)); n != 1 {
		t.Fatalf("filtered list: %d rows, want 1", n)
	}
	if pauses() != 0 {
		t.Fatalf("a list with rows paused")
	}
	// Past the budget, each further empty answer waits.
	list(first, empty)
	list(first, rows)
	if pauses() != 2 {
		t.Errorf("past the budget: %d pauses, want 2", pauses())
	}
}
