package hooks

// Inventory items: the server derives the SKU and the status, writes the opening stock movement, keeps
// the warehouses' occupancy and raises the stock alerts. After the opening stock, quantities change only
// through actions: invoices, transfers, purchase receipts and the stock adjustment here.

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/lines"
	"erp/server/internal/numbering"
	"erp/server/internal/recordid"
)

// bindItems derives the items' fields and follows their quantities.
func bindItems(app core.App) {
	serverOwned(app, "inventory_items", "sku", "status")
	actions.Register(app, "inventory_items", map[string]actions.Action{
		"adjust": {Permission: "edit:inventory", Run: adjustItem, Idempotent: true},
	})

	app.OnRecordValidate("inventory_items").BindFunc(func(e *core.RecordEvent) error {
		r := e.Record
		r.Set("status", ItemStatus(r.GetInt("quantity"), r.GetInt("minQuantity")))
		if max := r.GetInt("maxQuantity"); max > 0 && max < r.GetInt("minQuantity") {
			return fieldError("maxQuantity", "validation_max_below_min", "Maximum quantity must not be below the minimum quantity.")
		}
		if !r.IsNew() && r.GetString("sku") != r.Original().GetString("sku") {
			r.Set("sku", r.Original().GetString("sku")) // SKUs never change once given
		}
		// Stock moves between warehouses only by transfer, which checks capacity and writes the ledger.
		if !r.IsNew() && r.GetString("warehouse") != r.Original().GetString("warehouse") && r.Original().GetInt("quantity") > 0 {
			return actions.Refuse("warehouse", "item_holds_stock",
				"This item holds {{.quantity}} units: move them to another warehouse with a transfer.",
				map[string]any{"quantity": r.Original().GetInt("quantity")})
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

func syncItemAlerts(tx core.App, item *core.Record) error {
	active, data := itemAlertKinds(item)
	return syncAlertKinds(tx, "inventory_items", item.Id, active, data)
}

// itemAlertKinds says which stock alerts the item's levels raise, and their data.
func itemAlertKinds(item *core.Record) (map[string]bool, map[string]any) {
	q, min, max := item.GetInt("quantity"), item.GetInt("minQuantity"), item.GetInt("maxQuantity")
	data := map[string]any{"itemName": item.GetString("name"), "quantity": q, "minQuantity": min, "maxQuantity": max}
	status := ItemStatus(q, min)
	return map[string]bool{
		"out_of_stock": status == "out of stock", "low_stock": status == "low stock", "overflow_stock": max > 0 && q > max,
	}, data
}

// maxAdjustmentReason is the length of stock_movements.notes, where an adjustment keeps its reason.
const maxAdjustmentReason = 500

// adjustItem is the stock adjustment: {quantity} (the counted quantity) or {change} (a signed change), with
// {reason}. It writes one adjustment movement holding the reason. A count is what is on the shelf, so
// capacity does not limit it.
func adjustItem(c *actions.Call) error {
	item := c.Record
	reason := actions.BodyString(c.Body, "reason")
	if reason == "" {
		return actions.Refuse("reason", "validation_required", "A reason is required for a stock adjustment.", nil)
	}
	if utf8.RuneCountInString(reason) > maxAdjustmentReason {
		return actions.Refuse("reason", "validation_too_long", "The reason must be at most {{.max}} characters.",
			map[string]any{"max": maxAdjustmentReason})
	}
	count, change := c.Body["quantity"], c.Body["change"]
	if (count == nil) == (change == nil) {
		return actions.Refuse("quantity", "adjustment_quantity_or_change", "Give either the counted quantity or a signed change.", nil)
	}
	current := item.GetInt("quantity")
	var delta int
	if count != nil {
		n, ok := wholeNumber(count)
		if !ok || n < 0 {
			return actions.Refuse("quantity", "validation_invalid_count", "The counted quantity must be a whole number of 0 or more.", nil)
		}
		if delta = n - current; delta == 0 {
			return actions.Refuse("quantity", "adjustment_no_change",
				"The count equals the recorded quantity of {{.quantity}}: there is nothing to adjust.", map[string]any{"quantity": current})
		}
	} else {
		n, ok := wholeNumber(change)
		if !ok || n == 0 {
			return actions.Refuse("change", "validation_invalid_change", "The change must be a whole number other than 0.", nil)
		}
		if current+n < 0 {
			return actions.Refuse("change", "adjustment_below_zero",
				"{{.item}} has {{.available}} units: a change of {{.change}} would take it below zero.",
				map[string]any{"item": item.GetString("name"), "itemId": item.Id, "available": current, "change": n})
		}
		delta = n
	}
	return moveStock(c.Tx, item, delta, "adjustment", movementSource{"inventory_items", item.Id, item.GetString("sku")}, reason)
}

// wholeNumber reads a whole number (a JSON number or numeric string, any sign).
func wholeNumber(v any) (int, bool) {
	q, err := lines.ParseQuantity(lines.JSONText(v))
	if err != nil || q%1000 != 0 {
		return 0, false
	}
	return int(q / 1000), true
}

// stockItemsIn returns, for each of srcs, the item holding its product in the warehouse, a new one (not yet
// saved) when there is none: src itself when it is there, else the item with its SKU, else the oldest with its
// exact name (the demo's items of one product in several warehouses have their own SKUs). A new item has
// src's name, SKU, category, supplier, price and description; its levels and image are the warehouse's
// own to set. Sources are matched in order, so a later line finds the item an earlier one created. The
// warehouse's items are read with one query by SKU and one by name, whatever the number of lines.
//
// It also answers the ids of the new items: the caller marks their moves (stockMove.created), and applyStockMoves
// inserts each once, holding what its moves bring in, with the create row of that in the audit trail.
func stockItemsIn(tx core.App, srcs []*core.Record, warehouseID string) ([]*core.Record, map[string]bool, error) {
	bySKU, byName := map[string]*core.Record{}, map[string]*core.Record{}
	// find reads the warehouse's items whose field is one of values, keeping the oldest of each value.
	find := func(field string, values []any, into map[string]*core.Record, where dbx.Expression) error {
		if len(values) == 0 {
			return nil
		}
		var found []*core.Record
		err := tx.RecordQuery("inventory_items").
			AndWhere(dbx.HashExp{"warehouse": warehouseID}).AndWhere(where).AndWhere(dbx.In(field, values...)).
			OrderBy("created", "id").All(&found)
		for _, r := range found {
			if _, seen := into[r.GetString(field)]; !seen {
				into[r.GetString(field)] = r
			}
		}
		return err
	}
	var skus, names []any
	for _, src := range srcs {
		if v := src.GetString("sku"); v != "" && src.GetString("warehouse") != warehouseID {
			skus = append(skus, v)
		}
	}
	// "sku != ''" lets SQLite use the partial unique index on (sku, warehouse).
	if err := find("sku", skus, bySKU, dbx.NewExp("[[sku]] != ''")); err != nil {
		return nil, nil, err
	}
	for _, src := range srcs { // by name only what the SKU did not find
		if v := src.GetString("name"); v != "" && src.GetString("warehouse") != warehouseID && (src.GetString("sku") == "" || bySKU[src.GetString("sku")] == nil) {
			names = append(names, v)
		}
	}
	if err := find("name", names, byName, nil); err != nil {
		return nil, nil, err
	}
	out := make([]*core.Record, len(srcs))
	var fresh []*core.Record
	for i, src := range srcs {
		if src.GetString("warehouse") == warehouseID {
			out[i] = src
			continue
		}
		if item := bySKU[src.GetString("sku")]; item != nil && src.GetString("sku") != "" {
			out[i] = item
			continue
		}
		if item := byName[src.GetString("name")]; item != nil && src.GetString("name") != "" {
			out[i] = item
			continue
		}
		item, err := newStockItemIn(tx, src, warehouseID)
		if err != nil {
			return nil, nil, err
		}
		if v := item.GetString("sku"); v != "" {
			bySKU[v] = item
		}
		if v := item.GetString("name"); v != "" && byName[v] == nil {
			byName[v] = item
		}
		fresh = append(fresh, item)
		out[i] = item
	}
	created := make(map[string]bool, len(fresh))
	for _, item := range fresh {
		created[item.Id] = true
	}
	return out, created, nil
}

// newStockItemIn builds, unsaved, the empty item of src's product in the warehouse (see stockItemsIn): src's
// name, SKU (the next one when src has none), category, supplier, price and description, no stock. Its id is
// set, for the moves that refer to it.
func newStockItemIn(tx core.App, src *core.Record, warehouseID string) (*core.Record, error) {
	item := core.NewRecord(src.Collection())
	item.Set(core.FieldNameId, recordid.New())
	for _, f := range []string{"name", "sku", "category", "supplier", "unitPrice", "description"} {
		item.Set(f, src.Get(f))
	}
	if item.GetString("sku") == "" {
		sku, err := NextSKU(tx, item.GetString("name"))
		if err != nil {
			return nil, err
		}
		item.Set("sku", sku)
	}
	item.Set("warehouse", warehouseID)
	item.Set("quantity", 0)
	item.Set("status", ItemStatus(0, 0))
	return item, nil
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
