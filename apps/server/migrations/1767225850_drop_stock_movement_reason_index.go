package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Every stock movement inserts one entry into each index of stock_movements, inside the write lock of the action
// that moves the stock. Of its seven indexes, the one on reason serves no query: the ledger is read by item (the
// item's history and the reports' last restock date: (item, created)), newest first (the stock overview and the
// dashboard: created), by source document (an invoice's cancellation: (sourceCollection, sourceId), which also
// filters on reason among a document's few rows), and by warehouse or user when one is deleted (PocketBase clears
// the relation: warehouse, createdBy). A reason has seven values, each matching a large share of the ledger, so
// an index on it alone would not even help a filter by reason. SCHEMA.md, Stock movements, lists the queries.
func init() {
	m.Register(func(app core.App) error {
		movements, err := bizFind(app, "stock_movements")
		if err != nil {
			return err
		}
		movements.RemoveIndex("idx_stock_movements_reason")
		return app.Save(movements)
	}, func(app core.App) error {
		movements, err := bizFind(app, "stock_movements")
		if err != nil {
			return err
		}
		bizIndex(movements, "reason")
		return app.Save(movements)
	})
}
