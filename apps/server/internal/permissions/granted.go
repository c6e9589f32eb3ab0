package permissions

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
)

// RoleKeys returns the permission keys of auth's role (none for a nil, inactive or non-users record).
func RoleKeys(app core.App, auth *core.Record) []string {
	if auth == nil || auth.Collection().Name != "users" || !auth.GetBool("active") {
		return nil
	}
	roleID := auth.GetString("roleId")
	if roleID == "" {
		return nil
	}
	role, err := app.FindRecordById("roles", roleID)
	if err != nil {
		return nil
	}
	return role.GetStringSlice("permissions")
}

// Granted reports whether auth may act with key: superusers always, users through their role.
// API rules remain the primary check (Has); use this for the extra checks hooks and routes make.
func Granted(app core.App, auth *core.Record, key string) bool {
	if auth != nil && auth.IsSuperuser() {
		return true
	}
	return slices.Contains(RoleKeys(app, auth), key)
}
