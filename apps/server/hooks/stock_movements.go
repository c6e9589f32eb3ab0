package hooks

// The stock ledger: append-only stock_movements rows, written by the server only. Every change of an
// item's quantity after its opening stock goes through applyStockMoves, in the transaction of its action.
//
// applyStockMoves writes with direct statements rather than record saves, because a document of many lines
// (a transfer, a delivery, an invoice) made four full saves per line and writes are serialized: per line one
// guarded UPDATE of the item, then one INSERT of all ledger rows and one of all audit rows, the items'
// stock alerts read with one query, each warehouse's occupancy refreshed once. It keeps what the saves
// gave: the quantity never goes below zero (the UPDATE itself refuses), the status follows the quantity,
// the ledger row holds the balance after the move, each change has its audit row, and after the commit
// realtime subscribers and after-save hooks (the dashboard ping) get the same events a save sends.

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/actions"
	"erp/server/internal/audit"
)

// rootAppKey names, in the app store (shared by its transaction clones), the app itself: after a commit
// the events go through it, as PocketBase does for its own saves.
const rootAppKey = "erp.stock.rootApp"

// movementSource is the document a stock movement comes from.
type movementSource struct {
	collection, id, number string
}

// stockMove is one line of a movement: item's quantity changes by delta (signed). field names the
// document's field a refusal points at (e.g. "items.2.quantity").
type stockMove struct {
	item   *core.Record
	delta  int
	reason string
	notes  string
	field  string
}

// writeMovement appends a stock_movements row for item (quantity is signed) with a record save: the opening
// stock of a new item, whose quantity was saved with it.
func writeMovement(tx core.App, item *core.Record, quantity int, reason, sourceCollection, sourceID, sourceNumber string) error {
	m, err := newMovement(tx, item, quantity, reason, movementSource{sourceCollection, sourceID, sourceNumber}, "")
	if err != nil {
		return err
	}
	return tx.Save(m)
}

// moveStock changes one item's quantity by delta (signed) and appends the ledger row.
func moveStock(tx core.App, item *core.Record, delta int, reason string, src movementSource, notes string) error {
	return applyStockMoves(tx, src, []stockMove{{item: item, delta: delta, reason: reason, notes: notes, field: "quantity"}})
}

func newMovement(tx core.App, item *core.Record, quantity int, reason string, src movementSource, notes string) (*core.Record, error) {
	col, err := tx.FindCachedCollectionByNameOrId("stock_movements")
	if err != nil {
		return nil, err
	}
	m := core.NewRecord(col)
	m.Set("item", item.Id)
	m.Set("warehouse", item.GetString("warehouse"))
	m.Set("quantity", quantity)
	m.Set("reason", reason)
	m.Set("sourceCollection", src.collection)
	m.Set("sourceId", src.id)
	m.Set("sourceNumber", src.number)
	m.Set("balanceAfter", item.GetInt("quantity"))
	m.Set("notes", notes)
	if actor := audit.Actor(tx); actor != nil && actor.Collection().Name == "users" {
		m.Set("createdBy", actor.Id)
	}
	return m, nil
}

// applyStockMoves applies moves of one document in order, all or nothing (the caller's transaction). The
// caller has checked its rules (availability, minimum, capacity); the UPDATE still refuses a move that would
// take an item below zero (insufficient_stock), whatever changed since. Records passed in are updated with
// the stored quantity, status and time.
func applyStockMoves(tx core.App, src movementSource, moves []stockMove) error {
	if len(moves) == 0 {
		return nil
	}
	now := types.NowDateTime()
	items := map[string]*core.Record{} // one record per item, whichever object the lines hold
	var order []string
	type state struct {
		quantity int
		status   string
	}
	before := map[string]state{}
	ledger := make([]*core.Record, 0, len(moves))
	for _, mv := range moves {
		item, seen := items[mv.item.Id]
		if !seen {
			item = mv.item
			items[item.Id] = item
			order = append(order, item.Id)
			before[item.Id] = state{item.GetInt("quantity"), item.GetString("status")}
		}
		var quantity int
		var status string
		err := tx.NonconcurrentDB().NewQuery(`UPDATE {{inventory_items}} SET
				[[quantity]] = [[quantity]] + {:d},
				[[status]] = CASE WHEN [[quantity]] + {:d} <= 0 THEN 'out of stock'
					WHEN [[quantity]] + {:d} <= [[minQuantity]] THEN 'low stock' ELSE 'in stock' END,
				[[updated]] = {:now}
			WHERE [[id]] = {:id} AND [[quantity]] + {:d} >= 0
			RETURNING [[quantity]], [[status]]`).
			Bind(dbx.Params{"d": mv.delta, "id": item.Id, "now": now.String()}).Row(&quantity, &status)
		if errors.Is(err, sql.ErrNoRows) {
			return refuseShortage(tx, item, mv)
		}
		if err != nil {
			return err
		}
		for _, r := range []*core.Record{item, mv.item} {
			r.Set("quantity", quantity)
			r.Set("status", status)
			r.SetRaw("updated", now)
		}
		m, err := newMovement(tx, item, mv.delta, mv.reason, src, mv.notes)
		if err != nil {
			return err
		}
		ledger = append(ledger, m)
	}

	var trail []*core.Record
	for _, id := range order {
		item, was := items[id], before[id]
		changes := map[string]any{"quantity": []any{float64(was.quantity), item.Get("quantity")}}
		if was.status != item.GetString("status") {
			changes["status"] = []any{was.status, item.Get("status")}
		}
		if was.quantity == item.GetInt("quantity") {
			continue // moves that cancel out change nothing
		}
		row, err := audit.NewRow(tx, item, "update", changes)
		if err != nil {
			return err
		}
		if row != nil {
			trail = append(trail, row)
		}
	}
	for _, m := range ledger {
		m.Set(core.FieldNameId, core.GenerateDefaultRandomId())
		row, err := audit.NewRow(tx, m, "create", audit.Snapshot(m))
		if err != nil {
			return err
		}
		if row != nil {
			trail = append(trail, row)
		}
	}
	if err := insertRecords(tx, ledger, now); err != nil {
		return err
	}
	if err := insertRecords(tx, trail, now); err != nil {
		return err
	}

	updated := make([]*core.Record, 0, len(order))
	for _, id := range order {
		updated = append(updated, items[id])
	}
	if err := syncItemsAlerts(tx, updated); err != nil {
		return err
	}
	var warehouses []string
	for _, item := range updated {
		warehouses = uniqueIDs(append(warehouses, item.GetString("warehouse"))...)
	}
	for _, w := range warehouses {
		if err := refreshOccupancy(tx, w); err != nil {
			return err
		}
	}
	created := append(ledger, trail...)
	afterCommit(tx, updated, created)
	return nil
}

// refuseShortage answers a move the stored quantity cannot give.
func refuseShortage(tx core.App, item *core.Record, mv stockMove) error {
	available := 0
	if stored, err := tx.FindRecordById("inventory_items", item.Id); err == nil {
		available = stored.GetInt("quantity")
	} else {
		return actions.Refuse(mv.field, "validation_invalid_item", "The inventory item no longer exists.", nil)
	}
	return actions.Refuse(mv.field, "insufficient_stock",
		"Quantity exceeds available stock: {{.item}} has {{.available}} available, {{.requested}} requested.",
		map[string]any{"item": item.GetString("name"), "itemId": item.Id, "available": available, "requested": -mv.delta})
}

// syncItemsAlerts brings the stock alerts of items up to date, reading their open alerts with one query.
func syncItemsAlerts(tx core.App, items []*core.Record) error {
	ids := make([]any, len(items))
	for i, item := range items {
		ids[i] = item.Id
	}
	open, err := tx.FindAllRecords("alerts", dbx.HashExp{"sourceCollection": "inventory_items"}, dbx.In("sourceId", ids...))
	if err != nil {
		return err
	}
	bySource := map[string][]*core.Record{}
	for _, a := range open {
		bySource[a.GetString("sourceId")] = append(bySource[a.GetString("sourceId")], a)
	}
	for _, item := range items {
		active, data := itemAlertKinds(item)
		if err := syncOpenAlertKinds(tx, bySource[item.Id], "inventory_items", item.Id, active, data); err != nil {
			return err
		}
	}
	return nil
}

// insertRecords inserts new records of one collection with one short statement, without hooks or validation
// (only for rows the server builds itself: ledger and audit rows): the rows travel as one JSON array read
// with json_each, so the statement is parsed in the same few microseconds however many rows there are.
func insertRecords(tx core.App, records []*core.Record, now types.DateTime) error {
	if len(records) == 0 {
		return nil
	}
	col := records[0].Collection()
	var columns []string
	rows := make([][]any, 0, len(records))
	for _, r := range records {
		if r.Id == "" {
			r.Set(core.FieldNameId, core.GenerateDefaultRandomId())
		}
		for _, f := range col.Fields {
			if a, ok := f.(*core.AutodateField); ok {
				r.SetRaw(a.Name, now)
			}
		}
		data, err := r.DBExport(tx)
		if err != nil {
			return err
		}
		if columns == nil {
			for c := range data {
				columns = append(columns, c)
			}
			sort.Strings(columns)
		}
		row := make([]any, len(columns))
		for j, c := range columns {
			v := data[c]
			if valuer, ok := v.(driver.Valuer); ok {
				if v, err = valuer.Value(); err != nil {
					return err
				}
			}
			if b, ok := v.([]byte); ok {
				v = string(b)
			}
			row[j] = v
		}
		rows = append(rows, row)
	}
	payload, err := json.Marshal(rows)
	if err != nil {
		return err
	}
	quoted := make([]string, len(columns))
	picks := make([]string, len(columns))
	for j, c := range columns {
		quoted[j] = "[[" + c + "]]"
		picks[j] = fmt.Sprintf("json_extract([[value]], '$[%d]')", j)
	}
	_, err = tx.NonconcurrentDB().NewQuery("INSERT INTO {{" + col.Name + "}} (" + strings.Join(quoted, ", ") + ") SELECT " +
		strings.Join(picks, ", ") + " FROM json_each({:rows})").Bind(dbx.Params{"rows": string(payload)}).Execute()
	if err != nil {
		return err
	}
	for _, r := range records {
		r.MarkAsNotNew()
	}
	return nil
}

// afterCommit sends, once tx commits, the after-save events PocketBase sends for saved records: realtime
// subscribers of inventory_items, stock_movements and audit_log, and the after-save hooks (the dashboard ping).
func afterCommit(tx core.App, updated, created []*core.Record) {
	send := func(app core.App) {
		trigger := func(h interface {
			Trigger(*core.ModelEvent, ...func(*core.ModelEvent) error) error
		}, kind string, r *core.Record) {
			e := &core.ModelEvent{App: app, Context: context.Background(), Type: kind}
			e.Model = r
			_ = h.Trigger(e)
		}
		for _, r := range updated {
			trigger(app.OnModelAfterUpdateSuccess(), core.ModelEventTypeUpdate, r.Fresh())
		}
		for _, r := range created {
			trigger(app.OnModelAfterCreateSuccess(), core.ModelEventTypeCreate, r)
		}
	}
	info := tx.TxInfo()
	if info == nil {
		send(tx)
		return
	}
	root, _ := tx.Store().Get(rootAppKey).(core.App)
	if root == nil {
		return
	}
	info.OnComplete(func(txErr error) error {
		if txErr == nil {
			send(root)
		}
		return nil
	})
}
