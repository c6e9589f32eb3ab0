package hooks

// The progress of a report's generation: GET /api/erp/report_templates/{id}/generate/progress?key=<Idempotency-Key>.
//
// The generate action is one transaction, so nothing it writes is visible before it commits; its progress is
// kept in the server's memory instead, under the id the saved report will have (derived from the template, the
// user and the request's Idempotency-Key), which only that user can ask for. The app polls it while the
// action's request is open.

import (
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/reports"
)

// ReportProgressRoute answers a generation's progress.
const ReportProgressRoute = "/api/erp/report_templates/{id}/generate/progress"

// The stages of a generation, as the progress route names them.
const (
	progressWaiting  = "waiting"  // no generation with this key has started (yet)
	progressCounting = "counting" // the count and the aggregations
	progressRows     = "rows"     // storing the rows: done of total
	progressSaving   = "saving"   // every row stored; saving the record, then committing
	progressDone     = "done"     // committed: report is the saved report's id
	progressFailed   = "failed"   // refused or rolled back
)

// progressStep is how many rows pass between two progress updates.
const progressStep = 1000

// progressKeep is how long a finished generation's progress stays readable.
const progressKeep = 10 * time.Minute

// ReportProgress is a generation's progress as the route answers it.
type ReportProgress struct {
	Stage string `json:"stage"`
	Done  int    `json:"done"`
	Total int    `json:"total"`
	// Fraction is the share done, 0 to 1: 0 while counting, the rows stored over the rows to store, 1 once
	// every row is stored.
	Fraction float64 `json:"fraction"`
	Report   string  `json:"report,omitempty"`
	at       time.Time
}

type generations struct {
	mu   sync.Mutex
	runs map[string]*ReportProgress
}

// generation is the server's table of generations in progress and recently finished.
var generation = &generations{runs: map[string]*ReportProgress{}}

func (g *generations) set(id, stage string, done, total int) {
	now := time.Now()
	g.mu.Lock()
	defer g.mu.Unlock()
	for k, p := range g.runs {
		if (p.Stage == progressDone || p.Stage == progressFailed) && now.Sub(p.at) > progressKeep {
			delete(g.runs, k)
		}
	}
	p := &ReportProgress{Stage: stage, Done: done, Total: total, at: now}
	switch {
	case stage == progressDone:
		if old := g.runs[id]; old != nil {
			p.Done, p.Total = old.Done, old.Total
		}
		p.Fraction, p.Report = 1, id
	case stage == progressSaving:
		p.Fraction = 1
	case stage == progressRows && total > 0:
		p.Fraction = float64(done) / float64(total)
	}
	g.runs[id] = p
}

// finish marks a generation done (its saved report committed) or failed, when it is being followed.
func (g *generations) finish(id, stage string) {
	g.mu.Lock()
	_, followed := g.runs[id]
	g.mu.Unlock()
	if followed {
		g.set(id, stage, 0, 0)
	}
}

func (g *generations) get(id string) ReportProgress {
	g.mu.Lock()
	defer g.mu.Unlock()
	if p := g.runs[id]; p != nil {
		return *p
	}
	return ReportProgress{Stage: progressWaiting}
}

func bindReportProgress(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET(ReportProgressRoute, func(e *core.RequestEvent) error {
			key := strings.TrimSpace(e.Request.URL.Query().Get("key"))
			if key == "" {
				return e.BadRequestError("The generation's Idempotency-Key is required (key).", nil)
			}
			e.Response.Header().Set("Cache-Control", "no-store")
			return e.JSON(http.StatusOK, generation.get(reportRunID(e.Request.PathValue("id"), e.Auth.Id, key)))
		}).Bind(apis.RequireAuth())
		return se.Next()
	})
	// Done once the saved report is committed (these hooks run after the transaction), failed if it rolls back.
	app.OnRecordAfterCreateSuccess("saved_reports").BindFunc(func(e *core.RecordEvent) error {
		generation.finish(e.Record.Id, progressDone)
		return e.Next()
	})
	app.OnRecordAfterCreateError("saved_reports").BindFunc(func(e *core.RecordErrorEvent) error {
		generation.finish(e.Record.Id, progressFailed)
		return e.Next()
	})
	// A saved report's rows go with it, in the same transaction.
	app.OnRecordDelete("saved_reports").BindFunc(func(e *core.RecordEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		return reports.DeleteStoredRows(e.App.DB(), e.Record.Id)
	})
}
