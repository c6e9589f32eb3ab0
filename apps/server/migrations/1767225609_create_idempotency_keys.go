package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// idempotency_keys remembers the Idempotency-Key of each business action that honours one (package
// actions), so a retried request does nothing twice. No API access at all.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("idempotency_keys")
		c.Fields.Add(
			&core.TextField{Name: "key", Required: true, Max: 100},
			&core.TextField{Name: "collection", Required: true, Max: 64},
			&core.TextField{Name: "recordId", Required: true, Max: 32},
			&core.TextField{Name: "action", Required: true, Max: 64},
			&core.TextField{Name: "bodyHash", Max: 64},
			&core.TextField{Name: "user", Max: 32},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		c.AddIndex("idx_idempotency_keys_key", true, "key", "")
		c.AddIndex("idx_idempotency_keys_created", false, "created", "")
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("idempotency_keys")
		if err != nil {
			return nil
		}
		return app.Delete(c)
	})
}
