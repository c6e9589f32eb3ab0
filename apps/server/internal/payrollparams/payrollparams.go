// Package payrollparams reads the Egyptian payroll parameters in force for a period and computes the
// annual income tax. Money is in integer piastres (1 EGP = 100 piastres) to avoid rounding drift.
package payrollparams

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Bracket is one band of the progressive schedule. Max 0 means no upper bound. RateBP is in basis
// points (22.5% = 2250).
type Bracket struct {
	Min, Max int64
	RateBP   int64
}

// Params are the parameters of one payroll_parameters row.
type Params struct {
	EffectiveFrom       time.Time
	PersonalExemption   int64 // annual, piastres
	Brackets            []Bracket
	PhaseOutThresholds  []int64 // piastres; see AnnualIncomeTax
	EmployeeInsuranceBP int64
	EmployerInsuranceBP int64
	InsurableMin        int64 // monthly, piastres
	InsurableMax        int64 // monthly, piastres
	// The martyrs' fund contribution (Law 4/2021): a rate of the gross, deducted from the net pay as its
	// own line when enabled (it does not reduce the tax base). Off by default; the rate defaults to 0.05%.
	MartyrsFundEnabled bool
	MartyrsFundBP      int64 // basis points: 0.05% = 5
}

// Piastres converts an amount in pounds to piastres, rounding half away from zero.
func Piastres(pounds float64) int64 {
	return int64(math.Round(pounds * 100))
}

// BasisPoints converts a percentage to basis points (22.5 → 2250).
func BasisPoints(percent float64) int64 {
	return int64(math.Round(percent * 100))
}

// For returns the parameters in force on period: the row with the latest effectiveFrom not after it.
func For(app core.App, period time.Time) (Params, error) {
	rows, err := app.FindRecordsByFilter("payroll_parameters", "effectiveFrom <= {:p}", "-effectiveFrom", 1, 0,
		dbx.Params{"p": period.UTC().Format("2006-01-02 15:04:05.000Z")})
	if err != nil {
		return Params{}, err
	}
	if len(rows) == 0 {
		return Params{}, fmt.Errorf("payrollparams: no parameters in force on %s", period.Format("2006-01-02"))
	}
	return FromRecord(rows[0])
}

// FromRecord converts a payroll_parameters record.
func FromRecord(r *core.Record) (Params, error) {
	p := Params{
		EffectiveFrom:       r.GetDateTime("effectiveFrom").Time(),
		PersonalExemption:   Piastres(r.GetFloat("personalExemption")),
		EmployeeInsuranceBP: BasisPoints(r.GetFloat("employeeInsuranceRate")),
		EmployerInsuranceBP: BasisPoints(r.GetFloat("employerInsuranceRate")),
		InsurableMin:        Piastres(r.GetFloat("insurableMin")),
		InsurableMax:        Piastres(r.GetFloat("insurableMax")),
		MartyrsFundEnabled:  r.GetBool("martyrsFundEnabled"),
		MartyrsFundBP:       BasisPoints(r.GetFloat("martyrsFundRate")),
	}
	var brackets []struct {
		Min  float64  `json:"min"`
		Max  *float64 `json:"max"`
		Rate float64  `json:"rate"`
	}
	if err := json.Unmarshal([]byte(r.GetString("brackets")), &brackets); err != nil {
		return p, fmt.Errorf("payrollparams: brackets: %w", err)
	}
	for _, b := range brackets {
		nb := Bracket{Min: Piastres(b.Min), RateBP: BasisPoints(b.Rate)}
		if b.Max != nil {
			nb.Max = Piastres(*b.Max)
		}
		p.Brackets = append(p.Brackets, nb)
	}
	if raw := r.GetString("phaseOut"); raw != "" && raw != "null" {
		var phase struct {
			Thresholds []float64 `json:"thresholds"`
		}
		if err := json.Unmarshal([]byte(raw), &phase); err != nil {
			return p, fmt.Errorf("payrollparams: phaseOut: %w", err)
		}
		for _, th := range phase.Thresholds {
			p.PhaseOutThresholds = append(p.PhaseOutThresholds, Piastres(th))
		}
	}
	if len(p.Brackets) == 0 {
		return p, errors.New("payrollparams: no tax brackets")
	}
	return p, nil
}

// AnnualIncomeTax returns the tax on an annual taxable income (after the personal exemption), both in
// piastres. Egypt's schedule phases out the low bands for high incomes: when the income exceeds
// PhaseOutThresholds[i], the i+1 lowest bands are taxed at the rate of the band after them. With the seeded
// thresholds (600k, 700k, 800k, 900k, 1.2M) an income above 600k loses the 0% band, above 700k also the
// 10% band, ..., and above 1.2M the first 1.2M is taxed at 25% and the rest at 27.5%.
func AnnualIncomeTax(p Params, annualTaxable int64) int64 {
	if annualTaxable <= 0 || len(p.Brackets) == 0 {
		return 0
	}
	removed := 0
	for _, th := range p.PhaseOutThresholds {
		if annualTaxable > th {
			removed++
		}
	}
	if removed > len(p.Brackets)-1 {
		removed = len(p.Brackets) - 1
	}

	var scaled int64 // sum of amount × basis points, divided once at the end
	for i := removed; i < len(p.Brackets); i++ {
		b := p.Brackets[i]
		lo := b.Min
		if i == removed {
			lo = 0 // the removed bands are taxed at this band's rate
		}
		hi := b.Max
		if hi == 0 || hi > annualTaxable {
			hi = annualTaxable
		}
		if hi > lo {
			scaled += (hi - lo) * b.RateBP
		}
		if b.Max == 0 || b.Max >= annualTaxable {
			break
		}
	}
	return (scaled + 5000) / 10000
}

// InsurableSalary clamps a monthly salary (piastres) to the insurable range.
func InsurableSalary(p Params, monthly int64) int64 {
	return min(max(monthly, p.InsurableMin), p.InsurableMax)
}

// Insurance returns the monthly employee and employer social insurance contributions (piastres).
func Insurance(p Params, monthlySalary int64) (employee, employer int64) {
	base := InsurableSalary(p, monthlySalary)
	return (base*p.EmployeeInsuranceBP + 5000) / 10000, (base*p.EmployerInsuranceBP + 5000) / 10000
}
