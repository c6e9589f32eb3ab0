package seed_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/permissions"
	"erp/server/internal/seed"
	"erp/server/internal/testutil"
)

func TestSeedIsIdempotentAndAccountsSignIn(t *testing.T) {
	app := testutil.NewApp(t)
	for i := 0; i < 2; i++ {
		// Platform is Run without the demo business data, which package demo tests itself.
		if err := app.RunInTransaction(func(tx core.App) error { return seed.Platform(tx) }); err != nil {
			t.Fatalf("run %d: %v", i+1, err)
		}
	}

	roles, err := app.FindAllRecords("roles")
	if err != nil {
		t.Fatal(err)
	}
	if len(roles) != len(seed.Roles) {
		t.Fatalf("%d roles after two runs, want %d", len(roles), len(seed.Roles))
	}
	for _, r := range seed.Roles {
		rec, err := app.FindFirstRecordByData("roles", "name", r.Name)
		if err != nil {
			t.Fatalf("role %s: %v", r.Name, err)
		}
		if rec.GetString("nameAr") == "" || rec.GetString("descriptionAr") == "" {
			t.Errorf("role %s lacks its Arabic name or description", r.Name)
		}
		for _, k := range r.Permissions {
			if !permissions.Known(k) {
				t.Errorf("role %s: unknown key %s", r.Name, k)
			}
		}
	}
	admin, _ := app.FindFirstRecordByData("roles", "name", "Administrator")
	if len(admin.GetStringSlice("permissions")) != 130 || !admin.GetBool("readOnly") {
		t.Errorf("Administrator: %d keys, readOnly %v", len(admin.GetStringSlice("permissions")), admin.GetBool("readOnly"))
	}
	employee, _ := app.FindFirstRecordByData("roles", "name", "Employee")
	got := employee.GetStringSlice("permissions")
	slices.Sort(got)
	if want := []string{"create:leave", "create:overtime", "view:leave", "view:overtime"}; !slices.Equal(got, want) {
		t.Errorf("Employee permissions: %v, want %v", got, want)
	}
	sales, _ := app.FindFirstRecordByData("roles", "name", "Sales & Finance")
	for _, k := range []string{"create:invoices", "delete:clients", "download:documents", "view:overdue-bill-alerts", "export:reports"} {
		if !strings.Contains(strings.Join(sales.GetStringSlice("permissions"), ","), k) {
			t.Errorf("Sales & Finance lacks %s", k)
		}
	}

	for _, table := range []string{"app_settings", "payroll_parameters"} {
		var n int
		if err := app.DB().Select("count(*)").From(table).Row(&n); err != nil {
			t.Fatal(err)
		}
		if (table == "app_settings" && n != 1) || (table == "payroll_parameters" && n != 5) {
			t.Errorf("%s has %d rows", table, n)
		}
	}

	h := testutil.Handler(t, app)
	for _, a := range seed.Accounts {
		res := testutil.Do(t, h, http.MethodPost, "/api/collections/users/auth-with-password?expand=roleId", "",
			`{"identity":"`+a.Email+`","password":"`+a.Password+`"}`)
		if res.Status != 200 || !strings.Contains(res.Body, `"name":"`+strings.ReplaceAll(a.Role, "&", `\u0026`)+`"`) ||
			!strings.Contains(res.Body, `"verified":true`) || !strings.Contains(res.Body, `"firstName":"`+a.FirstName+`"`) {
			t.Errorf("%s: %d %s", a.Email, res.Status, res.Body)
		}
	}
}
