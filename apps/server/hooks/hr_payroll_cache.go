package hooks

// The payroll engine's inputs that change rarely (the overtime policy in app_settings and the
// payroll_parameters rows) are read once and kept per application, not on every calculation: the calculate
// route, every save of a draft and every record of a run read them. They are kept with the versions (package
// changes) of both tables as they were before the read, so a change through the application (the settings screen,
// the API, a seed in this process) is seen by the next read after its commit; a write by another process (a CLI
// seed or restore against a live server) is seen within payrollCacheTTL.

import (
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/changes"
	"erp/server/internal/payroll"
	"erp/server/internal/payrollparams"
)

const (
	payrollCacheKey = "erp.payrollCache"
	payrollCacheTTL = 10 * time.Second
)

// payrollSources are the tables the kept inputs are read from.
var payrollSources = []string{"payroll_parameters", "app_settings"}

type kept[T any] struct {
	value    T
	versions []uint64
	at       time.Time
}

type payrollCache struct {
	mu       sync.Mutex
	settings *kept[payroll.Settings]
	params   map[string]kept[payrollparams.Params] // by the first day of the period, YYYY-MM-DD
}

func payrollCacheOf(app core.App) *payrollCache {
	return app.Store().GetOrSet(payrollCacheKey, func() any {
		return &payrollCache{params: map[string]kept[payrollparams.Params]{}}
	}).(*payrollCache)
}

// fresh reports whether a value kept under versions may still be served.
func fresh[T any](k *kept[T], now []uint64) bool {
	return k != nil && slices.Equal(k.versions, now) && time.Since(k.at) < payrollCacheTTL
}

// payrollSettings is the overtime policy in force, from the cache when it is fresh. Inside a transaction the
// cache is read but never filled (the transaction may see rows that are not committed).
func payrollSettings(app core.App) payroll.Settings {
	c := payrollCacheOf(app)
	now := changes.Versions(app, payrollSources...)
	c.mu.Lock()
	k := c.settings
	c.mu.Unlock()
	if fresh(k, now) {
		s := k.value
		s.MultipliersMilli = maps.Clone(s.MultipliersMilli)
		return s
	}
	s := readPayrollSettings(app)
	if !app.IsTransactional() {
		keep := s
		keep.MultipliersMilli = maps.Clone(s.MultipliersMilli)
		c.mu.Lock()
		c.settings = &kept[payroll.Settings]{value: keep, versions: now, at: time.Now()}
		c.mu.Unlock()
	}
	return s
}

// cachedParams is payrollparams.For through the cache.
func cachedParams(app core.App, day time.Time) (payrollparams.Params, error) {
	c := payrollCacheOf(app)
	key := day.UTC().Format("2006-01-02")
	now := changes.Versions(app, payrollSources...)
	c.mu.Lock()
	k, ok := c.params[key]
	c.mu.Unlock()
	if ok && fresh(&k, now) {
		return k.value, nil
	}
	p, err := payrollparams.For(app, day)
	if err == nil && !app.IsTransactional() { // a failure (none in force, a busy database) is not kept
		c.mu.Lock()
		c.params[key] = kept[payrollparams.Params]{value: p, versions: now, at: time.Now()}
		c.mu.Unlock()
	}
	return p, err
}
