// Package listcache keeps the totals of lists ("Showing N of M") and where their deep pages start between writes.
// A total is exact for as long as
// no record it counts has changed, so each table has a version that every write bumps, and a total is served from
// the cache only while the versions it was counted under are still current: the table's own, or, for a count
// that reads other tables through a join, the version of every table.
//
// Writes through PocketBase (app.Save and app.Delete, in or out of a transaction) bump the versions by themselves
// once they are committed (Bind). Code that writes a table with SQL of its own calls Changed for that table, which
// waits for the transaction it is in (if any) to commit: a total counted before the commit must not be kept as
// current after it.
package listcache

import (
	"container/list"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Entries is how many totals are kept; the least recently used go first.
const Entries = 4096

// MaxAge bounds how long a value is kept even without a write this server saw: another process writing to the
// same database (a command run against a live data directory) bumps no version here.
const MaxAge = 30 * time.Second

const storeKey = "erp.listcache"

// every is the version of every table, bumped by any write.
const every = "*"

// Cache holds totals and the tables' versions.
type Cache struct {
	mu       sync.Mutex
	versions map[string]uint64
	entries  map[string]*list.Element
	order    *list.List // most recently used first
}

type entry struct {
	key     string
	version uint64
	value   any
	at      time.Time
}

// For is the app's cache (one per app, kept in its store).
func For(app core.App) *Cache {
	return app.Store().GetOrSet(storeKey, func() any {
		return &Cache{versions: map[string]uint64{}, entries: map[string]*list.Element{}, order: list.New()}
	}).(*Cache)
}

// Bind bumps a table's version after every committed PocketBase write to it.
func Bind(app core.App) {
	bump := func(e *core.ModelEvent) error {
		For(e.App).bump(e.Model.TableName())
		return e.Next()
	}
	app.OnModelAfterCreateSuccess().BindFunc(bump)
	app.OnModelAfterUpdateSuccess().BindFunc(bump)
	app.OnModelAfterDeleteSuccess().BindFunc(bump)
}

// Changed records a write to each table by app, once it is committed: every total counted over them is stale
// from then on. Inside a transaction that is rolled back, nothing changed.
func Changed(app core.App, tables ...string) {
	if tx, ok := app.(interface{ TxInfo() *core.TxAppInfo }); ok && app.IsTransactional() && tx.TxInfo() != nil {
		tx.TxInfo().OnComplete(func(txErr error) error {
			if txErr == nil {
				For(app).bump(tables...)
			}
			return nil
		})
		return
	}
	For(app).bump(tables...)
}

func (c *Cache) bump(tables ...string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, t := range tables {
		c.versions[t]++
	}
	c.versions[every]++
}

// Version is what a total over table (or over every table, when joined) is counted under; read it before counting.
func (c *Cache) Version(table string, joined bool) uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	if joined {
		return c.versions[every]
	}
	return c.versions[table]
}

// Get is the value kept for key while the version it was counted under is still current.
func (c *Cache) Get(key, table string, joined bool) (any, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[key]
	if !ok {
		return nil, false
	}
	current := c.versions[table]
	if joined {
		current = c.versions[every]
	}
	e := el.Value.(*entry)
	if e.version != current || time.Since(e.at) > MaxAge {
		c.order.Remove(el)
		delete(c.entries, key)
		return nil, false
	}
	c.order.MoveToFront(el)
	return e.value, true
}

// Keep stores a value counted under version (read with Version before the count began).
func (c *Cache) Keep(key string, version uint64, value any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.entries[key]; ok {
		c.order.Remove(el)
	}
	c.entries[key] = c.order.PushFront(&entry{key: key, version: version, value: value, at: time.Now()})
	for c.order.Len() > Entries {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.entries, last.Value.(*entry).key)
	}
}
