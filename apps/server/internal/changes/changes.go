// Package changes counts the committed writes to each table, so that what the server keeps between requests (list
// totals, the dashboard's figures, the payroll engine's parameters) knows when it is stale: a value read under a
// table's version is current for as long as that version is.
//
// Writes through PocketBase (app.Save and app.Delete, in or out of a transaction) move the versions by themselves
// once they are committed (Bind). Code that writes a table with SQL of its own calls Changed, which waits for the
// transaction it is in (if any) to commit: a value read before the commit must not pass as current after it.
// Another process writing to the same database moves nothing here: keepers bound their values' age as well.
package changes

import (
	"sync"

	"github.com/pocketbase/pocketbase/core"
)

// Every is the pseudo-table whose version moves with any write (for what reads several tables through joins).
const Every = "*"

const storeKey = "erp.changes"

type versions struct {
	mu sync.Mutex
	of map[string]uint64
}

// of is the app's versions (one per app, kept in its store: tests run several apps in one process).
func of(app core.App) *versions {
	return app.Store().GetOrSet(storeKey, func() any { return &versions{of: map[string]uint64{}} }).(*versions)
}

// Bind moves a table's version after every committed PocketBase write to it.
func Bind(app core.App) {
	moved := func(e *core.ModelEvent) error {
		of(e.App).move(e.Model.TableName())
		return e.Next()
	}
	app.OnModelAfterCreateSuccess().BindFunc(moved)
	app.OnModelAfterUpdateSuccess().BindFunc(moved)
	app.OnModelAfterDeleteSuccess().BindFunc(moved)
}

// Changed records a write to each table by app, once it is committed. Inside a transaction that is rolled back,
// nothing changed.
func Changed(app core.App, tables ...string) {
	if tx, ok := app.(interface{ TxInfo() *core.TxAppInfo }); ok && app.IsTransactional() && tx.TxInfo() != nil {
		tx.TxInfo().OnComplete(func(txErr error) error {
			if txErr == nil {
				of(app).move(tables...)
			}
			return nil
		})
		return
	}
	of(app).move(tables...)
}

func (v *versions) move(tables ...string) {
	v.mu.Lock()
	defer v.mu.Unlock()
	for _, t := range tables {
		v.of[t]++
	}
	v.of[Every]++
}

// Versions are the tables' versions now, in order; read them before reading what they guard.
func Versions(app core.App, tables ...string) []uint64 {
	v := of(app)
	v.mu.Lock()
	defer v.mu.Unlock()
	out := make([]uint64, len(tables))
	for i, t := range tables {
		out[i] = v.of[t]
	}
	return out
}

// Version is one table's version now.
func Version(app core.App, table string) uint64 { return Versions(app, table)[0] }
