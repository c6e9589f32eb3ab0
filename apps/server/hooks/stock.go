package hooks

// Stock: inventory items, warehouses, suppliers, the stock ledger, purchase requests and transfers.
// Quantities change only through business actions that write the ledger (stock_movements).

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
)

// BindStock registers the stock hooks.
func BindStock(app core.App) {
	collections := []string{"suppliers", "warehouses", "inventory_items", "stock_movements", "purchase_requests", "stock_transfers"}
	app.Store().Set(rootAppKey, app)
	audit.Track(app, "suppliers", "warehouses", "inventory_items", "purchase_requests", "stock_transfers")
	// A ledger row records who created it, when and why itself, and the item's audit row the quantity change:
	// only changes to ledger rows are audited (SCHEMA.md, Stock movements).
	audit.TrackChanges(app, "stock_movements")
	requestTransaction(app, collections...)
	bindItems(app)
	bindWarehouses(app)
	bindPurchaseRequests(app)
	bindTransfers(app)
	bindStockOverview(app)
}
