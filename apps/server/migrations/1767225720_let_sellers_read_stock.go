package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"

	"erp/server/internal/permissions"
)

// sellerKeys are the keys of people who write documents with inventory lines: the invoice, quotation and
// receipt wizards search the stock by name or SKU and show each item's quantity, warehouse and supplier.
var sellerKeys = []string{
	"create:invoices", "edit:invoices", "create:quotations", "edit:quotations", "create:receipts", "edit:receipts",
}

// Whoever writes invoices, quotations or receipts may list and view inventory items and warehouses (expand
// applies the warehouses' own rules). Changing stock, items and warehouses stays with the stock keys.
func init() {
	m.Register(func(app core.App) error {
		for collection, key := range map[string]string{"inventory_items": "view:inventory", "warehouses": "view:warehouses"} {
			c, err := bizFind(app, collection)
			if err != nil {
				return err
			}
			c.ListRule = bizRule(permissions.HasAny(append([]string{key}, sellerKeys...)...))
			c.ViewRule = c.ListRule
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		for collection, key := range map[string]string{"inventory_items": "view:inventory", "warehouses": "view:warehouses"} {
			c, err := bizFind(app, collection)
			if err != nil {
				return err
			}
			c.ListRule = bizRule(bizHas(key))
			c.ViewRule = c.ListRule
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	})
}
