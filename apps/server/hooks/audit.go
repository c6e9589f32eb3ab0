package hooks

import (
	"database/sql"
	"encoding/json"
	"errors"
	"sync"

	"github.com/pocketbase/pocketbase/core"
)

// AuditCollection is the name of the audit trail collection.
const AuditCollection = "audit_log"

// auditSkipped never appear in an audit row: secrets of auth records.
var auditSkipped = map[string]bool{core.FieldNamePassword: true, core.FieldNameTokenKey: true}

var (
	auditActorsMu sync.Mutex
	auditActors   = map[core.App]*core.Record{}
)

// SetAuditActor records auth (a users or _superusers record, or nil for the system) as the author of every
// tracked change saved through tx until release is called. Call it right after opening a transaction in a
// custom route so the audit rows name the user:
//
//	return e.App.RunInTransaction(func(tx core.App) error {
//		defer hooks.SetAuditActor(tx, e.Auth)()
//		... tx.Save(invoice) ...
//	})
//
// CRUD requests on tracked collections do this automatically.
func SetAuditActor(tx core.App, auth *core.Record) (release func()) {
	auditActorsMu.Lock()
	prev, had := auditActors[tx]
	auditActors[tx] = auth
	auditActorsMu.Unlock()
	return func() {
		auditActorsMu.Lock()
		defer auditActorsMu.Unlock()
		if had {
			auditActors[tx] = prev
		} else {
			delete(auditActors, tx)
		}
	}
}

func auditActor(tx core.App) *core.Record {
	auditActorsMu.Lock()
	defer auditActorsMu.Unlock()
	return auditActors[tx]
}

// TrackAudit writes one audit_log row for every create, update and delete of a record in collections, in
// the same transaction as the change: if the save fails or its transaction rolls back, no row remains.
// CRUD requests (REST and batch) on these collections run in a transaction with the requesting user as the
// actor; saves from Go code are recorded with an empty user unless SetAuditActor was called on the tx.
//
// Register business collections from their domain binder, e.g. hooks.TrackAudit(app, "clients", "invoices").
func TrackAudit(app core.App, collections ...string) {
	names := make([]string, 0, len(collections))
	for _, c := range collections {
		if c != AuditCollection {
			names = append(names, c)
		}
	}
	if len(names) == 0 {
		return
	}

	app.OnRecordCreateRequest(names...).BindFunc(func(e *core.RecordRequestEvent) error {
		return auditRequestTx(e)
	})
	app.OnRecordUpdateRequest(names...).BindFunc(func(e *core.RecordRequestEvent) error {
		return auditRequestTx(e)
	})
	app.OnRecordDeleteRequest(names...).BindFunc(func(e *core.RecordRequestEvent) error {
		return auditRequestTx(e)
	})

	app.OnRecordCreateExecute(names...).BindFunc(func(e *core.RecordEvent) error {
		return auditExecute(e, "create")
	})
	app.OnRecordUpdateExecute(names...).BindFunc(func(e *core.RecordEvent) error {
		return auditExecute(e, "update")
	})
	app.OnRecordDeleteExecute(names...).BindFunc(func(e *core.RecordEvent) error {
		return auditExecute(e, "delete")
	})
}

// auditRequestTx runs the rest of the request in a transaction whose actor is the requesting user.
func auditRequestTx(e *core.RecordRequestEvent) error {
	return e.App.RunInTransaction(func(tx core.App) error {
		orig := e.App
		e.App = tx
		defer func() { e.App = orig }()
		defer SetAuditActor(tx, e.Auth)()
		return e.Next()
	})
}

func auditExecute(e *core.RecordEvent, action string) error {
	run := func(tx core.App) error {
		var changes map[string]any
		switch action {
		case "update":
			// Compare with the stored row: Original() is stale on a record object that was saved before.
			stored, err := tx.FindRecordById(e.Record.Collection(), e.Record.Id)
			if err != nil {
				return err
			}
			changes = auditDiff(stored, e.Record)
		case "delete":
			changes = auditSnapshot(e.Record)
		}

		orig := e.App
		e.App = tx
		err := e.Next()
		e.App = orig
		if err != nil {
			return err
		}

		if action == "create" {
			changes = auditSnapshot(e.Record)
		}
		if action == "update" && len(changes) == 0 {
			return nil // nothing but timestamps changed
		}
		return writeAudit(tx, e.Record, action, changes)
	}
	if e.App.IsTransactional() {
		return run(e.App)
	}
	return e.App.RunInTransaction(run)
}

func auditFieldTracked(f core.Field) bool {
	if auditSkipped[f.GetName()] || f.Type() == core.FieldTypePassword {
		return false
	}
	_, isAutodate := f.(*core.AutodateField)
	return !isAutodate
}

// auditSnapshot returns the tracked field values of record.
func auditSnapshot(record *core.Record) map[string]any {
	out := map[string]any{}
	for _, f := range record.Collection().Fields {
		if auditFieldTracked(f) {
			out[f.GetName()] = record.Get(f.GetName())
		}
	}
	return out
}

// auditDiff returns {field: [old, new]} for the tracked fields that changed, plus passwordChanged: true
// when an auth record's password changed.
func auditDiff(original, record *core.Record) map[string]any {
	out := map[string]any{}
	if record.Collection().IsAuth() && original.GetString(core.FieldNamePassword) != record.GetString(core.FieldNamePassword) {
		out["passwordChanged"] = true // the fact, never the value
	}
	for _, f := range record.Collection().Fields {
		if !auditFieldTracked(f) {
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

func writeAudit(tx core.App, record *core.Record, action string, changes map[string]any) error {
	col, err := tx.FindCachedCollectionByNameOrId(AuditCollection)
	if err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil // migrations that run before audit_log exists have nothing to write to
		}
		return err
	}
	row := core.NewRecord(col)
	row.Set("collection", record.Collection().Name)
	row.Set("recordId", record.Id)
	row.Set("action", action)
	row.Set("changes", changes)
	if actor := auditActor(tx); actor != nil {
		row.Set("userEmail", actor.Email())
		if actor.Collection().Name == "users" {
			row.Set("user", actor.Id)
		}
	}
	return tx.Save(row)
}

// bindAuditLog keeps the audit trail immutable through the API, for superusers too.
func bindAuditLog(app core.App) {
	refuse := func(e *core.RecordRequestEvent) error {
		return e.ForbiddenError("The audit log is read-only.", nil)
	}
	app.OnRecordCreateRequest(AuditCollection).BindFunc(refuse)
	app.OnRecordUpdateRequest(AuditCollection).BindFunc(refuse)
	app.OnRecordDeleteRequest(AuditCollection).BindFunc(refuse)
}
