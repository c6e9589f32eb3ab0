package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"

	"erp/server/internal/reports"
)

// A saved report's rows move out of its data JSON into their own table (reports.RowsTable, one database row per
// report row), so an export streams them through a cursor instead of decoding the whole report into memory.
// Reports saved before keep their data as it is (the screens read its rows) and get their rows copied, in
// order, into the table by SQLite's json_each.
func init() {
	m.Register(func(app core.App) error {
		if _, err := app.DB().NewQuery(reports.CreateRowsTableSQL).Execute(); err != nil {
			return err
		}
		_, err := app.DB().NewQuery(`INSERT OR IGNORE INTO ` + reports.RowsTable + ` (report, n, row)
			SELECT s.id, CAST(j.key AS INTEGER), j.value FROM saved_reports s, json_each(s.data, '$.rows') j
			WHERE json_valid(s.data) AND json_type(s.data, '$.rows') = 'array'`).Execute()
		return err
	}, func(app core.App) error {
		_, err := app.DB().NewQuery("DROP TABLE IF EXISTS " + reports.RowsTable).Execute()
		return err
	})
}
