// Package seed creates the baseline data every installation needs (settings, payroll parameters,
// built-in roles) and the demo accounts, then the demo business data (package demo). It is idempotent:
// existing records are left as they are, except that the Administrator role always holds every key.
package seed

import (
	"database/sql"
	"errors"
	"slices"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/demo"
	"erp/server/internal/permissions"
)

// Role is a built-in role.
type Role struct {
	Name, NameAr, Description, DescriptionAr string
	Permissions                              []string
	ReadOnly                                 bool
}

// Account is a demo sign-in.
type Account struct {
	Email, Password, FirstName, LastName, Role string
}

func concat(groups ...[]string) []string {
	out := []string{}
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}

// Roles are the built-in roles, in display order.
var Roles = []Role{
	{
		Name: "Administrator", NameAr: "مدير النظام",
		Description:   "Full access to every module, user, role and setting.",
		DescriptionAr: "صلاحيات كاملة على جميع الوحدات والمستخدمين والأدوار والإعدادات.",
		Permissions:   permissions.All,
		ReadOnly:      true,
	},
	{
		Name: "Sales & Finance", NameAr: "المبيعات والمالية",
		Description:   "Invoices, quotations, receipts, bills, expenses and customer relations.",
		DescriptionAr: "الفواتير وعروض الأسعار والإيصالات وفواتير الموردين والمصروفات وإدارة العملاء.",
		Permissions: concat(
			permissions.ByModule(permissions.ModuleSales),
			permissions.ByModule(permissions.ModuleCRM),
			[]string{
				"view:daily-invoices", "view:daily-expenses", "view:daily-balance", "view:new-quotations",
				"view:active-clients", "view:pending-bills",
				"view:overdue-invoice-alerts", "view:overdue-bill-alerts",
				"view:sales-reports", "view:financial-reports", "export:reports",
			},
		),
	},
	{
		Name: "Storekeeper", NameAr: "أمين المخزن",
		Description:   "Inventory, warehouses, suppliers, purchase requests and stock transfers.",
		DescriptionAr: "الأصناف والمخازن والموردون وطلبات الشراء وتحويلات المخزون.",
		Permissions: concat(
			permissions.ByModule(permissions.ModuleStock),
			[]string{
				"view:low-stock-alerts", "view:empty-stock-alerts", "view:overflow-stock-alerts",
				"view:complete-warehouse-alerts", "view:empty-warehouse-alerts", "view:stock-transfer-alerts",
				"view:purchase-request-alerts", "view:inventory-movement", "view:inventory-reports",
			},
		),
	},
	{
		Name: "HR Manager", NameAr: "مدير الموارد البشرية",
		Description:   "Employees, leave, overtime and payroll, including approvals.",
		DescriptionAr: "الموظفون والإجازات والعمل الإضافي والرواتب، بما في ذلك الموافقات.",
		Permissions: concat(
			permissions.ByModule(permissions.ModuleHR),
			[]string{
				"view:employee-on-leave-alerts", "view:employee-off-leave-alerts",
				"view:employee-attendance", "view:hr-reports",
			},
		),
	},
	{
		Name: "Employee", NameAr: "موظف",
		Description:   "Self-service: request leave and overtime, follow the requests and withdraw pending ones.",
		DescriptionAr: "خدمة ذاتية: طلب الإجازات والعمل الإضافي ومتابعة الطلبات وسحب المعلّق منها.",
		Permissions:   []string{"create:leave", "view:leave", "create:overtime", "view:overtime"},
	},
}

// Accounts are the demo users, one per built-in role.
var Accounts = []Account{
	{"admin@erp.local", "Admin123!", "Ahmed", "Mostafa", "Administrator"},
	{"sales@erp.local", "Sales123!", "Mona", "Hassan", "Sales & Finance"},
	{"stock@erp.local", "Stock123!", "Karim", "Adel", "Storekeeper"},
	{"hr@erp.local", "Hr123456!", "Nour", "El-Sayed", "HR Manager"},
	{"employee@erp.local", "Employee123!", "Youssef", "Ibrahim", "Employee"},
}

// Run seeds the platform data and then the demo business data. Call it inside a transaction (the erp
// seed command does).
func Run(app core.App) error {
	if err := Platform(app); err != nil {
		return err
	}
	return demo.Seed(app)
}

// Platform seeds the settings record, payroll parameters, built-in roles and demo accounts.
func Platform(app core.App) error {
	if err := ensureAppSettings(app); err != nil {
		return err
	}
	if err := ensurePayrollParameters(app); err != nil {
		return err
	}
	roleIDs := map[string]string{}
	for _, r := range Roles {
		id, err := ensureRole(app, r)
		if err != nil {
			return err
		}
		roleIDs[r.Name] = id
	}
	for _, a := range Accounts {
		if err := ensureAccount(app, a, roleIDs[a.Role]); err != nil {
			return err
		}
	}
	return nil
}

func ensureAppSettings(app core.App) error {
	c, err := app.FindCollectionByNameOrId("app_settings")
	if err != nil {
		return err
	}
	total, err := app.CountRecords(c)
	if err != nil || total > 0 {
		return err
	}
	rec := core.NewRecord(c)
	for k, v := range appSettingsDefaults {
		rec.Set(k, v)
	}
	return app.Save(rec)
}

func ensurePayrollParameters(app core.App) error {
	c, err := app.FindCollectionByNameOrId("payroll_parameters")
	if err != nil {
		return err
	}
	for _, row := range payrollParameterRows {
		_, err := app.FindFirstRecordByFilter(c, "effectiveFrom = {:d}", dbx.Params{"d": row["effectiveFrom"]})
		if err == nil {
			continue
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		rec := core.NewRecord(c)
		payrollParametersRecord(rec, row)
		if err := app.Save(rec); err != nil {
			return err
		}
	}
	return nil
}

func ensureRole(app core.App, r Role) (string, error) {
	existing, err := app.FindFirstRecordByData("roles", "name", r.Name)
	if err == nil {
		// The Administrator keeps every key, including keys added to the catalogue later.
		if r.ReadOnly && !slices.Equal(existing.GetStringSlice("permissions"), r.Permissions) {
			existing.Set("permissions", r.Permissions)
			return existing.Id, app.Save(existing)
		}
		return existing.Id, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", err
	}
	c, err := app.FindCollectionByNameOrId("roles")
	if err != nil {
		return "", err
	}
	rec := core.NewRecord(c)
	rec.Set("name", r.Name)
	rec.Set("nameAr", r.NameAr)
	rec.Set("description", r.Description)
	rec.Set("descriptionAr", r.DescriptionAr)
	rec.Set("permissions", r.Permissions)
	rec.Set("readOnly", r.ReadOnly)
	return rec.Id, app.Save(rec)
}

func ensureAccount(app core.App, a Account, roleID string) error {
	_, err := app.FindAuthRecordByEmail("users", a.Email)
	if err == nil {
		return nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	c, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		return err
	}
	u := core.NewRecord(c)
	u.SetEmail(a.Email)
	u.SetPassword(a.Password)
	u.SetVerified(true)
	u.SetEmailVisibility(true)
	u.Set("firstName", a.FirstName)
	u.Set("lastName", a.LastName)
	u.Set("name", a.FirstName+" "+a.LastName)
	u.Set("roleId", roleID)
	u.Set("active", true)
	u.Set("status", "active")
	return app.Save(u)
}
