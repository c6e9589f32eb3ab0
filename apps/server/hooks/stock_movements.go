package hooks

// The stock ledger: append-only stock_movements rows, written by the server only. Every change of an
// item's quantity after its opening stock goes through applyStockMoves, in the transaction of its action.
//
// applyStockMoves writes with direct statements rather than record saves, because a document of many lines
// (a transfer, a delivery, an invoice) made four full saves per line and writes are serialized: per line one
// guarded UPDATE of the item, then one INSERT of all ledger rows and one of the items' audit rows, the items'
// stock alerts read with one query, each warehouse's occupancy refreshed once. It keeps what the saves
// gave: the quantity never goes below zero (the UPDATE itself refuses), the status follows the quantity,
// the ledger row holds the balance after the move, each item's change has its audit row (the ledger rows,
// immutable, are their own record and get none), and after the commit
// realtime subscribers and after-save hooks (the dashboard ping) get the same events a save sends.

import (
	"errors"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/actions"
	"erp/server/internal/audit"
	"erp/server/internal/recordid"
)

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
	// created marks a new item of the same document (stockItemsIn), not yet saved: applyStockMoves inserts it
	// holding what its moves bring in, and its audit row is the create row of that.
	created bool
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
	m.Set(core.FieldNameId, recordid.New()) // in time order: appended to the id index (see recordid)
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
	// Per item: the net change, and the lowest its running change reaches (≤ 0), so that one guard
	// "quantity + lowest >= 0" is the guard of every move applied in order.
	net, lowest := map[string]int{}, map[string]int{}
	fresh := map[string]bool{}
	for _, mv := range moves {
		id := mv.item.Id
		if mv.created {
			fresh[id] = true
		}
		if _, seen := items[id]; !seen {
			items[id] = mv.item
			order = append(order, id)
			before[id] = state{mv.item.GetInt("quantity"), mv.item.GetString("status")}
		}
		net[id] += mv.delta
		lowest[id] = min(lowest[id], net[id])
	}
	// Every stored item in one statement; an item whose moves would take it below zero is not updated (nor
	// returned), and the action is refused. Bound values and no function call: no statement journal (see
	// insertRecords).
	params := dbx.Params{"now": now.String()}
	values := make([]string, 0, len(order))
	for _, id := range order {
		if fresh[id] {
			continue
		}
		n := strconv.Itoa(len(values))
		params["i"+n], params["d"+n], params["l"+n] = id, net[id], lowest[id]
		values = append(values, "({:i"+n+"}, {:d"+n+"}, {:l"+n+"})")
	}
	// The status is set apart, and only where it changes: a column the UPDATE sets has its index entries
	// rewritten even when the value stays, and most moves leave an item's status as it was.
	var stored []storedStock
	if err := updateStock(tx, values, params, &stored); err != nil {
		return err
	}
	if len(stored) < len(values) {
		return refuseShortage(tx, moves, stored)
	}
	if err := setChangedStatuses(tx, stored); err != nil {
		return err
	}
	// A new item is inserted once, holding what its moves bring in (they only bring stock in), rather than
	// inserted empty and then updated: one write of its row and its indexes instead of two.
	var inserted []*core.Record
	for _, id := range order {
		if !fresh[id] {
			continue
		}
		item := items[id]
		if lowest[id] < 0 {
			return errors.New("stock moves: a move takes stock out of a new item")
		}
		s := storedStock{ID: id, Quantity: net[id], MinQuantity: item.GetInt("minQuantity")}
		s.Status = ItemStatus(s.Quantity, s.MinQuantity)
		item.Set("quantity", s.Quantity)
		item.Set("status", s.Status)
		stored, inserted = append(stored, s), append(inserted, item)
	}
	if err := insertRecords(tx, inserted, now); err != nil {
		return err
	}
	after := make(map[string]state, len(stored))
	for _, s := range stored {
		after[s.ID] = state{s.Quantity, s.Status}
	}
	for _, mv := range moves {
		final := after[mv.item.Id]
		for _, r := range []*core.Record{items[mv.item.Id], mv.item} {
			r.Set("quantity", final.quantity)
			r.Set("status", final.status)
			r.SetRaw("updated", now)
		}
	}
	// The ledger rows hold each line's running balance: the stored quantity before the moves, plus the
	// moves up to and including the line.
	running := make(map[string]int, len(order))
	for _, id := range order {
		running[id] = after[id].quantity - net[id]
	}
	ledger := make([]*core.Record, 0, len(moves))
	for _, mv := range moves {
		item := items[mv.item.Id]
		running[item.Id] += mv.delta
		m, err := newMovement(tx, item, mv.delta, mv.reason, src, mv.notes)
		if err != nil {
			return err
		}
		m.Set("balanceAfter", running[item.Id])
		ledger = append(ledger, m)
	}

	var trail []*core.Record
	for _, id := range order {
		item, was := items[id], before[id]
		if fresh[id] {
			row, err := audit.NewRow(tx, item, "create", audit.Snapshot(item))
			if err != nil {
				return err
			}
			if row != nil {
				trail = append(trail, row)
			}
			continue
		}
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
	if err := insertRecords(tx, ledger, now); err != nil {
		return err
	}
	if err := insertRecords(tx, trail, now); err != nil {
		return err
	}

	touched, updated := make([]*core.Record, 0, len(order)), make([]*core.Record, 0, len(order))
	for _, id := range order {
		touched = append(touched, items[id])
		if !fresh[id] {
			updated = append(updated, items[id])
		}
	}
	if err := syncItemsAlerts(tx, touched); err != nil {
		return err
	}
	// Each warehouse's occupancy changes by the net change of its items, which the UPDATE applied exactly.
	deltas := map[string]int{}
	for _, id := range order {
		deltas[items[id].GetString("warehouse")] += net[id]
	}
	if err := addOccupancy(tx, deltas); err != nil {
		return err
	}
	created := append(append(inserted, ledger...), trail...)
	afterCommit(tx, updated, created)
	return nil
}

// updateStock changes the stored items' quantities with one guarded UPDATE (see applyStockMoves): values are
// its (id, net change, lowest running change) rows, into what it stored.
func updateStock(tx core.App, values []string, params dbx.Params, into *[]storedStock) error {
	if len(values) == 0 {
		return nil
	}
	return tx.NonconcurrentDB().NewQuery(`UPDATE OR FAIL {{inventory_items}} SET
			[[quantity]] = [[quantity]] + m.d,
			[[updated]] = {:now}
		FROM (SELECT [[column1]] AS [[id]], [[column2]] AS [[d]], [[column3]] AS [[low]] FROM (VALUES ` + strings.Join(values, ", ") + `)) AS m
		WHERE {{inventory_items}}.[[id]] = m.id AND {{inventory_items}}.[[quantity]] + m.low >= 0
		RETURNING {{inventory_items}}.[[id]] AS [[id]], [[quantity]], [[minQuantity]], [[status]]`).
		Bind(params).All(into)
}

// storedStock is an item's quantity and minimum as the stock UPDATE left them, and its status
// (setChangedStatuses brings it up to date).
type storedStock struct {
	ID          string `db:"id"`
	Quantity    int    `db:"quantity"`
	MinQuantity int    `db:"minQuantity"`
	Status      string `db:"status"`
}

// setChangedStatuses stores the status (ItemStatus) of the items whose new quantity changes it, in one
// statement, and updates stored to match.
func setChangedStatuses(tx core.App, stored []storedStock) error {
	params := dbx.Params{}
	var values []string
	for i := range stored {
		s := &stored[i]
		status := ItemStatus(s.Quantity, s.MinQuantity)
		if status == s.Status {
			continue
		}
		s.Status = status
		n := strconv.Itoa(len(values))
		params["i"+n], params["s"+n] = s.ID, status
		values = append(values, "({:i"+n+"}, {:s"+n+"})")
	}
	if len(values) == 0 {
		return nil
	}
	// OR FAIL, as the stock UPDATE: no statement journal (an error rolls the whole transaction back anyway).
	_, err := tx.NonconcurrentDB().NewQuery(`UPDATE OR FAIL {{inventory_items}} SET [[status]] = m.s
		FROM (SELECT [[column1]] AS [[id]], [[column2]] AS [[s]] FROM (VALUES ` + strings.Join(values, ", ") + `)) AS m
		WHERE {{inventory_items}}.[[id]] = m.id`).Bind(params).Execute()
	return err
}

// refuseShortage answers moves the stored quantities cannot give (the guarded UPDATE left out some of
// their items): the first move, in order, that would take its item below zero, with what the item held
// before it.
func refuseShortage(tx core.App, moves []stockMove, updated []storedStock) error {
	done := map[string]bool{}
	for _, u := range updated {
		done[u.ID] = true
	}
	running := map[string]int{}
	for _, mv := range moves {
		id := mv.item.Id
		if done[id] || mv.created { // a new item only takes stock in
			continue
		}
		stored, err := tx.FindRecordById("inventory_items", id)
		if err != nil {
			return actions.Refuse(mv.field, "validation_invalid_item", "The inventory item no longer exists.", nil)
		}
		available := stored.GetInt("quantity") + running[id]
		if available+mv.delta >= 0 {
			running[id] += mv.delta
			continue
		}
		return actions.Refuse(mv.field, "insufficient_stock",
			"Quantity exceeds available stock: {{.item}} has {{.available}} available, {{.requested}} requested.",
			map[string]any{"item": mv.item.GetString("name"), "itemId": id, "available": available, "requested": -mv.delta})
	}
	return errors.New("stock moves: an item was not updated")
}

// syncItemsAlerts brings the stock alerts of items up to date, reading their open alerts with one query.
func syncItemsAlerts(tx core.App, items []*core.Record) error {
	bySource, err := openAlertsBySource(tx, "inventory_items", items)
	if err != nil {
		return err
	}
	for _, item := range items {
		active, data := itemAlertKinds(item)
		if err := syncOpenAlertKinds(tx, bySource[item.Id], "inventory_items", item.Id, active, data); err != nil {
			return err
		}
	}
	return nil
}
