package hooks

// Purchase requests: numbered, stamped with the requester, each line snapshotting the item's stock levels.
// The flow is draft → pending (submit) → approved (approve, by someone other than the requester) →
// awaiting_delivery (order) → received (receive: the quantities enter the request's warehouse) →
// fulfilled (fulfil), and pending or approved → rejected (reject). A submission raises the
// purchase_request alert, which goes once the request is approved, rejected or deleted.

import (
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/lines"
)

func bindPurchaseRequests(app core.App) {
	serverOwned(app, "purchase_requests", "number", "total")
	stampCreator(app, "purchase_requests", "requestedBy")
	numberOnCreate(app, "purchase_requests", "number", "PR", "date")
	actions.Register(app, "purchase_requests", map[string]actions.Action{
		"submit":  {Permission: "edit:purchase-requests", Run: submitPurchaseRequest, Idempotent: true},
		"approve": {Permission: "approve:purchase-requests", Run: approvePurchaseRequest, Idempotent: true},
		"reject":  {Permission: "approve:purchase-requests", Run: rejectPurchaseRequest, Idempotent: true},
		"order":   {Permission: "edit:purchase-requests", Run: movePurchaseRequest("approved", "awaiting_delivery", "Only approved requests can be ordered; this request is {{.status}}."), Idempotent: true},
		"receive": {Permission: "edit:purchase-requests", Run: receivePurchaseRequest, Idempotent: true},
		"fulfil":  {Permission: "edit:purchase-requests", Run: movePurchaseRequest("received", "fulfilled", "Only received requests can be marked fulfilled; this request is {{.status}}."), Idempotent: true},
	})

	app.OnRecordValidate("purchase_requests").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "draft")
		if editable(e.Record, "draft") {
			if err := purchaseRequestLines(e.App, e.Record); err != nil {
				return err
			}
		}
		return e.Next()
	})

	// Creating a request as pending, or moving a draft to pending through the record API, submits it as
	// the submit action does.
	submitted := func(e *core.RecordRequestEvent) error {
		r := e.Record
		if r.GetString("status") != "pending" || (!r.IsNew() && r.Original().GetString("status") == "pending") {
			return e.Next()
		}
		if err := e.Next(); err != nil {
			return err
		}
		return purchaseRequestAlert(e.App, e.Record)
	}
	app.OnRecordCreateRequest("purchase_requests").BindFunc(submitted)
	app.OnRecordUpdateRequest("purchase_requests").BindFunc(submitted)

	app.OnRecordDelete("purchase_requests").BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if err := e.Next(); err != nil {
				return err
			}
			return clearAlerts(tx, "purchase_requests", e.Record.Id, "purchase_request")
		})
	})
}

// purchaseRequestLines validates the request lines, snapshots each item's stock levels and totals them.
func purchaseRequestLines(app core.App, r *core.Record) error {
	rows, err := jsonArray(r, "items")
	if err != nil {
		return fieldError("items", "validation_invalid_items", "Items must be a list of lines.")
	}
	if len(rows) == 0 {
		return fieldError("items", "validation_required", "At least one item is required.")
	}
	var total int64
	for i, row := range rows {
		if rowString(row, "item") == "" || rowText(row, "quantity") == "" || rowText(row, "unitPrice") == "" {
			return actions.Refuse(fmt.Sprintf("items.%d", i), "validation_incomplete_item", "Please complete all fields for item #{{.line}}.",
				map[string]any{"line": i + 1})
		}
		item, err := app.FindRecordById("inventory_items", rowString(row, "item"))
		if err != nil {
			return actions.Refuse(fmt.Sprintf("items.%d.item", i), "validation_invalid_item", "The inventory item of line {{.line}} does not exist.",
				map[string]any{"line": i + 1})
		}
		q, err := lines.ParseQuantity(rowText(row, "quantity"))
		if err != nil || q <= 0 || q%1000 != 0 {
			return fieldError(fmt.Sprintf("items.%d.quantity", i), "validation_invalid_quantity", "Quantity must be a whole number greater than 0.")
		}
		price, err := lines.ParseMoney(rowText(row, "unitPrice"))
		if err != nil || price < 0 {
			return fieldError(fmt.Sprintf("items.%d.unitPrice", i), "validation_invalid_price", "Unit price must be a number of 0 or more.")
		}
		lineTotal := lines.LineTotal(q, price)
		total += lineTotal
		row["currentStock"] = item.GetInt("quantity")
		row["minLevel"] = item.GetInt("minQuantity")
		row["maxLevel"] = item.GetInt("maxQuantity")
		row["quantity"] = q / 1000
		row["unitPrice"] = lines.Pounds(price)
		row["total"] = lines.Pounds(lineTotal)
	}
	r.Set("items", rows)
	r.Set("total", lines.Pounds(total))
	return nil
}

// submitPurchaseRequest sends a draft for approval; saving it re-checks and re-snapshots its lines.
func submitPurchaseRequest(c *actions.Call) error {
	pr := c.Record
	if pr.GetString("status") != "draft" {
		return actions.RefuseTransition(pr, "Only draft requests can be submitted; this request is {{.status}}.")
	}
	pr.Set("status", "pending")
	if err := c.Tx.Save(pr); err != nil {
		return err
	}
	return purchaseRequestAlert(c.Tx, pr)
}

func approvePurchaseRequest(c *actions.Call) error {
	pr := c.Record
	if pr.GetString("status") != "pending" {
		return actions.RefuseTransition(pr, "Only pending requests can be approved; this request is {{.status}}.")
	}
	if err := refuseOwnApproval(c, pr); err != nil {
		return err
	}
	return decidePurchaseRequest(c.Tx, pr, "approved")
}

func rejectPurchaseRequest(c *actions.Call) error {
	pr := c.Record
	if s := pr.GetString("status"); s != "pending" && s != "approved" {
		return actions.RefuseTransition(pr, "Only pending or approved requests can be rejected; this request is {{.status}}.")
	}
	return decidePurchaseRequest(c.Tx, pr, "rejected")
}

// decidePurchaseRequest records the approver's decision; the request is no longer new, so its alert goes.
func decidePurchaseRequest(tx core.App, pr *core.Record, status string) error {
	pr.Set("status", status)
	if err := tx.Save(pr); err != nil {
		return err
	}
	return clearAlerts(tx, "purchase_requests", pr.Id, "purchase_request")
}

func movePurchaseRequest(from, to, refusal string) func(c *actions.Call) error {
	return func(c *actions.Call) error {
		pr := c.Record
		if pr.GetString("status") != from {
			return actions.RefuseTransition(pr, refusal)
		}
		pr.Set("status", to)
		return c.Tx.Save(pr)
	}
}

// receivePurchaseRequest records the delivery: each line's quantity enters the request's warehouse (into
// the item of the line's product there, created when the warehouse has none), one purchase_receipt
// movement per line, after checking that the warehouse has room for all of it.
func receivePurchaseRequest(c *actions.Call) error { return ReceivePurchaseRequest(c.Tx, c.Record) }

// ReceivePurchaseRequest is the receive action's work on pr in tx (the demo data receives its delivered
// requests through it, so their stock has its ledger rows).
func ReceivePurchaseRequest(tx core.App, pr *core.Record) error {
	if pr.GetString("status") != "awaiting_delivery" {
		return actions.RefuseTransition(pr, "Only requests awaiting delivery can be received; this request is {{.status}}.")
	}
	rows, err := jsonArray(pr, "items")
	if err != nil {
		return actions.Refuse("items", "validation_invalid_items", "Items must be a list of lines.", nil)
	}
	warehouse := pr.GetString("warehouse")
	targets := make([]*core.Record, len(rows))
	quantities := make([]int, len(rows))
	total := 0
	for i, row := range rows {
		item, err := tx.FindRecordById("inventory_items", rowString(row, "item"))
		if err != nil {
			return actions.Refuse(fmt.Sprintf("items.%d.item", i), "validation_invalid_item", "The inventory item of line {{.line}} no longer exists.",
				map[string]any{"line": i + 1})
		}
		q, ok := wholeNumber(row["quantity"])
		if !ok || q <= 0 {
			return actions.Refuse(fmt.Sprintf("items.%d.quantity", i), "validation_invalid_quantity", "Quantity must be a whole number greater than 0.", nil)
		}
		targets[i], quantities[i] = item, q
		total += q
	}
	if err := checkCapacity(tx, warehouse, "warehouse", total); err != nil {
		return err
	}
	src := movementSource{"purchase_requests", pr.Id, pr.GetString("number")}
	// New destination items and the moves refresh each warehouse's occupancy once, at the end.
	err = oneOccupancyRefresh(tx, func() error {
		into, created, err := stockItemsIn(tx, targets, warehouse)
		if err != nil {
			return err
		}
		moves := make([]stockMove, 0, len(targets))
		for i, target := range into {
			moves = append(moves, stockMove{item: target, delta: quantities[i], reason: "purchase_receipt",
				field: fmt.Sprintf("items.%d.quantity", i), created: created[target.Id]})
		}
		return applyStockMoves(tx, src, moves)
	})
	if err != nil {
		return err
	}
	pr.Set("status", "received")
	return tx.Save(pr)
}

// purchaseRequestAlert raises the purchase_request alert of a submitted request.
func purchaseRequestAlert(tx core.App, pr *core.Record) error {
	name := ""
	if u, err := tx.FindRecordById("users", pr.GetString("requestedBy")); err == nil {
		name = strings.TrimSpace(u.GetString("firstName") + " " + u.GetString("lastName"))
		if name == "" {
			name = u.Email()
		}
	}
	return replaceAlert(tx, "purchase_request", "purchase_requests", pr.Id, map[string]any{"prNumber": pr.GetString("number"), "requestedByName": name})
}
