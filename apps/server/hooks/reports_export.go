package hooks

// Saved report downloads: GET /api/erp/saved_reports/{id}/export?format=pdf|excel|csv (export:reports).

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/pdf"
	"erp/server/internal/permissions"
	"erp/server/internal/reports"
	"erp/server/internal/schema"
)

// ReportPDFRows bounds the rows a printed report shows; the Excel and CSV files hold every saved row.
const ReportPDFRows = 2000

func bindReportExport(app core.App) {
	engine := pdf.NewEngine(pdf.ChromiumPath(), pdf.DefaultConcurrency, pdf.DefaultTimeout)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET(ReportExportRoute, func(e *core.RequestEvent) error { return exportReport(e, engine) }).
			Bind(apis.RequireAuth())
		return se.Next()
	})
}

// savedFromRecord reads a saved report for an export: its columns, count and summary from the record, its
// rows streamed from reports.RowsTable through a cursor (a report saved before that table keeps them in data).
func savedFromRecord(app core.App, r *core.Record) (*reports.Saved, error) {
	s := &reports.Saved{Name: r.GetString("name"), Generated: r.GetDateTime("created").Time()}
	if err := json.Unmarshal(jsonBytes(r.Get("data")), &s.Data); err != nil {
		return nil, err
	}
	_ = json.Unmarshal(jsonBytes(r.Get("summary")), &s.Summary)
	stored, err := reports.HasStoredRows(app.DB(), r.Id)
	if err != nil {
		return nil, err
	}
	if stored {
		s.Data.Rows = nil
		s.Rows = reports.StoredRows(app.DB(), r.Id, 0)
	}
	return s, nil
}

var unsafeReportFileName = regexp.MustCompile(`[^\p{L}\p{N}\-_. ]+`)

// reportFileName is the download's name: the report's name made safe, with the format's extension.
func reportFileName(name, ext string) (ascii, utf8 string) {
	base := strings.TrimSpace(unsafeReportFileName.ReplaceAllString(name, "-"))
	if base == "" {
		base = "report"
	}
	a := strings.Map(func(r rune) rune {
		if r < 128 {
			return r
		}
		return -1
	}, base)
	a = strings.Trim(strings.Join(strings.Fields(a), " "), " -")
	if a == "" {
		a = "report"
	}
	return a + "." + ext, base + "." + ext
}

func exportReport(e *core.RequestEvent, engine *pdf.Engine) error {
	if !permissions.Granted(e.App, e.Auth, "export:reports") {
		return e.ForbiddenError("You are not allowed to export reports.", actions.PermissionRequired("export:reports"))
	}
	format := e.Request.URL.Query().Get("format")
	if !contains(schema.ExportFormats, format) {
		return actions.Refuse("format", "validation_invalid_export_format", "The format must be pdf, excel or csv.", nil)
	}
	info, err := e.RequestInfo()
	if err != nil {
		return e.BadRequestError("", err)
	}
	rec, err := actions.FindViewable(e, "saved_reports", e.Request.PathValue("id"), info)
	if err != nil {
		return e.NotFoundError("Report not found", nil)
	}
	saved, err := savedFromRecord(e.App, rec)
	if err != nil {
		return e.InternalServerError("", err)
	}
	locale := requestLocale(e.Request)
	if v := e.Request.URL.Query().Get("locale"); v != "" {
		if locale = knownLocale(v); locale == "" {
			return actions.Refuse("locale", "validation_invalid_locale", "The locale must be en-US or ar-EG.", nil)
		}
	}
	arabic := locale == "ar-EG"

	h := e.Response.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	attach := func(ext string) {
		a, u := reportFileName(saved.Name, ext)
		h.Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"; filename*=UTF-8''%s`, a, url.PathEscape(u)))
	}
	switch format {
	case "csv":
		attach("csv")
		h.Set("Content-Type", "text/csv; charset=utf-8")
		e.Response.WriteHeader(http.StatusOK)
		return reports.WriteCSV(e.Response, saved, arabic)
	case "excel":
		attach("xlsx")
		h.Set("Content-Type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
		e.Response.WriteHeader(http.StatusOK)
		return reports.WriteXLSX(e.Response, saved, arabic)
	}
	printed, err := printedReport(e.App, rec, saved, locale)
	if err != nil {
		return e.InternalServerError("", err)
	}
	html, err := pdf.ReportHTML(printed)
	if err != nil {
		return e.InternalServerError("", err)
	}
	file, err := engine.Print(e.Request.Context(), html)
	if err != nil {
		return printError(e, err, "saved_reports", rec.Id)
	}
	attach("pdf")
	return e.Blob(http.StatusOK, "application/pdf", file)
}

// printedReport lays a saved report out for printing in locale: headers, values (enumeration labels,
// grouped amounts in the locale's digits), and the summary.
func printedReport(app core.App, rec *core.Record, s *reports.Saved, locale string) (*pdf.Report, error) {
	arabic := locale == "ar-EG"
	num := func(c reports.Column, v any) string {
		t := reports.Display(c, v, arabic)
		if (c.Kind == reports.Money || c.Kind == reports.Number) && v != nil {
			t = pdf.Digits(locale, pdf.GroupThousands(t))
		} else if c.Kind == reports.Date {
			t = pdf.Digits(locale, t)
		}
		return t
	}
	r := &pdf.Report{Locale: locale, Title: s.Name, PageLabel: "Page", OfLabel: "of", SummaryHead: "Summary"}
	typeLabel, _ := schema.EnumLabel("saved_reports", "reportType", rec.GetString("reportType"))
	created := pdf.Digits(locale, CompanyDay(app, s.Generated).Format("2006-01-02"))
	r.Subtitle = typeLabel.En + " · Generated " + created
	if arabic {
		r.PageLabel, r.OfLabel, r.SummaryHead = "صفحة", "من", "الملخص"
		r.Subtitle = typeLabel.Ar + " · أُنشئ في " + created
	}
	for _, c := range s.Data.Columns {
		r.Headers = append(r.Headers, reports.Header(c, arabic))
		r.Numeric = append(r.Numeric, c.Kind == reports.Money || c.Kind == reports.Number)
	}
	if s.Rows != nil {
		s.Rows = reports.StoredRows(app.DB(), rec.Id, ReportPDFRows)
	}
	if err := s.Each(func(row []any) error {
		if len(r.Rows) == ReportPDFRows {
			return nil
		}
		cells := make([]string, len(s.Data.Columns))
		for j, c := range s.Data.Columns {
			var v any
			if j < len(row) {
				v = row[j]
			}
			cells[j] = num(c, v)
		}
		r.Rows = append(r.Rows, cells)
		return nil
	}); err != nil {
		return nil, err
	}
	if n := s.Data.RowCount; n > len(r.Rows) {
		shown, all := pdf.Digits(locale, pdf.GroupThousands(fmt.Sprint(len(r.Rows)))), pdf.Digits(locale, pdf.GroupThousands(fmt.Sprint(n)))
		r.Note = "The first " + shown + " of " + all + " rows are printed; download Excel or CSV for every row."
		if arabic {
			r.Note = "طُبع أول " + shown + " صف من " + all + "؛ نزّل ملف Excel أو CSV لكل الصفوف."
		}
	}
	rowsLabel := "Rows"
	if arabic {
		rowsLabel = "عدد الصفوف"
	}
	r.Summary = append(r.Summary, [2]string{rowsLabel, pdf.Digits(locale, pdf.GroupThousands(fmt.Sprint(s.Data.RowCount)))})
	for _, sm := range s.Summary {
		r.Summary = append(r.Summary, [2]string{reports.SummaryLabel(sm, arabic), num(reports.Column{Key: sm.Field, Kind: sm.Kind}, sm.Value)})
	}
	return r, nil
}
