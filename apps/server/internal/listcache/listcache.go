// Package listcache keeps the totals of lists ("Showing N of M") and where their deep pages start, between writes.
// A value is exact for as long as nothing it counts has changed: it is kept with the version (package changes)
// of its table, or of every table when it reads others through a join, as it was before the value was read, and
// served only while that version is still current (and for at most MaxAge).
package listcache

import (
	"container/list"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/changes"
)

// Entries is how many values are kept; the least recently used go first.
const Entries = 4096

// MaxAge bounds how long a value is kept even without a write this server saw: another process writing to the
// same database (a command run against a live data directory) moves no version here.
const MaxAge = 30 * time.Second

const storeKey = "erp.listcache"

// Cache holds the kept values.
type Cache struct {
	app     core.App
	mu      sync.Mutex
	entries map[string]*list.Element
	order   *list.List // most recently used first
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
		return &Cache{app: app, entries: map[string]*list.Element{}, order: list.New()}
	}).(*Cache)
}

// Version is what a value over table (or over every table, when joined) is read under; take it before reading.
func (c *Cache) Version(table string, joined bool) uint64 {
	if joined {
		table = changes.Every
	}
	return changes.Version(c.app, table)
}

// Get is the value kept for key while the version it was read under is still current.
func (c *Cache) Get(key, table string, joined bool) (any, bool) {
	current := c.Version(table, joined)
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[key]
	if !ok {
		return nil, false
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

// Keep stores a value read under version (taken with Version before the read began).
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
