package migrations

import (
	"database/sql"
	"errors"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// law175Brackets is the income tax schedule of Law 175/2023, in force for payroll before March 2024.
var law175Brackets = []map[string]any{
	{"min": 0, "max": 30000, "rate": 0, "description": "Exempt band", "descriptionAr": "الشريحة المعفاة"},
	{"min": 30000, "max": 45000, "rate": 10, "description": "First taxable band", "descriptionAr": "الشريحة الأولى الخاضعة للضريبة"},
	{"min": 45000, "max": 60000, "rate": 15, "description": "Second taxable band", "descriptionAr": "الشريحة الثانية الخاضعة للضريبة"},
	{"min": 60000, "max": 200000, "rate": 20, "description": "Third taxable band", "descriptionAr": "الشريحة الثالثة الخاضعة للضريبة"},
	{"min": 200000, "max": 400000, "rate": 22.5, "description": "Fourth taxable band", "descriptionAr": "الشريحة الرابعة الخاضعة للضريبة"},
	{"min": 400000, "max": 1200000, "rate": 25, "description": "Fifth taxable band", "descriptionAr": "الشريحة الخامسة الخاضعة للضريبة"},
	{"min": 1200000, "max": nil, "rate": 27.5, "description": "Top band", "descriptionAr": "الشريحة العليا"},
}

// law175Rows are the rows before Law 7/2024: 2023 with that year's insurable range (1,700–10,900), and
// January–February 2024 with the 2024 range under the old schedule.
var law175Rows = []map[string]any{
	{"effectiveFrom": "2023-01-01 00:00:00.000Z", "insurableMin": 1700, "insurableMax": 10900},
	{"effectiveFrom": "2024-01-01 00:00:00.000Z", "insurableMin": 2000, "insurableMax": 12600},
}

// The payroll engine's fields: the martyrs' fund setting on the parameters (off, 0.05 % of the gross), the
// Law 175/2023 rows so periods before March 2024 compute under the law of their time, and on payroll
// records the declared insured wage, the martyrs' fund deduction and the full calculation (every line).
func init() {
	m.Register(func(app core.App) error {
		params, err := app.FindCollectionByNameOrId("payroll_parameters")
		if err != nil {
			return err
		}
		params.Fields.AddAt(len(params.Fields)-3, &core.BoolField{Name: "martyrsFundEnabled"},
			&core.NumberField{Name: "martyrsFundRate", Min: types.Pointer(0.0), Max: types.Pointer(100.0)})
		if err := app.Save(params); err != nil {
			return err
		}
		rows, err := app.FindAllRecords(params)
		if err != nil {
			return err
		}
		for _, r := range rows {
			r.Set("martyrsFundRate", 0.05)
			if err := app.SaveNoValidate(r); err != nil {
				return err
			}
		}
		for _, row := range law175Rows {
			_, err := app.FindFirstRecordByFilter(params, "effectiveFrom = {:d}", dbx.Params{"d": row["effectiveFrom"]})
			if err == nil {
				continue
			}
			if !errors.Is(err, sql.ErrNoRows) {
				return err
			}
			rec := core.NewRecord(params)
			rec.Set("effectiveFrom", row["effectiveFrom"])
			rec.Set("personalExemption", 15000)
			rec.Set("brackets", law175Brackets)
			rec.Set("phaseOut", egyptPhaseOut)
			rec.Set("employeeInsuranceRate", 11)
			rec.Set("employerInsuranceRate", 18.75)
			rec.Set("insurableMin", row["insurableMin"])
			rec.Set("insurableMax", row["insurableMax"])
			rec.Set("martyrsFundRate", 0.05)
			rec.Set("notes", "Law 175/2023")
			if err := app.Save(rec); err != nil {
				return err
			}
		}

		payroll, err := app.FindCollectionByNameOrId("payroll_records")
		if err != nil {
			return err
		}
		payroll.Fields.AddAt(len(payroll.Fields)-2, bizMoney("insuredWage"), bizMoney("martyrsFund"), bizJSON("calculation", 0))
		return app.Save(payroll)
	}, func(app core.App) error {
		payroll, err := app.FindCollectionByNameOrId("payroll_records")
		if err != nil {
			return err
		}
		payroll.Fields.RemoveByName("insuredWage")
		payroll.Fields.RemoveByName("martyrsFund")
		payroll.Fields.RemoveByName("calculation")
		if err := app.Save(payroll); err != nil {
			return err
		}
		params, err := app.FindCollectionByNameOrId("payroll_parameters")
		if err != nil {
			return err
		}
		for _, row := range law175Rows {
			if r, err := app.FindFirstRecordByFilter(params, "effectiveFrom = {:d}", dbx.Params{"d": row["effectiveFrom"]}); err == nil {
				if err := app.Delete(r); err != nil {
					return err
				}
			}
		}
		params.Fields.RemoveByName("martyrsFundEnabled")
		params.Fields.RemoveByName("martyrsFundRate")
		return app.Save(params)
	})
}
