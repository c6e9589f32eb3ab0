package demo

import (
	"fmt"
	"math"
	"sort"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/lines"
)

// reports creates report templates and saved reports whose data is computed from the demo records.
func (s *seeder) reports() {
	admin := s.userID("admin@erp.local")
	templates := []map[string]any{
		{
			"name": "Monthly sales by client", "description": "Invoiced totals per client for the month.", "reportType": "sales_analysis",
			"variables":    []string{"invoice_number", "client", "issue_date", "total", "amount_paid", "status"},
			"filters":      []map[string]any{{"variable": "status", "operator": "has_any", "values": []string{"Pending", "Partially Paid", "Paid"}}},
			"aggregations": []map[string]any{{"field": "total", "function": "sum", "label": "Revenue"}, {"field": "invoice_number", "function": "count", "label": "Invoices"}},
			"schedule":     map[string]any{"frequency": "monthly", "dayOfWeek": "", "time": "07:00"},
		},
		{
			"name": "Stock below minimum", "description": "Items at or below their minimum level.", "reportType": "inventory_status",
			"variables":           []string{"product_name", "sku", "category", "current_stock", "reorder_point", "warehouse"},
			"filters":             []map[string]any{{"variable": "current_stock", "operator": "less_than", "value": 20}},
			"aggregations":        []map[string]any{{"field": "current_stock", "function": "sum", "label": "Units"}},
			"schedule":            map[string]any{"frequency": "weekly", "dayOfWeek": "Sunday", "time": "08:30"},
			"defaultExportFormat": "excel",
		},
		{
			"name": "Department headcount and salaries", "reportType": "employee_performance",
			"variables":    []string{"employee_name", "department", "position", "hire_date", "salary"},
			"filters":      []map[string]any{{"variable": "department", "operator": "is_not_empty"}},
			"aggregations": []map[string]any{{"field": "salary", "function": "average", "label": "Average salary"}},
			"schedule":     nil,
		},
		{
			"name": "Quarterly financial summary", "reportType": "financial_summary",
			"variables":    []string{"revenue", "bill_total", "expense_total", "profit", "date"},
			"filters":      []map[string]any{{"variable": "date", "operator": "between", "value": s.daysAgo(90).Format("2006-01-02"), "secondValue": s.today.Format("2006-01-02")}},
			"aggregations": []map[string]any{{"field": "profit", "function": "sum", "label": "Profit"}},
			"schedule":     nil,
		},
		{
			"name": "Expenses by category", "reportType": "expense_report",
			"variables":           []string{"expense_number", "description", "amount", "payment_method", "employee"},
			"filters":             []map[string]any{{"variable": "amount", "operator": "greater_than", "value": 100}},
			"aggregations":        []map[string]any{{"field": "amount", "function": "maximum", "label": "Largest expense"}},
			"schedule":            nil,
			"defaultExportFormat": "csv",
		},
	}
	for _, t := range templates {
		t["createdBy"] = admin
		s.templates = append(s.templates, s.save("report_templates", t))
	}

	// Sales by status, from the invoices themselves.
	byStatus := map[string]int64{}
	counts := map[string]int{}
	var revenue int64
	for _, inv := range s.invoices {
		st := inv.GetString("status")
		byStatus[st] += lines.FromFloat(inv.GetFloat("total"))
		counts[st]++
		if st != "Draft" && st != "Cancelled" {
			revenue += lines.FromFloat(inv.GetFloat("total"))
		}
	}
	rows := []map[string]any{}
	keys := make([]string, 0, len(byStatus))
	for k := range byStatus {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		rows = append(rows, map[string]any{"status": k, "invoice_count": counts[k], "total": lines.Pounds(byStatus[k])})
	}
	s.savedReport("Sales by invoice status", s.templates[0], "sales_analysis", rows, map[string]any{"revenue": lines.Pounds(revenue), "invoices": len(s.invoices)}, admin)

	low := []map[string]any{}
	for _, it := range s.items {
		fresh, err := s.app.FindRecordById("inventory_items", it.Id)
		if err == nil && fresh.GetString("status") != "in stock" {
			low = append(low, map[string]any{"product_name": fresh.GetString("name"), "sku": fresh.GetString("sku"), "current_stock": fresh.GetInt("quantity"), "reorder_point": fresh.GetInt("minQuantity")})
		}
	}
	s.savedReport("Stock below minimum", s.templates[1], "inventory_status", low, map[string]any{"items": len(low)}, s.userID("stock@erp.local"))

	depts := map[string][]float64{}
	for _, e := range s.employees {
		depts[e.GetString("department")] = append(depts[e.GetString("department")], e.GetFloat("monthlySalary"))
	}
	hrRows := []map[string]any{}
	names := make([]string, 0, len(depts))
	for d := range depts {
		names = append(names, d)
	}
	sort.Strings(names)
	for _, d := range names {
		var sum float64
		for _, v := range depts[d] {
			sum += v
		}
		hrRows = append(hrRows, map[string]any{"department": d, "headcount": len(depts[d]), "average_salary": math.Round(sum/float64(len(depts[d]))*100) / 100})
	}
	s.savedReport("Headcount by department", s.templates[2], "employee_performance", hrRows, map[string]any{"employees": len(s.employees)}, s.userID("hr@erp.local"))
}

func (s *seeder) savedReport(name string, template *core.Record, reportType string, data []map[string]any, summary map[string]any, by string) {
	// The saved_reports hooks raise its report_generated alert.
	s.save("saved_reports", map[string]any{
		"name": name, "description": fmt.Sprintf("Generated on %s.", s.today.Format("2006-01-02")), "template": template.Id,
		"reportType": reportType, "data": data, "summary": summary, "createdBy": by,
	})
}

