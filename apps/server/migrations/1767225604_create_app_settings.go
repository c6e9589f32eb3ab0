package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
)

// appSettingsDefaults are the values of the single app_settings record (Egyptian context), as this
// migration wrote them; package seed keeps its own copy for recreating a missing record.
var appSettingsDefaults = map[string]any{
	"companyName":           "ERP Demo Company",
	"companyNameAr":         "شركة إي آر بي التجريبية",
	"email":                 "info@erp.local",
	"phone":                 "+20 2 2345 6789",
	"website":               "https://erp.local",
	"address":               "90 Street, Fifth Settlement, New Cairo, Egypt",
	"addressAr":             "شارع التسعين، التجمع الخامس، القاهرة الجديدة، مصر",
	"dateFormat":            "DD/MM/YYYY",
	"timeFormat":            "24h",
	"defaultCurrency":       "EGP",
	"vatRegistrationNumber": "",
	"defaultVatRate":        14,
	"enableVat":             true,
	"vatRates": []map[string]any{
		{"name": "Standard", "nameAr": "القياسي", "rate": 14, "description": "Standard VAT rate in Egypt"},
		{"name": "Reduced", "nameAr": "المخفض", "rate": 5, "description": "Reduced rate for selected goods and services"},
		{"name": "Exports", "nameAr": "الصادرات", "rate": 0, "description": "Zero-rated exports"},
	},
	"defaultPaymentTermsDays": 30,
	"invoiceFooter":           "",
	"invoiceFooterAr":         "",
	"workHoursPerWeek":        40,
	"workDaysPerWeek":         5,
	"taxableAllowances":       true,
	"payrollCurrency":         "EGP",
	"overtimeMultipliers":     map[string]any{"regular": 1.5, "weekend": 2.0, "holiday": 3.0, "night": 1.7},
	"leaveEntitlements":       map[string]any{"vacation": 21, "sick": 15, "personal": 3},
}

// app_settings is a single-record collection for company, VAT, invoice and payroll settings.
// PocketBase's own /api/settings is superuser-only server administration and cannot hold custom keys.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("app_settings")
		currency := `^[A-Z]{3}$`
		c.Fields.Add(
			&core.TextField{Name: "companyName", Required: true, Max: 200, Presentable: true},
			&core.TextField{Name: "companyNameAr", Max: 200},
			&core.EmailField{Name: "email"},
			&core.TextField{Name: "phone", Max: 50},
			&core.URLField{Name: "website"},
			&core.TextField{Name: "address", Max: 500},
			&core.TextField{Name: "addressAr", Max: 500},
			&core.SelectField{Name: "dateFormat", Required: true, MaxSelect: 1, Values: []string{"DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"}},
			&core.SelectField{Name: "timeFormat", Required: true, MaxSelect: 1, Values: []string{"12h", "24h"}},
			&core.TextField{Name: "defaultCurrency", Required: true, Pattern: currency},
			&core.TextField{Name: "vatRegistrationNumber", Max: 50},
			&core.NumberField{Name: "defaultVatRate", Min: types.Pointer(0.0), Max: types.Pointer(100.0)},
			&core.BoolField{Name: "enableVat"},
			&core.JSONField{Name: "vatRates"},
			&core.NumberField{Name: "defaultPaymentTermsDays", OnlyInt: true, Min: types.Pointer(0.0), Max: types.Pointer(365.0)},
			&core.TextField{Name: "invoiceFooter", Max: 1000},
			&core.TextField{Name: "invoiceFooterAr", Max: 1000},
			&core.NumberField{Name: "workHoursPerWeek", Min: types.Pointer(1.0), Max: types.Pointer(168.0)},
			&core.NumberField{Name: "workDaysPerWeek", OnlyInt: true, Min: types.Pointer(1.0), Max: types.Pointer(7.0)},
			&core.BoolField{Name: "taxableAllowances"},
			&core.TextField{Name: "payrollCurrency", Required: true, Pattern: currency},
			&core.JSONField{Name: "overtimeMultipliers"},
			&core.JSONField{Name: "leaveEntitlements"},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		c.ListRule = types.Pointer(permissions.SignedIn)
		c.ViewRule = types.Pointer(permissions.SignedIn)
		c.UpdateRule = types.Pointer(permissions.HasAny("edit:general-settings", "edit:company-settings", "edit:vat-settings", "edit:invoice-settings"))
		if err := app.Save(c); err != nil {
			return err
		}
		rec := core.NewRecord(c)
		for k, v := range appSettingsDefaults {
			rec.Set(k, v)
		}
		return app.Save(rec)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("app_settings")
		if err != nil {
			return nil
		}
		return app.Delete(c)
	})
}
