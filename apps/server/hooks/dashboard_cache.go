package hooks

// The dashboard's figures, kept per card and company day until a record behind the card changes.
//
// Every user who opens the dashboard, and every signed-in client after each realtime ping, asks for the same
// figures: the company's today and yesterday do not depend on who asks (only which cards they see does). Each
// card's figures are kept with the change counters of the collections it reads (cardSources) as they were
// before the figures were read; any create, update or delete of such a record, once committed, moves its
// collection's counter, so the next request reads the card again. A figure read while a change commits is kept
// under the counter of before the change and so is never served after it. Writes that bypass the record hooks
// (raw SQL, another process on the same database) are not seen: figures are read again at the latest
// dashboardCacheMaxAge after they were kept.

import (
	"slices"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// dashboardCacheMaxAge bounds how long kept figures may be served without a change seen.
const dashboardCacheMaxAge = time.Minute

// cardSources are the collections each card reads (app_settings too, for every card: the time zone).
var cardSources = map[string][]string{
	"daily-invoices":      {"invoices"},
	"daily-expenses":      {"expenses"},
	"daily-balance":       {"invoice_payments", "bill_payments", "expenses"},
	"new-quotations":      {"quotations"},
	"inventory-movement":  {"stock_movements"},
	"active-clients":      {"invoices", "quotations", "receipts"},
	"pending-bills":       {"bills"},
	"employee-attendance": {"employees", "leave_requests"},
}

type dashboardCache struct {
	mu       sync.Mutex
	counters map[string]uint64
	cards    map[string]keptCard
	settings *keptSettings
}

type keptCard struct {
	counters []uint64
	at       time.Time
	figures  figures
}

type keptSettings struct {
	counter uint64
	at      time.Time
	record  *core.Record
}

const dashboardCacheKey = "erpDashboardCache"

// cacheOf is the app's cache (each app has its own: tests run several apps in one process).
func cacheOf(app core.App) *dashboardCache {
	return app.Store().GetOrSet(dashboardCacheKey, func() any {
		return &dashboardCache{counters: map[string]uint64{}, cards: map[string]keptCard{}}
	}).(*dashboardCache)
}

// changed moves the counter of a collection whose record changed (after the commit).
func (c *dashboardCache) changed(collection string) {
	c.mu.Lock()
	c.counters[collection]++
	c.mu.Unlock()
}

func (c *dashboardCache) snapshot(card string) []uint64 {
	sources := append(slices.Clone(cardSources[card]), "app_settings")
	out := make([]uint64, len(sources))
	for i, s := range sources {
		out[i] = c.counters[s]
	}
	return out
}

// figures returns the card's figures for the day, kept or read by read.
func (c *dashboardCache) figures(card string, day time.Time, loc *time.Location, read func() (figures, error)) (figures, error) {
	key := card + "|" + day.Format("2006-01-02") + "|" + loc.String()
	c.mu.Lock()
	now := c.snapshot(card)
	kept, ok := c.cards[key]
	c.mu.Unlock()
	if ok && slices.Equal(kept.counters, now) && time.Since(kept.at) < dashboardCacheMaxAge {
		return kept.figures, nil
	}
	f, err := read()
	if err != nil {
		return f, err
	}
	c.mu.Lock()
	// Another request may have kept newer figures meanwhile; keep these only if none are newer.
	if cur, ok := c.cards[key]; !ok || !newer(cur.counters, now) {
		c.cards[key] = keptCard{counters: now, at: time.Now(), figures: f}
	}
	c.mu.Unlock()
	return f, nil
}

func newer(a, b []uint64) bool {
	for i := range a {
		if a[i] > b[i] {
			return true
		}
	}
	return false
}

// settingsRecord is the app_settings record (nil without one), kept until it changes.
func (c *dashboardCache) settingsRecord(app core.App) *core.Record {
	c.mu.Lock()
	now := c.counters["app_settings"]
	kept := c.settings
	c.mu.Unlock()
	if kept != nil && kept.counter == now && time.Since(kept.at) < dashboardCacheMaxAge {
		return kept.record
	}
	r := settingsRecord(app)
	c.mu.Lock()
	if c.settings == nil || c.settings.counter <= now {
		c.settings = &keptSettings{counter: now, at: time.Now(), record: r}
	}
	c.mu.Unlock()
	return r
}

// bindDashboardCache moves the counters after every committed change of a card's records.
func bindDashboardCache(app core.App) {
	cache := cacheOf(app)
	changed := func(e *core.RecordEvent) error {
		cache.changed(e.Record.Collection().Name)
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess(dashboardCollections...).BindFunc(changed)
	app.OnRecordAfterUpdateSuccess(dashboardCollections...).BindFunc(changed)
	app.OnRecordAfterDeleteSuccess(dashboardCollections...).BindFunc(changed)
}
