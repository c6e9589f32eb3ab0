package hooks

// Reports: templates (variables, filters, aggregations, schedule) and saved reports.

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
)

// BindReports registers the report hooks.
func BindReports(app core.App) {
	audit.Track(app, "report_templates", "saved_reports")
	requestTransaction(app, "report_templates", "saved_reports")
	stampCreator(app, "report_templates", "createdBy")
	stampCreator(app, "saved_reports", "createdBy")
	bindReportTemplates(app)
	bindReportEngine(app)
}
