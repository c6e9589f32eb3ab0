package hooks

// Escalation guard of the users API: nobody deactivates themselves, changes their own role, or hands out a
// role holding keys their own role does not hold (a stronger role). Superusers are not limited. The last
// active Administrator is kept by platform_lockout.go; deleting oneself is refused by the DeleteRule.

import (
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/permissions"
)

const (
	selfDeactivateMessage = "You cannot deactivate or lock your own account."
	ownRoleMessage        = "You cannot change your own role."
	roleNotHeldMessage    = "You can only give a role whose permissions your own role holds: {{.keys}}"
)

func bindUserRoleGuard(app core.App) {
	app.OnRecordCreateRequest("users").BindFunc(func(e *core.RecordRequestEvent) error {
		if e.HasSuperuserAuth() {
			return e.Next()
		}
		if err := refuseStrongerRole(e.App, e.Auth, e.Record.GetString("roleId")); err != nil {
			return err
		}
		return e.Next()
	})
	app.OnRecordUpdateRequest("users").BindFunc(func(e *core.RecordRequestEvent) error {
		if e.HasSuperuserAuth() || e.Auth == nil {
			return e.Next()
		}
		before := e.Record.Original()
		self := e.Auth.Id == e.Record.Id
		roleChanged := e.Record.GetString("roleId") != before.GetString("roleId")
		deactivated := before.GetBool("active") &&
			(!e.Record.GetBool("active") || e.Record.GetString("status") == "inactive")
		if self && deactivated {
			return actions.Refuse("status", "self_deactivate", selfDeactivateMessage, nil)
		}
		if self && roleChanged {
			return actions.Refuse("roleId", "own_role", ownRoleMessage, nil)
		}
		if roleChanged {
			if err := refuseStrongerRole(e.App, e.Auth, e.Record.GetString("roleId")); err != nil {
				return err
			}
		}
		return e.Next()
	})
}

// refuseStrongerRole refuses giving roleID when it holds keys that auth's own role does not.
func refuseStrongerRole(app core.App, auth *core.Record, roleID string) error {
	if roleID == "" || (auth != nil && auth.IsSuperuser()) {
		return nil
	}
	role, err := app.FindRecordById("roles", roleID)
	if err != nil {
		return nil // the relation field reports an unknown role
	}
	held := permissions.RoleKeys(app, auth)
	missing := []string{}
	for _, key := range role.GetStringSlice("permissions") {
		if !slices.Contains(held, key) {
			missing = append(missing, key)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	return actions.Refuse("roleId", "role_not_held", roleNotHeldMessage,
		map[string]any{"keys": strings.Join(missing, ", ")})
}
