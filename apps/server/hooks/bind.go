// Package hooks holds the business hooks, actions and routes, one binder per domain of the app
// (platform, crm, stock, hr, sales, reports, alerts) in files named <domain>_<resource>.go.
package hooks

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
	"erp/server/internal/changes"
)

// Bind registers every domain's hooks, actions and routes. Keep it a plain list of binder calls.
func Bind(app core.App) {
	changes.Bind(app)
	audit.Bind(app)
	BindPlatform(app)
	BindCRM(app)
	BindStock(app)
	BindHR(app)
	BindSales(app)
	BindReports(app)
	BindAlerts(app)
	BindDashboard(app)
	BindAttachments(app)
}
