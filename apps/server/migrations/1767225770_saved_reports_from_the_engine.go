package migrations

import (
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Saved reports are made by the report engine (POST /api/erp/report_templates/{id}/generate and the schedule
// job), never written by hand: the record API no longer creates them, and an update may only rename or
// describe one. Each keeps the report permission it was computed under (reportKey), and only a role holding
// that key (besides view:saved-reports) may list or view it, so a saved report never shows a user data
// their role's report keys do not cover.
func init() {
	reportKeys := []string{"view:sales-reports", "view:inventory-reports", "view:hr-reports", "view:financial-reports"}
	byType := map[string]string{
		"sales_analysis": "view:sales-reports", "client_analysis": "view:sales-reports", "custom": "view:sales-reports",
		"inventory_status": "view:inventory-reports", "supplier_analysis": "view:inventory-reports",
		"employee_performance": "view:hr-reports", "financial_summary": "view:financial-reports",
		"expense_report": "view:financial-reports",
	}
	m.Register(func(app core.App) error {
		saved, err := bizFind(app, "saved_reports")
		if err != nil {
			return err
		}
		saved.Fields.Add(bizText("reportKey", false, 40))
		alts := make([]string, 0, len(reportKeys))
		for _, k := range reportKeys {
			alts = append(alts, `(reportKey = "`+k+`" && `+bizHas(k)+`)`)
		}
		view := bizAll(bizHas("view:saved-reports"), strings.Join(alts, " || "))
		saved.ListRule = bizRule(view)
		saved.ViewRule = bizRule(view)
		saved.CreateRule = nil
		saved.UpdateRule = bizRule(bizAll(view, bizHas("edit:saved-reports"),
			bizNotSet("data", "summary", "template", "reportType", "reportKey", "createdBy")))
		saved.DeleteRule = bizRule(bizAll(view, bizHas("delete:saved-reports")))
		if err := app.Save(saved); err != nil {
			return err
		}
		for t, k := range byType {
			if _, err := app.DB().NewQuery("UPDATE saved_reports SET reportKey = {:k} WHERE reportType = {:t} AND reportKey = ''").
				Bind(dbx.Params{"k": k, "t": t}).Execute(); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		saved, err := bizFind(app, "saved_reports")
		if err != nil {
			return err
		}
		saved.Fields.RemoveByName("reportKey")
		bizCRUDRules(saved, "saved-reports")
		return app.Save(saved)
	})
}
