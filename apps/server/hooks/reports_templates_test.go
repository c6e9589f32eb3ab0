package hooks_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"erp/server/internal/schema"
	"erp/server/internal/testutil"
)

func TestReportTemplateValidation(t *testing.T) {
	env := testutil.NewEnv(t)
	user := env.UserWithKeys(t, "create:report-templates", "view:report-templates")
	base := "/api/collections/report_templates/records"
	valid := func() map[string]any {
		return map[string]any{
			"name": "Monthly sales", "reportType": "sales_analysis",
			"variables":    []string{"invoice_number", "client", "total"},
			"filters":      []map[string]any{{"variable": "total", "operator": "between", "value": 100, "secondValue": 500}, {"variable": "status", "operator": "has_any", "values": []string{"Paid"}}, {"variable": "notes", "operator": "is_empty"}},
			"aggregations": []map[string]any{{"field": "total", "function": "sum", "label": "Revenue"}},
			"schedule":     map[string]any{"frequency": "weekly", "dayOfWeek": "Sunday", "time": "08:00"},
		}
	}
	status, out, raw := env.Do(t, http.MethodPost, base, user, testutil.JSONBody(valid()))
	if status != 200 || out["createdBy"] != user.Id || out["defaultExportFormat"] != "pdf" {
		t.Fatalf("valid template (export format defaults to pdf): %d %s", status, raw)
	}
	for _, format := range schema.ExportFormats {
		body := valid()
		body["defaultExportFormat"] = format
		if status, out, raw := env.Do(t, http.MethodPost, base, user, testutil.JSONBody(body)); status != 200 || out["defaultExportFormat"] != format {
			t.Errorf("export format %s: %d %s", format, status, raw)
		}
	}
	cases := map[string]func(m map[string]any){
		"Please enter a template name": func(m map[string]any) { m["name"] = " " },
		"variables.1":                  func(m map[string]any) { m["variables"] = []string{"total", "shoe_size"} },
		"filters.0.operator": func(m map[string]any) {
			m["filters"] = []map[string]any{{"variable": "total", "operator": "like", "value": 1}}
		},
		"filters.0.secondValue": func(m map[string]any) {
			m["filters"] = []map[string]any{{"variable": "total", "operator": "between", "value": 1}}
		},
		"filters.0.values":        func(m map[string]any) { m["filters"] = []map[string]any{{"variable": "status", "operator": "has_all"}} },
		"aggregations.0.function": func(m map[string]any) { m["aggregations"] = []map[string]any{{"field": "total", "function": "median"}} },
		"schedule.time":           func(m map[string]any) { m["schedule"] = map[string]any{"frequency": "daily", "time": "25:00"} },
		"defaultExportFormat":     func(m map[string]any) { m["defaultExportFormat"] = "xlsx" },
	}
	for want, mutate := range cases {
		body := valid()
		mutate(body)
		if status, _, raw := env.Do(t, http.MethodPost, base, user, testutil.JSONBody(body)); status != 400 || !strings.Contains(raw, want) {
			t.Errorf("%s: %d %s", want, status, raw)
		}
	}
}

// TestExportFormatsMatchTheSpecification: pdf, excel and csv (part 2 §3), in that order.
func TestExportFormatsMatchTheSpecification(t *testing.T) {
	if !slices.Equal(schema.ExportFormats, []string{"pdf", "excel", "csv"}) {
		t.Fatalf("export formats %v", schema.ExportFormats)
	}
}
