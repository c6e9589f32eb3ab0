package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
)

// The fullness (whole percent of capacity) at which a warehouse raises warehouse_near_capacity, set by holders
// of configure:alert-thresholds; 90 as before it was configurable.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("app_settings")
		if err != nil {
			return err
		}
		c.Fields.AddAt(len(c.Fields)-2, &core.NumberField{Name: "warehouseNearCapacityPercent", OnlyInt: true,
			Min: types.Pointer(1.0), Max: types.Pointer(100.0)})
		c.UpdateRule = types.Pointer(permissions.HasAny("edit:general-settings", "edit:company-settings",
			"edit:vat-settings", "edit:invoice-settings", "configure:alert-thresholds"))
		if err := app.Save(c); err != nil {
			return err
		}
		recs, err := app.FindAllRecords(c)
		if err != nil {
			return err
		}
		for _, r := range recs {
			r.Set("warehouseNearCapacityPercent", 90)
			if err := app.SaveNoValidate(r); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("app_settings")
		if err != nil {
			return err
		}
		c.Fields.RemoveByName("warehouseNearCapacityPercent")
		c.UpdateRule = types.Pointer(permissions.HasAny("edit:general-settings", "edit:company-settings",
			"edit:vat-settings", "edit:invoice-settings"))
		return app.Save(c)
	})
}
