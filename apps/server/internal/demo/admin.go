package demo

// The administration screens' demo data: a company-made role beside the built-in ones, and staff accounts
// that make the users list, the role holders and the access page look like a working office (one of them
// locked, one who never signed in).

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// StaffPassword is the password of the demo staff accounts (not the demo sign-in accounts of package seed).
const StaffPassword = "Staff-2026!"

func (s *seeder) staff() {
	accountant := s.save("roles", map[string]any{
		"name":          "Accountant",
		"nameAr":        "المحاسب",
		"description":   "Reads and records invoices, receipts, bills and expenses, and runs the financial reports.",
		"descriptionAr": "يطّلع على الفواتير والإيصالات وفواتير الموردين والمصروفات ويسجلها، ويُعد التقارير المالية.",
		"permissions": []string{
			"view:invoices", "view:receipts", "create:receipts", "view:bills", "edit:bills",
			"view:expenses", "create:expenses", "edit:expenses", "view:clients",
			"view:daily-invoices", "view:daily-expenses", "view:daily-balance", "view:pending-bills",
			"view:overdue-invoice-alerts", "view:overdue-bill-alerts", "view:financial-reports", "export:reports",
		},
	})
	sales := s.roleID("Sales & Finance")
	stock := s.roleID("Storekeeper")
	people := []struct {
		email, first, last, role string
		active                   bool
		lastLogin                time.Duration // before today; 0 = never signed in
	}{
		{"salma.ragab@erp.local", "Salma", "Ragab", accountant.Id, true, 26 * time.Hour},
		{"omar.fathy@erp.local", "Omar", "Fathy", sales, true, 0},
		{"hany.saad@erp.local", "Hany", "Saad", stock, false, 40 * 24 * time.Hour},
		{"dina.kamal@erp.local", "Dina", "Kamal", accountant.Id, true, 3 * time.Hour},
	}
	users, err := s.app.FindCachedCollectionByNameOrId("users")
	if err != nil {
		s.fail(err)
		return
	}
	for _, p := range people {
		if s.err != nil || p.role == "" {
			return
		}
		u := core.NewRecord(users)
		u.SetEmail(p.email)
		u.SetPassword(StaffPassword)
		u.SetVerified(true)
		u.SetEmailVisibility(true)
		u.Set("firstName", p.first)
		u.Set("lastName", p.last)
		u.Set("roleId", p.role)
		u.Set("status", map[bool]string{true: "active", false: "inactive"}[p.active])
		if p.lastLogin > 0 {
			u.Set("lastLogin", types.NowDateTime().Add(-p.lastLogin))
		}
		if err := s.app.Save(u); err != nil {
			s.fail(err)
		}
	}
}

// roleID is the id of the role named name, "" when there is none.
func (s *seeder) roleID(name string) string {
	r, err := s.app.FindFirstRecordByData("roles", "name", name)
	if err != nil {
		return ""
	}
	return r.Id
}
