package permissions

import (
	"slices"
	"testing"
)

// specKeys is the permission catalogue as the specification writes it (part 1 §6 and part 2 §6), key by
// key, grouped by the specification's modules.
var specKeys = map[Module][]string{
	ModuleDashboard: {
		"view:daily-invoices", "view:daily-expenses", "view:daily-balance", "view:new-quotations",
		"view:inventory-movement", "view:active-clients", "view:pending-bills", "view:employee-attendance",
	},
	ModuleAlerts: {
		"view:low-stock-alerts", "view:empty-stock-alerts", "view:overflow-stock-alerts", "view:complete-warehouse-alerts",
		"view:empty-warehouse-alerts", "view:stock-transfer-alerts", "view:purchase-request-alerts",
		"view:employee-on-leave-alerts", "view:employee-off-leave-alerts", "view:report-generated-alerts",
		"view:overdue-invoice-alerts", "view:overdue-bill-alerts",
		"configure:alert-thresholds", "subscribe:alerts",
	},
	ModuleSales: {
		"create:invoices", "view:invoices", "edit:invoices", "delete:invoices",
		"create:quotations", "view:quotations", "edit:quotations", "delete:quotations",
		"create:bills", "view:bills", "edit:bills", "delete:bills",
		"create:receipts", "view:receipts", "edit:receipts", "delete:receipts",
		"create:expenses", "view:expenses", "edit:expenses", "delete:expenses",
	},
	ModuleStock: {
		"create:inventory", "view:inventory", "edit:inventory", "delete:inventory",
		"create:suppliers", "view:suppliers", "edit:suppliers", "delete:suppliers",
		"create:warehouses", "view:warehouses", "edit:warehouses", "delete:warehouses",
		"create:transfers", "view:transfers", "edit:transfers", "delete:transfers",
		"create:purchase-requests", "view:purchase-requests", "edit:purchase-requests", "delete:purchase-requests",
		"approve:purchase-requests",
	},
	ModuleHR: {
		"create:employees", "view:employees", "edit:employees", "delete:employees",
		"create:employee-documents", "view:employee-documents", "edit:employee-documents", "delete:employee-documents",
		"create:overtime", "view:overtime", "edit:overtime", "delete:overtime",
		"create:leave", "view:leave", "edit:leave", "delete:leave",
		"create:payroll", "view:payroll", "edit:payroll", "delete:payroll",
		"approve:overtime", "approve:leave", "process:payroll",
	},
	ModuleCRM: {
		"create:clients", "view:clients", "edit:clients", "delete:clients",
		"create:contacts", "view:contacts", "edit:contacts", "delete:contacts",
		"create:documents", "view:documents", "edit:documents", "delete:documents",
		"download:documents",
	},
	ModuleReports: {
		"create:report-templates", "view:report-templates", "edit:report-templates", "delete:report-templates",
		"create:saved-reports", "view:saved-reports", "edit:saved-reports", "delete:saved-reports",
		"export:reports", "view:financial-reports", "view:inventory-reports", "view:sales-reports", "view:hr-reports",
	},
	ModuleAdmin: {
		"create:users", "view:users", "edit:users", "delete:users",
		"create:roles", "view:roles", "edit:roles", "delete:roles",
		"reset:user-password", "assign:roles", "view:access", "manage:access", "view:settings",
		"edit:general-settings", "edit:company-settings", "edit:email-settings", "edit:vat-settings", "edit:invoice-settings",
	},
}

// TestCatalogueIsTheSpecificationsList compares the catalogue with the specification's keys: the same 130
// keys, none missing, none extra, none twice, each in the specification's module.
func TestCatalogueIsTheSpecificationsList(t *testing.T) {
	want := 0
	for _, keys := range specKeys {
		want += len(keys)
	}
	if want != 130 {
		t.Fatalf("the specification's list in this test has %d keys, want 130", want)
	}
	if len(All) != 130 {
		t.Errorf("catalogue has %d keys, want 130", len(All))
	}
	seen := map[string]bool{}
	for _, k := range All {
		if seen[k] {
			t.Errorf("duplicate key %q", k)
		}
		seen[k] = true
	}
	for module, keys := range specKeys {
		got := ByModule(module)
		for _, k := range keys {
			if !slices.Contains(got, k) {
				if Known(k) {
					t.Errorf("%s is in the catalogue but not in module %s", k, module)
				} else {
					t.Errorf("%s (module %s) is missing from the catalogue", k, module)
				}
			}
		}
		for _, k := range got {
			if !slices.Contains(keys, k) {
				t.Errorf("%s (module %s) is not in the specification", k, module)
			}
		}
	}
	if len(Modules) != len(specKeys) {
		t.Errorf("%d modules, the specification has %d", len(Modules), len(specKeys))
	}
}

func TestEveryKeyHasALabelInBothLanguages(t *testing.T) {
	names := map[string]string{}
	for _, k := range All {
		l, ok := LabelOf(k)
		if !ok || l.Name == "" || l.NameAr == "" || l.Description == "" || l.DescriptionAr == "" {
			t.Errorf("%s: missing label %+v", k, l)
		}
		if other, dup := names[l.Name]; dup {
			t.Errorf("%s and %s share the name %q", k, other, l.Name)
		}
		names[l.Name] = k
	}
	for _, m := range Modules {
		if l := ModuleLabels[m]; l.Name == "" || l.NameAr == "" {
			t.Errorf("module %s has no label", m)
		}
	}
}
