package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
)

// roles holds the permission sets users are assigned. Permissions are a multi-select over the
// catalogue so unknown keys are rejected on save and API rules can use :each ?= membership.
func init() {
	m.Register(func(app core.App) error {
		roles := core.NewBaseCollection("roles")
		roles.Fields.Add(
			&core.TextField{Name: "name", Required: true, Max: 80, Presentable: true},
			&core.TextField{Name: "nameAr", Max: 80},
			&core.TextField{Name: "description", Max: 500},
			&core.TextField{Name: "descriptionAr", Max: 500},
			&core.SelectField{Name: "permissions", MaxSelect: len(permissions.All), Values: permissions.All},
			&core.BoolField{Name: "readOnly"},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		roles.AddIndex("idx_roles_name", true, "name COLLATE NOCASE", "")
		roles.ListRule = types.Pointer(permissions.SignedIn)
		roles.ViewRule = types.Pointer(permissions.SignedIn)
		roles.CreateRule = types.Pointer(permissions.Has("create:roles"))
		roles.UpdateRule = types.Pointer("(" + permissions.Has("edit:roles") + ") && readOnly = false")
		roles.DeleteRule = types.Pointer("(" + permissions.Has("delete:roles") + ") && readOnly = false")
		return app.Save(roles)
	}, func(app core.App) error {
		roles, err := app.FindCollectionByNameOrId("roles")
		if err != nil {
			return nil // already gone
		}
		return app.Delete(roles)
	})
}
