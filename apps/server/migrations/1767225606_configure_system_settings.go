package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Enables the batch API (the SPA saves a document and its lines atomically) and names the app.
func init() {
	m.Register(func(app core.App) error {
		s := app.Settings()
		s.Meta.AppName = "ERP"
		s.Batch.Enabled = true
		s.Batch.MaxRequests = 50
		return app.Save(s)
	}, func(app core.App) error {
		s := app.Settings()
		s.Batch.Enabled = false
		return app.Save(s)
	})
}
