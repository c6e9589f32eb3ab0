package reports

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestXLSXMemory prints what writing N rows to .xlsx costs in time and memory (scripts/bench-xlsx.sh runs it
// once per size, each in its own process; skipped unless ERP_XLSX_ROWS is set). The rows are a sales report's
// seven columns (text, Arabic text, two dates, two amounts, a status), built in memory first as a saved report
// holds them; the figures that matter are what the writer adds on top of them: its peak extra heap (HeapInuse
// sampled every 10 ms) and the growth of the process's resident set while it writes (VmHWM after the write,
// reset just before it, minus VmRSS before). It writes twice: as the server runs, where the collector's pacing
// lets garbage grow with the live heap (the rows), then collecting before each sample, which leaves what the
// writer itself holds; streaming keeps that flat as N grows.
func TestXLSXMemory(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("ERP_XLSX_ROWS"))
	if n <= 0 {
		t.Skip("set ERP_XLSX_ROWS=<rows> (scripts/bench-xlsx.sh)")
	}
	cols := []Column{
		{Key: "invoice_number", Kind: Text}, {Key: "client", Kind: Text}, {Key: "issue_date", Kind: Date},
		{Key: "due_date", Kind: Date}, {Key: "total", Kind: Money}, {Key: "amount_paid", Kind: Money},
		{Key: "status", Kind: Enum, Enum: []string{"invoices", "status"}},
	}
	statuses := []string{"Pending", "Partially Paid", "Paid", "Cancelled"}
	clients := []string{"شركة النيل للتجارة", "مصانع القاهرة للصلب", "Delta Foods", "الإسكندرية للمقاولات"}
	day := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	rows := make([][]any, n)
	for i := range rows {
		d := day.AddDate(0, 0, i%1000)
		rows[i] = []any{
			fmt.Sprintf("INV-2026-%07d", i+1), clients[i%len(clients)], d.Format("2006-01-02"),
			d.AddDate(0, 0, 30).Format("2006-01-02"), float64(1000+i%90000) + 0.5, float64(i % 5000), statuses[i%len(statuses)],
		}
	}
	saved := &Saved{Name: "Benchmark", Data: Result{Columns: cols, Rows: rows, RowCount: n}}
	mb := func(b float64) float64 { return b / (1 << 20) }
	var rowsHeap uint64
	// Twice: as the server runs (the collector paced by GOGC, which lets garbage grow with the live heap, so
	// with the rows), then with a collection before each sample, which leaves only what the writer holds.
	for _, live := range []bool{false, true} {
		runtime.GC()
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		rowsHeap = before.HeapAlloc
		rssBefore := procStatusKB(t, "VmRSS")
		// Writing 5 to clear_refs resets the peak resident set (VmHWM) to the current one.
		if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
			t.Logf("cannot reset VmHWM (%v): the peak RSS below includes building the rows", err)
		}
		var peak atomic.Uint64
		done, sampled := make(chan struct{}), make(chan struct{})
		go func() {
			defer close(sampled)
			var m runtime.MemStats
			for {
				select {
				case <-done:
					return
				case <-time.After(10 * time.Millisecond):
					if live {
						runtime.GC()
					}
					runtime.ReadMemStats(&m)
					v := m.HeapInuse
					if live {
						v = m.HeapAlloc
					}
					if v > peak.Load() {
						peak.Store(v)
					}
				}
			}
		}()
		started := time.Now()
		counter := &countingWriter{}
		if err := WriteXLSX(counter, saved, true); err != nil {
			t.Fatal(err)
		}
		took := time.Since(started)
		close(done)
		<-sampled
		hwm := procStatusKB(t, "VmHWM")
		base := before.HeapInuse
		what := "peak extra heap in use (garbage included)"
		if live {
			base, what = before.HeapAlloc, "peak extra live heap (collected before each sample)"
		}
		t.Logf("BENCH xlsx %d rows × %d columns%s: %s, file %.1f MB; rows %.1f MB of heap; writer's %s %.1f MB; "+
			"RSS growth while writing %.1f MB (peak %.1f MB)",
			n, len(cols), map[bool]string{false: "", true: " [GC each 10 ms]"}[live], took.Round(time.Millisecond),
			mb(float64(counter.n)), mb(float64(rowsHeap)), what, mb(float64(int64(peak.Load())-int64(base))),
			float64(hwm-rssBefore)/1024, float64(hwm)/1024)
	}
	runtime.KeepAlive(rows)
}

type countingWriter struct{ n int64 }

func (c *countingWriter) Write(p []byte) (int, error) { c.n += int64(len(p)); return len(p), nil }

var _ io.Writer = (*countingWriter)(nil)

// procStatusKB reads a "Vm…" line of /proc/self/status, in kB.
func procStatusKB(t *testing.T, key string) int64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if rest, ok := strings.CutPrefix(s.Text(), key+":"); ok {
			v, _ := strconv.ParseInt(strings.Fields(rest)[0], 10, 64)
			return v
		}
	}
	t.Fatalf("no %s in /proc/self/status", key)
	return 0
}
