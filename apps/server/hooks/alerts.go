package hooks

// The alert centre: alerts are raised and resolved by the server (stock levels, warehouse fullness);
// each user dismisses alerts for themselves through alert_dismissals.

import (
	"encoding/json"

	"erp/server/internal/audit"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// BindAlerts registers the alert hooks.
func BindAlerts(app core.App) {
	audit.Track(app, "alerts", "alert_dismissals")
}

// findOpenAlert returns the alert of kind raised for the source record, or nil.
func findOpenAlert(app core.App, kind, sourceCollection, sourceID string) *core.Record {
	rec, err := app.FindFirstRecordByFilter("alerts",
		"kind = {:k} && sourceCollection = {:c} && sourceId = {:s}",
		dbx.Params{"k": kind, "c": sourceCollection, "s": sourceID})
	if err != nil {
		return nil
	}
	return rec
}

// syncAlert keeps at most one open alert of kind for the source: raised (or its data refreshed)
// while active, deleted once the condition clears.
func syncAlert(app core.App, kind, sourceCollection, sourceID string, active bool, data map[string]any) error {
	existing := findOpenAlert(app, kind, sourceCollection, sourceID)
	if !active {
		if existing == nil {
			return nil
		}
		return app.Delete(existing)
	}
	payload, err := json.Marshal(data)
	if err != nil {
		return err
	}
	if existing != nil {
		old, _ := json.Marshal(existing.Get("data"))
		if string(old) == string(payload) {
			return nil
		}
		existing.Set("data", json.RawMessage(payload))
		return app.Save(existing)
	}
	col, err := app.FindCachedCollectionByNameOrId("alerts")
	if err != nil {
		return err
	}
	rec := core.NewRecord(col)
	rec.Set("kind", kind)
	rec.Set("sourceCollection", sourceCollection)
	rec.Set("sourceId", sourceID)
	rec.Set("data", json.RawMessage(payload))
	return app.Save(rec)
}

// RaiseAlert records a one-off alert (stock transfer, purchase request, leave, report, overdue documents).
// Business actions call it inside their transaction.
func RaiseAlert(app core.App, kind, sourceCollection, sourceID string, data map[string]any) error {
	col, err := app.FindCachedCollectionByNameOrId("alerts")
	if err != nil {
		return err
	}
	rec := core.NewRecord(col)
	rec.Set("kind", kind)
	rec.Set("sourceCollection", sourceCollection)
	rec.Set("sourceId", sourceID)
	rec.Set("data", data)
	return app.Save(rec)
}
