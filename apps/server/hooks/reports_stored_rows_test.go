package hooks_test

import (
	"bytes"
	"encoding/csv"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/xuri/excelize/v2"

	"erp/server/internal/reports"
)

// cloneInvoices adds n copies of the world's pending Nile invoice (new ids and numbers), straight in SQL.
func (w *reportWorld) cloneInvoices(t *testing.T, n int) {
	t.Helper()
	var cols []string
	if err := w.env.App.DB().NewQuery("SELECT name FROM pragma_table_info('invoices')").Column(&cols); err != nil {
		t.Fatal(err)
	}
	sel := make([]string, len(cols))
	for i, c := range cols {
		switch c {
		case "id":
			sel[i] = "substr(lower(hex(randomblob(8))), 1, 15)"
		case "invoiceNumber":
			sel[i] = "'INV-2026-1' || printf('%05d', k)"
		default:
			sel[i] = "i.[" + c + "]"
		}
	}
	q := "WITH RECURSIVE c(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM c WHERE k < {:n}) " +
		"INSERT INTO invoices ([" + strings.Join(cols, "], [") + "]) SELECT " + strings.Join(sel, ", ") +
		" FROM c, invoices i WHERE i.invoiceNumber = 'INV-2026-000001'"
	if _, err := w.env.App.DB().NewQuery(q).Bind(dbx.Params{"n": n}).Execute(); err != nil {
		t.Fatal(err)
	}
}

func storedRowCount(t *testing.T, w *reportWorld, id string) int {
	t.Helper()
	var n int
	if err := w.env.App.DB().NewQuery("SELECT COUNT(*) FROM " + reports.RowsTable + " WHERE report = {:id}").
		Bind(dbx.Params{"id": id}).Row(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// A saved report keeps every row in its own table and only the first 200 in its record; the exports stream
// every stored row in order; the generation's progress is readable by its key, done once committed; deleting
// the report deletes its rows.
func TestReportRowsAreStoredApartStreamedAndFollowed(t *testing.T) {
	w := newReportWorld(t)
	w.cloneInvoices(t, 250)
	spec := unpaidOverTenThousand()
	spec["filters"] = []map[string]any{{"variable": "status", "operator": "not_equals", "value": "Draft"}}
	tpl := w.template(t, spec)
	progress := func(key string) map[string]any {
		status, out, raw := w.env.Do(t, http.MethodGet, "/api/erp/report_templates/"+tpl.Id+"/generate/progress?key="+key, w.manager, nil)
		if status != 200 {
			t.Fatalf("progress: %d %s", status, raw)
		}
		return out
	}
	if p := progress("big-1"); p["stage"] != "waiting" || p["fraction"] != 0.0 {
		t.Errorf("before the request, the generation is waiting: %v", p)
	}
	headers := map[string]string{"Idempotency-Key": "big-1", "Accept-Language": "en-US"}
	status, out, raw := w.env.Act(t, w.manager, "report_templates/"+tpl.Id+"/generate", map[string]any{}, headers)
	if status != 200 {
		t.Fatalf("generate: %d %.300s", status, raw)
	}
	id := out["id"].(string)
	data := out["data"].(map[string]any)
	if data["rowCount"] != 254.0 || data["storedRows"] != 254.0 || len(data["rows"].([]any)) != reports.ScreenRows || data["truncated"] != false {
		t.Fatalf("254 rows (4 issued + 250 copies): all stored, 200 in the record: count %v stored %v record %d",
			data["rowCount"], data["storedRows"], len(data["rows"].([]any)))
	}
	if n := storedRowCount(t, w, id); n != 254 {
		t.Errorf("rows in %s: %d, want 254", reports.RowsTable, n)
	}
	p := progress("big-1")
	if p["stage"] != "done" || p["fraction"] != 1.0 || p["report"] != id || p["done"] != 254.0 || p["total"] != 254.0 {
		t.Errorf("after the commit the progress is done with the report: %v", p)
	}
	other := w.env.UserWithKeys(t, "create:saved-reports")
	if status, o, _ := w.env.Do(t, http.MethodGet, "/api/erp/report_templates/"+tpl.Id+"/generate/progress?key=big-1", other, nil); status != 200 || o["stage"] != "waiting" {
		t.Errorf("another user's same key is another generation: %d %v", status, o)
	}

	// The repeat (a double click sends the same key) answers the same report and stores no row twice.
	if status, again, _ := w.env.Act(t, w.manager, "report_templates/"+tpl.Id+"/generate", map[string]any{}, headers); status != 200 || again["id"] != id {
		t.Errorf("repeat: %d %v", status, again["id"])
	}
	if n := storedRowCount(t, w, id); n != 254 {
		t.Errorf("rows after the repeat: %d, want 254", n)
	}

	// CSV: the header and every stored row, in the report's order, the first 200 as the record holds them.
	body := w.export(t, id, "csv", "en-US").Body.Bytes()
	rows, err := csv.NewReader(bytes.NewReader(body[3:])).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 255 {
		t.Fatalf("csv rows: %d, want 255", len(rows))
	}
	for i, r := range data["rows"].([]any) {
		if got, want := rows[i+1][0], r.([]any)[0]; got != want {
			t.Fatalf("csv row %d: %v, the record's row %v", i+1, got, want)
		}
	}
	f, err := excelize.OpenReader(bytes.NewReader(w.export(t, id, "excel", "en-US").Body.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	sheet, _ := f.GetRows("Report")
	if len(sheet) != 255 || sheet[254][0] != rows[254][0] {
		t.Errorf("xlsx rows: %d (last %v), want 255 ending like the csv", len(sheet), sheet[len(sheet)-1])
	}
	if v, _ := f.GetCellValue("Summary", "B1"); v != "254" {
		t.Errorf("summary row count: %q", v)
	}

	// A refused generation is reported failed.
	limited := w.env.UserWithKeys(t, "view:report-templates", "create:saved-reports", "view:invoices", "view:clients")
	status, _, _ = w.env.Act(t, limited, "report_templates/"+tpl.Id+"/generate", map[string]any{}, map[string]string{"Idempotency-Key": "no-key"})
	_, p, _ = w.env.Do(t, http.MethodGet, "/api/erp/report_templates/"+tpl.Id+"/generate/progress?key=no-key", limited, nil)
	if status != 403 || p["stage"] != "failed" {
		t.Errorf("without view:sales-reports: %d, progress %v", status, p)
	}

	status, _, raw = w.env.Do(t, http.MethodDelete, "/api/collections/saved_reports/records/"+id, w.manager, nil)
	if status != 204 {
		t.Fatalf("delete: %d %s", status, raw)
	}
	if n := storedRowCount(t, w, id); n != 0 {
		t.Errorf("rows left after the delete: %d", n)
	}
}
