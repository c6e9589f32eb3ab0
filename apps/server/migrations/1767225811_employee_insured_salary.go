package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The employee's declared insured salary (Law 148/2019's insured wage, monthly EGP), beside the monthly
// salary. Optional: empty or 0 means the insured wage is the month's gross. The payroll run copies it onto
// the period's record (`insuredWage`), and the engine clamps it to the year's minimum and maximum.
func init() {
	m.Register(func(app core.App) error {
		employees, err := app.FindCollectionByNameOrId("employees")
		if err != nil {
			return err
		}
		if employees.Fields.GetByName("insuredSalary") != nil {
			return nil
		}
		at := len(employees.Fields)
		for i, f := range employees.Fields {
			if f.GetName() == "monthlySalary" {
				at = i + 1
			}
		}
		employees.Fields.AddAt(at, &core.NumberField{Name: "insuredSalary", Min: types.Pointer(0.0), Max: types.Pointer(100000000.0)})
		return app.Save(employees)
	}, func(app core.App) error {
		employees, err := app.FindCollectionByNameOrId("employees")
		if err != nil {
			return err
		}
		employees.Fields.RemoveByName("insuredSalary")
		return app.Save(employees)
	})
}
