package hooks_test

import (
	"net/http"
	"strings"
	"testing"

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

	// Dismissals are per user: created only for oneself, listed and deleted only by their owner.
	other := env.UserWithKeys(t, "view:low-stock-alerts")
	if status, _, raw := env.Do(t, http.MethodPost, "/api/collections/alert_dismissals/records", stockOnly,
		testutil.JSONBody(map[string]any{"alert": low.Id, "user": other.Id})); status != 400 {
		t.Fatalf("dismissal for another user: %d %s", status, raw)
	}
	status, out, raw := env.Do(t, http.MethodPost, "/api/collections/alert_dismissals/records", stockOnly,
		testutil.JSONBody(map[string]any{"alert": low.Id, "user": stockOnly.Id}))
	if status != 200 {
		t.Fatalf("own dismissal: %d %s", status, raw)
	}
	id := out["id"].(string)
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
