package hooks

// Roles: a role still held by users is not deleted, the built-in flag is server-owned, and nobody grants a
// key their own role does not hold.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/permissions"
)

// bindRoles protects roles that users still hold and keeps the built-in flag server-owned.
func bindRoles(app core.App) {
	// Model hook, so Go code and the dashboard are refused as well as the API.
	app.OnRecordDelete("roles").BindFunc(func(e *core.RecordEvent) error {
		var n int
		err := e.App.DB().Select("count(*)").From("users").
			Where(dbx.HashExp{"roleId": e.Record.Id}).Row(&n)
		if err != nil {
			return err
		}
		if n > 0 {
			return actions.Refuse("id", "role_in_use", roleInUseMessage(n), map[string]any{"count": n})
		}
		return e.Next()
	})

	// readOnly marks the built-in roles created by the seed; it cannot be set or cleared through the API.
	refuseReadOnly := func(e *core.RecordRequestEvent) error {
		if !e.HasSuperuserAuth() && e.Record.GetBool("readOnly") != e.Record.Original().GetBool("readOnly") {
			return e.ForbiddenError("The read-only flag of a role cannot be changed.", nil)
		}
		return e.Next()
	}
	app.OnRecordCreateRequest("roles").BindFunc(refuseReadOnly)
	app.OnRecordUpdateRequest("roles").BindFunc(refuseReadOnly)

	// Nobody grants what they do not hold: a role editor could otherwise add keys to their own role, or build a
	// role with every key for someone else. Keys already on the role may stay; removing keys is always allowed.
	refuseUnheldKeys := func(e *core.RecordRequestEvent) error {
		if e.HasSuperuserAuth() {
			return e.Next()
		}
		held := permissions.RoleKeys(e.App, e.Auth)
		before := []string{}
		if !e.Record.IsNew() {
			before = e.Record.Original().GetStringSlice("permissions")
		}
		missing := []string{}
		for _, key := range e.Record.GetStringSlice("permissions") {
			if !slices.Contains(before, key) && !slices.Contains(held, key) {
				missing = append(missing, key)
			}
		}
		if len(missing) > 0 {
			return apis.NewBadRequestError("You can only grant permissions that your own role holds.", validation.Errors{
				"permissions": validation.NewError("permissions_not_held",
					"You can only grant permissions that your own role holds: "+strings.Join(missing, ", ")).
					SetParams(map[string]any{"keys": missing}),
			})
		}
		return e.Next()
	}
	app.OnRecordCreateRequest("roles").BindFunc(refuseUnheldKeys)
	app.OnRecordUpdateRequest("roles").BindFunc(refuseUnheldKeys)
}

func roleInUseMessage(n int) string {
	if n == 1 {
		return "This role is assigned to 1 user. Reassign them first."
	}
	return fmt.Sprintf("This role is assigned to %d users. Reassign them first.", n)
}
