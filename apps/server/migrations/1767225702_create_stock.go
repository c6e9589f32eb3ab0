package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The value lists as this migration wrote them. Later changes belong in new migrations.
var (
	stockSupplierStatuses  = []string{"active", "inactive"}
	stockInventoryStatuses = []string{"in stock", "low stock", "out of stock"}
	stockMovementReasons   = []string{"opening", "invoice_issue", "invoice_cancel", "transfer_out", "transfer_in", "purchase_receipt", "adjustment"}
	stockPriorities        = []string{"urgent", "high", "medium", "low"}
	stockPurchaseStatuses  = []string{"draft", "pending", "approved", "rejected", "awaiting_delivery", "received", "fulfilled"}
	stockTransferStatuses  = []string{"draft", "pending", "approved", "rejected", "completed"}
)

// Stock: suppliers, warehouses, inventory items (one product's stock in one warehouse), the
// append-only stock ledger, purchase requests and transfers.
func init() {
	m.Register(func(app core.App) error {
		users, err := bizFind(app, "users")
		if err != nil {
			return err
		}
		zero := types.Pointer(0.0)

		suppliers := bizCollection("suppliers")
		suppliers.Fields.Add(
			bizText("name", true, 200), bizSelect("status", true, stockSupplierStatuses),
			&core.EmailField{Name: "email"}, bizText("phone", false, 40), bizText("address", false, 500), bizText("notes", false, 5000),
		)
		bizAutodates(suppliers)
		bizCRUDRules(suppliers, "suppliers")
		bizIndex(suppliers, "name")
		bizIndex(suppliers, "status")
		if err := app.Save(suppliers); err != nil {
			return err
		}

		warehouses := bizCollection("warehouses")
		warehouses.Fields.Add(
			bizText("name", true, 200), bizText("location", false, 200),
			bizNumber("capacity", false, zero, true), bizNumber("currentOccupancy", false, zero, true),
			&core.BoolField{Name: "isActive"},
			&core.EmailField{Name: "email"}, bizText("phone", false, 40), bizText("address", false, 500), bizText("notes", false, 5000),
		)
		bizAutodates(warehouses)
		bizCRUDRules(warehouses, "warehouses")
		bizIndex(warehouses, "name")
		bizIndex(warehouses, "isActive")
		if err := app.Save(warehouses); err != nil {
			return err
		}

		items := bizCollection("inventory_items")
		items.Fields.Add(
			bizText("name", true, 200), bizText("sku", false, 80), bizText("category", false, 120),
			bizRelation("warehouse", warehouses.Id, true, false),
			bizNumber("quantity", false, zero, true), bizNumber("minQuantity", false, zero, true), bizNumber("maxQuantity", false, zero, true),
			bizMoney("unitPrice"),
			bizRelation("supplier", suppliers.Id, false, false),
			bizSelect("status", false, stockInventoryStatuses),
			bizText("description", false, 5000),
			&core.FileField{Name: "image", MaxSelect: 1, MaxSize: 5 << 20, MimeTypes: []string{"image/png", "image/jpeg", "image/webp"}, Thumbs: []string{"100x100", "300x300"}},
		)
		bizAutodates(items)
		bizCRUDRules(items, "inventory")
		// Only business actions move stock: the generic update may not touch quantity.
		items.UpdateRule = bizRule(bizAll(bizHas("edit:inventory"), bizNotSet("quantity")))
		bizUniqueWhenSet(items, "sku")
		bizIndex(items, "warehouse")
		bizIndex(items, "supplier")
		bizIndex(items, "status")
		bizIndex(items, "category")
		bizIndex(items, "name", "warehouse")
		if err := app.Save(items); err != nil {
			return err
		}

		movements := bizCollection("stock_movements")
		movements.Fields.Add(
			bizRelation("item", items.Id, false, false), bizRelation("warehouse", warehouses.Id, false, false),
			bizNumber("quantity", true, nil, true), bizSelect("reason", true, stockMovementReasons),
			bizText("sourceCollection", false, 64), bizText("sourceId", false, 32), bizText("sourceNumber", false, 64),
			bizNumber("balanceAfter", false, nil, true), bizRelation("createdBy", users.Id, false, false),
		)
		bizAutodates(movements)
		movements.ListRule = bizRule(bizHas("view:inventory"))
		movements.ViewRule = bizRule(bizHas("view:inventory"))
		bizIndex(movements, "item", "created")
		bizIndex(movements, "warehouse")
		bizIndex(movements, "reason")
		bizIndex(movements, "sourceCollection", "sourceId")
		if err := app.Save(movements); err != nil {
			return err
		}

		prs := bizCollection("purchase_requests")
		prs.Fields.Add(
			bizText("number", false, 40), bizDate("date", true), bizSelect("priority", true, stockPriorities),
			bizText("notes", false, 5000), bizRelation("warehouse", warehouses.Id, true, false),
			bizSelect("status", true, stockPurchaseStatuses), bizJSON("items", 0), bizMoney("total"),
			bizRelation("requestedBy", users.Id, false, false),
		)
		bizAutodates(prs)
		bizCRUDRules(prs, "purchase-requests")
		// Drafts are written or submitted (to pending) here; approval and delivery are business actions.
		prs.CreateRule = bizRule(bizAll(bizHas("create:purchase-requests"), bizBodyIn("status", "draft", "pending")))
		prs.UpdateRule = bizRule(bizAll(bizHas("edit:purchase-requests"), `status = "draft"`, bizBodyIn("status", "draft", "pending")))
		prs.DeleteRule = bizRule(bizAll(bizHas("delete:purchase-requests"), `status = "draft" || status = "rejected"`))
		bizUniqueWhenSet(prs, "number")
		bizIndex(prs, "status")
		bizIndex(prs, "date")
		bizIndex(prs, "warehouse")
		bizIndex(prs, "priority")
		bizIndex(prs, "requestedBy")
		if err := app.Save(prs); err != nil {
			return err
		}

		transfers := bizCollection("stock_transfers")
		transfers.Fields.Add(
			bizText("transferNumber", false, 40), bizDate("date", true),
			bizRelation("fromWarehouse", warehouses.Id, true, false), bizRelation("toWarehouse", warehouses.Id, true, false),
			bizSelect("status", true, stockTransferStatuses), bizText("notes", false, 5000), bizJSON("items", 0),
			bizRelation("requestedBy", users.Id, false, false),
		)
		bizAutodates(transfers)
		bizCRUDRules(transfers, "transfers")
		transfers.CreateRule = bizRule(bizAll(bizHas("create:transfers"), bizBodyIn("status", "draft", "pending")))
		transfers.UpdateRule = bizRule(bizAll(bizHas("edit:transfers"), `status = "draft"`, bizBodyIn("status", "draft", "pending")))
		transfers.DeleteRule = bizRule(bizAll(bizHas("delete:transfers"), `status = "draft" || status = "rejected"`))
		bizUniqueWhenSet(transfers, "transferNumber")
		bizIndex(transfers, "status")
		bizIndex(transfers, "date")
		bizIndex(transfers, "fromWarehouse")
		bizIndex(transfers, "toWarehouse")
		return app.Save(transfers)
	}, func(app core.App) error {
		return bizDeleteCollections(app, "suppliers", "warehouses", "inventory_items", "stock_movements", "purchase_requests", "stock_transfers")
	})
}
