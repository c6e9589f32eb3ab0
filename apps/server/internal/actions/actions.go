// Package actions is the business-action route, POST /api/erp/{collection}/{id}/{action}, for the state
// changes the record API cannot check (stock, balances, one receipt per invoice). Each domain registers
// the actions of its own collections with Register.
//
// Every action checks one permission key, answers 404 for a record the user cannot view, and runs in one
// transaction (shared with the actions waiting beside it, group.go) that first takes the database write lock
// on the record's row, then re-reads the record and checks the state transition. Concurrent requests and
// double clicks therefore run one after the other, and the second sees what the first wrote. Idempotent
// actions also honour an Idempotency-Key header. The answer is the record as GET
// /api/collections/{c}/records/{id} gives it to the same user (?expand= works the same way).
package actions

import (
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"sort"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
)

// Route is the path pattern of the business action route.
const Route = "/api/erp/{collection}/{id}/{action}"

// Action is one business action on the records of a collection.
type Action struct {
	Permission string // the catalogue key the user's role must hold
	Run        func(c *Call) error
	// Idempotent actions honour an Idempotency-Key header: a repeat of a request that succeeded (same key,
	// record, action and body) does nothing and answers the record as it is now; the key sent with another
	// request is refused (idempotency_key_reused).
	Idempotent bool
	// Answer, when set, names the record the action answers instead of the addressed one (an action that
	// creates a record answers that record). It runs after the transaction, also for a repeated idempotent
	// request (then Call.Record is nil); an empty id answers the addressed record.
	Answer func(c *Call) (collection, id string)
	// Alone actions always run in a transaction of their own, never in a group with the actions waiting
	// beside them (group.go): long ones, and those that report to the user outside the database while they
	// run, since a group that fails runs its actions again.
	Alone bool
}

// Call is one running action.
type Call struct {
	Event  *core.RequestEvent
	Tx     core.App
	Record *core.Record // the addressed record, re-read inside the transaction after its row was locked
	Body   map[string]any
	Now    time.Time
	// Refusal is answered after the transaction commits, for an action that records a state change
	// (a quotation found expired) and still refuses what was asked.
	Refusal error
	// AnswerID is where Run leaves the id of the record it created, for the action's Answer.
	AnswerID string
}

// User returns the requesting user's id, or "" for a superuser.
func (c *Call) User() string {
	if c.Event.Auth != nil && c.Event.Auth.Collection().Name == "users" {
		return c.Event.Auth.Id
	}
	return ""
}

// Today is the call's date as a date-field value.
func (c *Call) Today() types.DateTime {
	d, _ := types.ParseDateTime(DayStart(c.Now))
	return d
}

// registry holds the actions of one app, by collection and action name, and the queue of their
// transactions (group.go).
type registry struct {
	mu      sync.RWMutex
	actions map[string]map[string]Action
	queue   queue
}

func (r *registry) find(collection, name string) (Action, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	a, ok := r.actions[collection][name]
	return a, ok
}

const storeKey = "erpActions"

// Register adds the actions of collection to app's action route; the first registration binds the route.
// Registering the same action of a collection twice panics.
func Register(app core.App, collection string, actions map[string]Action) {
	reg := app.Store().GetOrSet(storeKey, func() any {
		r := &registry{actions: map[string]map[string]Action{}}
		app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
			Id: "erpActionRoute",
			Func: func(se *core.ServeEvent) error {
				se.Router.POST(Route, func(e *core.RequestEvent) error { return run(e, r) }).Bind(apis.RequireAuth())
				return se.Next()
			},
		})
		app.Cron().MustAdd("erpPruneIdempotencyKeys", "40 3 * * *", func() {
			if err := pruneKeys(app); err != nil {
				app.Logger().Error("pruning idempotency keys", "error", err)
			}
		})
		return r
	}).(*registry)

	reg.mu.Lock()
	defer reg.mu.Unlock()
	if reg.actions[collection] == nil {
		reg.actions[collection] = map[string]Action{}
	}
	for name, a := range actions {
		if _, dup := reg.actions[collection][name]; dup {
			panic(fmt.Sprintf("actions: %s/%s registered twice", collection, name))
		}
		reg.actions[collection][name] = a
	}
}

func run(e *core.RequestEvent, reg *registry) error {
	name, id, actionName := e.Request.PathValue("collection"), e.Request.PathValue("id"), e.Request.PathValue("action")
	a, ok := reg.find(name, actionName)
	if !ok {
		return e.NotFoundError("Unknown action.", nil)
	}
	if !permissions.Granted(e.App, e.Auth, a.Permission) {
		return e.ForbiddenError("You are not allowed to perform this action.", PermissionRequired(a.Permission))
	}
	col, err := e.App.FindCachedCollectionByNameOrId(name)
	if err != nil {
		return e.NotFoundError("", nil)
	}
	info, err := e.RequestInfo()
	if err != nil {
		return e.BadRequestError("The request body is not valid JSON.", nil)
	}
	if _, err := FindViewable(e, col, id, info); err != nil {
		return e.NotFoundError("", nil)
	}

	call := &Call{Event: e, Body: info.Body, Now: time.Now().UTC()}
	if call.Body == nil {
		call.Body = map[string]any{}
	}
	var key *idempotency
	if a.Idempotent {
		if key, err = requestKey(e, col.Name, id, actionName, call.Body); err != nil {
			return err
		}
	}
	err = reg.queue.run(&job{e: e, action: a, collection: col.Name, id: id, key: key, call: call})
	if err == nil {
		err = call.Refusal
	}
	if err != nil {
		return answerError(err)
	}

	answerCol, answerID := col.Name, id
	if a.Answer != nil {
		if c, rid := a.Answer(call); rid != "" {
			answerCol, answerID = c, rid
		}
	}
	rec, err := FindViewable(e, answerCol, answerID, info)
	if err != nil {
		return e.NotFoundError("", nil)
	}
	if err := apis.EnrichRecord(e, rec); err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, rec)
}

// PermissionRequired is the data of a 403 answer: {"permission": {code: permission_required, params: {permission}}}.
func PermissionRequired(permission string) validation.Errors {
	return validation.Errors{
		"permission": validation.NewError("permission_required", "This action requires the {{.permission}} permission.").
			SetParams(map[string]any{"permission": permission}),
	}
}

// FindViewable finds the record of the collection (a name, an id or the model) that the request may view, by its
// collection's ViewRule; a record that does not exist or that the request may not view is an error alike, to be
// answered 404.
//
// It reads the record, then runs the rule as a second, small query (PocketBase's CanAccessRecord), rather than one
// query with the rule as its condition: the rules' permission test (`~`, a LIKE with a bound pattern) makes SQLite
// compile its statement again at every run, since the pattern's value may change the query plan, and compiling the
// record's whole SELECT each time cost as much as the second query saves. The record's own query stays compiled
// (SCHEMA.md, Compiled statements).
func FindViewable(e *core.RequestEvent, collection any, id string, info *core.RequestInfo) (*core.Record, error) {
	rec, err := e.App.FindRecordById(collection, id)
	if err != nil {
		return nil, err
	}
	ok, err := e.App.CanAccessRecord(rec, info, rec.Collection().ViewRule)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, sql.ErrNoRows
	}
	return rec, nil
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

// answerError turns what an action returned into PocketBase's error answer: API errors as they are,
// field errors (from refusals or record validation) as 400, a vanished record as 404, anything else 500.
func answerError(err error) error {
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

// LockTable takes the database write lock before anything is read, for a route that changes many rows of
// table in one transaction (a no-op UPDATE, as lockRow does for one record).
func LockTable(tx core.App, table string) error {
	_, err := tx.NonconcurrentDB().NewQuery("UPDATE {{" + table + "}} SET [[id]] = [[id]] WHERE 0").Execute()
	return err
}

// UserOf returns the requesting user's id, or "" for a superuser.
func UserOf(e *core.RequestEvent) string {
	if e.Auth != nil && e.Auth.Collection().Name == "users" {
		return e.Auth.Id
	}
	return ""
}

// Answer turns an error into PocketBase's error answer as the action route does: API errors as they are,
// field errors as 400, a vanished record as 404, anything else 500.
func Answer(err error) error { return answerError(err) }
