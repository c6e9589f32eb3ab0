package hooks

// Stock: inventory items, warehouses, suppliers, the stock ledger, purchase requests and transfers.
// The server derives SKUs, item status and warehouse occupancy, writes the opening stock movement and
// raises the stock alerts. Quantities change only through business actions that write the ledger.

import (
	"fmt"
	"math"
	"regexp"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
	"erp/server/internal/lines"
	"erp/server/internal/numbering"
)

// WarehouseNearCapacityPercent is the fullness at which a warehouse raises warehouse_near_capacity.
const WarehouseNearCapacityPercent = 90

// BindStock registers the stock hooks.
func BindStock(app core.App) {
	collections := []string{"suppliers", "warehouses", "inventory_items", "stock_movements", "purchase_requests", "stock_transfers"}
	audit.Track(app, collections...)
	requestTransaction(app, collections...)

	serverOwned(app, "inventory_items", "sku", "status")
	serverOwned(app, "warehouses", "currentOccupancy")
	serverOwned(app, "purchase_requests", "number", "total")
	serverOwned(app, "stock_transfers", "transferNumber")
	stampCreator(app, "purchase_requests", "requestedBy")
	stampCreator(app, "stock_transfers", "requestedBy")
	numberOnCreate(app, "purchase_requests", "number", "PR", "date")
	numberOnCreate(app, "stock_transfers", "transferNumber", "TR", "date")

	app.OnRecordValidate("inventory_items").BindFunc(func(e *core.RecordEvent) error {
		r := e.Record
		r.Set("status", ItemStatus(r.GetInt("quantity"), r.GetInt("minQuantity")))
		if max := r.GetInt("maxQuantity"); max > 0 && max < r.GetInt("minQuantity") {
			return fieldError("maxQuantity", "validation_max_below_min", "Maximum quantity must not be below the minimum quantity.")
		}
		if !r.IsNew() && r.GetString("sku") != r.Original().GetString("sku") {
			r.Set("sku", r.Original().GetString("sku")) // SKUs never change once given
		}
		return e.Next()
	})

	app.OnRecordCreate("inventory_items").BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if e.Record.GetString("sku") == "" {
				sku, err := NextSKU(tx, e.Record.GetString("name"))
				if err != nil {
					return err
				}
				e.Record.Set("sku", sku)
			}
			if err := e.Next(); err != nil {
				return err
			}
			if q := e.Record.GetInt("quantity"); q > 0 {
				if err := writeMovement(tx, e.Record, q, "opening", "inventory_items", e.Record.Id, e.Record.GetString("sku")); err != nil {
					return err
				}
			}
			if err := refreshOccupancy(tx, e.Record.GetString("warehouse")); err != nil {
				return err
			}
			return syncItemAlerts(tx, e.Record)
		})
	})

	app.OnRecordUpdate("inventory_items").BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			orig := e.Record.Original()
			if err := e.Next(); err != nil {
				return err
			}
			if orig.GetInt("quantity") != e.Record.GetInt("quantity") || orig.GetString("warehouse") != e.Record.GetString("warehouse") {
				for _, w := range uniqueIDs(orig.GetString("warehouse"), e.Record.GetString("warehouse")) {
					if err := refreshOccupancy(tx, w); err != nil {
						return err
					}
				}
			}
			return syncItemAlerts(tx, e.Record)
		})
	})

	app.OnRecordDelete("inventory_items").BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if err := e.Next(); err != nil {
				return err
			}
			for _, kind := range []string{"low_stock", "out_of_stock", "overflow_stock"} {
				if err := syncAlert(tx, kind, "inventory_items", e.Record.Id, false, nil); err != nil {
					return err
				}
			}
			return refreshOccupancy(tx, e.Record.GetString("warehouse"))
		})
	})

	// currentOccupancy is always the sum of the warehouse's item quantities.
	app.OnRecordValidate("warehouses").BindFunc(func(e *core.RecordEvent) error {
		var sum float64
		err := e.App.DB().NewQuery("SELECT COALESCE(SUM(quantity), 0) FROM inventory_items WHERE warehouse = {:w}").
			Bind(dbx.Params{"w": e.Record.Id}).Row(&sum)
		if err != nil {
			return err
		}
		e.Record.Set("currentOccupancy", int(sum))
		return e.Next()
	})
	warehouseAlerts := func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if err := e.Next(); err != nil {
				return err
			}
			return syncWarehouseAlerts(tx, e.Record)
		})
	}
	app.OnRecordCreate("warehouses").BindFunc(warehouseAlerts)
	app.OnRecordUpdate("warehouses").BindFunc(warehouseAlerts)
	app.OnRecordDelete("warehouses").BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if err := e.Next(); err != nil {
				return err
			}
			for _, kind := range []string{"warehouse_near_capacity", "empty_warehouse"} {
				if err := syncAlert(tx, kind, "warehouses", e.Record.Id, false, nil); err != nil {
					return err
				}
			}
			return nil
		})
	})

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

// ItemStatus derives an inventory item's status: 0 → out of stock, ≤ minQuantity → low stock, else in stock.
func ItemStatus(quantity, minQuantity int) string {
	switch {
	case quantity <= 0:
		return "out of stock"
	case quantity <= minQuantity:
		return "low stock"
	}
	return "in stock"
}

var skuWord = regexp.MustCompile(`[A-Za-z0-9]+`)

// skuPart takes up to n ASCII words of s, upper-cased, each cut to 10 characters.
func skuPart(s string, n int, fallback string) string {
	words := skuWord.FindAllString(s, -1)
	if len(words) > n {
		words = words[:n]
	}
	for i, w := range words {
		if len(w) > 10 {
			w = w[:10]
		}
		words[i] = strings.ToUpper(w)
	}
	if len(words) == 0 {
		return fallback
	}
	return strings.Join(words, "-")
}

// NextSKU builds the next SKU: COMPANY-ITEM-NNNN, e.g. "NILE-STEEL-PIPE-0007" for "Nile Trading Co."
// and "Steel pipe 2 inch". COMPANY is the first word of app_settings.companyName, ITEM the first two
// words of the item name (ASCII letters and digits; Arabic-only names give ITEM), NNNN a gap-free
// counter shared by all items (series "SKU"), so SKUs are unique.
func NextSKU(tx core.App, itemName string) (string, error) {
	company := "ERP"
	if s := settingsRecord(tx); s != nil {
		company = skuPart(s.GetString("companyName"), 1, "ERP")
	}
	n, err := numbering.Next(tx, "SKU")
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s-%s-%04d", company, skuPart(itemName, 2, "ITEM"), n), nil
}

// writeMovement appends a stock_movements row for item (quantity is signed).
func writeMovement(tx core.App, item *core.Record, quantity int, reason, sourceCollection, sourceID, sourceNumber string) error {
	col, err := tx.FindCachedCollectionByNameOrId("stock_movements")
	if err != nil {
		return err
	}
	m := core.NewRecord(col)
	m.Set("item", item.Id)
	m.Set("warehouse", item.GetString("warehouse"))
	m.Set("quantity", quantity)
	m.Set("reason", reason)
	m.Set("sourceCollection", sourceCollection)
	m.Set("sourceId", sourceID)
	m.Set("sourceNumber", sourceNumber)
	m.Set("balanceAfter", item.GetInt("quantity"))
	if actor := audit.Actor(tx); actor != nil && actor.Collection().Name == "users" {
		m.Set("createdBy", actor.Id)
	}
	return tx.Save(m)
}

// refreshOccupancy re-saves the warehouse so its validate hook recomputes currentOccupancy.
func refreshOccupancy(tx core.App, warehouseID string) error {
	if warehouseID == "" {
		return nil
	}
	w, err := tx.FindRecordById("warehouses", warehouseID)
	if err != nil {
		return nil // deleted in the same transaction
	}
	return tx.Save(w)
}

func syncItemAlerts(tx core.App, item *core.Record) error {
	q, min, max := item.GetInt("quantity"), item.GetInt("minQuantity"), item.GetInt("maxQuantity")
	data := map[string]any{"itemName": item.GetString("name"), "quantity": q, "minQuantity": min, "maxQuantity": max}
	status := ItemStatus(q, min)
	if err := syncAlert(tx, "out_of_stock", "inventory_items", item.Id, status == "out of stock", data); err != nil {
		return err
	}
	if err := syncAlert(tx, "low_stock", "inventory_items", item.Id, status == "low stock", data); err != nil {
		return err
	}
	return syncAlert(tx, "overflow_stock", "inventory_items", item.Id, max > 0 && q > max, data)
}

func syncWarehouseAlerts(tx core.App, w *core.Record) error {
	capacity, occupancy := w.GetInt("capacity"), w.GetInt("currentOccupancy")
	percent := 0
	if capacity > 0 {
		percent = int(math.Round(float64(occupancy) * 100 / float64(capacity)))
	}
	data := map[string]any{"warehouseName": w.GetString("name"), "fullnessPercent": percent, "currentOccupancy": occupancy, "capacity": capacity}
	active := w.GetBool("isActive")
	if err := syncAlert(tx, "warehouse_near_capacity", "warehouses", w.Id, active && capacity > 0 && percent >= WarehouseNearCapacityPercent, data); err != nil {
		return err
	}
	return syncAlert(tx, "empty_warehouse", "warehouses", w.Id, active && capacity > 0 && occupancy == 0, data)
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

func uniqueIDs(ids ...string) []string {
	out := []string{}
	for _, id := range ids {
		if id != "" && !contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}
