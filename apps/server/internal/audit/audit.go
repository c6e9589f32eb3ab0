// Package audit is the audit trail: one audit_log row per create, update and delete of a tracked record,
// written in the same transaction as the change and naming the user who made it. Rows are never changed
// through the API, by superusers neither.
package audit

import (
	"database/sql"
	"encoding/json"
	"errors"
	"sync"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/recordid"
)

// Collection is the name of the audit trail collection.
const Collection = "audit_log"

// skipped never appear in an audit row: secrets of auth records.
var skipped = map[string]bool{core.FieldNamePassword: true, core.FieldNameTokenKey: true}

var (
	actorsMu sync.Mutex
	actors   = map[core.App]*core.Record{}
)

// SetActor records auth (a users or _superusers record, or nil for the system) as the author of every
// tracked change saved through tx until release is called. Call it right after opening a transaction in a
// custom route so the audit rows name the user:
//
//	return e.App.RunInTransaction(func(tx core.App) error {
//		defer audit.SetActor(tx, e.Auth)()
//		... tx.Save(invoice) ...
//	})
//
// CRUD requests on tracked collections do this automatically.
func SetActor(tx core.App, auth *core.Record) (release func()) {
	actorsMu.Lock()
	prev, had := actors[tx]
	actors[tx] = auth
	actorsMu.Unlock()
	return func() {
		actorsMu.Lock()
		defer actorsMu.Unlock()
		if had {
			actors[tx] = prev
		} else {
			delete(actors, tx)
		}
	}
}

// Actor returns the author SetActor recorded for tx (nil for a system change).
func Actor(tx core.App) *core.Record {
	actorsMu.Lock()
	defer actorsMu.Unlock()
	return actors[tx]
}

// Track writes one audit_log row for every create, update and delete of a record in collections, in
// the same transaction as the change: if the save fails or its transaction rolls back, no row remains.
// CRUD requests (REST and batch) on these collections run in a transaction with the requesting user as the
// actor; saves from Go code are recorded with an empty user unless SetActor was called on the tx.
//
// Register business collections from their domain binder, e.g. audit.Track(app, "clients", "invoices").
func Track(app core.App, collections ...string) {
	track(app, true, collections)
}

// TrackChanges is Track without the create rows: for an append-only ledger whose rows are their own record of
// who created them, when and why (stock_movements). An update or a delete of one (a superuser's, or PocketBase
// clearing a relation when the related record is deleted) is still audited.
func TrackChanges(app core.App, collections ...string) {
	track(app, false, collections)
}

func track(app core.App, creates bool, collections []string) {
	names := make([]string, 0, len(collections))
	for _, c := range collections {
		if c != Collection {
			names = append(names, c)
		}
	}
	if len(names) == 0 {
		return
	}

	app.OnRecordCreateRequest(names...).BindFunc(func(e *core.RecordRequestEvent) error {
		return requestTx(e)
	})
	app.OnRecordUpdateRequest(names...).BindFunc(func(e *core.RecordRequestEvent) error {
		return requestTx(e)
	})
	app.OnRecordDeleteRequest(names...).BindFunc(func(e *core.RecordRequestEvent) error {
		return requestTx(e)
	})

	if creates {
		app.OnRecordCreateExecute(names...).BindFunc(func(e *core.RecordEvent) error {
			return execute(e, "create")
		})
	}
	app.OnRecordUpdateExecute(names...).BindFunc(func(e *core.RecordEvent) error {
		return execute(e, "update")
	})
	app.OnRecordDeleteExecute(names...).BindFunc(func(e *core.RecordEvent) error {
		return execute(e, "delete")
	})
}

// requestTx runs the rest of the request in a transaction whose actor is the requesting user.
func requestTx(e *core.RecordRequestEvent) error {
	return e.App.RunInTransaction(func(tx core.App) error {
		orig := e.App
		e.App = tx
		defer func() { e.App = orig }()
		defer SetActor(tx, e.Auth)()
		return e.Next()
	})
}

func execute(e *core.RecordEvent, action string) error {
	run := func(tx core.App) error {
		var changes map[string]any
		switch action {
		case "update":
			// Compare with the stored row: Original() is stale on a record object that was saved before.
			stored, err := tx.FindRecordById(e.Record.Collection(), e.Record.Id)
			if err != nil {
				return err
			}
			changes = diff(stored, e.Record)
		case "delete":
			changes = snapshot(e.Record)
		}

		orig := e.App
		e.App = tx
		err := e.Next()
		e.App = orig
		if err != nil {
			return err
		}

		if action == "create" {
			changes = snapshot(e.Record)
		}
		if action == "update" && len(changes) == 0 {
			return nil // nothing but timestamps changed
		}
		return write(tx, e.Record, action, changes)
	}
	if e.App.IsTransactional() {
		return run(e.App)
	}
	return e.App.RunInTransaction(run)
}

func fieldTracked(f core.Field) bool {
	if skipped[f.GetName()] || f.Type() == core.FieldTypePassword {
		return false
	}
	_, isAutodate := f.(*core.AutodateField)
	return !isAutodate
}

// snapshot returns the tracked field values of record.
func snapshot(record *core.Record) map[string]any {
	out := map[string]any{}
	for _, f := range record.Collection().Fields {
		if fieldTracked(f) {
			out[f.GetName()] = record.Get(f.GetName())
		}
	}
	return out
}

// diff returns {field: [old, new]} for the tracked fields that changed, plus passwordChanged: true
// when an auth record's password changed.
func diff(original, record *core.Record) map[string]any {
	out := map[string]any{}
	if record.Collection().IsAuth() && original.GetString(core.FieldNamePassword) != record.GetString(core.FieldNamePassword) {
		out["passwordChanged"] = true // the fact, never the value
	}
	for _, f := range record.Collection().Fields {
		if !fieldTracked(f) {
			continue
		}
		name := f.GetName()
		oldV, newV := original.Get(name), record.Get(name)
		a, errA := json.Marshal(oldV)
		b, errB := json.Marshal(newV)
		if errA != nil || errB != nil || string(a) != string(b) {
			out[name] = []any{oldV, newV}
		}
	}
	return out
}

func write(tx core.App, record *core.Record, action string, changes map[string]any) error {
	row, err := NewRow(tx, record, action, changes)
	if err != nil || row == nil {
		return err
	}
	return tx.Save(row)
}

// NewRow builds, without saving it, the audit_log row Track writes for action on record (nil when the
// audit_log collection does not exist yet), for code that writes tracked rows with direct statements in
// bulk and must write their audit rows itself, in the same transaction.
func NewRow(tx core.App, record *core.Record, action string, changes map[string]any) (*core.Record, error) {
	col, err := tx.FindCachedCollectionByNameOrId(Collection)
	if err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, nil // migrations that run before audit_log exists have nothing to write to
		}
		return nil, err
	}
	row := core.NewRecord(col)
	row.Set(core.FieldNameId, recordid.New()) // in time order: appended to the id index (see recordid)
	row.Set("collection", record.Collection().Name)
	row.Set("recordId", record.Id)
	row.Set("action", action)
	row.Set("changes", changes)
	if actor := Actor(tx); actor != nil {
		row.Set("userEmail", actor.Email())
		if actor.Collection().Name == "users" {
			row.Set("user", actor.Id)
		}
	}
	return row, nil
}

// Snapshot returns the tracked field values of record: the changes of a create row.
func Snapshot(record *core.Record) map[string]any { return snapshot(record) }

// Bind keeps the audit trail immutable through the API, for superusers too.
func Bind(app core.App) {
	refuse := func(e *core.RecordRequestEvent) error {
		return e.ForbiddenError("The audit log is read-only.", nil)
	}
	app.OnRecordCreateRequest(Collection).BindFunc(refuse)
	app.OnRecordUpdateRequest(Collection).BindFunc(refuse)
	app.OnRecordDeleteRequest(Collection).BindFunc(refuse)
}
