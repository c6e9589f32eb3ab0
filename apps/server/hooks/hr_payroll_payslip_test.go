package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/pdf/pdftest"
)

// TestPayslipPDF prints a payslip in both languages with the real Chromium: every step with its figures
// (12,000 in April 2026, see TestPayrollCalculateRoute) and the bracket table; view:payroll is needed.
func TestPayslipPDF(t *testing.T) {
	env := pdfEnv(t, realChromium(t))
	hr := env.UserWithKeys(t, "view:payroll")
	other := env.UserWithKeys(t, "view:employees")
	emp := env.Save(t, "employees", map[string]any{"firstName": "Omar", "lastName": "Farouk", "firstNameAr": "عمر", "lastNameAr": "فاروق",
		"department": "Sales", "position": "Sales Representative", "monthlySalary": 12000})
	rec := env.Save(t, "payroll_records", map[string]any{"employee": emp.Id, "period": "2026-04", "baseSalary": 12000})

	raw, text := printedText(t, env, pdfPath("payroll_records", rec.Id)+"?locale=en-US", hr, nil)
	appearsInOrder(t, raw, text, "Payslip", "Employee", "Omar Farouk", "Period", "2026-04")
	appearsInOrder(t, raw, text, "Base salary", "12,000.00", "Gross pay", "12,000.00", "Insured salary", "2,700.00", "16,700.00",
		"Employee social insurance", "11%", "1,320.00", "Employer social insurance", "18.75%", "2,250.00",
		"Annual taxable income", "20,000.00", "108,160.00", "Annual salary tax", "11,382.00",
		"Monthly salary tax", "948.50", "Net pay", "9,731.50")
	appearsInOrder(t, raw, text, "Tax brackets applied", "55,000.00", "10%", "15,000.00", "1,500.00")

	raw, text = printedText(t, env, pdfPath("payroll_records", rec.Id)+"?locale=ar-EG", hr, nil)
	appearsInOrder(t, raw, text, "قسيمة الراتب", "عمر فاروق", "المبيعات")
	for _, phrase := range []string{"الراتب الأساسي", "١٢٬٠٠٠٫٠٠", "تأمينات اجتماعية (حصة الموظف)", "١٬٣٢٠٫٠٠", "١٠٨٬١٦٠٫٠٠",
		"ضريبة المرتبات الشهرية", "٩٤٨٫٥٠", "صافي الراتب", "٩٬٧٣١٫٥٠", "شرائح الضريبة المطبقة"} {
		if !strings.Contains(text, pdftest.Compact(phrase)) {
			t.Errorf("the Arabic payslip lacks %q:\n%s", phrase, raw)
		}
	}

	if res := getPDF(env, t, pdfPath("payroll_records", rec.Id), other, nil); res.Code != http.StatusForbidden {
		t.Errorf("payslip without view:payroll: %d", res.Code)
	}
	if res := getPDF(env, t, pdfPath("payroll_records", "nope"), hr, nil); res.Code != http.StatusNotFound {
		t.Errorf("payslip of an unknown record: %d", res.Code)
	}
}
