package schema_test

import (
	"slices"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/schema"
	"erp/server/internal/testutil"
)

// TestEnumsMatchTheMigratedSchema: every select field of the migrated schema has its live value list in
// schema.Enums, with the same values in the same order, and every listed field exists.
func TestEnumsMatchTheMigratedSchema(t *testing.T) {
	app := testutil.NewApp(t)
	cols, err := app.FindAllCollections()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, c := range cols {
		for _, f := range c.Fields {
			sel, ok := f.(*core.SelectField)
			if !ok {
				continue
			}
			key := c.Name + "." + sel.Name
			seen[key] = true
			live := schema.EnumValues(c.Name, sel.Name)
			if live == nil {
				t.Errorf("%s: select field without a live enumeration in schema.Enums", key)
				continue
			}
			if !slices.Equal(live, sel.Values) {
				t.Errorf("%s: live values %q, migrated schema %q", key, live, sel.Values)
			}
		}
	}
	for _, e := range schema.Enums {
		if !seen[e.Collection+"."+e.Field] {
			t.Errorf("schema.Enums lists %s.%s, which is not a select field of the migrated schema", e.Collection, e.Field)
		}
	}
}
