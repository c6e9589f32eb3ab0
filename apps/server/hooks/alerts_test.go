package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"erp/server/internal/testutil"
)

// TestAlertVisibilityByKind shows each alert only to roles holding its kind's key.
func TestAlertVisibilityByKind(t *testing.T) {
	env := testutil.NewEnv(t)
	low := env.Save(t, "alerts", map[string]any{"kind": "low_stock", "data": map[string]any{"itemName": "x"}})
	overdue := env.Save(t, "alerts", map[string]any{"kind": "overdue_invoice", "data": map[string]any{"invoiceNumber": "INV-2026-000001"}})
	stockOnly := env.UserWithKeys(t, "view:low-stock-alerts")
	_, _, raw := env.Do(t, http.MethodGet, "/api/collections/alerts/records", stockOnly, nil)
	if !strings.Contains(raw, low.Id) || strings.Contains(raw, overdue.Id) {
		t.Fatalf("low-stock role sees the wrong alerts: %s", raw)
	}

	// Dismissals are per user and written only by the alert centre's route, which refuses a kind the role may not
	// view: the collection API creates none, not even one's own; owners list and delete only theirs.
	other := env.UserWithKeys(t, "view:low-stock-alerts")
	for _, who := range []string{other.Id, stockOnly.Id} {
		if status, _, raw := env.Do(t, http.MethodPost, "/api/collections/alert_dismissals/records", stockOnly,
			testutil.JSONBody(map[string]any{"alert": low.Id, "user": who})); status < 400 {
			t.Fatalf("a dismissal created through the collection API: %d %s", status, raw)
		}
	}
	if status, _, raw := env.Do(t, http.MethodPost, "/api/erp/alerts/dismiss", stockOnly,
		testutil.JSONBody(map[string]any{"alert": overdue.Id})); status != 404 {
		t.Fatalf("dismissing a kind the role may not view: %d %s", status, raw)
	}
	if status, _, raw := env.Do(t, http.MethodPost, "/api/erp/alerts/dismiss", stockOnly,
		testutil.JSONBody(map[string]any{"alert": low.Id})); status != 200 {
		t.Fatalf("own dismissal through the route: %d %s", status, raw)
	}
	mine, err := env.App.FindFirstRecordByFilter("alert_dismissals", "alert = {:a} && user = {:u}",
		dbx.Params{"a": low.Id, "u": stockOnly.Id})
	if err != nil {
		t.Fatal(err)
	}
	id := mine.Id
	if _, _, raw := env.Do(t, http.MethodGet, "/api/collections/alert_dismissals/records", other, nil); strings.Contains(raw, id) {
		t.Fatal("another user lists my dismissal")
	}
	if status, _, _ := env.Do(t, http.MethodDelete, "/api/collections/alert_dismissals/records/"+id, other, nil); status != 404 {
		t.Fatalf("another user deleted my dismissal: %d", status)
	}
	if status, _, _ := env.Do(t, http.MethodDelete, "/api/collections/alert_dismissals/records/"+id, stockOnly, nil); status != 204 {
		t.Fatalf("own dismissal delete: %d", status)
	}
}
