package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The dashboard: each user's card choice and alert-kind subscriptions (dashboard_preferences, one record per
// user, written only by the server's /api/erp/dashboard/preferences route, which checks the role's keys),
// the company's time zone (what "today" means for the cards and the daily alert jobs) and the days an invoice
// or bill must be overdue before it raises an alert.
func init() {
	m.Register(func(app core.App) error {
		users, err := bizFind(app, "users")
		if err != nil {
			return err
		}
		prefs := bizCollection("dashboard_preferences")
		prefs.Fields.Add(
			bizRelation("user", users.Id, true, true),
			bizJSON("cards", 0), bizJSON("alertKinds", 0),
		)
		bizAutodates(prefs)
		own := `@request.auth.collectionName = "users" && @request.auth.active = true && @request.auth.id != "" && user = @request.auth.id`
		prefs.ListRule = bizRule(own)
		prefs.ViewRule = bizRule(own)
		prefs.AddIndex("idx_dashboard_preferences_user", true, "user", "")
		if err := app.Save(prefs); err != nil {
			return err
		}

		settings, err := bizFind(app, "app_settings")
		if err != nil {
			return err
		}
		settings.Fields.AddAt(len(settings.Fields)-2,
			&core.TextField{Name: "timezone", Max: 64},
			&core.NumberField{Name: "overdueAlertDays", OnlyInt: true, Min: types.Pointer(0.0), Max: types.Pointer(365.0)},
		)
		if err := app.Save(settings); err != nil {
			return err
		}
		recs, err := app.FindAllRecords(settings)
		if err != nil {
			return err
		}
		for _, r := range recs {
			r.Set("timezone", "Africa/Cairo")
			r.Set("overdueAlertDays", 1)
			if err := app.SaveNoValidate(r); err != nil {
				return err
			}
		}

		// One open alert per source and kind, for every kind (the stock kinds only before).
		alerts, err := bizFind(app, "alerts")
		if err != nil {
			return err
		}
		alerts.RemoveIndex("idx_alerts_stock_open")
		alerts.AddIndex("idx_alerts_open", true, "kind, sourceCollection, sourceId", "sourceId != ''")
		if err := app.Save(alerts); err != nil {
			return err
		}

		// The daily leave job looks up approved leave by its dates.
		return bizAddIndexes(app, map[string][][]string{"leave_requests": {{"status", "endDate"}}})
	}, func(app core.App) error {
		if err := bizRemoveIndexes(app, map[string][][]string{"leave_requests": {{"status", "endDate"}}}); err != nil {
			return err
		}
		settings, err := bizFind(app, "app_settings")
		if err != nil {
			return err
		}
		settings.Fields.RemoveByName("timezone")
		settings.Fields.RemoveByName("overdueAlertDays")
		if err := app.Save(settings); err != nil {
			return err
		}
		return bizDeleteCollections(app, "dashboard_preferences")
	})
}
