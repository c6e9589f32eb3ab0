// Package memwatch measures what a piece of work adds to the process's memory, for the benchmarks that print
// it: the peak heap in use (sampled every 10 ms) and the peak resident set (VmHWM, reset through
// /proc/self/clear_refs when the watch starts), each beside what the process held before.
package memwatch

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// Watch samples the heap from Start until Stop.
type Watch struct {
	before    runtime.MemStats
	rssBefore int64
	peak      atomic.Uint64
	done      chan struct{}
	sampled   chan struct{}
}

// Figures is what the watched work added, in bytes.
type Figures struct {
	PeakExtraHeap int64 // the peak heap in use over the heap in use at Start
	RSSBefore     int64 // the resident set at Start
	PeakRSS       int64 // the peak resident set between Start and Stop
}

// Start collects garbage, notes the heap and the resident set, resets the peak resident set and starts sampling.
// The error says the peak could not be reset (it then includes what came before).
func Start() (*Watch, error) {
	runtime.GC()
	w := &Watch{done: make(chan struct{}), sampled: make(chan struct{})}
	runtime.ReadMemStats(&w.before)
	var err error
	if w.rssBefore, err = StatusKB("VmRSS"); err != nil {
		return nil, err
	}
	// Writing 5 to clear_refs resets the peak resident set (VmHWM) to the current one.
	resetErr := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
	go func() {
		defer close(w.sampled)
		var m runtime.MemStats
		for {
			select {
			case <-w.done:
				return
			case <-time.After(10 * time.Millisecond):
				runtime.ReadMemStats(&m)
				if m.HeapInuse > w.peak.Load() {
					w.peak.Store(m.HeapInuse)
				}
			}
		}
	}()
	return w, resetErr
}

// HeapAllocSince is the heap allocated since Start (live or not yet collected), in bytes.
func (w *Watch) HeapAllocSince() int64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc) - int64(w.before.HeapAlloc)
}

// Stop ends the sampling and returns the figures.
func (w *Watch) Stop() (Figures, error) {
	close(w.done)
	<-w.sampled
	hwm, err := StatusKB("VmHWM")
	return Figures{
		PeakExtraHeap: int64(w.peak.Load()) - int64(w.before.HeapInuse),
		RSSBefore:     w.rssBefore * 1024,
		PeakRSS:       hwm * 1024,
	}, err
}

// StatusKB reads a "Vm…" line of /proc/self/status, in kB.
func StatusKB(key string) (int64, error) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0, err
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if rest, ok := strings.CutPrefix(s.Text(), key+":"); ok {
			return strconv.ParseInt(strings.Fields(rest)[0], 10, 64)
		}
	}
	return 0, fmt.Errorf("no %s in /proc/self/status", key)
}
