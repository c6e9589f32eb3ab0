package actions

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Waiting is how many actions of app wait in the queue for the write connection (0 before any registration).
func Waiting(app core.App) int {
	r, ok := app.Store().Get(storeKey).(*registry)
	if !ok {
		return 0
	}
	r.queue.mu.Lock()
	defer r.queue.mu.Unlock()
	return len(r.queue.waiting)
}

// GroupTime is how long a group's transaction runs before it commits.
const GroupTime = groupTime

// UseClock makes the queue read the time from clock until restore is called.
func UseClock(clock func() time.Time) (restore func()) {
	prev := now
	now = clock
	return func() { now = prev }
}
