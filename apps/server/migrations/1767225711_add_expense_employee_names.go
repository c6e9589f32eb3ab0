package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// An expense keeps its employee's names (employeeName, employeeNameAr), derived by the server from the
// employee record. People who may read expenses but not employees (the finance staff) then see who spent
// the money, and the list can search and sort by it: expand and relation filters would apply the
// employees' rules, which guard salaries and national ids.
func init() {
	m.Register(func(app core.App) error {
		c, err := bizFind(app, "expenses")
		if err != nil {
			return err
		}
		c.Fields.Add(bizText("employeeName", false, 201), bizText("employeeNameAr", false, 201))
		bizIndex(c, "employeeName")
		if err := app.Save(c); err != nil {
			return err
		}
		_, err = app.DB().NewQuery(`UPDATE {{expenses}} SET
			[[employeeName]] = COALESCE((SELECT TRIM([[firstName]] || ' ' || [[lastName]]) FROM {{employees}} WHERE [[id]] = {{expenses}}.[[employee]]), ''),
			[[employeeNameAr]] = COALESCE((SELECT TRIM([[firstNameAr]] || ' ' || [[lastNameAr]]) FROM {{employees}} WHERE [[id]] = {{expenses}}.[[employee]]), '')`).Execute()
		return err
	}, func(app core.App) error {
		c, err := bizFind(app, "expenses")
		if err != nil {
			return err
		}
		c.RemoveIndex("idx_expenses_employeeName")
		c.Fields.RemoveByName("employeeName")
		c.Fields.RemoveByName("employeeNameAr")
		return app.Save(c)
	})
}
