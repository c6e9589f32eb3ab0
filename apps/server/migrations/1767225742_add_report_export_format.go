package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Saved reports are downloaded as PDF, Excel or CSV (the specification's export formats). A template names
// the format its reports are offered in first and its scheduled runs are exported in; the download itself
// may still ask for any of the three. Existing templates get pdf.
func init() {
	m.Register(func(app core.App) error {
		c, err := bizFind(app, "report_templates")
		if err != nil {
			return err
		}
		c.Fields.Add(bizSelect("defaultExportFormat", false, []string{"pdf", "excel", "csv"}))
		if err := app.Save(c); err != nil {
			return err
		}
		_, err = app.DB().NewQuery("UPDATE report_templates SET defaultExportFormat = 'pdf' WHERE defaultExportFormat = ''").Execute()
		return err
	}, func(app core.App) error {
		c, err := bizFind(app, "report_templates")
		if err != nil {
			return err
		}
		c.Fields.RemoveByName("defaultExportFormat")
		return app.Save(c)
	})
}
