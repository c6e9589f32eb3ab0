package hooks

import "github.com/pocketbase/pocketbase/core"

// ApplyStockMovesForTest applies signed quantity changes of items, in order, as a document's stock moves do.
func ApplyStockMovesForTest(tx core.App, items []*core.Record, deltas []int) error {
	moves := make([]stockMove, len(items))
	for i, item := range items {
		moves[i] = stockMove{item: item, delta: deltas[i], reason: "adjustment", field: "items." + string(rune('0'+i)) + ".quantity"}
	}
	return applyStockMoves(tx, movementSource{"inventory_items", items[0].Id, items[0].GetString("sku")}, moves)
}
