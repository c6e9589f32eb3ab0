package hooks_test

import (
	"sync"
	"testing"
	"time"
)

// TestAScheduleSetInItsOwnMinuteRunsOnceWhateverOverlaps: a daily 08:00 Cairo template made at 08:00:20 is
// generated in that minute (a schedule's time is a minute), and runs of the job that overlap (the next minute's
// tick while a run is still going, or the job started by hand) generate it once.
func TestAScheduleSetInItsOwnMinuteRunsOnceWhateverOverlaps(t *testing.T) {
	w := newReportWorld(t)
	fields := unpaidOverTenThousand()
	fields["schedule"] = map[string]any{"frequency": "daily", "time": "08:00"}
	tpl := w.template(t, fields)
	if _, err := w.env.App.DB().NewQuery("UPDATE report_templates SET created = '2026-01-11 06:00:20.000Z' WHERE id = {:id}").
		Bind(map[string]any{"id": tpl.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	now, _ := time.Parse(time.RFC3339, "2026-01-11T06:00:40Z") // 08:00:40 in Cairo
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		total int
	)
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n, err := hooksRunScheduledReports(w.env.App, now)
			if err != nil {
				t.Error(err)
			}
			mu.Lock()
			total += n
			mu.Unlock()
		}()
	}
	wg.Wait()
	if total != 1 {
		t.Errorf("four overlapping runs generated %d reports, want 1", total)
	}
	reports, err := w.env.App.FindRecordsByFilter("saved_reports", "template = {:t}", "", 0, 0, map[string]any{"t": tpl.Id})
	if err != nil || len(reports) != 1 {
		t.Fatalf("saved reports of the run: %d (%v)", len(reports), err)
	}
	if alerts := openAlerts(t, w.env.App, "report_generated", reports[0].Id); len(alerts) != 1 {
		t.Errorf("alerts of the run: %d", len(alerts))
	}

	// The day before the template existed is not caught up; the next day's 08:00 is.
	if n, _ := hooksRunScheduledReports(w.env.App, now.Add(-24*time.Hour)); n != 0 {
		t.Errorf("generated for a run before the template: %d", n)
	}
	if n, _ := hooksRunScheduledReports(w.env.App, now.Add(24*time.Hour)); n != 1 {
		t.Errorf("next day: %d", n)
	}
}
