package hooks

// Inventory items: the server derives the SKU and the status, writes the opening stock movement, keeps
// the warehouses' occupancy and raises the stock alerts.

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/numbering"
)

// bindItems derives the items' fields and follows their quantities.
func bindItems(app core.App) {
	serverOwned(app, "inventory_items", "sku", "status")

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

func uniqueIDs(ids ...string) []string {
	out := []string{}
	for _, id := range ids {
		if id != "" && !contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}
