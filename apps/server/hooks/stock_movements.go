package hooks

// The stock ledger: append-only stock_movements rows, written by the server only.

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
)

// writeMovement appends a stock_movements row for item (quantity is signed).
func writeMovement(tx core.App, item *core.Record, quantity int, reason, sourceCollection, sourceID, sourceNumber string) error {
	col, err := tx.FindCachedCollectionByNameOrId("stock_movements")
	if err != nil {
		return err
	}
	m := core.NewRecord(col)
	m.Set("item", item.Id)
	m.Set("warehouse", item.GetString("warehouse"))
	m.Set("quantity", quantity)
	m.Set("reason", reason)
	m.Set("sourceCollection", sourceCollection)
	m.Set("sourceId", sourceID)
	m.Set("sourceNumber", sourceNumber)
	m.Set("balanceAfter", item.GetInt("quantity"))
	if actor := audit.Actor(tx); actor != nil && actor.Collection().Name == "users" {
		m.Set("createdBy", actor.Id)
	}
	return tx.Save(m)
}
