package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// A dismissal is written only by the alert centre's routes (POST /api/erp/alerts/dismiss, dismiss-all), which
// refuse an alert of a kind the user's role may not view; the collection API no longer creates them, so nobody
// can dismiss, and so learn of, an alert they are not allowed to see. Owners still list and delete (restore) their
// own dismissals.
func init() {
	m.Register(func(app core.App) error {
		dismissals, err := bizFind(app, "alert_dismissals")
		if err != nil {
			return err
		}
		dismissals.CreateRule = nil
		return app.Save(dismissals)
	}, func(app core.App) error {
		dismissals, err := bizFind(app, "alert_dismissals")
		if err != nil {
			return err
		}
		dismissals.CreateRule = bizRule(`@request.auth.collectionName = "users" && @request.auth.active = true && @request.auth.id != "" && @request.body.user = @request.auth.id`)
		return app.Save(dismissals)
	})
}
