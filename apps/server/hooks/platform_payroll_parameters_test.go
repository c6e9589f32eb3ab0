package hooks_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/testutil"
)

func TestPayrollParametersRules(t *testing.T) {
	w := testutil.NewWorld(t)
	base := "/api/collections/payroll_parameters/records"
	general := w.UserWith(t, "general@test.local", "edit:general-settings")
	row := `{"effectiveFrom":"2027-01-01 00:00:00.000Z","personalExemption":20000,` +
		`"brackets":[{"min":0,"max":40000,"rate":0},{"min":40000,"max":null,"rate":10}],` +
		`"phaseOut":{"thresholds":[600000]},"employeeInsuranceRate":11,"employerInsuranceRate":18.75,` +
		`"insurableMin":3000,"insurableMax":18000}`

	w.Call(t, "signed-in users read the seeded rows", http.MethodGet, base+"?sort=effectiveFrom", w.Nobody, "", 200,
		`"totalItems":5`, `"insurableMax":12600`, `"insurableMax":16700`)
	w.Call(t, "create needs edit:general-settings", http.MethodPost, base, w.Nobody, row, 400)
	res := w.Call(t, "create with edit:general-settings", http.MethodPost, base, general, row, 200, `"insurableMin":3000`)
	var created struct {
		ID string `json:"id"`
	}
	res.JSON(t, &created)
	w.Call(t, "effective dates are unique", http.MethodPost, base, general, row, 400, "validation_not_unique")
	w.Call(t, "brackets must be contiguous", http.MethodPatch, base+"/"+created.ID, general,
		`{"brackets":[{"min":0,"max":40000,"rate":0},{"min":50000,"max":null,"rate":10}]}`, 400, "bracket_gap")
	w.Call(t, "insurable range must be ordered", http.MethodPatch, base+"/"+created.ID, general, `{"insurableMax":100}`, 400, "insurableMax")
	w.Call(t, "rows are never deleted", http.MethodDelete, base+"/"+created.ID, w.Admin, "", 403)
}

// TestTaxBracketDescriptions: a bracket may carry a description in English and Arabic, seeded for the
// Egyptian schedule, and checked for type and length.
func TestTaxBracketDescriptions(t *testing.T) {
	w := testutil.NewWorld(t)
	base := "/api/collections/payroll_parameters/records"
	general := w.UserWith(t, "general@test.local", "edit:general-settings")
	w.Call(t, "the seeded brackets are described in both languages", http.MethodGet, base+"?sort=effectiveFrom", w.Nobody, "", 200,
		`"description":"Exempt band","descriptionAr":"الشريحة المعفاة"`, `"description":"Top band"`, `"max":null`)

	row := func(brackets string) string {
		return `{"effectiveFrom":"2027-01-01 00:00:00.000Z","personalExemption":20000,"brackets":` + brackets +
			`,"employeeInsuranceRate":11,"employerInsuranceRate":18.75,"insurableMin":3000,"insurableMax":18000}`
	}
	w.Call(t, "a description must be text", http.MethodPost, base, general,
		row(`[{"min":0,"max":null,"rate":0,"description":5}]`), 400, "invalid_brackets")
	w.Call(t, "a description is at most 200 characters", http.MethodPost, base, general,
		row(`[{"min":0,"max":40000,"rate":0},{"min":40000,"max":null,"rate":10,"descriptionAr":"`+strings.Repeat("ش", 201)+`"}]`), 400,
		`"code":"bracket_description_too_long"`, `"bracket":2`, `"max":200`)
	w.Call(t, "descriptions are optional", http.MethodPost, base, general,
		row(`[{"min":0,"max":40000,"rate":0},{"min":40000,"max":null,"rate":10}]`), 200)
	res := w.Call(t, "list", http.MethodGet, base+"?sort=-effectiveFrom&perPage=1", general, "", 200)
	var list struct {
		Items []struct {
			ID string `json:"id"`
		} `json:"items"`
	}
	res.JSON(t, &list)
	w.Call(t, "a description in both languages is accepted", http.MethodPatch, base+"/"+list.Items[0].ID, general,
		`{"brackets":[{"min":0,"max":40000,"rate":0,"description":"Exempt band","descriptionAr":"الشريحة المعفاة"},`+
			`{"min":40000,"max":null,"rate":10,"description":"Everything above","descriptionAr":"ما زاد على ذلك"}]}`, 200,
		`"description":"Everything above","descriptionAr":"ما زاد على ذلك"`)
}

// TestTaxBracketDescriptionsBackfilled: rows seeded before brackets were described get the descriptions
// of the matching seeded brackets; changed brackets and existing descriptions stay as they are.
func TestTaxBracketDescriptionsBackfilled(t *testing.T) {
	w := testutil.NewWorld(t)
	rec, err := w.App.FindFirstRecordByFilter("payroll_parameters", "effectiveFrom = '2025-01-01 00:00:00.000Z'")
	if err != nil {
		t.Fatal(err)
	}
	rec.Set("brackets", []map[string]any{
		{"min": 0, "max": 40000, "rate": 0},
		{"min": 40000, "max": 55000, "rate": 10, "description": "Kept"},
		{"min": 55000, "max": 70000, "rate": 12},
		{"min": 70000, "max": 200000, "rate": 20},
		{"min": 200000, "max": 400000, "rate": 22.5},
		{"min": 400000, "max": 1200000, "rate": 25},
		{"min": 1200000, "max": nil, "rate": 27.5},
	})
	if err := w.App.Save(rec); err != nil {
		t.Fatal(err)
	}
	runMigration(t, w.App, "1767225741_describe_tax_brackets.go")
	rec, _ = w.App.FindRecordById("payroll_parameters", rec.Id)
	var got []map[string]any
	if err := json.Unmarshal([]byte(rec.GetString("brackets")), &got); err != nil {
		t.Fatal(err)
	}
	if got[0]["description"] != "Exempt band" || got[0]["descriptionAr"] != "الشريحة المعفاة" {
		t.Errorf("seeded bracket not described: %v", got[0])
	}
	if got[1]["description"] != "Kept" || got[1]["descriptionAr"] != nil {
		t.Errorf("existing description changed: %v", got[1])
	}
	if _, has := got[2]["description"]; has {
		t.Errorf("a changed bracket got a seeded description: %v", got[2])
	}
	if got[6]["description"] != "Top band" || got[6]["max"] != nil {
		t.Errorf("open-ended bracket: %v", got[6])
	}
}

// runMigration runs the up function of one registered app migration against app.
func runMigration(t *testing.T, app core.App, file string) {
	t.Helper()
	for _, m := range core.AppMigrations.Items() {
		if m.File == file {
			if err := m.Up(app); err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			return
		}
	}
	t.Fatalf("migration %s is not registered", file)
}

// TestSupersededPayrollVersionsAreKept: a version a later one has replaced is never changed (the periods it covered
// were computed with it), not even by a superuser; the latest version stays editable.
func TestSupersededPayrollVersionsAreKept(t *testing.T) {
	w := testutil.NewWorld(t)
	base := "/api/collections/payroll_parameters/records"
	root := testutil.CreateSuperuser(t, w.App, "root@test.local")
	old, err := w.App.FindFirstRecordByFilter("payroll_parameters", "effectiveFrom = '2025-01-01 00:00:00.000Z'")
	if err != nil {
		t.Fatal(err)
	}
	latest, err := w.App.FindFirstRecordByFilter("payroll_parameters", "effectiveFrom = '2026-01-01 00:00:00.000Z'")
	if err != nil {
		t.Fatal(err)
	}
	w.Call(t, "a superseded version is refused", http.MethodPatch, base+"/"+old.Id, w.Admin, `{"insurableMax":15000}`, 400,
		`"code":"payroll_version_superseded"`, `"newer":"2026-01-01"`)
	w.Call(t, "a superuser is refused too", http.MethodPatch, base+"/"+old.Id, root, `{"notes":"x"}`, 400,
		`"code":"payroll_version_superseded"`)
	kept, err := w.App.FindRecordById("payroll_parameters", old.Id)
	if err != nil || kept.GetFloat("insurableMax") != 14500 {
		t.Fatalf("the superseded version changed: %v %v", err, kept)
	}
	w.Call(t, "the latest version stays editable", http.MethodPatch, base+"/"+latest.Id, w.Admin, `{"insurableMax":17000}`, 200,
		`"insurableMax":17000`)
	// Once a later version exists, the one it replaces is history as well.
	w.Call(t, "a new version", http.MethodPost, base, w.Admin,
		`{"effectiveFrom":"2027-01-01 00:00:00.000Z","personalExemption":20000,"brackets":[{"min":0,"max":null,"rate":0}],`+
			`"employeeInsuranceRate":11,"employerInsuranceRate":18.75,"insurableMin":3000,"insurableMax":18000}`, 200)
	w.Call(t, "the version it replaces is refused", http.MethodPatch, base+"/"+latest.Id, w.Admin, `{"insurableMax":17100}`, 400,
		`"newer":"2027-01-01"`)
}
