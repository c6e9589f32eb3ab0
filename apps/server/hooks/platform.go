package hooks

// Platform: users (their sessions and password resets), roles, the settings record and the payroll
// parameters (the admin screens).

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
)

// BindPlatform registers the platform hooks and tracks the platform collections in the audit log.
func BindPlatform(app core.App) {
	bindUsers(app)
	bindUserRoleGuard(app)
	bindAccess(app)
	bindSessions(app)
	bindPasswordReset(app)
	bindRoles(app)
	bindRoleKeys(app)
	bindLockoutGuard(app)
	bindThrottle(app)
	bindBackups(app)
	bindSettings(app)
	bindPayrollParameters(app)
	bindCounts(app)
	bindPages(app)
	bindRows(app)
	bindEmptyLists(app)
	audit.Track(app, "users", "roles", "app_settings", "payroll_parameters")
}
