package hooks

// Lockout: nobody can leave the company without a way to manage its own users and roles. The server refuses
// any change that leaves no active user holding the Administrator role (deactivating, deleting or
// re-assigning the last one, oneself included) and any role change that takes edit:roles or assign:roles
// away from the last role that holds it (by editing or deleting that role).
//
// These are model hooks, so the API, batch requests, Go code and the PocketBase dashboard are all refused.
// Each check and its write run in one transaction: two administrators deactivating each other at the same
// moment cannot both pass.

import (
	"database/sql"
	"errors"
	"slices"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
)

// AdministratorRoleName is the name of the built-in role (readOnly, every key) that the seed creates.
const AdministratorRoleName = "Administrator"

// roleManagementKeys are the keys without which nobody can change roles or hand them out again.
var roleManagementKeys = []string{"edit:roles", "assign:roles"}

const (
	lastAdministratorMessage = "No active user would be left with the Administrator role. Give it to another active user first."
	lastRoleManagerMessage   = "No other role holds {{.key}}: without it nobody could manage roles any more."
)

func bindLockoutGuard(app core.App) {
	// After the active/status sync of bindUsers (priority 0), so the final activation is checked.
	app.OnRecordUpdate("users").BindFunc(func(e *core.RecordEvent) error {
		return guardInTx(e, func(tx core.App) error {
			stored, err := tx.FindRecordById("users", e.Record.Id)
			if err != nil {
				return err
			}
			admin, err := administratorRoleID(tx)
			if err != nil || admin == "" || !holdsAdministrator(stored, admin) || holdsAdministrator(e.Record, admin) {
				return err
			}
			if last, err := isLastAdministrator(tx, admin, e.Record.Id); err != nil || !last {
				return err
			}
			field := "status"
			if e.Record.GetString("roleId") != stored.GetString("roleId") {
				field = "roleId"
			}
			return actions.Refuse(field, "last_administrator", lastAdministratorMessage, nil)
		})
	})
	app.OnRecordDelete("users").BindFunc(func(e *core.RecordEvent) error {
		return guardInTx(e, func(tx core.App) error {
			admin, err := administratorRoleID(tx)
			if err != nil || admin == "" || !holdsAdministrator(e.Record, admin) {
				return err
			}
			if last, err := isLastAdministrator(tx, admin, e.Record.Id); err != nil || !last {
				return err
			}
			return actions.Refuse("id", "last_administrator", lastAdministratorMessage, nil)
		})
	})

	app.OnRecordUpdate("roles").BindFunc(func(e *core.RecordEvent) error {
		return guardInTx(e, func(tx core.App) error {
			stored, err := tx.FindRecordById("roles", e.Record.Id)
			if err != nil {
				return err
			}
			after := e.Record.GetStringSlice("permissions")
			return refuseLastRoleManager(tx, stored, func(key string) bool { return !slices.Contains(after, key) })
		})
	})
	app.OnRecordDelete("roles").BindFunc(func(e *core.RecordEvent) error {
		return guardInTx(e, func(tx core.App) error {
			return refuseLastRoleManager(tx, e.Record, func(string) bool { return true })
		})
	})
}

// guardInTx runs check and then the rest of the save in one transaction (the caller's, if any).
func guardInTx(e *core.RecordEvent, check func(tx core.App) error) error {
	return inTx(e, func(tx core.App) error {
		if err := check(tx); err != nil {
			return err
		}
		return e.Next()
	})
}

// administratorRoleID is the id of the built-in Administrator role, "" when there is none.
func administratorRoleID(app core.App) (string, error) {
	var id string
	err := app.DB().Select("id").From("roles").
		Where(dbx.HashExp{"name": AdministratorRoleName, "readOnly": true}).Limit(1).Row(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return id, err
}

func holdsAdministrator(user *core.Record, adminRole string) bool {
	return user.GetBool("active") && user.GetString("roleId") == adminRole
}

// isLastAdministrator reports whether no active user but userID holds the Administrator role.
func isLastAdministrator(app core.App, adminRole, userID string) (bool, error) {
	var n int
	err := app.DB().Select("count(*)").From("users").
		Where(dbx.HashExp{"roleId": adminRole, "active": true}).
		AndWhere(dbx.Not(dbx.HashExp{"id": userID})).Row(&n)
	return n == 0, err
}

// refuseLastRoleManager refuses when role held a role-management key that it loses (lost(key)) and no other
// role holds it.
func refuseLastRoleManager(app core.App, role *core.Record, lost func(string) bool) error {
	held := role.GetStringSlice("permissions")
	for _, key := range roleManagementKeys {
		if !slices.Contains(held, key) || !lost(key) {
			continue
		}
		var n int
		err := app.DB().NewQuery(
			"SELECT count(*) FROM roles WHERE id != {:id} AND EXISTS (SELECT 1 FROM json_each(roles.permissions) WHERE value = {:key})").
			Bind(dbx.Params{"id": role.Id, "key": key}).Row(&n)
		if err != nil {
			return err
		}
		if n == 0 {
			return actions.Refuse("permissions", "last_role_manager", lastRoleManagerMessage, map[string]any{"key": key})
		}
	}
	return nil
}
