package hooks

// Stock transfers: numbered, stamped with the requester, between two different warehouses.

import (
	"fmt"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/lines"
)

func bindTransfers(app core.App) {
	serverOwned(app, "stock_transfers", "transferNumber")
	stampCreator(app, "stock_transfers", "requestedBy")
	numberOnCreate(app, "stock_transfers", "transferNumber", "TR", "date")

	app.OnRecordValidate("stock_transfers").BindFunc(func(e *core.RecordEvent) error {
		r := e.Record
		defaultOnCreate(r, "status", "draft")
		if r.GetString("fromWarehouse") != "" && r.GetString("fromWarehouse") == r.GetString("toWarehouse") {
			return fieldError("toWarehouse", "validation_same_warehouse", "Source and destination warehouses cannot be the same")
		}
		if editable(r, "draft") || editable(r, "pending") {
			if err := validateTransferItems(e.App, r); err != nil {
				return err
			}
		}
		return e.Next()
	})
}

// validateTransferItems checks the transfer lines ({item, supplier, quantity}): each item exists in the
// source warehouse and each quantity is a whole number above 0. Availability is checked again when
// the transfer is completed, under the stock transaction.
func validateTransferItems(app core.App, r *core.Record) error {
	rows, err := jsonArray(r, "items")
	if err != nil {
		return fieldError("items", "validation_invalid_items", "Items must be a list of lines.")
	}
	if len(rows) == 0 {
		return fieldError("items", "validation_required", "At least one item is required.")
	}
	for i, row := range rows {
		key := func(f string) string { return fmt.Sprintf("items.%d.%s", i, f) }
		id := rowString(row, "item")
		if id == "" {
			return fieldError(key("item"), "validation_required", fmt.Sprintf("Please complete all fields for item #%d.", i+1))
		}
		item, err := app.FindRecordById("inventory_items", id)
		if err != nil || item.GetString("warehouse") != r.GetString("fromWarehouse") {
			return fieldError(key("item"), "validation_not_in_source", "The item is not available in the source warehouse.")
		}
		q, err := lines.ParseQuantity(rowText(row, "quantity"))
		if err != nil || q <= 0 || q%1000 != 0 {
			return fieldError(key("quantity"), "validation_invalid_quantity", "Quantity must be a whole number greater than 0.")
		}
	}
	return nil
}
