package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The alert centre lists a user's newest alerts per kind (GET /api/erp/alerts): an index on (kind, created, id)
// gives each kind's newest rows in order without sorting every open alert, and its count reads the index alone.
// It replaces the index on kind, which it begins with.
func init() {
	m.Register(func(app core.App) error {
		alerts, err := bizFind(app, "alerts")
		if err != nil {
			return err
		}
		alerts.RemoveIndex("idx_alerts_kind")
		bizIndex(alerts, "kind", "created", "id")
		return app.Save(alerts)
	}, func(app core.App) error {
		alerts, err := bizFind(app, "alerts")
		if err != nil {
			return err
		}
		alerts.RemoveIndex("idx_alerts_kind_created_id")
		bizIndex(alerts, "kind")
		return app.Save(alerts)
	})
}
