// Package lines validates and totals document lines (invoices, quotations, receipts, bills).
// All money is handled as integer piastres (1 EGP = 100 piastres) and quantities as integer
// thousandths, so totals never drift the way float arithmetic does; values are rounded half-up.
package lines

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	validation "github.com/pocketbase/ozzo-validation/v4"
)

// DescriptionMaxLength is the most characters a line's description may hold (the wizards read it from the
// generated limits, LINE_LIMITS in @erp/schema).
const DescriptionMaxLength = 500

// Line is one validated document line. Quantity is in thousandths, money in piastres.
type Line struct {
	Item        string
	Warehouse   string
	Supplier    string
	Description string
	QtyMilli    int64
	UnitPrice   int64
	Total       int64
}

// Result is the outcome of Compute.
type Result struct {
	Lines    []Line
	Items    json.RawMessage // the submitted lines with each total rewritten by the server
	Subtotal int64           // piastres
	VAT      int64           // piastres
	Total    int64           // piastres
}

// ParseMoney turns a decimal string ("33.33", "12", "1e2") into piastres, rounding half-up
// past the second decimal. Negative amounts are returned as negative piastres.
func ParseMoney(s string) (int64, error) { return parseScaled(s, 2) }

// ParseQuantity turns a decimal string into thousandths, rounding half-up past the third decimal.
func ParseQuantity(s string) (int64, error) { return parseScaled(s, 3) }

// Pounds converts piastres to the EGP value stored in number fields (two decimals).
func Pounds(p int64) float64 { return float64(p) / 100 }

// FromFloat converts a stored EGP number back to piastres.
func FromFloat(v float64) int64 { return int64(math.Round(v * 100)) }

// RateBasisPoints converts a VAT percentage (14, 5, 2.5) into hundredths of a percent.
func RateBasisPoints(rate float64) int64 { return int64(math.Round(rate * 100)) }

// VAT returns round_half_up(subtotal × rate / 100) with the rate given in basis points.
func VAT(subtotal, rateBP int64) int64 { return divRound(subtotal*rateBP, 10000) }

// LineTotal returns round_half_up(quantity × unit price) in piastres.
func LineTotal(qtyMilli, unitPrice int64) int64 { return divRound(qtyMilli*unitPrice, 1000) }

// Compute validates the raw JSON lines and totals them at ratePercent. Validation errors are
// keyed like PocketBase field errors: "items", "items.0.quantity", "items.2.description".
func Compute(raw []byte, ratePercent float64) (*Result, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var items []map[string]any
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) == 0 || bytes.Equal(trimmed, []byte("null")) {
		return nil, validation.Errors{"items": validation.NewError("validation_required", "At least one item is required.")}
	}
	if err := dec.Decode(&items); err != nil {
		return nil, validation.Errors{"items": validation.NewError("validation_invalid_items", "Items must be a list of lines.")}
	}
	if len(items) == 0 {
		return nil, validation.Errors{"items": validation.NewError("validation_required", "At least one item is required.")}
	}

	errs := validation.Errors{}
	res := &Result{Lines: make([]Line, 0, len(items))}
	for i, it := range items {
		if it == nil {
			errs[fmt.Sprintf("items.%d", i)] = validation.NewError("validation_invalid_line", "The line must be an object.")
			continue
		}
		key := func(f string) string { return fmt.Sprintf("items.%d.%s", i, f) }
		l := Line{
			Item:        str(it["item"]),
			Warehouse:   str(it["warehouse"]),
			Supplier:    str(it["supplier"]),
			Description: strings.TrimSpace(str(it["description"])),
		}
		if l.Description == "" {
			errs[key("description")] = validation.NewError("validation_required", "Description is required.")
		} else if utf8.RuneCountInString(l.Description) > DescriptionMaxLength {
			errs[key("description")] = validation.NewError("validation_max_text_constraint",
				"Must be no more than {{.max}} character(s).").SetParams(map[string]any{"max": DescriptionMaxLength})
		}
		q, err := ParseQuantity(numText(it["quantity"]))
		if err != nil || q <= 0 {
			errs[key("quantity")] = validation.NewError("validation_invalid_quantity", "Quantity must be a number greater than 0.")
		}
		p, err := ParseMoney(numText(it["unitPrice"]))
		if err != nil || p < 0 {
			errs[key("unitPrice")] = validation.NewError("validation_invalid_price", "Unit price must be a number of 0 or more.")
		}
		l.QtyMilli, l.UnitPrice = q, p
		l.Total = LineTotal(q, p)
		it["description"] = l.Description
		it["total"] = json.Number(formatPiastres(l.Total))
		res.Lines = append(res.Lines, l)
		res.Subtotal += l.Total
	}
	if len(errs) > 0 {
		return nil, errs
	}
	if ratePercent < 0 || ratePercent > 100 {
		return nil, validation.Errors{"vatRate": validation.NewError("validation_invalid_vat_rate", "VAT rate must be between 0 and 100.")}
	}
	res.VAT = VAT(res.Subtotal, RateBasisPoints(ratePercent))
	res.Total = res.Subtotal + res.VAT
	out, err := json.Marshal(items)
	if err != nil {
		return nil, err
	}
	res.Items = out
	return res, nil
}

func str(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return ""
}

// numText accepts JSON numbers and numeric strings (form posts send strings).
func numText(v any) string {
	switch x := v.(type) {
	case json.Number:
		return x.String()
	case string:
		return strings.TrimSpace(x)
	}
	return ""
}

func formatPiastres(p int64) string {
	sign := ""
	if p < 0 {
		sign, p = "-", -p
	}
	return fmt.Sprintf("%s%d.%02d", sign, p/100, p%100)
}

// FormatPiastres renders piastres as a plain decimal string ("113.99").
func FormatPiastres(p int64) string { return formatPiastres(p) }

var errNotNumber = errors.New("not a number")

// parseScaled parses a decimal literal exactly into an integer scaled by 10^scale, rounding half-up
// (away from zero) on the first dropped digit. Exponents are supported for JSON numbers like 1e2.
func parseScaled(s string, scale int) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, errNotNumber
	}
	neg := false
	switch s[0] {
	case '-':
		neg, s = true, s[1:]
	case '+':
		s = s[1:]
	}
	exp := 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		e, err := strconv.Atoi(s[i+1:])
		if err != nil || e > 30 || e < -30 {
			return 0, errNotNumber
		}
		exp, s = e, s[:i]
	}
	intPart, frac := s, ""
	if i := strings.IndexByte(s, '.'); i >= 0 {
		intPart, frac = s[:i], s[i+1:]
	}
	if intPart == "" && frac == "" {
		return 0, errNotNumber
	}
	digits := intPart + frac
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, errNotNumber
		}
	}
	// value = digits × 10^(exp − len(frac)); we want value × 10^scale.
	shift := exp - len(frac) + scale
	digits = strings.TrimLeft(digits, "0")
	if digits == "" {
		return 0, nil
	}
	roundUp := false
	if shift >= 0 {
		digits += strings.Repeat("0", shift)
	} else {
		cut := len(digits) + shift
		if cut < 0 {
			return 0, nil
		}
		roundUp = digits[cut] >= '5'
		digits = digits[:cut]
	}
	if len(digits) > 18 {
		return 0, errNotNumber
	}
	var v int64
	if digits != "" {
		n, err := strconv.ParseInt(digits, 10, 64)
		if err != nil {
			return 0, errNotNumber
		}
		v = n
	}
	if roundUp {
		v++
	}
	if neg {
		v = -v
	}
	return v, nil
}

func divRound(n, d int64) int64 {
	if n >= 0 {
		return (n + d/2) / d
	}
	return -((-n + d/2) / d)
}

// JSONText renders a stored number exactly as JSON would ("33.33"), and a string without its quotes, for
// ParseMoney and ParseQuantity.
func JSONText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	s := string(b)
	if len(s) >= 2 && s[0] == '"' {
		return s[1 : len(s)-1]
	}
	return s
}
