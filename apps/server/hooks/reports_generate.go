package hooks

// Report generation: the generate action of a template, the wizard's preview and the variable catalogue.

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/permissions"
	"erp/server/internal/reports"
	"erp/server/internal/schema"
)

// Routes of the report engine besides the generate action.
const (
	ReportPreviewRoute   = "/api/erp/reports/preview"
	ReportCatalogueRoute = "/api/erp/reports/catalogue"
	ReportExportRoute    = "/api/erp/saved_reports/{id}/export"
)

// ReportPreviewRows is how many rows the wizard's preview shows.
const ReportPreviewRows = 10

func bindReportEngine(app core.App) {
	actions.Register(app, "report_templates", map[string]actions.Action{
		"generate": {
			Permission: "create:saved-reports", Idempotent: true, Alone: true, Run: generateReportAction,
			Answer: func(c *actions.Call) (string, string) {
				if c.AnswerID != "" {
					return "saved_reports", c.AnswerID
				}
				if key := idempotentReportID(c.Event); key != "" {
					return "saved_reports", key
				}
				return "", ""
			},
		},
	})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.POST(ReportPreviewRoute, previewReport).Bind(apis.RequireAuth())
		se.Router.GET(ReportCatalogueRoute, reportCatalogue).Bind(apis.RequireAuth())
		return se.Next()
	})
	bindReportExport(app)
	bindReportProgress(app)
	bindReportSchedules(app)
}

// templateSpec reads a template's report specification.
func templateSpec(r *core.Record) reports.Spec {
	spec := reports.Spec{ReportType: r.GetString("reportType")}
	_ = json.Unmarshal(jsonBytes(r.Get("variables")), &spec.Variables)
	_ = json.Unmarshal(jsonBytes(r.Get("filters")), &spec.Filters)
	_ = json.Unmarshal(jsonBytes(r.Get("aggregations")), &spec.Aggregations)
	return spec
}

// reportError turns the engine's refusals into the API's answers: 403 permission_required, 400 with a code.
func reportError(err error) error {
	var forbidden *reports.Forbidden
	if errors.As(err, &forbidden) {
		return apis.NewForbiddenError("You are not allowed to see this report.", actions.PermissionRequired(forbidden.Permission))
	}
	var refusal *reports.Refusal
	if errors.As(err, &refusal) {
		return refusal.Refuse()
	}
	return err
}

// idempotentReportID is the id of the saved report a generate request with an Idempotency-Key creates, so
// a repeat answers the same report.
func idempotentReportID(e *core.RequestEvent) string {
	key := strings.TrimSpace(e.Request.Header.Get(actions.IdempotencyKeyHeader))
	if key == "" {
		return ""
	}
	user := ""
	if e.Auth != nil {
		user = e.Auth.Id
	}
	return reportRunID(e.Request.PathValue("id"), user, key)
}

// reportRunID derives a saved report's id from its template, its user and the request's Idempotency-Key.
func reportRunID(template, user, key string) string {
	sum := sha256.Sum256([]byte(template + "|" + user + "|" + key))
	return hex.EncodeToString(sum[:])[:15]
}

func generateReportAction(c *actions.Call) error {
	arabic := requestLocale(c.Event.Request) == "ar-EG"
	granted := func(k string) bool { return permissions.Granted(c.Tx, c.Event.Auth, k) }
	name := actions.BodyString(c.Body, "name")
	if len([]rune(name)) > 200 {
		return actions.Refuse("name", "validation_max_text_constraint", "Must be no more than {{.max}} character(s).", map[string]any{"max": 200})
	}
	id := idempotentReportID(c.Event)
	run := ReportRun{Name: name, User: c.User(), Arabic: arabic, Now: c.Now, Granted: granted, ID: id}
	if id != "" {
		run.Progress = func(stage string, done, total int) { generation.set(id, stage, done, total) }
	}
	saved, err := GenerateReport(c.Tx, c.Record, run)
	if err != nil {
		if id != "" {
			generation.set(id, progressFailed, 0, 0)
		}
		return reportError(err)
	}
	c.AnswerID = saved.Id
	return nil
}

// ReportRun is one generation of a template's report.
type ReportRun struct {
	Name         string // defaults to the template's name and the company's date
	User         string // the generating user (createdBy)
	Arabic       bool   // names in Arabic, headers stored in Arabic
	Now          time.Time
	Granted      func(key string) bool // the generating user's permission keys
	ID           string                // the saved report's id (idempotent requests), or "" for a new one
	ScheduledFor string                // the schedule's run, for a scheduled report
	// Progress, when set, hears each stage (progressCounting, progressRows, progressSaving) with the rows
	// stored so far and the rows to store.
	Progress func(stage string, done, total int)
}

// GenerateReport computes a template's report and saves it, in the caller's transaction, as a saved report.
// It runs in stages, reported to run.Progress: the count and the aggregations (one query), then the rows,
// streamed from the report's query into the saved report's rows (reports.RowsTable) in batches, then the
// record, whose data keeps the columns, the count and the first reports.ScreenRows rows for the screens.
func GenerateReport(tx core.App, template *core.Record, run ReportRun) (*core.Record, error) {
	name, now := run.Name, run.Now
	progress := run.Progress
	if progress == nil {
		progress = func(string, int, int) {}
	}
	plan, err := reports.Prepare(templateSpec(template), run.Arabic, run.Granted)
	if err != nil {
		return nil, err
	}
	progress(progressCounting, 0, 0)
	count, summary, err := plan.Summarise(tx.DB())
	if err != nil {
		return nil, err
	}
	total := min(count, reports.MaxStoredRows)
	progress(progressRows, 0, total)
	if name == "" {
		name = template.GetString("name") + " — " + CompanyDay(tx, now).Format("2006-01-02")
		if r := []rune(name); len(r) > 200 {
			name = string(r[:200])
		}
	}
	col, err := tx.FindCachedCollectionByNameOrId("saved_reports")
	if err != nil {
		return nil, err
	}
	saved := core.NewRecord(col)
	saved.Id = run.ID
	if saved.Id == "" {
		saved.Id = core.GenerateDefaultRandomId()
	}
	rows, err := reports.NewRowWriter(tx.DB(), saved.Id)
	if err != nil {
		return nil, err
	}
	res := plan.Empty()
	if err := plan.Each(tx.DB(), reports.MaxStoredRows, func(row []any) error {
		if len(res.Rows) < reports.ScreenRows {
			res.Rows = append(res.Rows, append([]any(nil), row...))
		}
		if err := rows.Add(row); err != nil {
			return err
		}
		if n := rows.Count(); n%progressStep == 0 {
			progress(progressRows, n, total)
		}
		return nil
	}); err != nil {
		return nil, err
	}
	if err := rows.Flush(); err != nil {
		return nil, err
	}
	progress(progressSaving, rows.Count(), total)
	res.Summary = nil
	res.RowCount = count
	res.StoredRows = rows.Count()
	res.Truncated = count > res.StoredRows
	res.ScheduledFor = run.ScheduledFor
	saved.Set("name", name)
	saved.Set("description", template.GetString("description"))
	saved.Set("template", template.Id)
	saved.Set("reportType", template.GetString("reportType"))
	saved.Set("reportKey", plan.Key())
	saved.Set("data", res)
	saved.Set("summary", summary)
	saved.Set("createdBy", run.User)
	if err := tx.Save(saved); err != nil {
		return nil, err
	}
	return saved, nil
}

// previewReport answers the first rows, the row count and the summary of a template being built, unsaved.
func previewReport(e *core.RequestEvent) error {
	if !permissions.Granted(e.App, e.Auth, "create:report-templates") && !permissions.Granted(e.App, e.Auth, "edit:report-templates") {
		return e.ForbiddenError("You are not allowed to build report templates.", actions.PermissionRequired("create:report-templates"))
	}
	var spec reports.Spec
	if err := json.NewDecoder(http.MaxBytesReader(e.Response, e.Request.Body, 1<<20)).Decode(&spec); err != nil {
		return e.BadRequestError("The request body is not valid JSON.", nil)
	}
	if !contains(schema.ReportTypes, spec.ReportType) {
		return actions.Refuse("reportType", "validation_invalid_report_type", "Unknown report type.", nil)
	}
	arabic := requestLocale(e.Request) == "ar-EG"
	plan, err := reports.Prepare(spec, arabic, func(k string) bool { return permissions.Granted(e.App, e.Auth, k) })
	if err != nil {
		return reportError(err)
	}
	res, err := plan.Run(e.App.DB(), ReportPreviewRows)
	if err != nil {
		return reportError(err)
	}
	return e.JSON(http.StatusOK, res)
}

type catalogueVariable struct {
	Key    string            `json:"key"`
	Label  string            `json:"label"`
	Kind   reports.Kind      `json:"kind"`
	Values []catalogueOption `json:"values,omitempty"`
}

type catalogueOption struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

type catalogueGroup struct {
	Group     string              `json:"group"`
	Label     string              `json:"label"`
	Variables []catalogueVariable `json:"variables"`
}

// reportCatalogue answers, for each report type, the variable groups it offers with each variable's
// header, kind and (for enumerations) values, in the user's language, and whether the user may run it.
func reportCatalogue(e *core.RequestEvent) error {
	arabic := requestLocale(e.Request) == "ar-EG"
	keys := permissions.RoleKeys(e.App, e.Auth)
	has := func(k string) bool { return e.Auth.IsSuperuser() || contains(keys, k) }
	types := map[string]any{}
	for _, t := range schema.ReportTypes {
		groups := []catalogueGroup{}
		for _, g := range reports.GroupsOf(t) {
			cg := catalogueGroup{Group: g, Label: reports.GroupLabels[g].In(arabic), Variables: []catalogueVariable{}}
			for _, v := range schema.ReportVariables[g] {
				kind, enum := reports.VariableInfo(t, v)
				if kind == "" {
					continue
				}
				cv := catalogueVariable{Key: v, Label: reports.VariableLabels[v].In(arabic), Kind: kind}
				for _, val := range schema.EnumValues(enum[0], enum[1]) {
					l, _ := schema.EnumLabel(enum[0], enum[1], val)
					cv.Values = append(cv.Values, catalogueOption{val, l.In(arabic)})
				}
				cg.Variables = append(cg.Variables, cv)
			}
			groups = append(groups, cg)
		}
		key := reports.ReportKey(t)
		types[t] = map[string]any{"groups": groups, "reportKey": key, "allowed": key == "" || has(key)}
	}
	return e.JSON(http.StatusOK, map[string]any{
		"types": types, "notTracked": reports.NotTrackedLabel.In(arabic),
		"canExport": has("export:reports"), "canGenerate": has("create:saved-reports"),
	})
}
