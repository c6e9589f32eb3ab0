package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
)

// audit_log is written only by the server (audit.Track), in the same transaction as the change.
// Create, update and delete rules stay nil so nobody but a superuser can touch it through the API;
// the hooks additionally refuse API writes by superusers.
func init() {
	m.Register(func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		c := core.NewBaseCollection("audit_log")
		c.Fields.Add(
			&core.RelationField{Name: "user", CollectionId: users.Id, MaxSelect: 1},
			// userEmail keeps who acted readable after the user is deleted (the relation is then emptied).
			&core.TextField{Name: "userEmail", Max: 255},
			&core.TextField{Name: "collection", Required: true, Max: 100},
			&core.TextField{Name: "recordId", Required: true, Max: 100},
			&core.SelectField{Name: "action", Required: true, MaxSelect: 1, Values: []string{"create", "update", "delete"}},
			&core.JSONField{Name: "changes"},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		c.AddIndex("idx_audit_log_record", false, "collection, recordId", "")
		c.AddIndex("idx_audit_log_user", false, "user", "")
		c.AddIndex("idx_audit_log_created", false, "created", "")
		c.ListRule = types.Pointer(permissions.Has("view:access"))
		c.ViewRule = types.Pointer(permissions.Has("view:access"))
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("audit_log")
		if err != nil {
			return nil
		}
		return app.Delete(c)
	})
}
