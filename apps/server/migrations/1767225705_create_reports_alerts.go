package migrations

import (
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The value lists as this migration wrote them. Later changes belong in new migrations.
var (
	reportsReportTypes = []string{"sales_analysis", "inventory_status", "employee_performance", "financial_summary", "client_analysis", "supplier_analysis", "expense_report", "custom"}
	reportsAlertKinds  = []string{"low_stock", "out_of_stock", "overflow_stock", "warehouse_near_capacity", "empty_warehouse", "stock_transfer", "purchase_request", "employee_on_leave", "employee_returning", "report_generated", "overdue_invoice", "overdue_bill"}
)

// reportsAlertKindPermission maps each alert kind to the permission that lets a role see it.
var reportsAlertKindPermission = map[string]string{
	"low_stock":               "view:low-stock-alerts",
	"out_of_stock":            "view:empty-stock-alerts",
	"overflow_stock":          "view:overflow-stock-alerts",
	"warehouse_near_capacity": "view:complete-warehouse-alerts",
	"empty_warehouse":         "view:empty-warehouse-alerts",
	"stock_transfer":          "view:stock-transfer-alerts",
	"purchase_request":        "view:purchase-request-alerts",
	"employee_on_leave":       "view:employee-on-leave-alerts",
	"employee_returning":      "view:employee-off-leave-alerts",
	"report_generated":        "view:report-generated-alerts",
	"overdue_invoice":         "view:overdue-invoice-alerts",
	"overdue_bill":            "view:overdue-bill-alerts",
}

// Reports (templates and saved reports) and the alert centre (alerts and per-user dismissals).
func init() {
	m.Register(func(app core.App) error {
		users, err := bizFind(app, "users")
		if err != nil {
			return err
		}

		templates := bizCollection("report_templates")
		templates.Fields.Add(
			bizText("name", true, 200), bizText("description", false, 2000), bizSelect("reportType", true, reportsReportTypes),
			bizJSON("variables", 0), bizJSON("filters", 0), bizJSON("aggregations", 0), bizJSON("schedule", 0),
			bizRelation("createdBy", users.Id, false, false),
		)
		bizAutodates(templates)
		bizCRUDRules(templates, "report-templates")
		bizIndex(templates, "name")
		bizIndex(templates, "reportType")
		bizIndex(templates, "createdBy")
		bizIndex(templates, "updated")
		if err := app.Save(templates); err != nil {
			return err
		}

		saved := bizCollection("saved_reports")
		saved.Fields.Add(
			bizText("name", true, 200), bizText("description", false, 2000),
			bizRelation("template", templates.Id, false, false), bizSelect("reportType", true, reportsReportTypes),
			bizJSON("data", 20<<20), bizJSON("summary", 0), bizRelation("createdBy", users.Id, false, false),
		)
		bizAutodates(saved)
		bizCRUDRules(saved, "saved-reports")
		bizIndex(saved, "template")
		bizIndex(saved, "reportType")
		bizIndex(saved, "createdBy")
		if err := app.Save(saved); err != nil {
			return err
		}

		alerts := bizCollection("alerts")
		alerts.Fields.Add(
			bizSelect("kind", true, reportsAlertKinds), bizJSON("data", 0),
			bizText("sourceCollection", false, 64), bizText("sourceId", false, 32),
		)
		bizAutodates(alerts)
		// Each alert is visible only to roles holding its kind's view key.
		alts := make([]string, 0, len(reportsAlertKinds))
		for _, kind := range reportsAlertKinds {
			alts = append(alts, fmt.Sprintf(`(kind = %q && %s)`, kind, bizHas(reportsAlertKindPermission[kind])))
		}
		alerts.ListRule = bizRule(strings.Join(alts, " || "))
		alerts.ViewRule = alerts.ListRule
		bizIndex(alerts, "kind")
		bizIndex(alerts, "sourceCollection", "sourceId")
		// One open stock alert per item and kind; resolved alerts are deleted.
		alerts.AddIndex("idx_alerts_stock_open", true, "kind, sourceCollection, sourceId",
			"kind = 'low_stock' OR kind = 'out_of_stock' OR kind = 'overflow_stock' OR kind = 'warehouse_near_capacity' OR kind = 'empty_warehouse'")
		if err := app.Save(alerts); err != nil {
			return err
		}

		dismissals := bizCollection("alert_dismissals")
		dismissals.Fields.Add(bizRelation("alert", alerts.Id, true, true), bizRelation("user", users.Id, true, true))
		bizAutodates(dismissals)
		own := `@request.auth.collectionName = "users" && @request.auth.active = true && @request.auth.id != "" && user = @request.auth.id`
		dismissals.ListRule = bizRule(own)
		dismissals.ViewRule = bizRule(own)
		dismissals.CreateRule = bizRule(`@request.auth.collectionName = "users" && @request.auth.active = true && @request.auth.id != "" && @request.body.user = @request.auth.id`)
		dismissals.DeleteRule = bizRule(own)
		dismissals.AddIndex("idx_alert_dismissals_alert_user", true, "alert, user", "")
		bizIndex(dismissals, "user")
		return app.Save(dismissals)
	}, func(app core.App) error {
		return bizDeleteCollections(app, "report_templates", "saved_reports", "alerts", "alert_dismissals")
	})
}
