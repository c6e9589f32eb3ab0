package hooks

// Purchase requests: numbered, stamped with the requester, each line snapshotting the item's stock levels.

import (
	"fmt"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/lines"
)

func bindPurchaseRequests(app core.App) {
	serverOwned(app, "purchase_requests", "number", "total")
	stampCreator(app, "purchase_requests", "requestedBy")
	numberOnCreate(app, "purchase_requests", "number", "PR", "date")

	app.OnRecordValidate("purchase_requests").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "draft")
		if editable(e.Record, "draft") {
			if err := purchaseRequestLines(e.App, e.Record); err != nil {
				return err
			}
		}
		return e.Next()
	})
}

// purchaseRequestLines validates the request lines, snapshots each item's stock levels and totals them.
func purchaseRequestLines(app core.App, r *core.Record) error {
	rows, err := jsonArray(r, "items")
	if err != nil {
		return fieldError("items", "validation_invalid_items", "Items must be a list of lines.")
	}
	if len(rows) == 0 {
		return fieldError("items", "validation_required", "At least one item is required.")
	}
	var total int64
	for i, row := range rows {
		incomplete := fieldError(fmt.Sprintf("items.%d", i), "validation_incomplete_item", fmt.Sprintf("Please complete all fields for item #%d.", i+1))
		id := rowString(row, "item")
		if id == "" {
			return incomplete
		}
		item, err := app.FindRecordById("inventory_items", id)
		if err != nil {
			return fieldError(fmt.Sprintf("items.%d.item", i), "validation_invalid_item", "The item does not exist.")
		}
		q, err := lines.ParseQuantity(rowText(row, "quantity"))
		if err != nil || q <= 0 || q%1000 != 0 {
			return fieldError(fmt.Sprintf("items.%d.quantity", i), "validation_invalid_quantity", "Quantity must be a whole number greater than 0.")
		}
		price, err := lines.ParseMoney(rowText(row, "unitPrice"))
		if err != nil || price < 0 {
			return fieldError(fmt.Sprintf("items.%d.unitPrice", i), "validation_invalid_price", "Unit price must be a number of 0 or more.")
		}
		lineTotal := lines.LineTotal(q, price)
		total += lineTotal
		row["currentStock"] = item.GetInt("quantity")
		row["minLevel"] = item.GetInt("minQuantity")
		row["maxLevel"] = item.GetInt("maxQuantity")
		row["quantity"] = q / 1000
		row["unitPrice"] = lines.Pounds(price)
		row["total"] = lines.Pounds(lineTotal)
	}
	r.Set("items", rows)
	r.Set("total", lines.Pounds(total))
	return nil
}
