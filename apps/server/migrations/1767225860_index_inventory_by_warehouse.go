package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// A warehouse's currentOccupancy is now kept by adding each stock move's net change in the move's transaction
// (SCHEMA.md, Stock movements), so no stock move sums the warehouse's items any more, and the index on
// (warehouse, quantity) that answered those sums only cost: every stock move of an item moved its entry in the
// index, inside the write lock. It goes back to an index on warehouse, which a quantity change does not touch
// and which still serves every query by warehouse (its items, its details view, the sums of a warehouse save).
// The occupancy of every warehouse is summed once more here, so the running totals start from the sums.
func init() {
	m.Register(func(app core.App) error {
		items, err := bizFind(app, "inventory_items")
		if err != nil {
			return err
		}
		items.RemoveIndex("idx_inventory_items_warehouse_quantity")
		bizIndex(items, "warehouse")
		if err := app.Save(items); err != nil {
			return err
		}
		_, err = app.DB().NewQuery(`UPDATE {{warehouses}} SET [[currentOccupancy]] =
			(SELECT COALESCE(SUM(i.[[quantity]]), 0) FROM {{inventory_items}} i WHERE i.[[warehouse]] = {{warehouses}}.[[id]])`).Execute()
		return err
	}, func(app core.App) error {
		items, err := bizFind(app, "inventory_items")
		if err != nil {
			return err
		}
		items.RemoveIndex("idx_inventory_items_warehouse")
		bizIndex(items, "warehouse", "quantity")
		return app.Save(items)
	})
}
