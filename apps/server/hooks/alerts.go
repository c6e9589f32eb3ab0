package hooks

// The alert centre: alerts are raised and resolved by the server (stock levels, warehouse fullness,
// transfers, purchase requests here and in the stock hooks; overdue documents, leave and reports in
// alerts_jobs.go); each user dismisses alerts for themselves (alerts_centre.go).

import (
	"encoding/json"
	"sort"

	"erp/server/internal/audit"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// BindAlerts registers the alert hooks.
func BindAlerts(app core.App) {
	audit.Track(app, "alerts", "alert_dismissals")
	bindAlertSources(app)
	bindAlertRealtime(app)
}

// syncAlert keeps at most one open alert of kind for the source: raised (or its data refreshed)
// while active, deleted once the condition clears.
func syncAlert(app core.App, kind, sourceCollection, sourceID string, active bool, data map[string]any) error {
	return syncAlertKinds(app, sourceCollection, sourceID, map[string]bool{kind: active}, data)
}

// syncAlertKinds is syncAlert for several kinds of one source (active by kind, sharing data), reading the
// source's open alerts with one query.
func syncAlertKinds(app core.App, sourceCollection, sourceID string, active map[string]bool, data map[string]any) error {
	open, err := app.FindAllRecords("alerts", dbx.HashExp{"sourceCollection": sourceCollection, "sourceId": sourceID})
	if err != nil {
		return err
	}
	return syncOpenAlertKinds(app, open, sourceCollection, sourceID, active, data)
}

// openAlertsBySource reads the open alerts of many records of one collection with one query, by record id.
func openAlertsBySource(app core.App, sourceCollection string, records []*core.Record) (map[string][]*core.Record, error) {
	ids := make([]any, len(records))
	for i, r := range records {
		ids[i] = r.Id
	}
	open, err := app.FindAllRecords("alerts", dbx.HashExp{"sourceCollection": sourceCollection}, dbx.In("sourceId", ids...))
	if err != nil {
		return nil, err
	}
	bySource := map[string][]*core.Record{}
	for _, a := range open {
		bySource[a.GetString("sourceId")] = append(bySource[a.GetString("sourceId")], a)
	}
	return bySource, nil
}

// syncOpenAlertKinds is syncAlertKinds given the source's open alerts (read by the caller, for instance
// with one query for many sources).
func syncOpenAlertKinds(app core.App, open []*core.Record, sourceCollection, sourceID string, active map[string]bool, data map[string]any) error {
	payload, err := json.Marshal(data)
	if err != nil {
		return err
	}
	kinds := make([]string, 0, len(active))
	for kind := range active {
		kinds = append(kinds, kind)
	}
	sort.Strings(kinds)
	for _, kind := range kinds {
		var existing *core.Record
		for _, a := range open {
			if a.GetString("kind") == kind {
				existing = a
				break
			}
		}
		if err := syncOneAlert(app, existing, kind, sourceCollection, sourceID, active[kind], payload); err != nil {
			return err
		}
	}
	return nil
}

func syncOneAlert(app core.App, existing *core.Record, kind, sourceCollection, sourceID string, active bool, payload []byte) error {
	if !active {
		if existing == nil {
			return nil
		}
		return app.Delete(existing)
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

// clearAlerts deletes every alert of the kinds raised for the source record.
func clearAlerts(app core.App, sourceCollection, sourceID string, kinds ...string) error {
	for _, kind := range kinds {
		recs, err := app.FindAllRecords("alerts", dbx.HashExp{"kind": kind, "sourceCollection": sourceCollection, "sourceId": sourceID})
		if err != nil {
			return err
		}
		for _, r := range recs {
			if err := app.Delete(r); err != nil {
				return err
			}
		}
	}
	return nil
}

// replaceAlert brings the source's alert of kind up to date with its latest news, shown once and undismissed:
// the open alert, if any, is updated in place (its data, its time set to now so it sorts as the newest, and the
// users' dismissals of it removed) rather than deleted and raised again, which cost a delete and a create, each
// with its audit row. Realtime subscribers receive an update. Without an open alert, one is raised.
func replaceAlert(app core.App, kind, sourceCollection, sourceID string, data map[string]any) error {
	now := types.NowDateTime()
	row, err := replaceAlertRow(app, kind, sourceCollection, sourceID, data, now)
	if err != nil {
		return err
	}
	return insertAuditRows(app, []*core.Record{row}, now)
}

// replaceAlertRow is replaceAlert leaving the audit row of the alert's update (nil when none) for the caller to
// insert with its own. The update is a direct write (updateFields): the alerts' save hooks only audit it, and
// its realtime delivery follows the after-save event.
func replaceAlertRow(app core.App, kind, sourceCollection, sourceID string, data map[string]any, now types.DateTime) (*core.Record, error) {
	open, err := app.FindAllRecords("alerts", dbx.HashExp{"kind": kind, "sourceCollection": sourceCollection, "sourceId": sourceID})
	if err != nil {
		return nil, err
	}
	if len(open) == 0 {
		return nil, RaiseAlert(app, kind, sourceCollection, sourceID, data)
	}
	for _, extra := range open[1:] { // none while the unique index idx_alerts_open holds
		if err := app.Delete(extra); err != nil {
			return nil, err
		}
	}
	alert := open[0]
	dismissals, err := app.FindAllRecords("alert_dismissals", dbx.HashExp{"alert": alert.Id})
	if err != nil {
		return nil, err
	}
	for _, d := range dismissals {
		if err := app.Delete(d); err != nil {
			return nil, err
		}
	}
	return updateFields(app, alert, map[string]any{"data": data, "created": now}, now)
}
