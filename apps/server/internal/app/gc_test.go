package app

import (
	"runtime/debug"
	"testing"
)

func TestTuneGC(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))

	t.Setenv("GOGC", "")
	if got := tuneGC(); got != gcPercent {
		t.Errorf("without GOGC: %d, want %d", got, gcPercent)
	}
	if p := debug.SetGCPercent(-1); p != gcPercent {
		t.Errorf("the collector runs at %d, want %d", p, gcPercent)
	}

	// GOGC set: the runtime read it at start; tuneGC leaves whatever is in effect.
	debug.SetGCPercent(150)
	t.Setenv("GOGC", "150")
	if got := tuneGC(); got != 150 {
		t.Errorf("with GOGC=150: %d", got)
	}
	if p := debug.SetGCPercent(-1); p != 150 {
		t.Errorf("the collector runs at %d, want GOGC's 150", p)
	}
}
