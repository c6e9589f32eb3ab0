// Package payroll is the Egyptian payroll engine: one calculation, used by the payroll run, by every edit
// of a draft payroll record and by POST /api/erp/payroll/calculate. Money is integer piastres throughout
// (1 EGP = 100 piastres); the parameters (tax brackets, exemption, insurance rates and limits, martyrs'
// fund) come from the payroll_parameters row in force for the period (package payrollparams), the
// overtime multipliers and weekly hours from app_settings.
//
// The steps, each one a line of the answer:
//
//	gross            = base salary + every allowance + included overtime + bonuses
//	taxable gross    = base salary + taxable allowances + included overtime + bonuses
//	insured salary   = the insured wage (the gross unless set) clamped to the year's minimum and maximum
//	insurance        = insured salary × employee rate (11%) and × employer rate (18.75%), half-up
//	annual taxable   = max(0, 12 × (taxable gross − employee insurance) − personal exemption)
//	annual tax       = the progressive schedule with the falling-away of the lower bands
//	monthly tax      = annual tax ÷ 12, half-up to the piastre
//	martyrs' fund    = gross × its rate when the parameters enable it (not deducted from the tax base)
//	net pay          = gross − employee insurance − monthly tax − martyrs' fund − deductions
package payroll

import (
	"encoding/json"
	"math/big"
	"strconv"
	"strings"

	"erp/server/internal/lines"
	"erp/server/internal/payrollparams"
)

// Money is an amount in piastres that encodes as EGP with two decimals (a JSON number such as 1234.50).
type Money int64

// MarshalJSON writes the amount in pounds with exactly two decimals.
func (m Money) MarshalJSON() ([]byte, error) {
	return []byte(FormatPounds(int64(m))), nil
}

// UnmarshalJSON reads an amount in pounds (a number or numeric string) exactly.
func (m *Money) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	if s == "null" {
		*m = 0
		return nil
	}
	p, err := lines.ParseMoney(s)
	if err != nil {
		return err
	}
	*m = Money(p)
	return nil
}

// FormatPounds renders piastres as pounds with two decimals ("-12.05").
func FormatPounds(p int64) string {
	sign := ""
	if p < 0 {
		sign, p = "-", -p
	}
	cents := p % 100
	s := strconv.FormatInt(p/100, 10) + "."
	if cents < 10 {
		s += "0"
	}
	return sign + s + strconv.FormatInt(cents, 10)
}

// Allowance is one allowance of the month; only taxable ones enter the tax base.
type Allowance struct {
	Name    string `json:"name"`
	Amount  Money  `json:"amount"`
	Taxable bool   `json:"taxable"`
}

// Overtime is one overtime entry. HoursMilli and RateMilli (the multiplier) are thousandths; Amount is
// computed from the hourly rate when the entry does not carry one. Excluded entries do not count.
type Overtime struct {
	Record     string `json:"record,omitempty"`
	Date       string `json:"date,omitempty"`
	Type       string `json:"type,omitempty"`
	HoursMilli int64  `json:"-"`
	RateMilli  int64  `json:"-"`
	Amount     Money  `json:"amount"`
	Include    bool   `json:"include"`
}

// Item is a bonus or a deduction.
type Item struct {
	Description string `json:"description"`
	Amount      Money  `json:"amount"`
}

// Input is what one month's pay is computed from.
type Input struct {
	Period      string // YYYY-MM
	BaseSalary  int64
	InsuredWage *int64 // nil: the gross
	Allowances  []Allowance
	Overtime    []Overtime
	Bonuses     []Item
	Deductions  []Item
}

// Settings are the company's overtime policy (app_settings).
type Settings struct {
	WeeklyHoursMilli int64            // thousandths of an hour; 40 h = 40000
	MultipliersMilli map[string]int64 // by overtime type (REGULAR, NORMAL, WEEKEND, HOLIDAY, NIGHT), thousandths
}

// DefaultSettings are the seeded policy: 40 hours a week, 1.5 regular, 2.0 weekend, 3.0 holiday, 1.7 night.
func DefaultSettings() Settings {
	return Settings{WeeklyHoursMilli: 40000, MultipliersMilli: map[string]int64{
		"REGULAR": 1500, "NORMAL": 1500, "WEEKEND": 2000, "HOLIDAY": 3000, "NIGHT": 1700,
	}}
}

// BracketLine is one band of the schedule as applied to this income.
type BracketLine struct {
	From    Money  `json:"from"`
	To      *Money `json:"to"` // nil: no upper bound
	Rate    string `json:"rate"`
	Taxed   Money  `json:"taxed"`
	Tax     Money  `json:"tax"`
	Removed bool   `json:"removed,omitempty"` // a lower band lost to the falling-away (taxed at this band's rate)
}

// Line is one step of the calculation, for the summary and the payslip.
type Line struct {
	Code   string         `json:"code"`
	Amount Money          `json:"amount"`
	Params map[string]any `json:"params,omitempty"`
}

// Parameters are the parameters applied, echoed in the answer.
type Parameters struct {
	EffectiveFrom     string `json:"effectiveFrom"`
	PersonalExemption Money  `json:"personalExemption"`
	InsurableMin      Money  `json:"insurableMin"`
	InsurableMax      Money  `json:"insurableMax"`
	EmployeeRate      string `json:"employeeInsuranceRate"`
	EmployerRate      string `json:"employerInsuranceRate"`
	MartyrsFundRate   string `json:"martyrsFundRate"`
	MartyrsFund       bool   `json:"martyrsFundEnabled"`
	BandsLost         int    `json:"bandsLost"`
}

// Result is the answer of the calculation, in EGP with two decimals.
type Result struct {
	Period            string        `json:"period"`
	BaseSalary        Money         `json:"baseSalary"`
	Allowances        Money         `json:"allowances"`
	Overtime          Money         `json:"overtime"`
	Bonuses           Money         `json:"bonuses"`
	Deductions        Money         `json:"deductions"`
	GrossPay          Money         `json:"grossPay"`
	TaxableGross      Money         `json:"taxableGross"`
	InsuredWage       Money         `json:"insuredWage"`
	InsuredSalary     Money         `json:"insuredSalary"`
	EmployeeInsurance Money         `json:"employeeInsurance"`
	EmployerInsurance Money         `json:"employerInsurance"`
	TaxableAnnual     Money         `json:"taxableAnnual"`
	AnnualTax         Money         `json:"annualTax"`
	Tax               Money         `json:"tax"`
	MartyrsFund       Money         `json:"martyrsFund"`
	NetPay            Money         `json:"netPay"`
	Parameters        Parameters    `json:"parameters"`
	Brackets          []BracketLine `json:"brackets"`
	OvertimeEntries   []Overtime    `json:"-"`
	Lines             []Line        `json:"lines"`
}

// percent renders basis points as a percentage ("18.75", "11", "0.05").
func percent(bp int64) string {
	return strconv.FormatFloat(float64(bp)/100, 'f', -1, 64)
}

// halfUp divides a non-negative n by d, rounding half up.
func halfUp(n, d int64) int64 { return (n + d/2) / d }

// mulDiv returns round-half-up(a × b × c / d) without overflow.
func mulDiv(a, b, c, d int64) int64 {
	n := new(big.Int).Mul(big.NewInt(a), big.NewInt(b))
	n.Mul(n, big.NewInt(c))
	n.Add(n, big.NewInt(d/2))
	return n.Quo(n, big.NewInt(d)).Int64()
}

// HourlyRate is the monthly salary ÷ (weekly hours × 52 ÷ 12), in piastres, half-up.
func (s Settings) HourlyRate(monthly int64) int64 {
	weekly := s.WeeklyHoursMilli
	if weekly <= 0 {
		weekly = 40000
	}
	return mulDiv(monthly, 12, 1000, weekly*52)
}

// Multiplier is the multiplier of an overtime type in thousandths (0 when unknown).
func (s Settings) Multiplier(overtimeType string) int64 {
	return s.MultipliersMilli[overtimeType]
}

// Calculate computes one month's pay. The input must have been checked (ParseInput); amounts are
// non-negative. The error is a field error when the deductions take the net pay below zero.
func Calculate(p payrollparams.Params, s Settings, in Input) (Result, error) {
	r := Result{Period: in.Period, BaseSalary: Money(in.BaseSalary)}
	add := func(code string, amount int64, params map[string]any) {
		r.Lines = append(r.Lines, Line{Code: code, Amount: Money(amount), Params: params})
	}
	add("base_salary", in.BaseSalary, nil)

	gross, taxable := in.BaseSalary, in.BaseSalary
	for _, a := range in.Allowances {
		gross += int64(a.Amount)
		r.Allowances += a.Amount
		if a.Taxable {
			taxable += int64(a.Amount)
		}
		add("allowance", int64(a.Amount), map[string]any{"name": a.Name, "taxable": a.Taxable})
	}
	hourly := s.HourlyRate(in.BaseSalary)
	for _, o := range in.Overtime {
		if o.Amount == 0 && o.HoursMilli > 0 {
			o.Amount = Money(mulDiv(hourly, o.HoursMilli, o.RateMilli, 1_000_000))
		}
		r.OvertimeEntries = append(r.OvertimeEntries, o)
		if !o.Include {
			continue
		}
		gross += int64(o.Amount)
		taxable += int64(o.Amount)
		r.Overtime += o.Amount
		add("overtime", int64(o.Amount), map[string]any{
			"date": o.Date, "type": o.Type, "hours": float64(o.HoursMilli) / 1000, "rate": float64(o.RateMilli) / 1000,
			"hourlyRate": Money(hourly),
		})
	}
	for _, b := range in.Bonuses {
		gross += int64(b.Amount)
		taxable += int64(b.Amount)
		r.Bonuses += b.Amount
		add("bonus", int64(b.Amount), map[string]any{"description": b.Description})
	}
	r.GrossPay, r.TaxableGross = Money(gross), Money(taxable)
	add("gross_pay", gross, nil)

	wage := gross
	if in.InsuredWage != nil {
		wage = *in.InsuredWage
	}
	insured := payrollparams.InsurableSalary(p, wage)
	r.InsuredWage, r.InsuredSalary = Money(wage), Money(insured)
	add("insured_salary", insured, map[string]any{"wage": Money(wage), "min": Money(p.InsurableMin), "max": Money(p.InsurableMax),
		"clamped": insured != wage, "declared": in.InsuredWage != nil})
	empIns := halfUp(insured*p.EmployeeInsuranceBP, 10000)
	emprIns := halfUp(insured*p.EmployerInsuranceBP, 10000)
	r.EmployeeInsurance, r.EmployerInsurance = Money(empIns), Money(emprIns)
	add("employee_insurance", empIns, map[string]any{"rate": percent(p.EmployeeInsuranceBP), "base": Money(insured)})
	add("employer_insurance", emprIns, map[string]any{"rate": percent(p.EmployerInsuranceBP), "base": Money(insured)})

	add("taxable_monthly", taxable-empIns, map[string]any{"taxableGross": Money(taxable), "employeeInsurance": Money(empIns)})
	annual := max(0, 12*(taxable-empIns)-p.PersonalExemption)
	r.TaxableAnnual = Money(annual)
	add("taxable_annual", annual, map[string]any{"months": 12, "exemption": Money(p.PersonalExemption)})

	annualTax, bands, lost := schedule(p, annual)
	r.Brackets = bands
	r.AnnualTax = Money(annualTax)
	add("annual_tax", annualTax, map[string]any{"bandsLost": lost})
	tax := halfUp(annualTax, 12)
	r.Tax = Money(tax)
	add("monthly_tax", tax, map[string]any{"annualTax": Money(annualTax), "months": 12})

	var fund int64
	if p.MartyrsFundEnabled {
		fund = halfUp(gross*p.MartyrsFundBP, 10000)
		add("martyrs_fund", fund, map[string]any{"rate": percent(p.MartyrsFundBP), "base": Money(gross)})
	}
	r.MartyrsFund = Money(fund)

	var deducted int64
	for _, d := range in.Deductions {
		deducted += int64(d.Amount)
		add("deduction", int64(d.Amount), map[string]any{"description": d.Description})
	}
	r.Deductions = Money(deducted)
	net := gross - empIns - tax - fund - deducted
	r.NetPay = Money(net)
	add("net_pay", net, nil)

	r.Parameters = Parameters{
		EffectiveFrom: p.EffectiveFrom.Format("2006-01-02"), PersonalExemption: Money(p.PersonalExemption),
		InsurableMin: Money(p.InsurableMin), InsurableMax: Money(p.InsurableMax),
		EmployeeRate: percent(p.EmployeeInsuranceBP), EmployerRate: percent(p.EmployerInsuranceBP),
		MartyrsFundRate: percent(p.MartyrsFundBP), MartyrsFund: p.MartyrsFundEnabled, BandsLost: lost,
	}
	// Deductions may not take the pay below zero. A pay below the insurance on the minimum insured
	// salary with no deductions stays as it is (negative): the contribution is owed all the same.
	if net < 0 && deducted > 0 {
		return r, errNetNegative(net, "deductions")
	}
	return r, nil
}

// schedule applies the brackets to an annual taxable income: the tax (to the piastre, half-up), each
// band as applied, and how many lower bands fell away. It agrees with payrollparams.AnnualIncomeTax.
func schedule(p payrollparams.Params, annual int64) (int64, []BracketLine, int) {
	lost := 0
	for _, th := range p.PhaseOutThresholds {
		if annual > th {
			lost++
		}
	}
	lost = min(lost, len(p.Brackets)-1)
	lines := make([]BracketLine, 0, len(p.Brackets))
	var scaled int64
	for i, b := range p.Brackets {
		bl := BracketLine{From: Money(b.Min), Rate: percent(b.RateBP)}
		if b.Max != 0 {
			to := Money(b.Max)
			bl.To = &to
		}
		if i < lost {
			bl.Removed = true
			lines = append(lines, bl)
			continue
		}
		lo := b.Min
		if i == lost {
			lo = 0
		}
		hi := b.Max
		if hi == 0 || hi > annual {
			hi = annual
		}
		if hi > lo {
			bl.Taxed = Money(hi - lo)
			bl.Tax = Money(halfUp((hi-lo)*b.RateBP, 10000))
			scaled += (hi - lo) * b.RateBP
		}
		lines = append(lines, bl)
	}
	if annual <= 0 {
		return 0, lines, lost
	}
	return halfUp(scaled, 10000), lines, lost
}

// JSON returns the result as a generic value, for storing on a payroll record.
func (r Result) JSON() map[string]any {
	raw, _ := json.Marshal(r)
	var out map[string]any
	_ = json.Unmarshal(raw, &out)
	return out
}
