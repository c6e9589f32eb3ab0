package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"

	"erp/server/internal/permissions"
)

// Whoever may read supplier bills may read the suppliers the bills name: the bills list shows, searches and
// sorts by the supplier's name (expand and relation filters apply the suppliers' own rules), and the bill
// wizard picks a supplier. Creating, changing and deleting suppliers stays with the stock keys.
func init() {
	m.Register(func(app core.App) error {
		c, err := bizFind(app, "suppliers")
		if err != nil {
			return err
		}
		c.ListRule = bizRule(permissions.HasAny("view:suppliers", "view:bills"))
		c.ViewRule = c.ListRule
		return app.Save(c)
	}, func(app core.App) error {
		c, err := bizFind(app, "suppliers")
		if err != nil {
			return err
		}
		c.ListRule = bizRule(bizHas("view:suppliers"))
		c.ViewRule = c.ListRule
		return app.Save(c)
	})
}
