package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
)

// A user holding create:users but not assign:roles could otherwise create an account with any role,
// Administrator included. Without assign:roles the new user may only get the creator's own role.
func init() {
	m.Register(func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		users.CreateRule = types.Pointer(`(` + permissions.Has("create:users") + `) && (@request.body.roleId = @request.auth.roleId || (` +
			permissions.Has("assign:roles") + `))`)
		return app.Save(users)
	}, func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		users.CreateRule = types.Pointer(permissions.Has("create:users"))
		return app.Save(users)
	})
}
