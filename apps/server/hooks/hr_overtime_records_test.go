package hooks_test

import (
	"net/http"
	"testing"

	"erp/server/internal/testutil"
)

func TestOvertimeEstimate(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	user := env.UserWithKeys(t, "create:overtime", "view:overtime", "approve:overtime")
	status, out, raw := env.Do(t, http.MethodPost, "/api/collections/overtime_records/records", user, testutil.JSONBody(map[string]any{
		"employee": f.Employee.Id, "date": "2026-02-06 00:00:00.000Z", "hours": 3, "type": "WEEKEND", "estimatedAmount": 1,
	}))
	// 12,000 / (40 × 52 / 12 = 173.33 h) = 69.23 per hour; × 3 h × 2.0 = 415.38.
	if status != 200 || out["baseHourlyRate"] != 69.23 || out["rateMultiplier"] != 2.0 || out["estimatedAmount"] != 415.38 || out["status"] != "pending" || out["department"] != "Sales" {
		t.Errorf("overtime: %d %s", status, raw)
	}
}
