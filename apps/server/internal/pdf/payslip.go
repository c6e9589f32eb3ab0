package pdf

// The payslip: one payroll record's calculation printed step by step, in English or Arabic.

import (
	"bytes"
	"fmt"
	"strings"

	"erp/server/internal/payroll"
)

// Payslip is what a payslip shows: the company, the employee, the period and the engine's calculation.
type Payslip struct {
	Locale      string
	LatinDigits bool
	Company     Company
	Employee    string
	Department  string
	Position    string
	Period      string // YYYY-MM
	Status      string // as stored (draft, paid, …)
	Calc        payroll.Result
}

var payslipLabels = map[string]label{
	"payslip":            {"Payslip", "قسيمة الراتب"},
	"employee":           {"Employee", "الموظف"},
	"department":         {"Department", "القسم"},
	"position":           {"Position", "الوظيفة"},
	"period":             {"Period", "الفترة"},
	"status":             {"Status", "الحالة"},
	"step":               {"Step", "البند"},
	"explanation":        {"How it is computed", "طريقة الحساب"},
	"amount":             {"Amount (EGP)", "المبلغ (جنيه)"},
	"base_salary":        {"Base salary", "الراتب الأساسي"},
	"allowance":          {"Allowance", "بدل"},
	"taxable":            {"taxable", "خاضع للضريبة"},
	"untaxed":            {"not taxable", "غير خاضع للضريبة"},
	"overtime":           {"Overtime", "عمل إضافي"},
	"bonus":              {"Bonus", "مكافأة"},
	"gross_pay":          {"Gross pay", "إجمالي الأجر"},
	"insured_salary":     {"Insured salary", "الأجر التأميني"},
	"employee_insurance": {"Employee social insurance", "تأمينات اجتماعية (حصة الموظف)"},
	"employer_insurance": {"Employer social insurance", "تأمينات اجتماعية (حصة صاحب العمل)"},
	"taxable_monthly":    {"Monthly taxable income", "الدخل الشهري الخاضع للضريبة"},
	"taxable_annual":     {"Annual taxable income", "صافي الدخل السنوي الخاضع للضريبة"},
	"annual_tax":         {"Annual salary tax", "ضريبة المرتبات السنوية"},
	"monthly_tax":        {"Monthly salary tax", "ضريبة المرتبات الشهرية"},
	"martyrs_fund":       {"Martyrs' fund", "صندوق الشهداء"},
	"deduction":          {"Deduction", "استقطاع"},
	"net_pay":            {"Net pay", "صافي الراتب"},
	"brackets":           {"Tax brackets applied", "شرائح الضريبة المطبقة"},
	"from":               {"From", "من"},
	"to":                 {"To", "إلى"},
	"rate":               {"Rate", "النسبة"},
	"taxed":              {"Income in band", "الدخل في الشريحة"},
	"tax":                {"Tax", "الضريبة"},
	"removed":            {"lost (falling-away)", "سقطت (إلغاء الشرائح الدنيا)"},
	"above":              {"and above", "فأكثر"},
	"parameters":         {"Parameters in force from", "المعايير السارية من"},
	"employerNote":       {"Paid by the employer, not deducted from the pay.", "يتحملها صاحب العمل ولا تُخصم من الأجر."},
	"page":               {"Page", "صفحة"},
	"of":                 {"of", "من"},
}

type payslipRow struct {
	Label, Explanation, Note, Amount string // Explanation is a left-to-right formula, Note words
	Strong, Muted                    bool
}

type payslipBand struct {
	From, To, Rate, Taxed, Tax string
	Removed                    bool
}

type payslipView struct {
	pageHead
	Title string
	Meta  []row
	Rows  []payslipRow
	Bands []payslipBand
	L     map[string]string
}

var payslipPage = pageTemplate("payslip.html")

// PayslipHTML renders a payslip as a self-contained A4 HTML page in its language and direction.
func PayslipHTML(p *Payslip) ([]byte, error) {
	if p.Locale != English && p.Locale != Arabic {
		return nil, fmt.Errorf("pdf: unsupported locale %q", p.Locale)
	}
	f := newFormat(p.Locale, p.LatinDigits, "")
	ar := f.arabic
	l := make(map[string]string, len(payslipLabels))
	for k, v := range payslipLabels {
		l[k] = v.in(ar)
	}
	v := payslipView{pageHead: newPageHead(ar, f.arabicDigits), Title: l["payslip"], L: l}
	v.PageTitle, v.PageLabel, v.OfLabel = l["payslip"], l["page"], l["of"]
	v.letterhead(p.Company, false)
	meta := func(key, value string, ltr bool) {
		if value != "" {
			v.Meta = append(v.Meta, row{Label: l[key], Value: value, LTR: ltr})
		}
	}
	meta("employee", p.Employee, false)
	meta("department", enumLabel("employees", "department", p.Department, ar), false)
	meta("position", p.Position, false)
	meta("period", f.dateDigits(p.Period), true)
	meta("status", enumLabel("payroll_records", "status", p.Status, ar), false)
	meta("parameters", f.dateDigits(p.Calc.Parameters.EffectiveFrom), true)

	m := func(x any) string {
		switch n := x.(type) {
		case payroll.Money:
			return f.Money(int64(n))
		case float64:
			return f.Money(int64(n*100 + 0.5))
		}
		return fmt.Sprint(x)
	}
	pct := func(s any) string { return f.digits(fmt.Sprint(s) + "%") }
	num := func(x any) string {
		if n, ok := x.(float64); ok {
			return f.Quantity(int64(n*1000 + 0.5))
		}
		return fmt.Sprint(x)
	}
	for _, line := range p.Calc.Lines {
		r := payslipRow{Label: l[line.Code], Amount: f.Money(int64(line.Amount))}
		pr := line.Params
		switch line.Code {
		case "allowance":
			tax := l["untaxed"]
			if pr["taxable"] == true {
				tax = l["taxable"]
			}
			r.Label = l["allowance"] + ": " + fmt.Sprint(pr["name"])
			r.Note = tax
		case "overtime":
			r.Explanation = num(pr["hours"]) + " × " + m(pr["hourlyRate"]) + " × " + num(pr["rate"])
			if d, _ := pr["date"].(string); d != "" {
				r.Explanation = f.dateDigits(d) + " · " + r.Explanation
			}
		case "bonus", "deduction":
			r.Label += ": " + fmt.Sprint(pr["description"])
			if line.Code == "deduction" {
				r.Amount = "−" + r.Amount
			}
		case "gross_pay", "net_pay":
			r.Strong = true
		case "insured_salary":
			r.Explanation = m(pr["wage"]) + " → [" + m(pr["min"]) + " – " + m(pr["max"]) + "]"
		case "employee_insurance", "employer_insurance":
			r.Explanation = pct(pr["rate"]) + " × " + m(pr["base"])
			if line.Code == "employer_insurance" {
				r.Muted, r.Note = true, l["employerNote"]
			} else {
				r.Amount = "−" + r.Amount
			}
		case "taxable_monthly":
			r.Explanation = m(pr["taxableGross"]) + " − " + m(pr["employeeInsurance"])
		case "taxable_annual":
			r.Explanation = f.digits("12") + " × " + m(p.Calc.TaxableGross-p.Calc.EmployeeInsurance) + " − " + m(pr["exemption"])
		case "monthly_tax":
			r.Explanation = m(pr["annualTax"]) + " ÷ " + f.digits("12")
			r.Amount = "−" + r.Amount
		case "martyrs_fund":
			r.Explanation = pct(pr["rate"]) + " × " + m(pr["base"])
			r.Amount = "−" + r.Amount
		}
		v.Rows = append(v.Rows, r)
	}
	for _, b := range p.Calc.Brackets {
		band := payslipBand{From: f.Money(int64(b.From)), To: l["above"], Rate: f.digits(b.Rate + "%"), Removed: b.Removed}
		if b.To != nil {
			band.To = f.Money(int64(*b.To))
		}
		if b.Removed {
			band.Taxed, band.Tax = l["removed"], ""
		} else {
			band.Taxed, band.Tax = f.Money(int64(b.Taxed)), f.Money(int64(b.Tax))
		}
		v.Bands = append(v.Bands, band)
	}
	var out bytes.Buffer
	if err := payslipPage.Execute(&out, v); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// PayslipFileName is payslip-<period>-<employee>.pdf in safe characters.
func PayslipFileName(period, employee string) string {
	clean := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' {
			return r
		}
		return '-'
	}, employee)
	return "payslip-" + period + "-" + strings.Trim(clean, "-") + ".pdf"
}
