package migrations

import (
	"encoding/json"
	"fmt"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The specification's tax bracket has a description besides min, max and rate. Rows seeded before the
// brackets carried one get the English and Arabic descriptions of the matching seeded bracket (same min,
// max and rate); brackets an administrator changed, and descriptions already set, are left alone.
func init() {
	m.Register(func(app core.App) error {
		rows, err := app.FindAllRecords("payroll_parameters")
		if err != nil {
			return err
		}
		for _, row := range rows {
			var brackets []map[string]any
			raw, _ := json.Marshal(row.Get("brackets"))
			if json.Unmarshal(raw, &brackets) != nil {
				continue
			}
			changed := false
			for _, b := range brackets {
				if _, has := b["description"]; has {
					continue
				}
				for _, seeded := range egyptBrackets {
					if sameBracketBounds(b, seeded) {
						b["description"], b["descriptionAr"] = seeded["description"], seeded["descriptionAr"]
						changed = true
						break
					}
				}
			}
			if !changed {
				continue
			}
			row.Set("brackets", brackets)
			if err := app.Save(row); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		return nil // descriptions are optional; older code ignores them
	})
}

func sameBracketBounds(a, b map[string]any) bool {
	for _, k := range []string{"min", "max", "rate"} {
		if fmt.Sprint(jsonNumber(a[k])) != fmt.Sprint(jsonNumber(b[k])) {
			return false
		}
	}
	return true
}

// jsonNumber brings decoded JSON numbers (float64) and Go literals (int, float64) to one type.
func jsonNumber(v any) any {
	switch n := v.(type) {
	case int:
		return float64(n)
	case int64:
		return float64(n)
	case float64:
		return n
	}
	return v
}
