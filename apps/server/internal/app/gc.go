package app

import (
	"os"
	"runtime/debug"
)

// gcPercent is the garbage collector's target the server runs with when GOGC is not set: the heap may grow to
// five times what is live between collections instead of twice. The server keeps a few megabytes live (its
// caches are SQLite's, outside the Go heap), so at Go's default of 100 a busy server collected every few
// megabytes allocated, about ninety times a second while completing stock transfers back to back, and each
// collection took CPU from the request holding the database's write connection. At 400 a few megabytes live
// become about twenty on the heap; docs/PERFORMANCE.md has the figures. GOGC in the environment still wins.
const gcPercent = 400

// tuneGC applies gcPercent unless the environment sets GOGC, and answers the percent in effect.
func tuneGC() int {
	if v, set := os.LookupEnv("GOGC"); set && v != "" {
		p := debug.SetGCPercent(-1)
		debug.SetGCPercent(p)
		return p
	}
	debug.SetGCPercent(gcPercent)
	return gcPercent
}
