package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// A stock adjustment carries the storekeeper's reason (a count, breakage, a found carton): the ledger row
// keeps it in notes. Other movements leave it empty.
func init() {
	m.Register(func(app core.App) error {
		c, err := bizFind(app, "stock_movements")
		if err != nil {
			return err
		}
		c.Fields.AddAt(len(c.Fields)-2, bizText("notes", false, 500)) // before created and updated
		return app.Save(c)
	}, func(app core.App) error {
		c, err := bizFind(app, "stock_movements")
		if err != nil {
			return err
		}
		c.Fields.RemoveByName("notes")
		return app.Save(c)
	})
}
