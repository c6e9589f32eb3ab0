package hooks

// Lines and totals of invoices, quotations, receipts and bills, and the VAT rates they may use.

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/lines"
)

// linesChange reports whether a save recomputes a document's lines and totals: it is new, or it was stored
// in the editable state and stays in it or moves to one of into (issuing). Cancelling, or paying a bill,
// keeps the lines and totals as they are, even if the VAT rate has been withdrawn from the settings since.
func linesChange(r *core.Record, editableState string, into ...string) bool {
	if r.IsNew() {
		return true
	}
	status := r.GetString("status")
	return editable(r, editableState) && (status == editableState || contains(into, status))
}

// documentTotals recomputes line totals, subtotal, VAT (taxField), total and, with balance, remaining
// (= total − amountPaid). Issued documents keep their lines and totals; only the balance follows payments.
// With checkRate the VAT rate must be one of the configured rates.
func documentTotals(app core.App, r *core.Record, taxField string, recompute, balance, checkRate bool) error {
	if !recompute {
		if err := keepLines(r); err != nil {
			return err
		}
	}
	if recompute {
		rate := r.GetFloat("vatRate")
		if checkRate {
			if err := checkVATRate(app, rate); err != nil {
				return err
			}
		}
		raw, err := json.Marshal(r.Get("items"))
		if err != nil {
			return err
		}
		res, err := lines.Compute(raw, rate)
		if err != nil {
			return err
		}
		if err := checkLineReferences(app, res.Lines); err != nil {
			return err
		}
		r.Set("items", types.JSONRaw(res.Items))
		r.Set("subtotal", lines.Pounds(res.Subtotal))
		r.Set(taxField, lines.Pounds(res.VAT))
		r.Set("total", lines.Pounds(res.Total))
	}
	if balance {
		total := lines.FromFloat(r.GetFloat("total"))
		paid := lines.FromFloat(r.GetFloat("amountPaid"))
		remaining := total - paid
		if remaining < 0 {
			remaining = 0
		}
		r.Set("amountPaid", lines.Pounds(paid))
		r.Set("remaining", lines.Pounds(remaining))
	}
	return nil
}

// keepLines refuses a save that changes the lines or the VAT rate of a document past its editable state
// (only a superuser reaches one, past the update rules): its totals were computed from them. A record saved
// again in the same process without being read back has no stored original to compare with.
func keepLines(r *core.Record) error {
	if r.IsNew() || r.Original().Id == "" {
		return nil
	}
	for _, field := range []string{"items", "vatRate"} {
		before, _ := json.Marshal(r.Original().Get(field))
		after, _ := json.Marshal(r.Get(field))
		if !jsonEqual(before, after) {
			return fieldError(field, "validation_lines_locked", "The lines of this document can no longer be changed.")
		}
	}
	return nil
}

// checkLineReferences verifies that each inventory line names an existing item, and that its warehouse,
// when given, is the item's warehouse. Stock availability is checked when the document is issued.
func checkLineReferences(app core.App, ls []lines.Line) error {
	for i, l := range ls {
		if l.Item == "" {
			continue
		}
		item, err := app.FindRecordById("inventory_items", l.Item)
		if err != nil {
			return fieldError(fmt.Sprintf("items.%d.item", i), "validation_invalid_item", "The inventory item does not exist.")
		}
		if l.Warehouse != "" && l.Warehouse != item.GetString("warehouse") {
			return fieldError(fmt.Sprintf("items.%d.warehouse", i), "validation_invalid_warehouse", "The item is not stocked in this warehouse.")
		}
	}
	return nil
}

// defaultVATRates are accepted when the settings record has no VAT rates.
var defaultVATRates = []float64{0, 5, 14}

// allowedVATRates returns the rates configured in app_settings.vatRates ([{name, rate, ...}]).
func allowedVATRates(app core.App) []float64 {
	s := settingsRecord(app)
	if s == nil {
		return defaultVATRates
	}
	var rows []struct {
		Rate *float64 `json:"rate"`
	}
	raw, _ := json.Marshal(s.Get("vatRates"))
	if err := json.Unmarshal(raw, &rows); err != nil {
		return defaultVATRates
	}
	out := []float64{}
	for _, r := range rows {
		if r.Rate != nil {
			out = append(out, *r.Rate)
		}
	}
	if len(out) == 0 {
		return defaultVATRates
	}
	return out
}

func checkVATRate(app core.App, rate float64) error {
	allowed := allowedVATRates(app)
	labels := make([]string, 0, len(allowed))
	for _, a := range allowed {
		if math.Abs(a-rate) < 1e-9 {
			return nil
		}
		labels = append(labels, fmt.Sprintf("%g%%", a))
	}
	return validation.Errors{"vatRate": validation.NewError("validation_invalid_vat_rate",
		"VAT rate must be one of the configured rates ("+strings.Join(labels, ", ")+").")}
}

// copyLines returns a document's lines for a new document, dropping the item link of lines whose
// inventory item no longer exists (they become custom lines with the same description and price).
func copyLines(app core.App, r *core.Record) ([]map[string]any, error) {
	rows, err := jsonArray(r, "items")
	if err != nil {
		return nil, fieldError("items", "validation_invalid_items", "Items must be a list of lines.")
	}
	for _, row := range rows {
		id := rowString(row, "item")
		if id == "" {
			continue
		}
		if _, err := app.FindRecordById("inventory_items", id); err != nil {
			delete(row, "item")
			delete(row, "warehouse")
		}
	}
	return rows, nil
}
