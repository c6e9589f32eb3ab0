package reports

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"

	"github.com/pocketbase/dbx"

	"erp/server/internal/memwatch"
	_ "modernc.org/sqlite"
)

// TestXLSXMemory prints what exporting N stored rows to .xlsx costs in time and memory (scripts/bench-xlsx.sh
// runs it once per size and mode, each in its own process; skipped unless ERP_XLSX_ROWS is set). The rows are a
// sales report's seven columns (text, Arabic text, two dates, two amounts, a status), stored first in a
// throw-away SQLite database's RowsTable as a generation stores them. ERP_XLSX_MODE=stream (the export today)
// reads them through a cursor into the writer; ERP_XLSX_MODE=memory decodes every row into memory first, as the
// export did when a saved report kept its rows in its data JSON. It prints the time, the file's size, the heap the
// rows took, the writer's peak extra heap (HeapInuse sampled every 10 ms) and the process's peak resident set
// while exporting (VmHWM, reset just before through /proc/self/clear_refs) with its growth over VmRSS before.
// Streaming keeps the peak flat as N grows.
func TestXLSXMemory(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("ERP_XLSX_ROWS"))
	if n <= 0 {
		t.Skip("set ERP_XLSX_ROWS=<rows> (scripts/bench-xlsx.sh)")
	}
	mode := os.Getenv("ERP_XLSX_MODE")
	if mode == "" {
		mode = "stream"
	}
	cols := []Column{
		{Key: "invoice_number", Kind: Text}, {Key: "client", Kind: Text}, {Key: "issue_date", Kind: Date},
		{Key: "due_date", Kind: Date}, {Key: "total", Kind: Money}, {Key: "amount_paid", Kind: Money},
		{Key: "status", Kind: Enum, Enum: []string{"invoices", "status"}},
	}
	db := benchRowsDB(t, n)
	mb := func(b float64) float64 { return b / (1 << 20) }

	saved := &Saved{Name: "Benchmark", Data: Result{Columns: cols, RowCount: n}}
	watch, err := memwatch.Start()
	if err != nil {
		t.Logf("cannot reset VmHWM (%v): the peak RSS below includes storing the rows", err)
	}
	started := time.Now()
	rowsHeap := 0.0
	if mode == "memory" {
		// As the export was: every row decoded into memory, then written.
		var all [][]any
		if err := StoredRows(db, "bench", 0)(func(row []any) error {
			all = append(all, append([]any(nil), row...))
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		rowsHeap = mb(float64(watch.HeapAllocSince()))
		saved.Data.Rows = all
	} else {
		saved.Rows = StoredRows(db, "bench", 0)
	}
	counter := &countingWriter{}
	if err := WriteXLSX(counter, saved, true); err != nil {
		t.Fatal(err)
	}
	took := time.Since(started)
	mem, err := watch.Stop()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("BENCH xlsx %s %d rows × %d columns: %s, file %.1f MB; rows held %.1f MB; peak extra heap in use %.1f MB; "+
		"peak RSS %.1f MB (%.1f MB over the %.1f MB before the export)",
		mode, n, len(cols), took.Round(time.Millisecond), mb(float64(counter.n)), rowsHeap,
		mb(float64(mem.PeakExtraHeap)), mb(float64(mem.PeakRSS)), mb(float64(mem.PeakRSS-mem.RSSBefore)),
		mb(float64(mem.RSSBefore)))
	runtime.KeepAlive(saved)
}

// benchRowsDB stores n rows of a sales report under the report "bench" in a throw-away SQLite database.
func benchRowsDB(t *testing.T, n int) *dbx.DB {
	t.Helper()
	db, err := dbx.Open("sqlite", filepath.Join(t.TempDir(), "rows.db")+"?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.NewQuery(CreateRowsTableSQL).Execute(); err != nil {
		t.Fatal(err)
	}
	statuses := []string{"Pending", "Partially Paid", "Paid", "Cancelled"}
	clients := []string{"شركة النيل للتجارة", "مصانع القاهرة للصلب", "Delta Foods", "الإسكندرية للمقاولات"}
	day := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	started := time.Now()
	err = db.Transactional(func(tx *dbx.Tx) error {
		w, err := NewRowWriter(tx, "bench")
		if err != nil {
			return err
		}
		for i := 0; i < n; i++ {
			d := day.AddDate(0, 0, i%1000)
			if err := w.Add([]any{
				fmt.Sprintf("INV-2026-%07d", i+1), clients[i%len(clients)], d.Format("2006-01-02"),
				d.AddDate(0, 0, 30).Format("2006-01-02"), float64(1000+i%90000) + 0.5, float64(i % 5000), statuses[i%len(statuses)],
			}); err != nil {
				return err
			}
		}
		return w.Flush()
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("BENCH store %d rows in %s: %s", n, RowsTable, time.Since(started).Round(time.Millisecond))
	return db
}

type countingWriter struct{ n int64 }

func (c *countingWriter) Write(p []byte) (int, error) { c.n += int64(len(p)); return len(p), nil }

var _ io.Writer = (*countingWriter)(nil)
