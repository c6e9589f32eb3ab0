package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
)

// roleReadRule: the roles screen (view:roles), whoever assigns roles (assign:roles, the role picker) or
// administers users (view:users, whose screens show role names) reads every role; anyone else signed in
// reads only their own role, which the web app expands on sign-in (?expand=roleId) to know its permissions.
var roleReadRule = permissions.HasAny("view:roles", "assign:roles", "view:users") +
	` || (` + permissions.SignedIn + ` && id = @request.auth.roleId)`

// Roles were readable by every signed-in user, which showed the whole permission model (who may approve,
// pay, see salaries) to every employee.
func init() {
	m.Register(func(app core.App) error {
		roles, err := app.FindCollectionByNameOrId("roles")
		if err != nil {
			return err
		}
		roles.ListRule = types.Pointer(roleReadRule)
		roles.ViewRule = types.Pointer(roleReadRule)
		return app.Save(roles)
	}, func(app core.App) error {
		roles, err := app.FindCollectionByNameOrId("roles")
		if err != nil {
			return err
		}
		roles.ListRule = types.Pointer(permissions.SignedIn)
		roles.ViewRule = types.Pointer(permissions.SignedIn)
		return app.Save(roles)
	})
}
