package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// An SKU names a product; an inventory item is that product's stock in one warehouse. A transfer into a
// warehouse that does not stock the product yet creates its item there with the same SKU, so an SKU is
// unique per warehouse instead of across all of them.
func init() {
	m.Register(func(app core.App) error {
		c, err := bizFind(app, "inventory_items")
		if err != nil {
			return err
		}
		c.RemoveIndex("idx_inventory_items_sku_unique")
		c.AddIndex("idx_inventory_items_sku_warehouse_unique", true, "sku, warehouse", "sku != ''")
		return app.Save(c)
	}, func(app core.App) error {
		c, err := bizFind(app, "inventory_items")
		if err != nil {
			return err
		}
		c.RemoveIndex("idx_inventory_items_sku_warehouse_unique")
		bizUniqueWhenSet(c, "sku")
		return app.Save(c)
	})
}
