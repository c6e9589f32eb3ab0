package hooks_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/testutil"
)

// reportWorld holds three clients (one with an Arabic name) and five issued or draft invoices.
type reportWorld struct {
	env                  *testutil.Env
	nile, delta, percent *core.Record
	manager              *core.Record // every report key, the collections' view keys, export
}

func newReportWorld(t *testing.T) *reportWorld {
	t.Helper()
	env := testutil.NewEnv(t)
	w := &reportWorld{env: env}
	w.nile = env.Save(t, "clients", map[string]any{"name": "Nile Trading", "nameAr": "شركة النيل للتجارة", "type": "business", "status": "active", "phone": "0225550101"})
	w.delta = env.Save(t, "clients", map[string]any{"name": "Delta Foods", "type": "business", "status": "active"})
	w.percent = env.Save(t, "clients", map[string]any{"name": "100% Cotton", "type": "individual", "status": "active"})
	invoice := func(client *core.Record, date string, unitPrice float64, status string) {
		r := env.Save(t, "invoices", map[string]any{"client": client.Id, "issueDate": date + " 00:00:00.000Z", "vatRate": 14,
			"items": []map[string]any{{"description": "Services", "quantity": 1, "unitPrice": unitPrice}}})
		if status != "Draft" {
			if _, err := env.App.DB().NewQuery("UPDATE invoices SET status = {:s}, amountPaid = CASE WHEN {:s} = 'Paid' THEN total ELSE 0 END WHERE id = {:id}").
				Bind(dbx.Params{"s": status, "id": r.Id}).Execute(); err != nil {
				t.Fatal(err)
			}
		}
	}
	invoice(w.nile, "2026-01-05", 20000, "Pending")    // total 22,800
	invoice(w.nile, "2026-02-10", 10000, "Paid")       // 11,400
	invoice(w.delta, "2026-02-15", 5000, "Pending")    // 5,700
	invoice(w.delta, "2026-03-01", 30000, "Cancelled") // 34,200
	invoice(w.percent, "2026-03-02", 12000, "Draft")   // 13,680
	w.manager = env.UserWithKeys(t, "view:report-templates", "create:report-templates", "edit:report-templates",
		"view:saved-reports", "create:saved-reports", "delete:saved-reports", "export:reports",
		"view:sales-reports", "view:financial-reports", "view:hr-reports", "view:inventory-reports",
		"view:invoices", "view:clients", "view:bills", "view:expenses", "view:employees", "view:leave", "view:payroll",
		"view:inventory", "view:warehouses", "view:suppliers", "view:report-generated-alerts")
	return w
}

func (w *reportWorld) template(t *testing.T, fields map[string]any) *core.Record {
	t.Helper()
	status, out, raw := w.env.Do(t, http.MethodPost, "/api/collections/report_templates/records", w.manager, testutil.JSONBody(fields))
	if status != 200 {
		t.Fatalf("template: %d %s", status, raw)
	}
	r, err := w.env.App.FindRecordById("report_templates", out["id"].(string))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func (w *reportWorld) preview(t *testing.T, user *core.Record, spec map[string]any, lang string) (int, map[string]any, string) {
	t.Helper()
	body := testutil.JSONBody(spec)
	_ = lang
	return w.env.Do(t, http.MethodPost, "/api/erp/reports/preview", user, body)
}

// unpaidOverTenThousand is the finance manager's report: unpaid invoices over 10,000 EGP in Q1 2026.
func unpaidOverTenThousand() map[string]any {
	return map[string]any{
		"name": "Unpaid invoices over 10,000", "reportType": "sales_analysis",
		"variables": []string{"invoice_number", "client", "issue_date", "total", "status"},
		"filters": []map[string]any{
			{"variable": "status", "operator": "has_any", "values": []string{"Pending", "Partially Paid"}},
			{"variable": "total", "operator": "greater_than", "value": 10000},
			{"variable": "issue_date", "operator": "between", "value": "2026-01-01", "secondValue": "2026-03-31"},
		},
		"aggregations": []map[string]any{
			{"field": "total", "function": "sum", "label": "Outstanding"}, {"field": "total", "function": "average"},
			{"field": "invoice_number", "function": "count"},
		},
		"schedule": map[string]any{"frequency": "weekly", "dayOfWeek": "Sunday", "time": "08:00"},
	}
}

func TestReportGenerateSavesDataSummaryAuditAndAlert(t *testing.T) {
	w := newReportWorld(t)
	tpl := w.template(t, unpaidOverTenThousand())
	headers := map[string]string{"Idempotency-Key": "gen-1", "Accept-Language": "ar-EG"}
	status, out, raw := w.env.Act(t, w.manager, "report_templates/"+tpl.Id+"/generate", map[string]any{}, headers)
	if status != 200 || out["collectionName"] != "saved_reports" {
		t.Fatalf("generate: %d %s", status, raw)
	}
	data := out["data"].(map[string]any)
	rows := data["rows"].([]any)
	if data["rowCount"] != float64(1) || len(rows) != 1 {
		t.Fatalf("only the pending 22,800 invoice is unpaid and over 10,000 (the paid, cancelled and draft ones are not): %s", raw)
	}
	row := rows[0].([]any)
	if row[1] != "شركة النيل للتجارة" || row[2] != "2026-01-05" || row[3] != 22800.0 || row[4] != "Pending" {
		t.Errorf("row in Arabic (client's Arabic name), ISO date, number total, raw status: %v", row)
	}
	if cols := data["columns"].([]any); cols[3].(map[string]any)["kind"] != "money" || cols[1].(map[string]any)["label"] != "العميل" {
		t.Errorf("columns: %v", cols)
	}
	summary := out["summary"].([]any)
	want := []any{22800.0, 22800.0, 1.0}
	for i, s := range summary {
		if v := s.(map[string]any)["value"]; v != want[i] {
			t.Errorf("summary %d = %v, want %v", i, v, want[i])
		}
	}
	if out["name"] == "" || out["template"] != tpl.Id || out["reportType"] != "sales_analysis" || out["createdBy"] != w.manager.Id {
		t.Errorf("saved report: %s", raw)
	}
	// The repeat with the same key answers the same report and saves nothing more.
	status, again, _ := w.env.Act(t, w.manager, "report_templates/"+tpl.Id+"/generate", map[string]any{}, headers)
	if n, _ := w.env.App.CountRecords("saved_reports"); status != 200 || again["id"] != out["id"] || n != 1 {
		t.Errorf("repeat: %d %v, %d saved reports", status, again["id"], n)
	}
	if rows := testutil.AuditRows(t, w.env.App, "saved_reports", out["id"].(string)); len(rows) != 1 || rows[0].GetString("user") != w.manager.Id {
		t.Errorf("one audit row by the manager: %v", rows)
	}
	alerts, _ := w.env.App.FindRecordsByFilter("alerts", "kind = 'report_generated' && sourceId = {:id}", "", 0, 0, dbx.Params{"id": out["id"]})
	if len(alerts) != 1 || !strings.Contains(string(jsonOf(alerts[0].Get("data"))), `"reportName":"Unpaid invoices over 10,000`) {
		t.Errorf("report-generated alert: %v", alerts)
	}
	// A name of the user's choosing.
	status, named, raw := w.env.Act(t, w.manager, "report_templates/"+tpl.Id+"/generate", map[string]any{"name": "Q1 board pack"}, nil)
	if status != 200 || named["name"] != "Q1 board pack" {
		t.Errorf("named: %d %s", status, raw)
	}
}

func jsonOf(v any) []byte { b, _ := json.Marshal(v); return b }

func TestReportPermissions(t *testing.T) {
	w := newReportWorld(t)
	tpl := w.template(t, unpaidOverTenThousand())
	gen := func(u *core.Record) (int, map[string]any, string) {
		return w.env.Act(t, u, "report_templates/"+tpl.Id+"/generate", map[string]any{}, nil)
	}
	base := []string{"view:report-templates", "create:saved-reports", "view:invoices", "view:clients"}
	noKey := w.env.UserWithKeys(t, base...)
	if status, out, raw := gen(noKey); status != 403 || !strings.Contains(raw, `"permission":"view:sales-reports"`) {
		t.Errorf("without view:sales-reports: %d %v", status, out)
	}
	noClients := w.env.UserWithKeys(t, "view:report-templates", "create:saved-reports", "view:invoices", "view:sales-reports")
	if status, _, raw := gen(noClients); status != 403 || !strings.Contains(raw, `"permission":"view:clients"`) {
		t.Errorf("a report with client names needs view:clients: %d %s", status, raw)
	}
	noCreate := w.env.UserWithKeys(t, "view:report-templates", "view:sales-reports", "view:invoices", "view:clients")
	if status, _, raw := gen(noCreate); status != 403 || !strings.Contains(raw, "create:saved-reports") {
		t.Errorf("without create:saved-reports: %d %s", status, raw)
	}
	if n, _ := w.env.App.CountRecords("saved_reports"); n != 0 {
		t.Fatalf("refusals saved %d reports", n)
	}

	_, out, _ := gen(w.manager)
	id := out["id"].(string)
	// A role without the sales report key does not see the saved sales report, even with view:saved-reports.
	hrOnly := w.env.UserWithKeys(t, "view:saved-reports", "view:hr-reports", "export:reports")
	if status, _, raw := w.env.Do(t, http.MethodGet, "/api/collections/saved_reports/records/"+id, hrOnly, nil); status != 404 {
		t.Errorf("saved sales report seen without view:sales-reports: %d %s", status, raw)
	}
	if status, _, _ := w.env.Do(t, http.MethodGet, "/api/erp/saved_reports/"+id+"/export?format=csv", hrOnly, nil); status != 404 {
		t.Errorf("export without the report key: %d", status)
	}
	noExport := w.env.UserWithKeys(t, "view:saved-reports", "view:sales-reports")
	if status, _, raw := w.env.Do(t, http.MethodGet, "/api/erp/saved_reports/"+id+"/export?format=csv", noExport, nil); status != 403 || !strings.Contains(raw, "export:reports") {
		t.Errorf("export without export:reports: %d %s", status, raw)
	}
	// Saved reports are made by the engine only; their data cannot be rewritten.
	if status, _, _ := w.env.Do(t, http.MethodPost, "/api/collections/saved_reports/records", w.manager,
		testutil.JSONBody(map[string]any{"name": "Forged", "reportType": "sales_analysis", "reportKey": "view:sales-reports"})); status < 400 {
		t.Errorf("a saved report was created through the record API: %d", status)
	}
	editor := w.env.UserWithKeys(t, "view:saved-reports", "edit:saved-reports", "view:sales-reports")
	if status, _, _ := w.env.Do(t, http.MethodPatch, "/api/collections/saved_reports/records/"+id, editor,
		testutil.JSONBody(map[string]any{"data": map[string]any{"rows": []any{}}})); status < 400 {
		t.Errorf("saved report data rewritten: %d", status)
	}
	if status, _, raw := w.env.Do(t, http.MethodPatch, "/api/collections/saved_reports/records/"+id, editor,
		testutil.JSONBody(map[string]any{"name": "Renamed"})); status != 200 {
		t.Errorf("rename: %d %s", status, raw)
	}
}

// TestReportFiltersAreParameterised runs each of the 14 operators with a value that would break (or widen)
// a query built by concatenation, and checks what comes back is what the value literally asks for.
func TestReportFiltersAreParameterised(t *testing.T) {
	w := newReportWorld(t)
	injection := `x' OR '1'='1`
	count := func(filter map[string]any) (int, string) {
		t.Helper()
		status, out, raw := w.preview(t, w.manager, map[string]any{
			"reportType": "sales_analysis", "variables": []string{"invoice_number", "client", "total"},
			"filters": []map[string]any{filter},
		}, "")
		if status != 200 {
			return -status, raw
		}
		return int(out["rowCount"].(float64)), raw
	}
	cases := []struct {
		filter map[string]any
		want   int // rows; a negative number is the refusal status
	}{
		{map[string]any{"variable": "client", "operator": "equals", "value": injection}, 0},
		{map[string]any{"variable": "client", "operator": "not_equals", "value": injection}, 5},
		{map[string]any{"variable": "client", "operator": "contains", "value": injection}, 0},
		{map[string]any{"variable": "client", "operator": "contains", "value": "%"}, 1}, // only "100% Cotton"
		{map[string]any{"variable": "client", "operator": "starts_with", "value": "_"}, 0},
		{map[string]any{"variable": "client", "operator": "ends_with", "value": `'); DROP TABLE invoices; --`}, 0},
		{map[string]any{"variable": "client", "operator": "greater_than", "value": injection}, 0},
		{map[string]any{"variable": "client", "operator": "less_than", "value": "A' OR 1=1 --"}, 1}, // "100% Cotton" < "A…"
		{map[string]any{"variable": "total", "operator": "greater_than", "value": "0 OR 1=1"}, -400},
		{map[string]any{"variable": "total", "operator": "between", "value": 0, "secondValue": "1); DELETE FROM invoices; --"}, -400},
		{map[string]any{"variable": "total", "operator": "between", "value": 10000, "secondValue": 25000}, 3},
		{map[string]any{"variable": "issue_date", "operator": "after", "value": "2026-01-01' OR '1'='1"}, -400},
		{map[string]any{"variable": "issue_date", "operator": "before", "value": "2026-02-01"}, 1},
		{map[string]any{"variable": "issue_date", "operator": "after", "value": "2026-02-28"}, 2},
		{map[string]any{"variable": "notes", "operator": "is_empty"}, 5},
		{map[string]any{"variable": "notes", "operator": "is_not_empty"}, 0},
		{map[string]any{"variable": "client", "operator": "has_any", "values": []string{injection, "Delta"}}, 2},
		{map[string]any{"variable": "client", "operator": "has_all", "values": []string{"Nile", injection}}, 0},
		{map[string]any{"variable": "status", "operator": "has_any", "values": []string{"Paid", "') OR ('1'='1"}}, 1},
	}
	for _, c := range cases {
		if got, raw := count(c.filter); got != c.want {
			t.Errorf("%v: got %d, want %d (%s)", c.filter, got, c.want, raw)
		}
	}
	if n, err := w.env.App.CountRecords("invoices"); err != nil || n != 5 {
		t.Fatalf("invoices after the injections: %d %v", n, err)
	}
	// A refused value names the field and a stable code.
	_, out, _ := w.preview(t, w.manager, map[string]any{"reportType": "sales_analysis", "variables": []string{"total"},
		"filters": []map[string]any{{"variable": "total", "operator": "less_than", "value": "ten"}}}, "")
	if testutil.ErrorCode(out, "filters.0.value") != "report_invalid_number" {
		t.Errorf("invalid number: %v", out)
	}
}

func TestReportAggregationsAndNotTrackedVariables(t *testing.T) {
	w := newReportWorld(t)
	agg := func(fn, field string) any {
		_, out, raw := w.preview(t, w.manager, map[string]any{"reportType": "sales_analysis", "variables": []string{"total"},
			"filters":      []map[string]any{{"variable": "status", "operator": "not_equals", "value": "Draft"}},
			"aggregations": []map[string]any{{"field": field, "function": fn}}}, "")
		s, ok := out["summary"].([]any)
		if !ok || len(s) != 1 {
			t.Fatalf("%s: %s", fn, raw)
		}
		return s[0].(map[string]any)["value"]
	}
	for fn, want := range map[string]any{"sum": 74100.0, "average": 18525.0, "minimum": 5700.0, "maximum": 34200.0, "count": 4.0} {
		if got := agg(fn, "total"); got != want {
			t.Errorf("%s of total = %v, want %v", fn, got, want)
		}
	}
	if got := agg("maximum", "issue_date"); got != "2026-03-01" {
		t.Errorf("latest date %v", got)
	}

	w.env.Save(t, "employees", map[string]any{"firstName": "Mona", "lastName": "Adel", "firstNameAr": "منى", "lastNameAr": "عادل", "department": "Finance", "monthlySalary": 15000})
	status, out, raw := w.preview(t, w.manager, map[string]any{"reportType": "employee_performance",
		"variables": []string{"employee_name", "salary", "leaves_taken", "rating", "efficiency"}}, "")
	if status != 200 {
		t.Fatalf("employees: %d %s", status, raw)
	}
	row := out["rows"].([]any)[0].([]any)
	cols := out["columns"].([]any)
	if row[0] != "Mona Adel" || row[1] != 15000.0 || row[2] != 0.0 || row[3] != nil || cols[3].(map[string]any)["kind"] != "not_tracked" {
		t.Errorf("employee row %v columns %v", row, cols)
	}
	_, out, _ = w.preview(t, w.manager, map[string]any{"reportType": "employee_performance", "variables": []string{"employee_name"},
		"filters": []map[string]any{{"variable": "rating", "operator": "greater_than", "value": 3}}}, "")
	if testutil.ErrorCode(out, "filters.0.variable") != "report_variable_not_tracked" {
		t.Errorf("filtering a variable that is not tracked: %v", out)
	}
	_, out, _ = w.preview(t, w.manager, map[string]any{"reportType": "sales_analysis", "variables": []string{"salary"}}, "")
	if testutil.ErrorCode(out, "variables.0") != "report_variable_not_in_type" {
		t.Errorf("a variable of another type: %v", out)
	}

	// Derived client variables.
	_, out, raw = w.preview(t, w.manager, map[string]any{"reportType": "client_analysis",
		"variables": []string{"client_name", "total_spent", "invoice_count", "last_purchase_date"},
		"filters":   []map[string]any{{"variable": "invoice_count", "operator": "greater_than", "value": 0}}}, "")
	rows := out["rows"].([]any)
	if len(rows) != 2 || fmt.Sprint(rows[1]) != "[Nile Trading 34200 2 2026-02-10]" || fmt.Sprint(rows[0]) != "[Delta Foods 5700 1 2026-02-15]" {
		t.Errorf("client totals count issued invoices only: %s", raw)
	}
	// The financial ledger by day.
	_, out, raw = w.preview(t, w.manager, map[string]any{"reportType": "financial_summary",
		"variables": []string{"date", "revenue", "bill_total", "expense_total", "profit"}}, "")
	if fmt.Sprint(out["rows"]) != "[[2026-02-15 5700 0 0 5700] [2026-02-10 11400 0 0 11400] [2026-01-05 22800 0 0 22800]]" {
		t.Errorf("financial rows: %s", raw)
	}
}
