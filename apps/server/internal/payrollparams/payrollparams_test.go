package payrollparams_test

import (
	"testing"
	"time"

	"erp/server/internal/payrollparams"
	"erp/server/internal/testutil"
)

func egp(pounds float64) int64 { return payrollparams.Piastres(pounds) }

func TestAnnualIncomeTax(t *testing.T) {
	app := testutil.NewApp(t)
	p, err := payrollparams.For(app, time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		income, tax float64
		why         string
	}{
		{0, 0, "nothing"},
		{30000, 0, "inside the 0% band"},
		{40000, 0, "top of the 0% band"},
		{50000, 1000, "10% on 10k"},
		{65000, 3000, "1,500 (10% on 15k) + 1,500 (15% on 10k)"},
		{600000, 5*0 + 1500 + 2250 + 26000 + 45000 + 50000, "all bands at 600k exactly"},
		{650000, 5500 + 2250 + 26000 + 45000 + 62500, "above 600k: 0% band taxed at 10%"},
		{750000, 10500 + 26000 + 45000 + 87500, "above 700k: 0-70k at 15%"},
		{850000, 40000 + 45000 + 112500, "above 800k: 0-200k at 20%"},
		{1000000, 90000 + 150000, "above 900k: 0-400k at 22.5%"},
		{1200000, 90000 + 200000, "1.2M exactly stays in the 900k regime"},
		{1500000, 300000 + 82500, "above 1.2M: 1.2M at 25% + 300k at 27.5%"},
		{50000.01, 1000, "rounded to the piastre"},
	}
	for _, c := range cases {
		if got := payrollparams.AnnualIncomeTax(p, egp(c.income)); got != egp(c.tax) {
			t.Errorf("%v (%s): got %.2f, want %.2f", c.income, c.why, float64(got)/100, c.tax)
		}
	}
}

func TestForPicksTheRowInForce(t *testing.T) {
	app := testutil.NewApp(t)
	cases := []struct {
		day      time.Time
		min, max float64
	}{
		{time.Date(2024, 3, 1, 0, 0, 0, 0, time.UTC), 2000, 12600},
		{time.Date(2024, 12, 31, 0, 0, 0, 0, time.UTC), 2000, 12600},
		{time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC), 2300, 14500},
		{time.Date(2026, 1, 31, 0, 0, 0, 0, time.UTC), 2700, 16700},
	}
	for _, c := range cases {
		p, err := payrollparams.For(app, c.day)
		if err != nil {
			t.Fatal(err)
		}
		if p.InsurableMin != egp(c.min) || p.InsurableMax != egp(c.max) || p.PersonalExemption != egp(20000) {
			t.Errorf("%s: %+v", c.day.Format("2006-01-02"), p)
		}
	}
	// Law 175/2023 before March 2024: the 15,000 exemption, with that year's insurable range.
	for _, c := range []struct {
		day      time.Time
		min, max float64
	}{
		{time.Date(2023, 6, 1, 0, 0, 0, 0, time.UTC), 1700, 10900},
		{time.Date(2024, 2, 1, 0, 0, 0, 0, time.UTC), 2000, 12600},
	} {
		p, err := payrollparams.For(app, c.day)
		if err != nil || p.InsurableMin != egp(c.min) || p.InsurableMax != egp(c.max) || p.PersonalExemption != egp(15000) ||
			p.Brackets[0].Max != egp(30000) || p.MartyrsFundEnabled || p.MartyrsFundBP != 5 {
			t.Errorf("%s: %+v %v", c.day.Format("2006-01-02"), p, err)
		}
	}
	if _, err := payrollparams.For(app, time.Date(2022, 12, 1, 0, 0, 0, 0, time.UTC)); err == nil {
		t.Error("a period before every row must fail")
	}

	p, _ := payrollparams.For(app, time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC))
	emp, empr := payrollparams.Insurance(p, egp(20000))
	if emp != egp(1837) || empr != egp(3131.25) {
		t.Errorf("insurance on a salary above the ceiling: %d, %d", emp, empr)
	}
	emp, _ = payrollparams.Insurance(p, egp(1000))
	if emp != egp(297) {
		t.Errorf("insurance on a salary below the floor: %d", emp)
	}
}
