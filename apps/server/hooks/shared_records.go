package hooks

// Hooks every domain uses on its own collections: transactions around CRUD requests, server-owned
// fields, the requesting user as creator, document numbers on create, initial states and field errors.

import (
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/numbering"
)

// requestTransaction runs create and update requests of the collections in one transaction, so the
// record and everything its hooks write (numbers, ledgers, alerts, audit rows) commit together.
func requestTransaction(app core.App, collections ...string) {
	wrap := func(e *core.RecordRequestEvent) error {
		return e.App.RunInTransaction(func(tx core.App) error {
			orig := e.App
			e.App = tx
			defer func() { e.App = orig }()
			return e.Next()
		})
	}
	app.OnRecordCreateRequest(collections...).BindFunc(wrap)
	app.OnRecordUpdateRequest(collections...).BindFunc(wrap)
	app.OnRecordDeleteRequest(collections...).BindFunc(wrap)
}

// serverOwned makes the listed fields server-owned for CRUD requests: a value sent by the client is
// ignored (blank on create, the stored value on update). Hooks then derive the real values.
func serverOwned(app core.App, collection string, fields ...string) {
	reset := func(e *core.RecordRequestEvent) error {
		for _, f := range fields {
			if e.Record.IsNew() {
				e.Record.Set(f, nil)
			} else {
				e.Record.Set(f, e.Record.Original().Get(f))
			}
		}
		return e.Next()
	}
	app.OnRecordCreateRequest(collection).BindFunc(reset)
	app.OnRecordUpdateRequest(collection).BindFunc(reset)
}

// stampCreator sets field to the requesting user on create.
func stampCreator(app core.App, collection, field string) {
	app.OnRecordCreateRequest(collection).BindFunc(func(e *core.RecordRequestEvent) error {
		if e.Auth != nil && e.Auth.Collection().Name == "users" {
			e.Record.Set(field, e.Auth.Id)
		} else {
			e.Record.Set(field, nil)
		}
		return e.Next()
	})
}

// inTx runs fn with a transactional app: e.App itself when it already is one, or a new transaction
// around the rest of the save chain.
func inTx(e *core.RecordEvent, fn func(tx core.App) error) error {
	run := func(tx core.App) error {
		orig := e.App
		e.App = tx
		defer func() { e.App = orig }()
		return fn(tx)
	}
	if e.App.IsTransactional() {
		return run(e.App)
	}
	return e.App.RunInTransaction(run)
}

// numberOnCreate assigns the next number of prefix's series (per year of dateField) to field when the
// record is created without one, inside the transaction that inserts it.
func numberOnCreate(app core.App, collection, field, prefix, dateField string) {
	app.OnRecordCreate(collection).BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if e.Record.GetString(field) == "" {
				year := time.Now().UTC().Year()
				if d := e.Record.GetDateTime(dateField); !d.IsZero() {
					year = d.Time().Year()
				}
				number, err := numbering.NextNumber(tx, prefix, year)
				if err != nil {
					return err
				}
				e.Record.Set(field, number)
			}
			return e.Next()
		})
	})
}

// defaultOnCreate fills an empty field of a new record with value (initial states).
func defaultOnCreate(r *core.Record, field string, value any) {
	if r.IsNew() && r.GetString(field) == "" {
		r.Set(field, value)
	}
}

// editable reports whether a document's lines may still change: it is new or was stored in state.
func editable(r *core.Record, state string) bool {
	return r.IsNew() || r.Original().GetString("status") == state
}

func checkDateOrder(r *core.Record, fromField, toField, message string) error {
	from, to := r.GetDateTime(fromField), r.GetDateTime(toField)
	if !from.IsZero() && !to.IsZero() && to.Time().Before(from.Time()) {
		return fieldError(toField, "validation_date_order", message)
	}
	return nil
}

// fieldError builds a PocketBase-shaped single field error.
func fieldError(field, code, message string) error {
	return validation.Errors{field: validation.NewError(code, message)}
}
