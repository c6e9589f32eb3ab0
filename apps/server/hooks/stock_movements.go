package hooks

// The stock ledger: append-only stock_movements rows, written by the server only. Every change of an
// item's quantity after its opening stock goes through moveStock, in the transaction of its action.

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
)

// writeMovement appends a stock_movements row for item (quantity is signed).
func writeMovement(tx core.App, item *core.Record, quantity int, reason, sourceCollection, sourceID, sourceNumber string) error {
	return appendMovement(tx, item, quantity, reason, movementSource{sourceCollection, sourceID, sourceNumber}, "")
}

// movementSource is the document a stock movement comes from.
type movementSource struct {
	collection, id, number string
}

// moveStock changes item's quantity by delta (signed), saves it and appends the ledger row. The caller has
// checked that the quantity stays at 0 or above.
func moveStock(tx core.App, item *core.Record, delta int, reason string, src movementSource, notes string) error {
	item.Set("quantity", item.GetInt("quantity")+delta)
	if err := tx.Save(item); err != nil {
		return err
	}
	return appendMovement(tx, item, delta, reason, src, notes)
}

func appendMovement(tx core.App, item *core.Record, quantity int, reason string, src movementSource, notes string) error {
	col, err := tx.FindCachedCollectionByNameOrId("stock_movements")
	if err != nil {
		return err
	}
	m := core.NewRecord(col)
	m.Set("item", item.Id)
	m.Set("warehouse", item.GetString("warehouse"))
	m.Set("quantity", quantity)
	m.Set("reason", reason)
	m.Set("sourceCollection", src.collection)
	m.Set("sourceId", src.id)
	m.Set("sourceNumber", src.number)
	m.Set("balanceAfter", item.GetInt("quantity"))
	m.Set("notes", notes)
	if actor := audit.Actor(tx); actor != nil && actor.Collection().Name == "users" {
		m.Set("createdBy", actor.Id)
	}
	return tx.Save(m)
}
