package hooks_test

import (
	"net/http"
	"testing"

	"erp/server/internal/testutil"
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
