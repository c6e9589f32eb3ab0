package hooks

// Warehouses: the occupancy is the sum of their items' quantities; fullness raises alerts.

import (
	"math"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// WarehouseNearCapacityPercent is the fullness at which a warehouse raises warehouse_near_capacity.
const WarehouseNearCapacityPercent = 90

// bindWarehouses keeps each warehouse's occupancy and alerts.
func bindWarehouses(app core.App) {
	serverOwned(app, "warehouses", "currentOccupancy")

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
