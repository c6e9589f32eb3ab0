package hooks_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/testutil"

	"github.com/pocketbase/pocketbase/core"
)

func TestAppSettingsRules(t *testing.T) {
	w := testutil.NewWorld(t)
	rec, err := w.App.FindFirstRecordByFilter("app_settings", "id != ''")
	if err != nil {
		t.Fatal(err)
	}
	base := "/api/collections/app_settings/records"
	one := base + "/" + rec.Id
	general := w.UserWith(t, "general@test.local", "edit:general-settings")
	company := w.UserWith(t, "company@test.local", "edit:company-settings")
	vat := w.UserWith(t, "vat@test.local", "edit:vat-settings")
	invoice := w.UserWith(t, "invoice@test.local", "edit:invoice-settings")

	w.Call(t, "guests see nothing", http.MethodGet, base, nil, "", 200, `"totalItems":0`)
	w.Call(t, "signed-in users read the settings", http.MethodGet, one, w.Nobody, "", 200,
		`"defaultCurrency":"EGP"`, `"defaultVatRate":14`, `"name":"Standard"`, `"holiday":3`, `"vacation":21`)
	w.Call(t, "nobody creates a second record", http.MethodPost, base, w.Admin, `{"companyName":"X"}`, 403)
	w.Call(t, "nobody deletes the record", http.MethodDelete, one, w.Admin, "", 403)

	w.Call(t, "no settings key, no update", http.MethodPatch, one, w.Nobody, `{"companyName":"X"}`, 404)
	w.Call(t, "company fields with edit:company-settings", http.MethodPatch, one, company, `{"companyName":"Nile Trading"}`, 200, `"companyName":"Nile Trading"`)
	w.Call(t, "company fields with edit:general-settings", http.MethodPatch, one, general, `{"companyNameAr":"النيل للتجارة"}`, 200)
	w.Call(t, "VAT fields need edit:vat-settings", http.MethodPatch, one, company, `{"defaultVatRate":5}`, 403, "defaultVatRate")
	w.Call(t, "VAT fields with edit:vat-settings", http.MethodPatch, one, vat, `{"defaultVatRate":5,"enableVat":false}`, 200, `"defaultVatRate":5`)
	w.Call(t, "company fields refused to the VAT editor", http.MethodPatch, one, vat, `{"phone":"1"}`, 403)
	w.Call(t, "payroll fields need edit:general-settings", http.MethodPatch, one, company, `{"workHoursPerWeek":48}`, 403)
	w.Call(t, "payroll fields with edit:general-settings", http.MethodPatch, one, general, `{"workHoursPerWeek":48}`, 200, `"workHoursPerWeek":48`)
	w.Call(t, "invoice fields with edit:invoice-settings", http.MethodPatch, one, invoice, `{"defaultPaymentTermsDays":45}`, 200)
	w.Call(t, "invoice fields refused to the company editor", http.MethodPatch, one, company, `{"defaultPaymentTermsDays":10}`, 403)

	w.Call(t, "VAT rate above 100 refused", http.MethodPatch, one, vat,
		`{"vatRates":[{"name":"Odd","nameAr":"","rate":140,"description":""}]}`, 400, "invalid_vat_rate")
	w.Call(t, "default VAT rate below 0 refused", http.MethodPatch, one, vat, `{"defaultVatRate":-1}`, 400, "defaultVatRate")
	w.Call(t, "multiplier below 1 refused", http.MethodPatch, one, general,
		`{"overtimeMultipliers":{"regular":0.5,"weekend":2,"holiday":3,"night":1.7}}`, 400, "invalid_overtime_multiplier")
	w.Call(t, "night multiplier below 1.7 refused", http.MethodPatch, one, general,
		`{"overtimeMultipliers":{"regular":1.5,"weekend":2,"holiday":3,"night":1.69}}`, 400,
		`"code":"night_multiplier_below_minimum"`, `"min":1.7`, "The night overtime multiplier must be at least 1.7.")
	w.Call(t, "night multiplier of 1 refused too", http.MethodPatch, one, general,
		`{"overtimeMultipliers":{"regular":1.5,"weekend":2,"holiday":3,"night":1}}`, 400, "night_multiplier_below_minimum")
	w.Call(t, "missing night multiplier refused", http.MethodPatch, one, general,
		`{"overtimeMultipliers":{"regular":1.5,"weekend":2,"holiday":3}}`, 400, "invalid_overtime_multiplier", `"multiplier":"night"`)
	w.Call(t, "valid multipliers accepted", http.MethodPatch, one, general,
		`{"overtimeMultipliers":{"regular":1.25,"weekend":2,"holiday":3,"night":1.7}}`, 200, `"regular":1.25`, `"night":1.7`)
	w.Call(t, "a higher night multiplier accepted", http.MethodPatch, one, general,
		`{"overtimeMultipliers":{"regular":1.35,"weekend":2,"holiday":3,"night":2}}`, 200, `"night":2`)
	w.Call(t, "currency must be an ISO code", http.MethodPatch, one, general, `{"payrollCurrency":"pounds"}`, 400, "payrollCurrency")
}

func TestPayrollParametersRules(t *testing.T) {
	w := testutil.NewWorld(t)
	base := "/api/collections/payroll_parameters/records"
	general := w.UserWith(t, "general@test.local", "edit:general-settings")
	row := `{"effectiveFrom":"2027-01-01 00:00:00.000Z","personalExemption":20000,` +
		`"brackets":[{"min":0,"max":40000,"rate":0},{"min":40000,"max":null,"rate":10}],` +
		`"phaseOut":{"thresholds":[600000]},"employeeInsuranceRate":11,"employerInsuranceRate":18.75,` +
		`"insurableMin":3000,"insurableMax":18000}`

	w.Call(t, "signed-in users read the seeded rows", http.MethodGet, base+"?sort=effectiveFrom", w.Nobody, "", 200,
		`"totalItems":3`, `"insurableMax":12600`, `"insurableMax":16700`)
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
