package hooks

// The payroll engine's inputs that change rarely (the overtime policy in app_settings and the
// payroll_parameters rows) are read once and kept per application, not on every calculation: the calculate
// route, every save of a draft and every record of a run read them. A change through the application
// (the settings screen, the API, a seed in this process) empties the cache after its commit; a write by
// another process (a CLI seed or restore against a live server) is seen within payrollCacheTTL.

import (
	"maps"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/payroll"
	"erp/server/internal/payrollparams"
)

const (
	payrollCacheKey = "erp.payrollCache"
	payrollCacheTTL = 10 * time.Second
)

type paramsEntry struct {
	params payrollparams.Params
	at     time.Time
}

type payrollCache struct {
	mu         sync.Mutex
	generation uint64 // bumped by every change; a read that saw an older one is not kept
	settings   *payroll.Settings
	settingsAt time.Time
	params     map[string]paramsEntry // by the first day of the period, YYYY-MM-DD
}

func bindPayrollCache(app core.App) {
	app.Store().Set(payrollCacheKey, &payrollCache{params: map[string]paramsEntry{}})
	forget := func(e *core.RecordEvent) error {
		if c := payrollCacheOf(e.App); c != nil {
			c.forget()
		}
		return e.Next()
	}
	for _, col := range []string{"payroll_parameters", "app_settings"} {
		app.OnRecordAfterCreateSuccess(col).BindFunc(forget)
		app.OnRecordAfterUpdateSuccess(col).BindFunc(forget)
		app.OnRecordAfterDeleteSuccess(col).BindFunc(forget)
	}
}

func payrollCacheOf(app core.App) *payrollCache {
	c, _ := app.Store().Get(payrollCacheKey).(*payrollCache)
	return c
}

func (c *payrollCache) forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.generation++
	c.settings = nil
	c.params = map[string]paramsEntry{}
}

func (c *payrollCache) gen() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.generation
}

// payrollSettings is the overtime policy in force, from the cache when it is fresh. Inside a transaction the
// cache is read but never filled (the transaction may see rows that are not committed).
func payrollSettings(app core.App) payroll.Settings {
	c := payrollCacheOf(app)
	if c == nil {
		return readPayrollSettings(app)
	}
	c.mu.Lock()
	if c.settings != nil && time.Since(c.settingsAt) < payrollCacheTTL {
		s := *c.settings
		c.mu.Unlock()
		s.MultipliersMilli = maps.Clone(s.MultipliersMilli)
		return s
	}
	gen := c.generation
	c.mu.Unlock()
	s := readPayrollSettings(app)
	if !app.IsTransactional() {
		kept := s
		kept.MultipliersMilli = maps.Clone(s.MultipliersMilli)
		c.mu.Lock()
		if c.generation == gen {
			c.settings, c.settingsAt = &kept, time.Now()
		}
		c.mu.Unlock()
	}
	return s
}

// cachedParams is payrollparams.For through the cache.
func cachedParams(app core.App, day time.Time) (payrollparams.Params, error) {
	c := payrollCacheOf(app)
	if c == nil {
		return payrollparams.For(app, day)
	}
	key := day.UTC().Format("2006-01-02")
	c.mu.Lock()
	if e, ok := c.params[key]; ok && time.Since(e.at) < payrollCacheTTL {
		c.mu.Unlock()
		return e.params, nil
	}
	gen := c.generation
	c.mu.Unlock()
	p, err := payrollparams.For(app, day)
	if err == nil && !app.IsTransactional() { // a failure (none in force, a busy database) is not kept
		c.mu.Lock()
		if c.generation == gen {
			c.params[key] = paramsEntry{p, time.Now()}
		}
		c.mu.Unlock()
	}
	return p, err
}
