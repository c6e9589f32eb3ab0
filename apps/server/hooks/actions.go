package hooks

// Business actions: POST /api/erp/{collection}/{id}/{action} with a JSON body. Each action checks one
// permission key, answers 404 for a record the user cannot view, and runs in one transaction that first
// takes the database write lock on the record's row, then re-reads the record and checks the state
// transition. Concurrent requests and double clicks therefore run one after the other, and the second
// sees what the first committed. The answer is the record as GET /api/collections/{c}/records/{id} gives
// it to the same user (?expand= works the same way).

import (
	"database/sql"
	"errors"
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/audit"
	"erp/server/internal/lines"
	"erp/server/internal/schema"
)

// ActionRoute is the path pattern of the business action route.
const ActionRoute = "/api/erp/{collection}/{id}/{action}"

// action is one business action on the records of a collection.
type action struct {
	permission string // the catalogue key the user's role must hold
	run        func(c *actionCall) error
}

// actionCall is one running action.
type actionCall struct {
	e      *core.RequestEvent
	tx     core.App
	record *core.Record // the addressed record, re-read inside the transaction after its row was locked
	body   map[string]any
	now    time.Time
	// refusal is answered after the transaction commits, for an action that records a state change
	// (a quotation found expired) and still refuses what was asked.
	refusal error
}

// user returns the requesting user's id, or "" for a superuser.
func (c *actionCall) user() string {
	if c.e.Auth != nil && c.e.Auth.Collection().Name == "users" {
		return c.e.Auth.Id
	}
	return ""
}

// BindActions registers the business action route with every domain's actions, and the daily jobs.
func BindActions(app core.App) {
	registry := map[string]map[string]action{
		"invoices":   invoiceActions(),
		"quotations": quotationActions(),
		"bills":      billActions(),
		"expenses":   expenseActions(),
		// Self-service withdrawal of an employee's own pending request.
		"leave_requests":   {"cancel": selfCancel("create:leave", "PENDING", "CANCELLED", "Only PENDING leave requests can be cancelled; this request is {{.status}}.")},
		"overtime_records": {"cancel": selfCancel("create:overtime", "pending", "cancelled", "Only pending overtime requests can be cancelled; this request is {{.status}}.")},
	}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.POST(ActionRoute, func(e *core.RequestEvent) error {
			return runAction(e, registry)
		}).Bind(apis.RequireAuth())
		return se.Next()
	})
	bindQuotationExpiry(app)
}

func runAction(e *core.RequestEvent, registry map[string]map[string]action) error {
	name, id, actionName := e.Request.PathValue("collection"), e.Request.PathValue("id"), e.Request.PathValue("action")
	a, ok := registry[name][actionName]
	if !ok {
		return e.NotFoundError("Unknown action.", nil)
	}
	if !HasPermission(e.App, e.Auth, a.permission) {
		return e.ForbiddenError("You are not allowed to perform this action.", validation.Errors{
			"permission": validation.NewError("permission_required", "This action requires the {{.permission}} permission.").
				SetParams(map[string]any{"permission": a.permission}),
		})
	}
	col, err := e.App.FindCachedCollectionByNameOrId(name)
	if err != nil {
		return e.NotFoundError("", nil)
	}
	info, err := e.RequestInfo()
	if err != nil {
		return e.BadRequestError("The request body is not valid JSON.", nil)
	}
	if rec, err := e.App.FindRecordById(col, id); err != nil || !canView(e, rec, info) {
		return e.NotFoundError("", nil)
	}

	call := &actionCall{e: e, body: info.Body, now: time.Now().UTC()}
	if call.body == nil {
		call.body = map[string]any{}
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		defer audit.SetActor(tx, e.Auth)()
		if err := lockRow(tx, col.Name, id); err != nil {
			return err
		}
		rec, err := tx.FindRecordById(col, id)
		if err != nil {
			return err
		}
		call.tx, call.record = tx, rec
		return a.run(call)
	})
	if err == nil {
		err = call.refusal
	}
	if err != nil {
		return actionError(err)
	}

	rec, err := e.App.FindRecordById(col, id)
	if err != nil || !canView(e, rec, info) {
		return e.NotFoundError("", nil)
	}
	if err := apis.EnrichRecord(e, rec); err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, rec)
}

// canView reports whether the requesting user may view the record (its collection's ViewRule).
func canView(e *core.RequestEvent, rec *core.Record, info *core.RequestInfo) bool {
	ok, err := e.App.CanAccessRecord(rec, info, rec.Collection().ViewRule)
	return err == nil && ok
}

// lockRow takes the database write lock with a no-op update of the record's row, before anything is read,
// so no other writer (in this process or another) can change what the action is about to check. It
// answers sql.ErrNoRows when the record does not exist.
func lockRow(tx core.App, table, id string) error {
	res, err := tx.NonconcurrentDB().NewQuery("UPDATE {{" + table + "}} SET [[id]] = [[id]] WHERE [[id]] = {:id}").
		Bind(dbx.Params{"id": id}).Execute()
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return sql.ErrNoRows
	}
	return nil
}

// actionError turns what an action returned into PocketBase's error answer: API errors as they are,
// field errors (from refusals or record validation) as 400, a vanished record as 404, anything else 500.
func actionError(err error) error {
	var apiErr *router.ApiError
	if errors.As(err, &apiErr) {
		return apiErr
	}
	var fields validation.Errors
	if errors.As(err, &fields) {
		return apis.NewBadRequestError(firstFieldMessage(fields), fields)
	}
	if errors.Is(err, sql.ErrNoRows) {
		return apis.NewNotFoundError("", nil)
	}
	return apis.NewInternalServerError("", err)
}

// firstFieldMessage is the message of the first field error (by field name), for the top-level message.
func firstFieldMessage(fields validation.Errors) string {
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if fields[k] != nil {
			return fields[k].Error()
		}
	}
	return "The record could not be saved."
}

// refuse answers 400 with one field error. message may use {{.name}} placeholders filled from params;
// user data (names, numbers) must go through params, never into message itself.
func refuse(field, code, message string, params map[string]any) error {
	fe := validation.NewError(code, message)
	if len(params) > 0 {
		fe = fe.SetParams(params)
	}
	return apis.NewBadRequestError(fe.Error(), validation.Errors{field: fe})
}

// refuseTransition answers 400 invalid_status_transition on the status field; message may use {{.status}}.
func refuseTransition(r *core.Record, message string) error {
	return refuse("status", "invalid_status_transition", message, map[string]any{"status": r.GetString("status")})
}

// bodyString returns a trimmed string value of the body ("" when absent or not a string).
func bodyString(body map[string]any, key string) string {
	s, _ := body[key].(string)
	return strings.TrimSpace(s)
}

// bodyMoney parses a positive amount of money (a JSON number or numeric string) into piastres.
func bodyMoney(body map[string]any, key, message string) (int64, error) {
	v, ok := body[key]
	if !ok || v == nil {
		return 0, refuse(key, "validation_invalid_amount", message, nil)
	}
	p, err := lines.ParseMoney(jsonText(v))
	if err != nil || p <= 0 {
		return 0, refuse(key, "validation_invalid_amount", message, nil)
	}
	return p, nil
}

// bodyPaymentMethod returns the payment method under key: one of the specification's methods, or ""
// when absent and not required.
func bodyPaymentMethod(body map[string]any, key string, required bool) (string, error) {
	m := bodyString(body, key)
	if m == "" {
		if _, present := body[key]; present || required {
			return "", refuse(key, "validation_required", "Payment method is required.", nil)
		}
		return "", nil
	}
	if !contains(schema.PaymentMethods, m) {
		return "", refuse(key, "validation_invalid_payment_method", "Payment method must be one of: {{.methods}}.",
			map[string]any{"methods": strings.Join(schema.PaymentMethods, ", ")})
	}
	return m, nil
}

// bodyDate parses an optional date ("2026-03-05", "2026-03-05 00:00:00.000Z" or RFC 3339); fallback when absent.
func bodyDate(body map[string]any, key string, fallback types.DateTime) (types.DateTime, error) {
	s := bodyString(body, key)
	if s == "" {
		return fallback, nil
	}
	if len(s) == len("2006-01-02") {
		s += " 00:00:00.000Z"
	}
	d, err := types.ParseDateTime(s)
	if err != nil || d.IsZero() {
		return fallback, refuse(key, "validation_invalid_date", "The date is not valid.", nil)
	}
	return d, nil
}

// dayStart is midnight UTC of t's day: the form date fields are stored in.
func dayStart(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

// today is the call's date as a date-field value.
func (c *actionCall) today() types.DateTime {
	d, _ := types.ParseDateTime(dayStart(c.now))
	return d
}

// paymentTermsDays is app_settings.defaultPaymentTermsDays (0 when unset).
func paymentTermsDays(app core.App) int {
	if s := settingsRecord(app); s != nil {
		return s.GetInt("defaultPaymentTermsDays")
	}
	return 0
}

// defaultDueDate sets an invoice's empty due date to its issue date plus the default payment terms.
func defaultDueDate(app core.App, inv *core.Record) {
	if !inv.GetDateTime("dueDate").IsZero() {
		return
	}
	days := paymentTermsDays(app)
	issue := inv.GetDateTime("issueDate")
	if days <= 0 || issue.IsZero() {
		return
	}
	inv.Set("dueDate", issue.Time().AddDate(0, 0, days))
}

// copyLines returns a document's lines for a new document, dropping the item link of lines whose
// inventory item no longer exists (they become custom lines with the same description and price).
func copyLines(app core.App, r *core.Record) ([]map[string]any, error) {
	rows, err := jsonArray(r, "items")
	if err != nil {
		return nil, err
	}
	for _, row := range rows {
		id := rowString(row, "item")
		if id == "" {
			continue
		}
		if _, err := app.FindRecordById("inventory_items", id); err != nil {
			delete(row, "item")
			delete(row, "warehouse")
		}
	}
	return rows, nil
}
