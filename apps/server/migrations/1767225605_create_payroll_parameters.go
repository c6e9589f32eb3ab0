package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
)

// egyptBrackets is the income tax schedule of Law 7/2024 (annual EGP, rate in percent; max nil = no upper
// bound), each band with an optional description in English and Arabic for the settings screen.
var egyptBrackets = []map[string]any{
	{"min": 0, "max": 40000, "rate": 0, "description": "Exempt band", "descriptionAr": "الشريحة المعفاة"},
	{"min": 40000, "max": 55000, "rate": 10, "description": "First taxable band", "descriptionAr": "الشريحة الأولى الخاضعة للضريبة"},
	{"min": 55000, "max": 70000, "rate": 15, "description": "Second taxable band", "descriptionAr": "الشريحة الثانية الخاضعة للضريبة"},
	{"min": 70000, "max": 200000, "rate": 20, "description": "Third taxable band", "descriptionAr": "الشريحة الثالثة الخاضعة للضريبة"},
	{"min": 200000, "max": 400000, "rate": 22.5, "description": "Fourth taxable band", "descriptionAr": "الشريحة الرابعة الخاضعة للضريبة"},
	{"min": 400000, "max": 1200000, "rate": 25, "description": "Fifth taxable band", "descriptionAr": "الشريحة الخامسة الخاضعة للضريبة"},
	{"min": 1200000, "max": nil, "rate": 27.5, "description": "Top band", "descriptionAr": "الشريحة العليا"},
}

// egyptPhaseOut: when annual taxable income exceeds thresholds[i], the i+1 lowest brackets are taxed at
// the rate of the next bracket (above 600k the 0% band is lost, ..., above 1.2M the first 1.2M is at 25%).
var egyptPhaseOut = map[string]any{"thresholds": []float64{600000, 700000, 800000, 900000, 1200000}}

// payrollParametersDefaults are the effective-dated rows this migration seeded (package seed keeps its own copy).
var payrollParametersDefaults = []map[string]any{
	{"effectiveFrom": "2024-03-01 00:00:00.000Z", "insurableMin": 2000, "insurableMax": 12600},
	{"effectiveFrom": "2025-01-01 00:00:00.000Z", "insurableMin": 2300, "insurableMax": 14500},
	{"effectiveFrom": "2026-01-01 00:00:00.000Z", "insurableMin": 2700, "insurableMax": 16700},
}

// payrollParametersRecord fills rec with the defaults of one seeded row.
func payrollParametersRecord(rec *core.Record, row map[string]any) {
	rec.Set("effectiveFrom", row["effectiveFrom"])
	rec.Set("personalExemption", 20000)
	rec.Set("brackets", egyptBrackets)
	rec.Set("phaseOut", egyptPhaseOut)
	rec.Set("employeeInsuranceRate", 11)
	rec.Set("employerInsuranceRate", 18.75)
	rec.Set("insurableMin", row["insurableMin"])
	rec.Set("insurableMax", row["insurableMax"])
}

// payroll_parameters holds the Egyptian income tax and social insurance parameters, one row per
// effective date (package payrollparams picks the row in force for a period). Rows are never deleted.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("payroll_parameters")
		zero := types.Pointer(0.0)
		c.Fields.Add(
			&core.DateField{Name: "effectiveFrom", Required: true, Presentable: true},
			&core.NumberField{Name: "personalExemption", Min: zero},
			&core.JSONField{Name: "brackets"},
			&core.JSONField{Name: "phaseOut"},
			&core.NumberField{Name: "employeeInsuranceRate", Min: zero, Max: types.Pointer(100.0)},
			&core.NumberField{Name: "employerInsuranceRate", Min: zero, Max: types.Pointer(100.0)},
			&core.NumberField{Name: "insurableMin", Min: zero},
			&core.NumberField{Name: "insurableMax", Min: zero},
			&core.TextField{Name: "notes", Max: 1000},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		c.AddIndex("idx_payroll_parameters_effectiveFrom", true, "effectiveFrom", "")
		c.ListRule = types.Pointer(permissions.SignedIn)
		c.ViewRule = types.Pointer(permissions.SignedIn)
		c.CreateRule = types.Pointer(permissions.Has("edit:general-settings"))
		c.UpdateRule = types.Pointer(permissions.Has("edit:general-settings"))
		if err := app.Save(c); err != nil {
			return err
		}
		for _, row := range payrollParametersDefaults {
			rec := core.NewRecord(c)
			payrollParametersRecord(rec, row)
			if err := app.Save(rec); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("payroll_parameters")
		if err != nil {
			return nil
		}
		return app.Delete(c)
	})
}
