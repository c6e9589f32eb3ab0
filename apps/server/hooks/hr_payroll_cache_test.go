package hooks_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"erp/server/internal/testutil"
)

// TestPayrollCacheFollowsChanges: the calculate route keeps the parameters and the overtime policy between
// calls, and answers with the new ones as soon as a payroll_parameters row or the settings change.
func TestPayrollCacheFollowsChanges(t *testing.T) {
	w := testutil.NewWorld(t)
	viewer := w.UserWith(t, "viewer@test.local", "view:payroll")
	body := map[string]any{"period": "2026-04", "baseSalary": 20000,
		"overtime": []any{map[string]any{"hours": 2, "type": "REGULAR"}}}
	calc := func(want ...string) {
		t.Helper()
		status, _, raw := w.Act(t, viewer, "payroll/calculate", body, nil)
		for _, s := range want {
			if status != 200 || !strings.Contains(raw, s) {
				t.Errorf("calculate: %d, want %s in %s", status, s, raw)
			}
		}
	}
	// 20,000 a month at 40 h a week: 115.38 an hour; 2 h × 1.5 = 346.14; gross 20,346.14 above 16,700.
	calc(`"insuredSalary":16700.00`, `"grossPay":20346.14`)
	calc(`"insuredSalary":16700.00`)

	row, err := w.App.FindFirstRecordByFilter("payroll_parameters", "effectiveFrom = {:d}", dbx.Params{"d": "2026-01-01 00:00:00.000Z"})
	if err != nil {
		t.Fatal(err)
	}
	row.Set("insurableMax", 15000)
	if err := w.App.Save(row); err != nil {
		t.Fatal(err)
	}
	calc(`"insuredSalary":15000.00`)

	settings, err := w.App.FindFirstRecordByFilter("app_settings", "")
	if err != nil {
		t.Fatal(err)
	}
	settings.Set("overtimeMultipliers", map[string]any{"regular": 2, "weekend": 2, "holiday": 3, "night": 1.7})
	if err := w.App.Save(settings); err != nil {
		t.Fatal(err)
	}
	// 2 h × 115.38 × 2 = 461.52 (the hourly rate is rounded to the piastre first).
	calc(`"grossPay":20461.52`)
}
