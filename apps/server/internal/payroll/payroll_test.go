package payroll

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"

	"erp/server/internal/payrollparams"
)

// Every figure below is worked by hand from the law, not from the code.

func brackets(bounds []int64, rates []int64) []payrollparams.Bracket {
	var out []payrollparams.Bracket
	lo := int64(0)
	for i, rate := range rates {
		b := payrollparams.Bracket{Min: lo * 100, RateBP: rate}
		if i < len(bounds) {
			b.Max = bounds[i] * 100
			lo = bounds[i]
		}
		out = append(out, b)
	}
	return out
}

var thresholds = []int64{600000_00, 700000_00, 800000_00, 900000_00, 1200000_00}

// law7 is Law 7/2024 (payroll from March 2024) with an insurable range in EGP.
func law7(from string, min, max int64) payrollparams.Params {
	t, _ := time.Parse("2006-01-02", from)
	return payrollparams.Params{
		EffectiveFrom: t, PersonalExemption: 20000_00, PhaseOutThresholds: thresholds,
		Brackets:            brackets([]int64{40000, 55000, 70000, 200000, 400000, 1200000}, []int64{0, 1000, 1500, 2000, 2250, 2500, 2750}),
		EmployeeInsuranceBP: 1100, EmployerInsuranceBP: 1875, InsurableMin: min * 100, InsurableMax: max * 100, MartyrsFundBP: 5,
	}
}

// law175 is Law 175/2023 (payroll before March 2024).
func law175(from string, min, max int64) payrollparams.Params {
	p := law7(from, min, max)
	p.PersonalExemption = 15000_00
	p.Brackets = brackets([]int64{30000, 45000, 60000, 200000, 400000, 1200000}, []int64{0, 1000, 1500, 2000, 2250, 2500, 2750})
	return p
}

func pounds(s string) int64 {
	var in Input
	b := map[string]any{"period": "2025-01", "baseSalary": s}
	in, err := ParseInput(b, DefaultSettings())
	if err != nil {
		panic(err)
	}
	return in.BaseSalary
}

func TestAnnualTaxAtEveryBracketEdgeAndFallingAwayTier(t *testing.T) {
	cases := []struct {
		name, taxable, tax string
	}{
		{"zero", "0", "0.00"},
		{"top of the 0% band", "40000", "0.00"},
		{"first pound into 10%", "40010", "1.00"},
		{"top of 10%", "55000", "1500.00"},
		{"top of 15%", "70000", "3750.00"},
		{"top of 20%", "200000", "29750.00"},
		{"top of 22.5%", "400000", "74750.00"},
		{"600,000 keeps the 0% band", "600000", "124750.00"},
		{"600,000.01 loses the 0% band: 10% from the first pound", "600000.01", "128750.00"},
		{"700,000 still in the first tier", "700000", "153750.00"},
		{"700,000.01 loses the 10% band: 15% from the first pound", "700000.01", "156500.00"},
		{"800,000 still in the second tier", "800000", "181500.00"},
		{"800,010 loses the 15% band: 20% to 200,000", "800010", "185002.50"},
		{"900,000 still in the third tier", "900000", "210000.00"},
		{"900,010 loses the 20% band: 22.5% to 400,000", "900010", "215002.50"},
		{"1,200,000 still in the fourth tier", "1200000", "290000.00"},
		{"1,200,010: 25% to 1,200,000 and 27.5% above", "1200010", "300002.75"},
		{"2,000,000", "2000000", "520000.00"},
	}
	p := law7("2025-01-01", 2300, 14500)
	for _, c := range cases {
		got, _, _ := schedule(p, pounds(c.taxable))
		if FormatPounds(got) != c.tax {
			t.Errorf("%s: tax on %s = %s, want %s", c.name, c.taxable, FormatPounds(got), c.tax)
		}
		if legacy := payrollparams.AnnualIncomeTax(p, pounds(c.taxable)); legacy != got {
			t.Errorf("%s: payrollparams.AnnualIncomeTax = %d, schedule = %d", c.name, legacy, got)
		}
	}
}

func TestAnnualTaxUnderLaw175(t *testing.T) {
	cases := []struct{ taxable, tax string }{
		{"30000", "0.00"}, {"45000", "1500.00"}, {"60000", "3750.00"}, {"200000", "31750.00"},
		{"400000", "76750.00"}, {"600000", "126750.00"}, {"600010", "129752.50"}, {"700010", "157002.50"},
		{"800010", "185002.50"}, {"900010", "215002.50"}, {"1200010", "300002.75"},
	}
	p := law175("2023-01-01", 1700, 10900)
	for _, c := range cases {
		if got, _, _ := schedule(p, pounds(c.taxable)); FormatPounds(got) != c.tax {
			t.Errorf("Law 175/2023: tax on %s = %s, want %s", c.taxable, FormatPounds(got), c.tax)
		}
	}
}

func TestFallingAwayMarksTheLostBands(t *testing.T) {
	_, bands, lost := schedule(law7("2025-01-01", 2300, 14500), pounds("800010"))
	if lost != 3 || !bands[0].Removed || !bands[2].Removed || bands[3].Removed {
		t.Fatalf("lost %d, bands %+v", lost, bands)
	}
	if FormatPounds(int64(bands[3].Taxed)) != "200000.00" || FormatPounds(int64(bands[3].Tax)) != "40000.00" {
		t.Errorf("the 20%% band taxes 0–200,000 in full: %+v", bands[3])
	}
}

func calc(t *testing.T, p payrollparams.Params, body string) Result {
	t.Helper()
	var b map[string]any
	if err := json.Unmarshal([]byte(body), &b); err != nil {
		t.Fatal(err)
	}
	in, err := ParseInput(b, DefaultSettings())
	if err != nil {
		t.Fatalf("%s: %v", body, err)
	}
	r, err := Calculate(p, DefaultSettings(), in)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func expect(t *testing.T, what string, got Money, want string) {
	t.Helper()
	if FormatPounds(int64(got)) != want {
		t.Errorf("%s = %s, want %s", what, FormatPounds(int64(got)), want)
	}
}

func TestMonthWithTaxableAndUntaxedAllowances(t *testing.T) {
	r := calc(t, law7("2025-01-01", 2300, 14500), `{"period":"2025-06","baseSalary":10000,
		"allowances":[{"name":"Transport","amount":600,"taxable":true},{"name":"Meals","amount":"400","taxable":false}]}`)
	expect(t, "gross", r.GrossPay, "11000.00")
	expect(t, "taxable gross", r.TaxableGross, "10600.00")
	expect(t, "insured salary", r.InsuredSalary, "11000.00")
	expect(t, "employee insurance", r.EmployeeInsurance, "1210.00")
	expect(t, "employer insurance", r.EmployerInsurance, "2062.50")
	expect(t, "annual taxable", r.TaxableAnnual, "92680.00") // 12 × (10,600 − 1,210) − 20,000
	expect(t, "annual tax", r.AnnualTax, "8286.00")          // 1,500 + 2,250 + 20% × 22,680
	expect(t, "monthly tax", r.Tax, "690.50")
	expect(t, "net", r.NetPay, "9099.50")
	raw, _ := json.Marshal(r)
	for _, want := range []string{`"grossPay":11000.00`, `"tax":690.50`, `"code":"monthly_tax"`, `"rate":"18.75"`} {
		if !strings.Contains(string(raw), want) {
			t.Errorf("answer lacks %s: %s", want, raw)
		}
	}
}

func TestInsuranceMinimumAndMaximumOfEachYear(t *testing.T) {
	years := []struct {
		p                                    payrollparams.Params
		period                               string
		min, minEE, minER, max, maxEE, maxER string
	}{
		{law175("2023-01-01", 1700, 10900), "2023-05", "1700.00", "187.00", "318.75", "10900.00", "1199.00", "2043.75"},
		{law7("2024-03-01", 2000, 12600), "2024-05", "2000.00", "220.00", "375.00", "12600.00", "1386.00", "2362.50"},
		{law7("2025-01-01", 2300, 14500), "2025-05", "2300.00", "253.00", "431.25", "14500.00", "1595.00", "2718.75"},
		{law7("2026-01-01", 2700, 16700), "2026-05", "2700.00", "297.00", "506.25", "16700.00", "1837.00", "3131.25"},
	}
	for _, y := range years {
		low := calc(t, y.p, `{"period":"`+y.period+`","baseSalary":1500}`)
		expect(t, y.period+" insured below the minimum", low.InsuredSalary, y.min)
		expect(t, y.period+" employee at the minimum", low.EmployeeInsurance, y.minEE)
		expect(t, y.period+" employer at the minimum", low.EmployerInsurance, y.minER)
		high := calc(t, y.p, `{"period":"`+y.period+`","baseSalary":40000}`)
		expect(t, y.period+" insured above the maximum", high.InsuredSalary, y.max)
		expect(t, y.period+" employee at the maximum", high.EmployeeInsurance, y.maxEE)
		expect(t, y.period+" employer at the maximum", high.EmployerInsurance, y.maxER)
	}
}

// TestAcrossTheMarch2024Change: the same salary in February 2024 (Law 175/2023, 15,000 exemption) and in
// March 2024 (Law 7/2024, 20,000 exemption); both months use the 2024 insurable range.
func TestAcrossTheMarch2024Change(t *testing.T) {
	feb := calc(t, law175("2024-01-01", 2000, 12600), `{"period":"2024-02","baseSalary":20000}`)
	expect(t, "February insured", feb.InsuredSalary, "12600.00")
	expect(t, "February insurance", feb.EmployeeInsurance, "1386.00")
	expect(t, "February annual taxable", feb.TaxableAnnual, "208368.00") // 12 × 18,614 − 15,000
	expect(t, "February annual tax", feb.AnnualTax, "33632.80")          // 1,500 + 2,250 + 28,000 + 22.5% × 8,368
	expect(t, "February monthly tax", feb.Tax, "2802.73")
	expect(t, "February net", feb.NetPay, "15811.27")

	mar := calc(t, law7("2024-03-01", 2000, 12600), `{"period":"2024-03","baseSalary":20000}`)
	expect(t, "March annual taxable", mar.TaxableAnnual, "203368.00") // 12 × 18,614 − 20,000
	expect(t, "March annual tax", mar.AnnualTax, "30507.80")          // 1,500 + 2,250 + 26,000 + 22.5% × 3,368
	expect(t, "March monthly tax", mar.Tax, "2542.32")
	expect(t, "March net", mar.NetPay, "16071.68")
}

func TestMonthlyTaxRoundsHalfUpToThePiastre(t *testing.T) {
	// insured wage 2,300 → 253.00; 12 × (5,254.05 − 253) − 20,000 = 40,012.60; tax 1.26; ÷ 12 = 0.105 → 0.11
	r := calc(t, law7("2025-01-01", 2300, 14500), `{"period":"2025-02","baseSalary":"5254.05","insuredSalary":2300}`)
	expect(t, "insured (declared)", r.InsuredSalary, "2300.00")
	expect(t, "annual taxable", r.TaxableAnnual, "40012.60")
	expect(t, "annual tax", r.AnnualTax, "1.26")
	expect(t, "monthly tax", r.Tax, "0.11")
}

func TestOvertimeBonusesDeductionsAndTheMartyrsFund(t *testing.T) {
	p := law7("2025-01-01", 2300, 14500)
	// hourly = 10,400 × 12 ÷ (40 × 52) = 60.00; 6 h × 1.5 = 540.00; 2 h weekend × 2 = 240.00; the 4 h entry is excluded
	body := `{"period":"2025-03","baseSalary":10400,
		"overtime":[{"hours":6,"rate":1.5},{"hours":2,"type":"WEEKEND"},{"hours":4,"rate":3,"include":false},{"hours":1,"rate":1.5,"amount":"75.25"}],
		"bonuses":[{"description":"Target","amount":1000}],"deductions":[{"description":"Advance","amount":500}]}`
	r := calc(t, p, body)
	expect(t, "overtime", r.Overtime, "855.25")
	expect(t, "gross", r.GrossPay, "12255.25")
	expect(t, "employee insurance", r.EmployeeInsurance, "1348.08") // 11% × 12,255.25 = 1,348.0775
	// 12 × (12,255.25 − 1,348.08) − 20,000 = 110,886.04; tax 1,500 + 2,250 + 20% × 40,886.04 = 11,927.208 → 11,927.21
	expect(t, "annual tax", r.AnnualTax, "11927.21")
	expect(t, "monthly tax", r.Tax, "993.93") // 11,927.21 ÷ 12 = 993.934
	expect(t, "net", r.NetPay, "9413.24")     // 12,255.25 − 1,348.08 − 993.93 − 500
	if r.OvertimeEntries[2].Amount != 72000 {
		t.Errorf("the excluded entry still shows its amount: %d", r.OvertimeEntries[2].Amount)
	}

	p.MartyrsFundEnabled = true
	f := calc(t, p, body)
	expect(t, "martyrs' fund", f.MartyrsFund, "6.13") // 0.05% × 12,255.25 = 6.127625
	expect(t, "tax unchanged by the fund", f.Tax, "993.93")
	expect(t, "net with the fund", f.NetPay, "9407.11")
}

func TestBadInputIsAFieldError(t *testing.T) {
	cases := []struct{ body, field, code string }{
		{`{"baseSalary":1}`, "period", "validation_invalid_period"},
		{`{"period":"2025-13","baseSalary":1}`, "period", "validation_invalid_period"},
		{`{"period":"2025-01"}`, "baseSalary", "validation_required"},
		{`{"period":"2025-01","baseSalary":-1}`, "baseSalary", "validation_invalid_amount"},
		{`{"period":"2025-01","baseSalary":"abc"}`, "baseSalary", "validation_invalid_amount"},
		{`{"period":"2025-01","baseSalary":1e12}`, "baseSalary", "validation_amount_too_large"},
		{`{"period":"2025-01","baseSalary":{"x":1}}`, "baseSalary", "validation_invalid_amount"},
		{`{"period":"2025-01","baseSalary":1,"allowances":"x"}`, "allowances", "validation_invalid_list"},
		{`{"period":"2025-01","baseSalary":1,"allowances":[{"amount":5}]}`, "allowances.0.name", "validation_required"},
		{`{"period":"2025-01","baseSalary":1,"allowances":[{"name":"a","amount":5,"taxable":"maybe"}]}`, "allowances.0.taxable", "validation_invalid_value"},
		{`{"period":"2025-01","baseSalary":1,"overtime":[{"hours":0,"rate":1.5}]}`, "overtime.0.hours", "validation_invalid_hours"},
		{`{"period":"2025-01","baseSalary":1,"overtime":[{"hours":2}]}`, "overtime.0.type", "validation_invalid_overtime_type"},
		{`{"period":"2025-01","baseSalary":1,"overtime":[{"hours":2,"rate":0.5}]}`, "overtime.0.rate", "validation_invalid_multiplier"},
		{`{"period":"2025-01","baseSalary":1,"bonuses":[{"description":"b","amount":-3}]}`, "bonuses.0.amount", "validation_invalid_amount"},
		{`{"period":"2025-01","baseSalary":1,"deductions":[{"description":"","amount":3}]}`, "deductions.0.description", "validation_required"},
	}
	for _, c := range cases {
		var b map[string]any
		if err := json.Unmarshal([]byte(c.body), &b); err != nil {
			t.Fatal(err)
		}
		_, err := ParseInput(b, DefaultSettings())
		var fe validation.Errors
		if !errors.As(err, &fe) || fe[c.field] == nil || fe[c.field].(validation.Error).Code() != c.code {
			t.Errorf("%s: got %v, want %s on %s", c.body, err, c.code, c.field)
		}
	}
	var b map[string]any
	_ = json.Unmarshal([]byte(`{"period":"2025-01","baseSalary":1000,"deductions":[{"description":"Loan","amount":5000}]}`), &b)
	in, _ := ParseInput(b, DefaultSettings())
	_, err := Calculate(law7("2025-01-01", 2300, 14500), DefaultSettings(), in)
	var fe validation.Errors
	if !errors.As(err, &fe) || fe["deductions"] == nil {
		t.Errorf("deductions above the pay: %v", err)
	}
}

func TestNoFloatDriftOverManyLines(t *testing.T) {
	rows := make([]string, 100)
	for i := range rows {
		rows[i] = `{"name":"a","amount":0.1,"taxable":true}`
	}
	r := calc(t, law7("2025-01-01", 2300, 14500), `{"period":"2025-01","baseSalary":5000.2,"allowances":[`+strings.Join(rows, ",")+`]}`)
	expect(t, "5,000.20 + 100 × 0.10", r.GrossPay, "5010.20")
}
