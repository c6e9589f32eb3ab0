// Package hooks holds the business hooks and action routes, one file per domain.
package hooks

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
)

// Bind registers every domain's hooks and routes. Keep it a plain list of binder calls.
func Bind(app core.App) {
	BindUsers(app)
	BindRoles(app)
	BindSettings(app)
	audit.Bind(app)
	audit.Track(app, "users", "roles", "app_settings", "payroll_parameters")
	BindCRM(app)
	BindStock(app)
	BindHR(app)
	BindSales(app)
	BindExpenses(app)
	BindDocumentPDF(app)
	BindReports(app)
	BindAlerts(app)
}
