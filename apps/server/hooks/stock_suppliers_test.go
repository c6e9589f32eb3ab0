package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"erp/server/internal/testutil"
)

// Bill readers read the suppliers their bills name: list, view and expand, without any stock key.
func TestBillReadersSeeSuppliers(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "view:bills")
	outsider := env.UserWithKeys(t, "view:expenses")

	status, _, raw := env.Do(t, http.MethodGet, "/api/collections/suppliers/records", clerk, nil)
	if status != 200 || !strings.Contains(raw, f.Supplier.Id) {
		t.Errorf("bill reader lists suppliers: %d %s", status, raw)
	}
	status, out, raw := env.Do(t, http.MethodGet, "/api/collections/bills/records/"+f.Bill.Id+"?expand=supplier", clerk, nil)
	expand, _ := out["expand"].(map[string]any)
	supplier, _ := expand["supplier"].(map[string]any)
	if status != 200 || supplier["name"] != "Helwan Steel" {
		t.Errorf("bill with its supplier: %d %s", status, raw)
	}
	filter := "?filter=" + strings.ReplaceAll(`supplier.name~"Helwan"`, `"`, "%22")
	if _, out, raw := env.Do(t, http.MethodGet, "/api/collections/bills/records"+filter, clerk, nil); out["totalItems"] != 1.0 {
		t.Errorf("bills found by supplier name: %s", raw)
	}
	status, out, _ = env.Do(t, http.MethodGet, "/api/collections/suppliers/records", outsider, nil)
	if status != 200 || len(out["items"].([]any)) != 0 {
		t.Errorf("a role without view:suppliers or view:bills lists suppliers")
	}
	if status, _, _ := env.Do(t, http.MethodPatch, "/api/collections/suppliers/records/"+f.Supplier.Id, clerk, testutil.JSONBody(map[string]any{"phone": "02"})); status != 404 && status != 403 {
		t.Errorf("bill reader edits a supplier: %d", status)
	}
}
