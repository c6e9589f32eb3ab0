package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Suppliers and warehouses get an Arabic name beside the Latin one, as clients (name, nameAr) and
// employees (firstName/lastName, firstNameAr/lastNameAr) have: the Arabic interface shows nameAr when it
// is set and name otherwise. Both are optional free text; name stays the required one.
func init() {
	m.Register(func(app core.App) error {
		for _, name := range []string{"suppliers", "warehouses"} {
			c, err := bizFind(app, name)
			if err != nil {
				return err
			}
			c.Fields.AddAt(2, bizText("nameAr", false, 200))
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		for _, name := range []string{"suppliers", "warehouses"} {
			c, err := bizFind(app, name)
			if err != nil {
				return err
			}
			c.Fields.RemoveByName("nameAr")
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	})
}
