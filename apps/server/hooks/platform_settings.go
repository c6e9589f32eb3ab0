package hooks

// The settings record (app_settings): company, VAT, invoice and payroll settings, each field group changed
// only with its key.

import (
	"encoding/json"
	"fmt"
	"slices"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/permissions"
)

// Which permission may change which app_settings fields. A field may be listed under several keys.
var settingsFieldPermissions = map[string][]string{
	"edit:general-settings": {
		"companyName", "companyNameAr", "email", "phone", "website", "address", "addressAr",
		"dateFormat", "timeFormat", "defaultCurrency", "timezone",
		"workHoursPerWeek", "workDaysPerWeek", "taxableAllowances", "payrollCurrency",
		"overtimeMultipliers", "leaveEntitlements",
	},
	"edit:company-settings": {
		"companyName", "companyNameAr", "email", "phone", "website", "address", "addressAr",
		"dateFormat", "timeFormat", "defaultCurrency", "timezone",
	},
	"edit:vat-settings":          {"vatRegistrationNumber", "defaultVatRate", "enableVat", "vatRates"},
	"edit:invoice-settings":      {"defaultPaymentTermsDays", "invoiceFooter", "invoiceFooterAr"},
	"configure:alert-thresholds": {"warehouseNearCapacityPercent", "overdueAlertDays"},
}

// bindSettings guards the app_settings field groups by permission and validates the record.
func bindSettings(app core.App) {
	app.OnRecordUpdateRequest("app_settings").BindFunc(func(e *core.RecordRequestEvent) error {
		if e.HasSuperuserAuth() {
			return e.Next()
		}
		held := permissions.RoleKeys(e.App, e.Auth)
		for _, field := range changedFields(e.Record) {
			if !settingsFieldAllowed(field, held) {
				return e.ForbiddenError(fmt.Sprintf("You are not allowed to change the setting %q.", field), nil)
			}
		}
		return e.Next()
	})

	app.OnRecordValidate("app_settings").BindFunc(func(e *core.RecordEvent) error {
		if err := validateAppSettings(e.Record); err != nil {
			return err
		}
		return e.Next()
	})
}

func settingsFieldAllowed(field string, held []string) bool {
	known := false
	for key, fields := range settingsFieldPermissions {
		if slices.Contains(fields, field) {
			known = true
			if slices.Contains(held, key) {
				return true
			}
		}
	}
	// Fields outside every group (timestamps, id) are not editable content; let validation handle them.
	return !known
}

// changedFields lists the fields whose value differs from the stored record.
func changedFields(record *core.Record) []string {
	original := record.Original()
	out := []string{}
	for _, f := range record.Collection().Fields {
		name := f.GetName()
		a, _ := json.Marshal(original.Get(name))
		b, _ := json.Marshal(record.Get(name))
		if string(a) != string(b) {
			out = append(out, name)
		}
	}
	return out
}

// NightOvertimeMinimum is the lowest night overtime multiplier the settings accept: night overtime is
// paid at least 1.7 times the hourly wage (70 % on top), as Egyptian labour law requires.
const NightOvertimeMinimum = 1.7

type vatRate struct {
	Name        string   `json:"name"`
	NameAr      string   `json:"nameAr"`
	Rate        *float64 `json:"rate"`
	Description string   `json:"description"`
}

func validateAppSettings(r *core.Record) error {
	errs := validation.Errors{}

	var rates []vatRate
	if err := json.Unmarshal(jsonBytes(r.Get("vatRates")), &rates); err != nil {
		errs["vatRates"] = validation.NewError("invalid_vat_rates", "VAT rates must be a list of {name, nameAr, rate, description}.")
	} else {
		for i, v := range rates {
			if v.Name == "" || v.Rate == nil || *v.Rate < 0 || *v.Rate > 100 {
				errs["vatRates"] = validation.NewError("invalid_vat_rate",
					fmt.Sprintf("VAT rate #%d needs a name and a rate between 0 and 100.", i+1))
				break
			}
		}
	}

	var multipliers map[string]float64
	if err := json.Unmarshal(jsonBytes(r.Get("overtimeMultipliers")), &multipliers); err != nil {
		errs["overtimeMultipliers"] = validation.NewError("invalid_overtime_multipliers",
			"Overtime multipliers must be an object of numbers (regular, weekend, holiday, night).")
	} else {
		for _, k := range []string{"regular", "weekend", "holiday", "night"} {
			v, ok := multipliers[k]
			if !ok || v < 1 {
				errs["overtimeMultipliers"] = validation.NewError("invalid_overtime_multiplier",
					"The {{.multiplier}} overtime multiplier must be at least 1.").
					SetParams(map[string]any{"multiplier": k, "min": 1})
				break
			}
			if k == "night" && v < NightOvertimeMinimum {
				errs["overtimeMultipliers"] = validation.NewError("night_multiplier_below_minimum",
					"The night overtime multiplier must be at least {{.min}}.").
					SetParams(map[string]any{"multiplier": k, "min": NightOvertimeMinimum})
				break
			}
		}
	}

	var leave map[string]float64
	if err := json.Unmarshal(jsonBytes(r.Get("leaveEntitlements")), &leave); err != nil {
		errs["leaveEntitlements"] = validation.NewError("invalid_leave_entitlements",
			"Leave entitlements must be an object of day counts (vacation, sick, personal).")
	} else {
		for _, k := range []string{"vacation", "sick", "personal"} {
			if v, ok := leave[k]; !ok || v < 0 || v > 366 {
				errs["leaveEntitlements"] = validation.NewError("invalid_leave_entitlement",
					fmt.Sprintf("The %s leave entitlement must be between 0 and 366 days.", k))
				break
			}
		}
	}

	// The field exists from migration 1767225747 on; earlier migrations save the record without it.
	hasThreshold := r.Collection().Fields.GetByName("warehouseNearCapacityPercent") != nil
	if p := r.GetFloat("warehouseNearCapacityPercent"); hasThreshold && (p < 1 || p > 100 || p != float64(int(p))) {
		errs["warehouseNearCapacityPercent"] = validation.NewError("invalid_alert_threshold",
			"The warehouse alert threshold must be a whole percentage from {{.min}} to {{.max}}.").
			SetParams(map[string]any{"min": 1, "max": 100})
	}

	if len(errs) > 0 {
		return errs
	}
	return nil
}

// settingsRecord returns the single app_settings record, or nil when there is none. Other domains read
// their defaults from it (VAT rates, payment terms, weekly hours, company name).
func settingsRecord(app core.App) *core.Record {
	recs, err := app.FindRecordsByFilter("app_settings", "", "created", 1, 0)
	if err != nil || len(recs) == 0 {
		return nil
	}
	return recs[0]
}
