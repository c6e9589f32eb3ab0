package hooks_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/testutil"
)

// TestPayrollRunUsesEmployeeInsuredSalary: an employee's declared insured salary is the insurance base of the
// run's record, still clamped to the year's range (2026: 2,700–16,700); without one the base is the gross.
func TestPayrollRunUsesEmployeeInsuredSalary(t *testing.T) {
	w := testutil.NewWorld(t)
	hr := w.UserWith(t, "hr@test.local", "view:payroll", "create:payroll", "edit:payroll")
	save := func(first string, salary, insured float64) *core.Record {
		return w.Save(t, "employees", map[string]any{"firstName": first, "lastName": "Test", "department": "Sales",
			"monthlySalary": salary, "insuredSalary": insured})
	}
	declared := save("Declared", 12000, 8000) // within the range: 8,000
	above := save("Above", 20000, 25000)      // above the maximum: 16,700
	below := save("Below", 3000, 1000)        // below the minimum: 2,700
	none := save("None", 12000, 0)            // none declared: the gross, 12,000
	ids := []string{declared.Id, above.Id, below.Id, none.Id}
	status, _, raw := w.Act(t, hr, "payroll/run", map[string]any{"period": "2026-03", "employees": ids}, nil)
	if status != 200 {
		t.Fatalf("run: %d %s", status, raw)
	}
	// Declared: insurance 11 % × 8,000 = 880.00, employer 18.75 % = 1,500.00; 12 × (12,000 − 880) − 20,000 =
	// 113,440; tax 1,500 + 2,250 + 20 % × 43,440 = 12,438 → 1,036.50; net 12,000 − 880 − 1,036.50 = 10,083.50.
	// Above: 16,700 → 1,837.00 / 3,131.25. Below: 2,700 → 297.00 / 506.25. None: 12,000 → 1,320.00 / 2,250.00.
	want := map[string][4]float64{
		declared.Id: {8000, 880, 1500, 10083.5},
		above.Id:    {16700, 1837, 3131.25, -1},
		below.Id:    {2700, 297, 506.25, -1},
		none.Id:     {12000, 1320, 2250, 9731.5},
	}
	for id, f := range want {
		rec, err := w.App.FindFirstRecordByData("payroll_records", "employee", id)
		if err != nil {
			t.Fatalf("record of %s: %v", id, err)
		}
		got := [4]float64{rec.GetFloat("insuredSalary"), rec.GetFloat("employeeInsurance"), rec.GetFloat("employerInsurance"), rec.GetFloat("netPay")}
		if f[3] < 0 {
			got[3] = -1
		}
		if got != f {
			t.Errorf("employee %s: insured, employee, employer, net = %v, want %v", id, got, f)
		}
	}

	// The field is validated by the server: a negative insured salary is refused.
	bad := core.NewRecord(declared.Collection())
	bad.Load(map[string]any{"firstName": "Bad", "lastName": "Test", "department": "Sales", "insuredSalary": -1})
	if err := w.App.Save(bad); err == nil {
		t.Errorf("a negative insured salary was saved")
	}
}
