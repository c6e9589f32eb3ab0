package hooks

// Warehouses: the occupancy is the sum of their items' quantities; fullness raises alerts at the threshold
// of the settings; capacity limits what transfers and deliveries may bring in; a warehouse that holds stock
// or is named by stock documents cannot be deleted.

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/actions"
	"erp/server/internal/audit"
)

// WarehouseNearCapacityPercent is the default fullness at which a warehouse raises warehouse_near_capacity,
// used while app_settings.warehouseNearCapacityPercent is not set.
const WarehouseNearCapacityPercent = 90

// bindWarehouses keeps each warehouse's occupancy and alerts and guards its deletion.
func bindWarehouses(app core.App) {
	serverOwned(app, "warehouses", "currentOccupancy")

	// currentOccupancy is always the sum of the warehouse's item quantities.
	app.OnRecordValidate("warehouses").BindFunc(func(e *core.RecordEvent) error {
		sum, err := warehouseStock(e.App, e.Record.Id)
		if err != nil {
			return err
		}
		e.Record.Set("currentOccupancy", sum)
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

	// Stock is never deleted with its warehouse, and neither is the history of the documents naming it:
	// such a warehouse is marked inactive instead. Its empty item rows go with it.
	app.OnRecordDelete("warehouses").BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if err := refuseWarehouseDelete(tx, e.Record); err != nil {
				return err
			}
			empty, err := tx.FindAllRecords("inventory_items", dbx.HashExp{"warehouse": e.Record.Id})
			if err != nil {
				return err
			}
			err = oneOccupancyRefresh(tx, func() error {
				for _, item := range empty {
					if err := tx.Delete(item); err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil {
				return err
			}
			if err := e.Next(); err != nil {
				return err
			}
			return clearAlerts(tx, "warehouses", e.Record.Id, "warehouse_near_capacity", "empty_warehouse")
		})
	})

	// A new threshold re-evaluates every warehouse's alert in the same transaction. Stock hooks the
	// platform's settings here, so the handler is named.
	app.OnRecordUpdate("app_settings").Bind(&hook.Handler[*core.RecordEvent]{
		Id: "erpWarehouseAlertThreshold",
		Func: func(e *core.RecordEvent) error {
			if e.Record.GetInt("warehouseNearCapacityPercent") == e.Record.Original().GetInt("warehouseNearCapacityPercent") {
				return e.Next()
			}
			return inTx(e, func(tx core.App) error {
				if err := e.Next(); err != nil {
					return err
				}
				all, err := tx.FindAllRecords("warehouses")
				if err != nil || len(all) == 0 {
					return err
				}
				return syncWarehousesAlerts(tx, all)
			})
		},
	})
}

// warehouseStock is the sum of the quantities of the warehouse's items.
func warehouseStock(app core.App, warehouseID string) (int, error) {
	var sum float64
	err := app.DB().NewQuery("SELECT COALESCE(SUM([[quantity]]), 0) FROM {{inventory_items}} WHERE [[warehouse]] = {:w}").
		Bind(dbx.Params{"w": warehouseID}).Row(&sum)
	return int(sum), err
}

// refuseWarehouseDelete refuses to delete a warehouse that holds stock or that purchase requests or
// transfers name.
func refuseWarehouseDelete(tx core.App, w *core.Record) error {
	var held struct {
		Items    int `db:"items"`
		Quantity int `db:"quantity"`
	}
	err := tx.DB().NewQuery(`SELECT COUNT(*) AS [[items]], COALESCE(SUM([[quantity]]), 0) AS [[quantity]]
		FROM {{inventory_items}} WHERE [[warehouse]] = {:w} AND [[quantity]] > 0`).Bind(dbx.Params{"w": w.Id}).One(&held)
	if err != nil {
		return err
	}
	if held.Quantity > 0 {
		return actions.Refuse("warehouse", "warehouse_holds_stock",
			"This warehouse still holds {{.quantity}} units of {{.items}} items. Transfer them or adjust them to zero before deleting it.",
			map[string]any{"quantity": held.Quantity, "items": held.Items})
	}
	requests, err := tx.CountRecords("purchase_requests", dbx.HashExp{"warehouse": w.Id})
	if err != nil {
		return err
	}
	transfers, err := tx.CountRecords("stock_transfers", dbx.Or(dbx.HashExp{"fromWarehouse": w.Id}, dbx.HashExp{"toWarehouse": w.Id}))
	if err != nil {
		return err
	}
	if requests+transfers > 0 {
		return actions.Refuse("warehouse", "warehouse_in_use",
			"{{.purchaseRequests}} purchase requests and {{.transfers}} transfers name this warehouse. Mark it inactive instead of deleting it.",
			map[string]any{"purchaseRequests": requests, "transfers": transfers})
	}
	return nil
}

// checkCapacity refuses bringing units into a warehouse beyond its capacity (0 = no limit); field is the
// refusal's field (toWarehouse, warehouse).
func checkCapacity(tx core.App, warehouseID, field string, units int) error {
	w, err := tx.FindRecordById("warehouses", warehouseID)
	if err != nil {
		return err
	}
	capacity := w.GetInt("capacity")
	if capacity <= 0 {
		return nil
	}
	occupancy := w.GetInt("currentOccupancy")
	if occupancy+units > capacity {
		return actions.Refuse(field, "warehouse_capacity_exceeded",
			"Not enough room in {{.warehouse}}: {{.free}} of {{.capacity}} units free, {{.requested}} needed.",
			map[string]any{"warehouse": w.GetString("name"), "warehouseId": w.Id, "capacity": capacity,
				"occupancy": occupancy, "requested": units, "free": max(capacity-occupancy, 0)})
	}
	return nil
}

// refreshOccupancy sums the warehouse's item quantities again into its currentOccupancy: after an item's create,
// update or delete (inside oneOccupancyRefresh, once at its end with the other warehouses it touched).
func refreshOccupancy(tx core.App, warehouseID string) error {
	if warehouseID == "" {
		return nil
	}
	if occupancyBatched(tx, func(b *occupancyBatch) { b.full[warehouseID] = true }) {
		return nil
	}
	return refreshOccupancies(tx, []string{warehouseID}, nil)
}

// addOccupancy adds the net stock change of each warehouse (warehouse → units) to its currentOccupancy: after
// stock moves, which change quantities only by these amounts, in the same transaction (inside
// oneOccupancyRefresh, at its end).
func addOccupancy(tx core.App, deltas map[string]int) error {
	if occupancyBatched(tx, func(b *occupancyBatch) {
		for w, d := range deltas {
			b.delta[w] += d
		}
	}) {
		return nil
	}
	return refreshOccupancies(tx, nil, deltas)
}

// refreshOccupancies brings the warehouses' currentOccupancy up to date with one direct UPDATE for all of them,
// as applyStockMoves writes items: the warehouses of full summed again from their items, the others changed by
// their net change in deltas. It does by hand what their saves would: the audit rows of the changes (one
// INSERT), the warehouses' alerts, and after the commit the update events (see shared_writes.go). A warehouse
// deleted in the same transaction is left out.
func refreshOccupancies(tx core.App, full []string, deltas map[string]int) error {
	resum := map[string]bool{}
	for _, id := range full {
		resum[id] = true
	}
	ids := append([]string{}, full...)
	for id, d := range deltas {
		if !resum[id] && d != 0 {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	ws, err := tx.FindRecordsByIds("warehouses", ids)
	if err != nil || len(ws) == 0 {
		return err
	}
	sort.Slice(ws, func(i, j int) bool { return ws[i].Id < ws[j].Id })
	now := types.NowDateTime()
	params := dbx.Params{"now": now.String()}
	values := make([]string, len(ws))
	for i, w := range ws {
		n := strconv.Itoa(i)
		sum := 0
		if resum[w.Id] {
			sum = 1
		}
		params["w"+n], params["s"+n], params["d"+n] = w.Id, sum, deltas[w.Id]
		values[i] = "({:w" + n + "}, {:s" + n + "}, {:d" + n + "})"
	}
	var stored []struct {
		ID        string  `db:"id"`
		Occupancy float64 `db:"currentOccupancy"`
	}
	err = tx.NonconcurrentDB().NewQuery(`UPDATE OR FAIL {{warehouses}} SET
			[[currentOccupancy]] = CASE WHEN m.resum THEN
				(SELECT COALESCE(SUM(i.[[quantity]]), 0) FROM {{inventory_items}} i WHERE i.[[warehouse]] = {{warehouses}}.[[id]])
				ELSE [[currentOccupancy]] + m.d END,
			[[updated]] = {:now}
		FROM (SELECT [[column1]] AS [[id]], [[column2]] AS [[resum]], [[column3]] AS [[d]] FROM (VALUES ` + strings.Join(values, ", ") + `)) AS m
		WHERE {{warehouses}}.[[id]] = m.id
		RETURNING {{warehouses}}.[[id]] AS [[id]], [[currentOccupancy]]`).Bind(params).All(&stored)
	if err != nil {
		return err
	}
	occupancy := make(map[string]int, len(stored))
	for _, s := range stored {
		occupancy[s.ID] = int(s.Occupancy)
	}
	var trail []*core.Record
	for _, w := range ws {
		was := w.GetInt("currentOccupancy")
		w.Set("currentOccupancy", occupancy[w.Id])
		w.SetRaw("updated", now)
		if was == occupancy[w.Id] {
			continue
		}
		row, err := audit.NewRow(tx, w, "update", map[string]any{"currentOccupancy": []any{float64(was), w.Get("currentOccupancy")}})
		if err != nil {
			return err
		}
		if row != nil {
			trail = append(trail, row)
		}
	}
	if err := insertAuditRows(tx, trail, now); err != nil {
		return err
	}
	if err := syncWarehousesAlerts(tx, ws); err != nil {
		return err
	}
	afterCommit(tx, ws, nil)
	return nil
}

// occupancyBatch is what a oneOccupancyRefresh collects: the warehouses to sum again and the net changes of
// the others.
type occupancyBatch struct {
	full  map[string]bool
	delta map[string]int
}

var (
	occupancyMu      sync.Mutex
	occupancyBatches = map[core.App]*occupancyBatch{}
)

// occupancyBatched records into tx's batch when a oneOccupancyRefresh is running on tx, and says whether it was.
func occupancyBatched(tx core.App, record func(*occupancyBatch)) bool {
	occupancyMu.Lock()
	defer occupancyMu.Unlock()
	b, ok := occupancyBatches[tx]
	if ok {
		record(b)
	}
	return ok
}

// oneOccupancyRefresh runs fn, a move of many lines through tx, bringing each warehouse it touches up to date
// once at the end instead of after every item: one warehouse write and alert check per warehouse, not per line.
func oneOccupancyRefresh(tx core.App, fn func() error) error {
	occupancyMu.Lock()
	occupancyBatches[tx] = &occupancyBatch{full: map[string]bool{}, delta: map[string]int{}}
	occupancyMu.Unlock()
	var batch *occupancyBatch
	err := func() error {
		defer func() { // also when fn panics
			occupancyMu.Lock()
			batch = occupancyBatches[tx]
			delete(occupancyBatches, tx)
			occupancyMu.Unlock()
		}()
		return fn()
	}()
	if err != nil {
		return err
	}
	full := make([]string, 0, len(batch.full))
	for id := range batch.full {
		full = append(full, id)
	}
	return refreshOccupancies(tx, full, batch.delta)
}

// nearCapacityPercent is app_settings.warehouseNearCapacityPercent, or the default when it is not set. It reads
// the one column with a plain query: every stock move asks it for each warehouse it touches.
func nearCapacityPercent(app core.App) int {
	var percent float64
	err := app.DB().NewQuery("SELECT COALESCE([[warehouseNearCapacityPercent]], 0) FROM {{app_settings}} ORDER BY [[created]] LIMIT 1").
		Row(&percent)
	if err == nil && percent > 0 {
		return int(percent)
	}
	return WarehouseNearCapacityPercent
}

func syncWarehouseAlerts(tx core.App, w *core.Record) error {
	return syncWarehousesAlerts(tx, []*core.Record{w})
}

// syncWarehousesAlerts brings the warehouses' near-capacity and empty alerts up to date, reading the threshold
// and their open alerts with one query each.
func syncWarehousesAlerts(tx core.App, ws []*core.Record) error {
	threshold := nearCapacityPercent(tx)
	bySource, err := openAlertsBySource(tx, "warehouses", ws)
	if err != nil {
		return err
	}
	for _, w := range ws {
		capacity, occupancy := w.GetInt("capacity"), w.GetInt("currentOccupancy")
		percent := 0
		if capacity > 0 {
			percent = int(math.Round(float64(occupancy) * 100 / float64(capacity)))
		}
		data := map[string]any{"warehouseName": w.GetString("name"), "fullnessPercent": percent, "currentOccupancy": occupancy, "capacity": capacity}
		active := w.GetBool("isActive") && capacity > 0
		err := syncOpenAlertKinds(tx, bySource[w.Id], "warehouses", w.Id, map[string]bool{
			"warehouse_near_capacity": active && percent >= threshold, "empty_warehouse": active && occupancy == 0,
		}, data)
		if err != nil {
			return err
		}
	}
	return nil
}
