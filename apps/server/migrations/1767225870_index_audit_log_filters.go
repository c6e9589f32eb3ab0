package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The audit trail on the access page is newest first (created descending, then id), filtered by collection, by the
// acting user's e-mail and by a day. With a million rows a collection's first page took 1.6–1.9 s (every row of the
// table read, the collection's sorted) and a count by e-mail read the whole table. Indexes on (collection, created
// DESC, id) and (userEmail, created DESC, id) give each filter its rows already in the page's order, from the page's
// edge. The (collection, recordId) index goes: no query reads one record's rows by collection (the tests' helper
// reads a test's few rows), and its entries, one at a random place for every audited change, were the costliest of
// the audit rows a stock action writes.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("audit_log")
		if err != nil {
			return err
		}
		c.RemoveIndex("idx_audit_log_record")
		c.AddIndex("idx_audit_log_collection_created", false, "`collection`, `created` DESC, `id`", "")
		c.AddIndex("idx_audit_log_userEmail_created", false, "`userEmail`, `created` DESC, `id`", "")
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("audit_log")
		if err != nil {
			return err
		}
		c.RemoveIndex("idx_audit_log_collection_created")
		c.RemoveIndex("idx_audit_log_userEmail_created")
		c.AddIndex("idx_audit_log_record", false, "`collection`, `recordId`", "")
		return app.Save(c)
	})
}
