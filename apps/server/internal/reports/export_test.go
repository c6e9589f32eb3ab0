package reports

import "testing"

// An aggregation without its own label is named by its function and variable in the reader's language; the
// Arabic puts the variable in brackets ("المتوسط (الإجمالي)"), as the screens do.
func TestSummaryLabel(t *testing.T) {
	cases := []struct {
		s      Summary
		arabic bool
		want   string
	}{
		{Summary{Field: "total", Function: "average"}, false, "Average of Total"},
		{Summary{Field: "total", Function: "average"}, true, "المتوسط (الإجمالي)"},
		{Summary{Field: "invoice_number", Function: "count"}, true, "العدد (رقم الفاتورة)"},
		{Summary{Field: "total", Function: "sum", Label: "إجمالي المستحق"}, false, "إجمالي المستحق"},
	}
	for _, c := range cases {
		if got := SummaryLabel(c.s, c.arabic); got != c.want {
			t.Errorf("SummaryLabel(%+v, %v) = %q, want %q", c.s, c.arabic, got, c.want)
		}
	}
}
