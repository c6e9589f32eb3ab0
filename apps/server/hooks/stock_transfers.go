package hooks

// Stock transfers: numbered, stamped with the requester, between two different warehouses. The flow is
// draft → pending (submit) → approved (approve, by someone other than the requester) → completed
// (complete: the stock moves), and pending or approved → rejected (reject). The specification's checks
// run at submit, approve and complete, since stock changes in between. Every status change replaces the
// transfer's stock_transfer alert.

import (
	"fmt"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/actions"
)

func bindTransfers(app core.App) {
	serverOwned(app, "stock_transfers", "transferNumber")
	stampCreator(app, "stock_transfers", "requestedBy")
	numberOnCreate(app, "stock_transfers", "transferNumber", "TR", "date")
	actions.Register(app, "stock_transfers", map[string]actions.Action{
		"submit":   {Permission: "edit:transfers", Run: submitTransfer, Idempotent: true},
		"approve":  {Permission: "edit:transfers", Run: approveTransfer, Idempotent: true},
		"reject":   {Permission: "edit:transfers", Run: rejectTransfer, Idempotent: true},
		"complete": {Permission: "edit:transfers", Run: completeTransfer, Idempotent: true},
	})

	app.OnRecordValidate("stock_transfers").BindFunc(func(e *core.RecordEvent) error {
		r := e.Record
		defaultOnCreate(r, "status", "draft")
		if r.GetString("fromWarehouse") != "" && r.GetString("fromWarehouse") == r.GetString("toWarehouse") {
			return fieldError("toWarehouse", "validation_same_warehouse", "Source and destination warehouses cannot be the same")
		}
		if editable(r, "draft") || editable(r, "pending") {
			if _, err := transferLines(e.App, r); err != nil {
				return err
			}
		}
		return e.Next()
	})

	// Creating a transfer as pending, or moving a draft to pending through the record API, submits it
	// as the submit action does: the same checks and the same alert.
	submitted := func(e *core.RecordRequestEvent) error {
		r := e.Record
		if r.GetString("status") != "pending" || (!r.IsNew() && r.Original().GetString("status") == "pending") {
			return e.Next()
		}
		if _, err := planTransfer(e.App, r); err != nil {
			return err
		}
		if err := e.Next(); err != nil {
			return err
		}
		return transferAlert(e.App, e.Record)
	}
	app.OnRecordCreateRequest("stock_transfers").BindFunc(submitted)
	app.OnRecordUpdateRequest("stock_transfers").BindFunc(submitted)

	app.OnRecordDelete("stock_transfers").BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if err := e.Next(); err != nil {
				return err
			}
			return clearAlerts(tx, "stock_transfers", e.Record.Id, "stock_transfer")
		})
	})
}

func submitTransfer(c *actions.Call) error {
	tr := c.Record
	if tr.GetString("status") != "draft" {
		return actions.RefuseTransition(tr, "Only draft transfers can be submitted; this transfer is {{.status}}.")
	}
	if _, err := planTransfer(c.Tx, tr); err != nil {
		return err
	}
	return setTransferStatus(c.Tx, tr, "pending")
}

func approveTransfer(c *actions.Call) error {
	tr := c.Record
	if tr.GetString("status") != "pending" {
		return actions.RefuseTransition(tr, "Only pending transfers can be approved; this transfer is {{.status}}.")
	}
	if err := refuseOwnApproval(c, tr); err != nil {
		return err
	}
	if _, err := planTransfer(c.Tx, tr); err != nil {
		return err
	}
	return setTransferStatus(c.Tx, tr, "approved")
}

func rejectTransfer(c *actions.Call) error {
	tr := c.Record
	if s := tr.GetString("status"); s != "pending" && s != "approved" {
		return actions.RefuseTransition(tr, "Only pending or approved transfers can be rejected; this transfer is {{.status}}.")
	}
	return setTransferStatus(c.Tx, tr, "rejected")
}

// completeTransfer moves every line's quantity out of its source item and into the destination's item of
// the same product (created when the destination has none), with a transfer_out and a transfer_in
// movement per line, all or nothing.
func completeTransfer(c *actions.Call) error {
	tr := c.Record
	if tr.GetString("status") != "approved" {
		return actions.RefuseTransition(tr, "Only approved transfers can be completed; this transfer is {{.status}}.")
	}
	plan, err := planTransfer(c.Tx, tr)
	if err != nil {
		return err
	}
	src := movementSource{"stock_transfers", tr.Id, tr.GetString("transferNumber")}
	to := tr.GetString("toWarehouse")
	// New destination items and the moves refresh each warehouse's occupancy once, at the end.
	err = oneOccupancyRefresh(c.Tx, func() error {
		srcs := make([]*core.Record, len(plan))
		for i, l := range plan {
			srcs[i] = l.item
		}
		dsts, created, err := stockItemsIn(c.Tx, srcs, to)
		if err != nil {
			return err
		}
		moves := make([]stockMove, 0, 2*len(plan))
		for i, l := range plan {
			field := fmt.Sprintf("items.%d.quantity", l.index)
			moves = append(moves, stockMove{item: l.item, delta: -l.quantity, reason: "transfer_out", field: field},
				stockMove{item: dsts[i], delta: l.quantity, reason: "transfer_in", field: field, created: created[dsts[i].Id]})
		}
		return applyStockMoves(c.Tx, src, moves)
	})
	if err != nil {
		return err
	}
	return setTransferStatus(c.Tx, tr, "completed")
}

// refuseOwnApproval refuses the requester approving their own request: a second person always looks at
// stock leaving a warehouse or money being committed.
func refuseOwnApproval(c *actions.Call, r *core.Record) error {
	if user := c.User(); user != "" && r.GetString("requestedBy") == user {
		return actions.Refuse("requestedBy", "own_request_approval", "You cannot approve your own request: someone else must.", nil)
	}
	return nil
}

// setTransferStatus writes the transfer's new status and brings its alert up to date with direct writes
// (updateFields): the transfers' save hooks only check what the actions checked before, and audit the change,
// which is done here, with the alert's audit row in the same INSERT.
func setTransferStatus(tx core.App, tr *core.Record, status string) error {
	now := types.NowDateTime()
	row, err := updateFields(tx, tr, map[string]any{"status": status}, now)
	if err != nil {
		return err
	}
	alertRow, err := transferAlertRow(tx, tr, now)
	if err != nil {
		return err
	}
	return insertAuditRows(tx, []*core.Record{row, alertRow}, now)
}

// transferAlert raises the transfer's stock_transfer alert with its current status.
func transferAlert(tx core.App, tr *core.Record) error {
	now := types.NowDateTime()
	row, err := transferAlertRow(tx, tr, now)
	if err != nil {
		return err
	}
	return insertAuditRows(tx, []*core.Record{row}, now)
}

// transferAlertRow is transferAlert leaving the audit row of the alert's update to the caller (replaceAlertRow).
func transferAlertRow(tx core.App, tr *core.Record, now types.DateTime) (*core.Record, error) {
	from, to := tr.GetString("fromWarehouse"), tr.GetString("toWarehouse")
	ws, err := tx.FindRecordsByIds("warehouses", uniqueIDs(from, to))
	if err != nil {
		return nil, err
	}
	names := map[string]string{}
	for _, w := range ws {
		names[w.Id] = w.GetString("name")
	}
	return replaceAlertRow(tx, "stock_transfer", "stock_transfers", tr.Id, map[string]any{
		"status": tr.GetString("status"), "transferNumber": tr.GetString("transferNumber"),
		"fromWarehouseName": names[from], "toWarehouseName": names[to],
	}, now)
}

// transferLine is one line of a transfer: its index, the source item (one record per item, shared by its
// lines) and the whole quantity.
type transferLine struct {
	index    int
	item     *core.Record
	quantity int
}

// transferLines reads the lines ({item, supplier, quantity}): each is complete, its item is stocked in
// the source warehouse and its quantity is a whole number above 0.
func transferLines(app core.App, tr *core.Record) ([]transferLine, error) {
	rows, err := jsonArray(tr, "items")
	if err != nil {
		return nil, actions.Refuse("items", "validation_invalid_items", "Items must be a list of lines.", nil)
	}
	if len(rows) == 0 {
		return nil, actions.Refuse("items", "validation_required", "At least one item is required.", nil)
	}
	// The lines' items, read with one query.
	ids := make([]string, 0, len(rows))
	for _, row := range rows {
		if id := rowString(row, "item"); id != "" && !contains(ids, id) {
			ids = append(ids, id)
		}
	}
	found, err := app.FindRecordsByIds("inventory_items", ids)
	if err != nil {
		return nil, err
	}
	items := make(map[string]*core.Record, len(found))
	for _, item := range found {
		items[item.Id] = item
	}
	out := make([]transferLine, 0, len(rows))
	for i, row := range rows {
		key := func(f string) string { return fmt.Sprintf("items.%d.%s", i, f) }
		id := rowString(row, "item")
		if id == "" || row["quantity"] == nil {
			return nil, actions.Refuse(fmt.Sprintf("items.%d", i), "validation_incomplete_item", "Please complete all fields for item #{{.line}}.",
				map[string]any{"line": i + 1})
		}
		item := items[id]
		if item == nil || item.GetString("warehouse") != tr.GetString("fromWarehouse") {
			return nil, actions.Refuse(key("item"), "validation_not_in_source",
				"The item of line {{.line}} is not available in the source warehouse.", map[string]any{"line": i + 1})
		}
		q, ok := wholeNumber(row["quantity"])
		if !ok || q <= 0 {
			return nil, actions.Refuse(key("quantity"), "validation_invalid_quantity", "Quantity must be a whole number greater than 0.", nil)
		}
		out = append(out, transferLine{index: i, item: item, quantity: q})
	}
	return out, nil
}

// planTransfer runs the specification's transfer checks against the stock as it is now: the warehouses
// differ, each line is valid, the source holds the quantity (lines of one item add up) and keeps at least
// the item's minimum, and the destination has room for everything.
func planTransfer(tx core.App, tr *core.Record) ([]transferLine, error) {
	if tr.GetString("fromWarehouse") == tr.GetString("toWarehouse") {
		return nil, actions.Refuse("toWarehouse", "validation_same_warehouse", "Source and destination warehouses cannot be the same", nil)
	}
	plan, err := transferLines(tx, tr)
	if err != nil {
		return nil, err
	}
	need := map[string]int{}
	total := 0
	for _, l := range plan {
		need[l.item.Id] += l.quantity
		total += l.quantity
		available, requested, min := l.item.GetInt("quantity"), need[l.item.Id], l.item.GetInt("minQuantity")
		params := map[string]any{"item": l.item.GetString("name"), "itemId": l.item.Id, "available": available, "requested": requested}
		field := fmt.Sprintf("items.%d.quantity", l.index)
		if requested > available {
			return nil, actions.Refuse(field, "insufficient_stock",
				"Quantity exceeds available stock: {{.item}} has {{.available}} available, {{.requested}} requested.", params)
		}
		if available-requested < min {
			params["minQuantity"], params["remaining"] = min, available-requested
			return nil, actions.Refuse(field, "below_minimum_stock",
				"The transfer would leave {{.item}} at {{.remaining}}, below its minimum of {{.minQuantity}} ({{.available}} available, {{.requested}} requested).",
				params)
		}
	}
	if err := checkCapacity(tx, tr.GetString("toWarehouse"), "toWarehouse", total); err != nil {
		return nil, err
	}
	return plan, nil
}
