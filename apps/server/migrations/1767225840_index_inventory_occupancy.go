package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// A warehouse's occupancy is the sum of its items' quantities, summed again on every stock move (the capacity
// check and the occupancy refresh of each warehouse a move touches): an index on (warehouse, quantity) answers
// the sum from the index alone instead of reading every item row of the warehouse. It replaces the index on
// warehouse, which it begins with.
func init() {
	m.Register(func(app core.App) error {
		items, err := bizFind(app, "inventory_items")
		if err != nil {
			return err
		}
		items.RemoveIndex("idx_inventory_items_warehouse")
		bizIndex(items, "warehouse", "quantity")
		return app.Save(items)
	}, func(app core.App) error {
		items, err := bizFind(app, "inventory_items")
		if err != nil {
			return err
		}
		items.RemoveIndex("idx_inventory_items_warehouse_quantity")
		bizIndex(items, "warehouse")
		return app.Save(items)
	})
}
