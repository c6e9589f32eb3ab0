package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// doc_counters backs sequential document numbers (package numbering). No API access at all.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("doc_counters")
		c.Fields.Add(
			&core.TextField{Name: "series", Required: true, Max: 100},
			&core.NumberField{Name: "value", OnlyInt: true, Min: types.Pointer(0.0)},
		)
		c.AddIndex("idx_doc_counters_series", true, "series", "")
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("doc_counters")
		if err != nil {
			return nil
		}
		return app.Delete(c)
	})
}
