package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
)

// usersSelfUpdate lets a user edit their own name and password but never their role, activation or login stamp.
const usersSelfUpdate = `@request.auth.collectionName = "users" && @request.auth.active = true && id = @request.auth.id` +
	` && @request.body.roleId:changed = false && @request.body.active:changed = false` +
	` && @request.body.status:changed = false && @request.body.lastLogin:changed = false`

// Adds the ERP fields to the system users collection and replaces the default owner rules
// (which allow public sign-up and self-assigned roles) with permission-based ones.
func init() {
	m.Register(func(app core.App) error {
		roles, err := app.FindCollectionByNameOrId("roles")
		if err != nil {
			return err
		}
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		users.Fields.Add(
			&core.RelationField{Name: "roleId", CollectionId: roles.Id, Required: true, MaxSelect: 1},
			&core.TextField{Name: "firstName", Max: 100},
			&core.TextField{Name: "lastName", Max: 100},
			&core.BoolField{Name: "active"},
			&core.SelectField{Name: "status", MaxSelect: 1, Values: []string{"active", "inactive"}},
			&core.DateField{Name: "lastLogin"},
		)
		users.AddIndex("idx_users_roleId", false, "roleId", "")

		users.ListRule = types.Pointer(`(@request.auth.collectionName = "users" && id = @request.auth.id) || (` + permissions.Has("view:users") + `)`)
		users.ViewRule = users.ListRule
		users.CreateRule = types.Pointer(permissions.Has("create:users"))
		users.UpdateRule = types.Pointer(`(` + usersSelfUpdate + `) || ((` + permissions.Has("edit:users") +
			`) && (@request.body.roleId:changed = false || (` + permissions.Has("assign:roles") + `)))`)
		users.DeleteRule = types.Pointer(`(` + permissions.Has("delete:users") + `) && id != @request.auth.id`)
		users.ManageRule = types.Pointer(permissions.Has("reset:user-password"))
		users.AuthRule = types.Pointer("active = true")
		users.PasswordAuth.IdentityFields = []string{"email"}
		users.OAuth2.Enabled = false
		return app.Save(users)
	}, func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		for _, name := range []string{"roleId", "firstName", "lastName", "active", "status", "lastLogin"} {
			users.Fields.RemoveByName(name)
		}
		users.RemoveIndex("idx_users_roleId")
		owner := "id = @request.auth.id"
		users.ListRule, users.ViewRule, users.UpdateRule, users.DeleteRule = &owner, &owner, &owner, &owner
		users.CreateRule = types.Pointer("")
		users.ManageRule = nil
		users.AuthRule = types.Pointer("")
		return app.Save(users)
	})
}
