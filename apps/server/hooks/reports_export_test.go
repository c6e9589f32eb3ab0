package hooks_test

import (
	"bytes"
	"encoding/csv"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"erp/server/internal/pdf/pdftest"
	"erp/server/internal/testutil"
)

func (w *reportWorld) generated(t *testing.T) string {
	t.Helper()
	spec := unpaidOverTenThousand()
	spec["filters"] = []map[string]any{{"variable": "status", "operator": "not_equals", "value": "Draft"}}
	tpl := w.template(t, spec)
	status, out, raw := w.env.Act(t, w.manager, "report_templates/"+tpl.Id+"/generate", map[string]any{"name": "مبيعات الربع الأول"},
		map[string]string{"Accept-Language": "ar-EG"})
	if status != 200 {
		t.Fatalf("generate: %d %s", status, raw)
	}
	return out["id"].(string)
}

func (w *reportWorld) export(t *testing.T, id, format, lang string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, "/api/erp/saved_reports/"+id+"/export?format="+format, nil)
	req.Header.Set("Authorization", testutil.Token(t, w.manager))
	req.Header.Set("Accept-Language", lang)
	rec := httptest.NewRecorder()
	w.env.Handler.ServeHTTP(rec, req)
	if rec.Code != 200 && format != "bogus" {
		t.Fatalf("%s export: %d %s", format, rec.Code, rec.Body.String())
	}
	return rec
}

func TestReportExportCSVHasBOMAndHeadersInTheUsersLanguage(t *testing.T) {
	w := newReportWorld(t)
	id := w.generated(t)
	rec := w.export(t, id, "csv", "ar-EG")
	body := rec.Body.Bytes()
	if !bytes.HasPrefix(body, []byte{0xEF, 0xBB, 0xBF}) || rec.Header().Get("Content-Type") != "text/csv; charset=utf-8" ||
		!strings.Contains(rec.Header().Get("Content-Disposition"), ".csv") {
		t.Fatalf("csv headers %v, start %q", rec.Header(), body[:8])
	}
	rows, err := csv.NewReader(bytes.NewReader(body[3:])).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(rows[0], "|") != "رقم الفاتورة|العميل|تاريخ الإصدار|الإجمالي|الحالة" || len(rows) != 5 {
		t.Fatalf("arabic csv: %v", rows)
	}
	if strings.Join(rows[4], "|") != "INV-2026-000001|شركة النيل للتجارة|2026-01-05|22800.00|بانتظار السداد" {
		t.Errorf("last row (oldest first… newest first order): %v", rows[4])
	}
	rows, _ = csv.NewReader(bytes.NewReader(w.export(t, id, "csv", "en-US").Body.Bytes()[3:])).ReadAll()
	if rows[0][1] != "Client" || rows[4][4] != "Pending" || rows[4][1] != "شركة النيل للتجارة" {
		t.Errorf("english csv headers and labels: %v", rows)
	}
	if rec := w.export(t, id, "bogus", "en-US"); rec.Code != 400 || !strings.Contains(rec.Body.String(), "validation_invalid_export_format") {
		t.Errorf("bogus format: %d %s", rec.Code, rec.Body.String())
	}
}

func TestReportExportXLSXIsTypedAndRightToLeft(t *testing.T) {
	w := newReportWorld(t)
	id := w.generated(t)
	rec := w.export(t, id, "excel", "ar-EG")
	if rec.Header().Get("Content-Type") != "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" ||
		!strings.Contains(rec.Header().Get("Content-Disposition"), ".xlsx") {
		t.Fatalf("xlsx headers %v", rec.Header())
	}
	f, err := excelize.OpenReader(bytes.NewReader(rec.Body.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	sheets := f.GetSheetList()
	if len(sheets) != 2 || sheets[0] != "التقرير" || sheets[1] != "الملخص" {
		t.Fatalf("sheets %v", sheets)
	}
	view, err := f.GetSheetView("التقرير", 0)
	if err != nil || view.RightToLeft == nil || !*view.RightToLeft {
		t.Errorf("the Arabic sheet is not right to left: %+v %v", view, err)
	}
	if v, _ := f.GetCellValue("التقرير", "B1"); v != "العميل" {
		t.Errorf("header B1 %q", v)
	}
	if typ, _ := f.GetCellType("التقرير", "D5"); typ != excelize.CellTypeNumber && typ != excelize.CellTypeUnset {
		t.Errorf("total is not a number: %v", typ)
	}
	raw, _ := f.GetCellValue("التقرير", "D5", excelize.Options{RawCellValue: true})
	if raw != "22800" {
		t.Errorf("D5 raw %q", raw)
	}
	// Dates are serial numbers formatted as dates.
	rawDate, _ := f.GetCellValue("التقرير", "C5", excelize.Options{RawCellValue: true})
	shown, _ := f.GetCellValue("التقرير", "C5")
	if rawDate != "46027" || shown != "2026-01-05" {
		t.Errorf("date cell raw %q shown %q", rawDate, shown)
	}
	// The numbers sum: the total column's sum is the summary's.
	sum := 0.0
	for r := 2; r <= 5; r++ {
		v, _ := f.GetCellValue("التقرير", "D"+string(rune('0'+r)), excelize.Options{RawCellValue: true})
		var x float64
		_, _ = fmtSscan(v, &x)
		sum += x
	}
	if s, _ := f.GetCellValue("الملخص", "B2", excelize.Options{RawCellValue: true}); s != "74100" || sum != 74100 {
		t.Errorf("summary %q, column sum %v", s, sum)
	}
	en, _ := excelize.OpenReader(bytes.NewReader(w.export(t, id, "excel", "en-US").Body.Bytes()))
	if view, _ := en.GetSheetView("Report", 0); view.RightToLeft != nil && *view.RightToLeft {
		t.Errorf("the English sheet is right to left")
	}
}

func TestReportExportPDFArabicText(t *testing.T) {
	chromium := realChromium(t)
	t.Setenv("ERP_CHROMIUM", chromium)
	w := newReportWorld(t)
	id := w.generated(t)
	rec := w.export(t, id, "pdf", "ar-EG")
	if rec.Header().Get("Content-Type") != "application/pdf" {
		t.Fatalf("pdf: %v", rec.Header())
	}
	raw := pdftest.Text(t, rec.Body.Bytes(), false)
	text := pdftest.Compact(raw)
	appearsInOrder(t, raw, text, "مبيعات الربع الأول", "رقم الفاتورة", "العميل", "شركة النيل للتجارة", "الملخص")
	for _, phrase := range []string{"شركة النيل للتجارة", "بانتظار السداد"} {
		if strings.Contains(text, pdftest.Compact(pdftest.Reverse(phrase))) {
			t.Errorf("%q comes out reversed:\n%s", phrase, raw)
		}
	}
	if !strings.Contains(text, pdftest.Compact("٢٢٬٨٠٠٫٠٠")) {
		t.Errorf("the amount in Arabic digits is missing:\n%s", raw)
	}
}

// TestScheduledReportsRunAtTheCompanysTime drives the schedule job with a test clock: a weekly Sunday
// 08:00 Cairo report is generated once on Sunday after 08:00 Cairo time (06:00 UTC in winter), raises the
// report-generated alert, and is not generated again for the same run.
func TestScheduledReportsRunAtTheCompanysTime(t *testing.T) {
	w := newReportWorld(t)
	tpl := w.template(t, unpaidOverTenThousand())
	// The template exists from a week before.
	if _, err := w.env.App.DB().NewQuery("UPDATE report_templates SET created = '2026-01-01 00:00:00.000Z' WHERE id = {:id}").
		Bind(map[string]any{"id": tpl.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	run := func(at string) int {
		now, _ := time.Parse(time.RFC3339, at)
		n, err := hooksRunScheduledReports(w.env.App, now)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := run("2026-01-11T05:59:00Z"); n != 0 { // Sunday 07:59 in Cairo
		t.Errorf("generated before its time: %d", n)
	}
	if n := run("2026-01-11T06:00:30Z"); n != 1 {
		t.Fatalf("Sunday 08:00 Cairo: %d", n)
	}
	if n := run("2026-01-11T06:05:00Z"); n != 0 {
		t.Errorf("generated twice for one run: %d", n)
	}
	if n := run("2026-01-14T06:00:00Z"); n != 0 { // Wednesday
		t.Errorf("generated on a Wednesday: %d", n)
	}
	if n := run("2026-01-18T06:01:00Z"); n != 1 {
		t.Errorf("next Sunday: %d", n)
	}
	reports, _ := w.env.App.FindRecordsByFilter("saved_reports", "template = {:t}", "created", 0, 0, map[string]any{"t": tpl.Id})
	if len(reports) != 2 || reports[0].GetString("createdBy") != w.manager.Id {
		t.Fatalf("saved: %v", reports)
	}
	alerts := openAlerts(t, w.env.App, "report_generated", reports[0].Id)
	if len(alerts) != 1 {
		t.Errorf("alert of the scheduled report: %d", len(alerts))
	}
}
