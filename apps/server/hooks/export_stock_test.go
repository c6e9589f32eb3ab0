package hooks

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
)

// ApplyStockMovesForTest applies signed quantity changes of items, in order, as a document's stock moves do.
func ApplyStockMovesForTest(tx core.App, items []*core.Record, deltas []int) error {
	moves := make([]stockMove, len(items))
	for i, item := range items {
		moves[i] = stockMove{item: item, delta: deltas[i], reason: "adjustment", field: "items." + string(rune('0'+i)) + ".quantity"}
	}
	return applyStockMoves(tx, movementSource{"inventory_items", items[0].Id, items[0].GetString("sku")}, moves)
}

// CompleteTransferForTest runs the complete action's work on tr in tx, as the action route runs it after the
// row lock (without the route's permission, idempotency and answer).
func CompleteTransferForTest(tx core.App, tr *core.Record) error {
	return completeTransfer(&actions.Call{Tx: tx, Record: tr})
}
