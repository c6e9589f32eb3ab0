package hooks

// Each user record carries a copy of its role's keys (`users.permissions`, hidden), which every API rule reads
// (permissions.Has), so a rule needs no join to the roles table. The copy is written here only: from the role on
// every save of a user (whatever the request sent), and for every holder of a role in the same transaction as a
// change of its keys.

import (
	"encoding/json"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/listcache"
)

func bindRoleKeys(app core.App) {
	copyKeys := func(e *core.RecordEvent) error {
		keys := []string{}
		if id := e.Record.GetString("roleId"); id != "" {
			if role, err := e.App.FindRecordById("roles", id); err == nil {
				keys = role.GetStringSlice("permissions")
			}
		}
		e.Record.Set("permissions", keys)
		return e.Next()
	}
	app.OnRecordCreate("users").BindFunc(copyKeys)
	app.OnRecordUpdate("users").BindFunc(copyKeys)

	app.OnRecordUpdate("roles").BindFunc(func(e *core.RecordEvent) error {
		return e.App.RunInTransaction(func(tx core.App) error {
			e.App = tx
			if err := e.Next(); err != nil {
				return err
			}
			keys, err := json.Marshal(e.Record.GetStringSlice("permissions"))
			if err != nil {
				return err
			}
			_, err = tx.DB().Update("users", dbx.Params{"permissions": string(keys)},
				dbx.HashExp{"roleId": e.Record.Id}).Execute()
			listcache.Changed(tx, "users")
			return err
		})
	})
}
