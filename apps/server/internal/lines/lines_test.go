package lines

import (
	"encoding/json"
	"strings"
	"testing"

	validation "github.com/pocketbase/ozzo-validation/v4"
)

func TestParseMoney(t *testing.T) {
	cases := map[string]int64{
		"33.33": 3333, "0.1": 10, "12": 1200, "0.005": 1, "0.004": 0, "1e2": 10000,
		"-2.5": -250, "1.999": 200, "100.00": 10000, "0": 0,
	}
	for in, want := range cases {
		got, err := ParseMoney(in)
		if err != nil || got != want {
			t.Errorf("ParseMoney(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "abc", "1.2.3", "--1", "."} {
		if _, err := ParseMoney(bad); err == nil {
			t.Errorf("ParseMoney(%q) accepted", bad)
		}
	}
}

func TestComputeExactToThePiastre(t *testing.T) {
	res, err := Compute([]byte(`[{"description":"Steel pipe","quantity":3,"unitPrice":33.33,"total":1}]`), 14)
	if err != nil {
		t.Fatal(err)
	}
	if res.Subtotal != 9999 || res.VAT != 1400 || res.Total != 11399 {
		t.Fatalf("got subtotal %d vat %d total %d", res.Subtotal, res.VAT, res.Total)
	}
	var items []map[string]any
	if err := json.Unmarshal(res.Items, &items); err != nil {
		t.Fatal(err)
	}
	if items[0]["total"].(float64) != 99.99 {
		t.Fatalf("line total rewritten to %v", items[0]["total"])
	}
}

func TestComputeManyLinesNoDrift(t *testing.T) {
	// 0.1 + 0.2 style drift: ten lines of 0.10 must give exactly 1.00.
	raw := `[`
	for i := 0; i < 10; i++ {
		if i > 0 {
			raw += ","
		}
		raw += `{"description":"x","quantity":1,"unitPrice":0.1}`
	}
	raw += `]`
	res, err := Compute([]byte(raw), 5)
	if err != nil {
		t.Fatal(err)
	}
	if res.Subtotal != 100 || res.VAT != 5 || res.Total != 105 {
		t.Fatalf("got %d %d %d", res.Subtotal, res.VAT, res.Total)
	}
}

func TestComputeValidation(t *testing.T) {
	_, err := Compute([]byte(`[{"description":"","quantity":0,"unitPrice":-1}]`), 14)
	errs, ok := err.(validation.Errors)
	if !ok {
		t.Fatalf("want validation.Errors, got %T %v", err, err)
	}
	for _, k := range []string{"items.0.description", "items.0.quantity", "items.0.unitPrice"} {
		if errs[k] == nil {
			t.Errorf("missing error %s in %v", k, errs)
		}
	}
	for _, raw := range []string{``, `[]`, `null`, `{"a":1}`} {
		_, err := Compute([]byte(raw), 14)
		if errs, ok := err.(validation.Errors); !ok || errs["items"] == nil {
			t.Errorf("Compute(%q) = %v; want an items error", raw, err)
		}
	}
}

func TestHalfUpRounding(t *testing.T) {
	if got := VAT(1250, 1400); got != 175 { // 12.50 × 14% = 1.75
		t.Fatalf("VAT = %d", got)
	}
	if got := VAT(5, 1000); got != 1 { // 0.05 × 10% = 0.005 → 0.01
		t.Fatalf("VAT half-up = %d", got)
	}
	if got := LineTotal(1500, 333); got != 500 { // 1.5 × 3.33 = 4.995 → 5.00
		t.Fatalf("LineTotal = %d", got)
	}
}

// A description is counted in characters, so an Arabic one of the limit passes and one more is refused with
// PocketBase's own code and the limit as a parameter, which the app translates.
func TestComputeDescriptionLength(t *testing.T) {
	line := func(desc string) []byte {
		b, _ := json.Marshal([]map[string]any{{"description": desc, "quantity": 1, "unitPrice": 1}})
		return b
	}
	if _, err := Compute(line(strings.Repeat("ب", DescriptionMaxLength)), 14); err != nil {
		t.Fatalf("a description of %d characters: %v", DescriptionMaxLength, err)
	}
	_, err := Compute(line(strings.Repeat("ب", DescriptionMaxLength+1)), 14)
	errs, _ := err.(validation.Errors)
	verr, ok := errs["items.0.description"].(validation.Error)
	if !ok || verr.Code() != "validation_max_text_constraint" || verr.Params()["max"] != DescriptionMaxLength {
		t.Fatalf("a description one character too long: %v", err)
	}
}
