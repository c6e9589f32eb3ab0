package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
)

// A deactivated user's existing token must stop working everywhere: the web app verifies a session by
// re-fetching the user's own record, so the own-record branch of the users rules now requires active too.
func init() {
	m.Register(func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		users.ListRule = types.Pointer(`(` + permissions.SignedIn + ` && id = @request.auth.id) || (` + permissions.Has("view:users") + `)`)
		users.ViewRule = users.ListRule
		return app.Save(users)
	}, func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		users.ListRule = types.Pointer(`(@request.auth.collectionName = "users" && id = @request.auth.id) || (` + permissions.Has("view:users") + `)`)
		users.ViewRule = users.ListRule
		return app.Save(users)
	})
}
