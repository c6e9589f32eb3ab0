// Package permissions is the single source of truth for the product's permission catalogue.
// Keys have the form action:resource. The TypeScript side is generated from this file
// (go run ./cmd/gen-ts), and CI fails when the generated file drifts.
package permissions

// Module groups permissions for the roles screen.
type Module string

const (
	ModuleDashboard Module = "dashboard"
	ModuleAlerts    Module = "alerts"
	ModuleSales     Module = "sales"
	ModuleStock     Module = "stock"
	ModuleHR        Module = "hr"
	ModuleCRM       Module = "crm"
	ModuleReports   Module = "reports"
	ModuleAdmin     Module = "admin"
)

// Modules lists the modules in display order.
var Modules = []Module{ModuleDashboard, ModuleAlerts, ModuleSales, ModuleStock, ModuleHR, ModuleCRM, ModuleReports, ModuleAdmin}

// Permission is one catalogue entry.
type Permission struct {
	Key    string
	Module Module
}

func crud(module Module, resources ...string) []Permission {
	out := []Permission{}
	for _, r := range resources {
		for _, a := range []string{"create", "view", "edit", "delete"} {
			out = append(out, Permission{Key: a + ":" + r, Module: module})
		}
	}
	return out
}

func keys(module Module, ks ...string) []Permission {
	out := make([]Permission, 0, len(ks))
	for _, k := range ks {
		out = append(out, Permission{Key: k, Module: module})
	}
	return out
}

// Catalogue is every permission of the specification (part 1 §6, part 2 §6): 130 keys.
var Catalogue = concat(
	keys(ModuleDashboard,
		"view:daily-invoices", "view:daily-expenses", "view:daily-balance", "view:new-quotations",
		"view:inventory-movement", "view:active-clients", "view:pending-bills", "view:employee-attendance"),
	keys(ModuleAlerts,
		"view:low-stock-alerts", "view:empty-stock-alerts", "view:overflow-stock-alerts",
		"view:complete-warehouse-alerts", "view:empty-warehouse-alerts", "view:stock-transfer-alerts",
		"view:purchase-request-alerts", "view:employee-on-leave-alerts", "view:employee-off-leave-alerts",
		"view:report-generated-alerts", "view:overdue-invoice-alerts", "view:overdue-bill-alerts",
		"configure:alert-thresholds", "subscribe:alerts"),
	crud(ModuleSales, "invoices", "quotations", "bills", "receipts", "expenses"),
	crud(ModuleStock, "inventory", "suppliers", "warehouses", "transfers", "purchase-requests"),
	keys(ModuleStock, "approve:purchase-requests"),
	crud(ModuleHR, "employees", "employee-documents", "overtime", "leave", "payroll"),
	keys(ModuleHR, "approve:overtime", "approve:leave", "process:payroll"),
	crud(ModuleCRM, "clients", "contacts", "documents"),
	keys(ModuleCRM, "download:documents"),
	crud(ModuleReports, "report-templates", "saved-reports"),
	keys(ModuleReports, "export:reports", "view:financial-reports", "view:inventory-reports",
		"view:sales-reports", "view:hr-reports"),
	crud(ModuleAdmin, "users", "roles"),
	keys(ModuleAdmin, "reset:user-password", "assign:roles", "view:access", "manage:access", "view:settings",
		"edit:general-settings", "edit:company-settings", "edit:email-settings", "edit:vat-settings",
		"edit:invoice-settings"),
)

// All is every key, in catalogue order.
var All = func() []string {
	out := make([]string, len(Catalogue))
	for i, p := range Catalogue {
		out[i] = p.Key
	}
	return out
}()

func concat(groups ...[]Permission) []Permission {
	out := []Permission{}
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}

// Has is the API-rule fragment that grants access to a signed-in, active user whose role holds key.
// It reads the keys from the caller's own user record (`permissions`, the server's copy of the role's keys, see
// migration 1767225790), so the rule joins the users table only, not the roles table as well.
// It matches the quoted key in the permissions JSON text (exact, since keys are quoted and hold no
// LIKE wildcards). The ":each ?=" form is avoided on purpose: every ":each" on the same path shares one
// json_each join, so Has(a) && Has(b) would need a single array item equal to both keys and never match
// (TestEachFormCannotCombineTwoKeys shows it on a real app; TestHasMatchesOnlyTheExactKey shows that the
// quoted match never takes view:inventory-movement for view:inventory).
// Fragments combine freely with && and || (wrap them in parentheses).
func Has(key string) string {
	return `@request.auth.collectionName = "users" && @request.auth.active = true && @request.auth.permissions ~ '"` + key + `"'`
}

// SignedIn is the API-rule fragment for any signed-in, active user of the users collection.
const SignedIn = `@request.auth.collectionName = "users" && @request.auth.active = true`

// HasAny is the API-rule fragment that grants access when the user's role holds at least one of keys.
func HasAny(keys ...string) string {
	out := ""
	for i, k := range keys {
		if i > 0 {
			out += " || "
		}
		out += "(" + Has(k) + ")"
	}
	return out
}

// Known reports whether key is in the catalogue.
func Known(key string) bool {
	for _, k := range All {
		if k == key {
			return true
		}
	}
	return false
}

// ByModule returns the catalogue keys of module, in catalogue order.
func ByModule(module Module) []string {
	out := []string{}
	for _, p := range Catalogue {
		if p.Module == module {
			out = append(out, p.Key)
		}
	}
	return out
}
