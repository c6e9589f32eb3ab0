package hooks_test

// Checks across every business collection: the API rules of the permission matrix.

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/permissions"
	"erp/server/internal/testutil"
)

// bizCase describes one collection of the permission matrix.
type bizCase struct {
	collection string
	resource   string                                                                   // keys view:/create:/edit:/delete:<resource>; "" = no write keys
	readOnly   bool                                                                     // create/update/delete are superuser-only
	serverMade bool                                                                     // create is superuser-only (server code makes the records); update and delete follow the keys
	listKey    string                                                                   // list/view key when it is not view:<resource>
	listAlso   []string                                                                 // further keys that also grant list/view
	record     func(t *testing.T, env *testutil.Env, f *testutil.Fixtures) *core.Record // a stored record
	create     func(t *testing.T, f *testutil.Fixtures) *testutil.Body
	update     map[string]any
}

func bizCases() []bizCase {
	date := "2026-02-01 00:00:00.000Z"
	stored := func(collection string, fields func(f *testutil.Fixtures) map[string]any) func(*testing.T, *testutil.Env, *testutil.Fixtures) *core.Record {
		return func(t *testing.T, env *testutil.Env, f *testutil.Fixtures) *core.Record {
			return env.Save(t, collection, fields(f))
		}
	}
	body := func(fields func(f *testutil.Fixtures) map[string]any) func(*testing.T, *testutil.Fixtures) *testutil.Body {
		return func(t *testing.T, f *testutil.Fixtures) *testutil.Body { return testutil.JSONBody(fields(f)) }
	}
	client := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"name": "Nour Trading", "type": "business", "status": "lead"}
	}
	contact := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"firstName": "Hana", "client": f.Client.Id}
	}
	supplier := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"name": "Canal Paper", "status": "active"}
	}
	warehouse := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"name": "Tanta", "capacity": 100, "isActive": true}
	}
	item := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"name": "Copper wire", "warehouse": f.Warehouse.Id, "quantity": 4, "minQuantity": 1, "unitPrice": 9.5}
	}
	pr := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"date": date, "priority": "high", "warehouse": f.Warehouse.Id, "items": []map[string]any{{"item": f.Item.Id, "quantity": 5, "unitPrice": 100}}}
	}
	transfer := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"date": date, "fromWarehouse": f.Warehouse.Id, "toWarehouse": f.Warehouse2.Id, "items": []map[string]any{{"item": f.Item.Id, "quantity": 2}}}
	}
	employee := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"firstName": "Mona", "lastName": "Adel", "department": "Finance", "status": "active", "monthlySalary": 9000}
	}
	leave := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"employee": f.Employee.Id, "leaveType": "ANNUAL", "startDate": date, "endDate": "2026-02-03 00:00:00.000Z"}
	}
	overtime := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"employee": f.Employee.Id, "date": date, "hours": 2, "type": "WEEKEND"}
	}
	doc := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"client": f.Client.Id, "issueDate": date, "vatRate": 14, "items": testutil.LineItems()}
	}
	quotation := func(f *testutil.Fixtures) map[string]any {
		m := doc(f)
		m["validUntil"] = "2026-03-01 00:00:00.000Z"
		return m
	}
	receipt := func(f *testutil.Fixtures) map[string]any {
		m := doc(f)
		m["paymentMethod"] = "Cash"
		return m
	}
	bill := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"supplier": f.Supplier.Id, "issueDate": date, "vatRate": 14, "items": testutil.LineItems()}
	}
	expense := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"date": date, "category": "Travel", "amount": 250, "paymentMethod": "Cash", "description": "Taxi to port"}
	}
	template := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"name": "Stock", "reportType": "inventory_status"}
	}
	saved := func(f *testutil.Fixtures) map[string]any {
		return map[string]any{"name": "January stock", "reportType": "inventory_status", "template": f.Template.Id,
			"reportKey": "view:inventory-reports"}
	}

	return []bizCase{
		{collection: "clients", resource: "clients", record: stored("clients", client), create: body(client), update: map[string]any{"phone": "0100"}},
		{collection: "contacts", resource: "contacts", record: stored("contacts", contact), create: body(contact), update: map[string]any{"jobTitle": "Buyer"}},
		{collection: "documents", resource: "documents",
			record: func(t *testing.T, env *testutil.Env, f *testutil.Fixtures) *core.Record {
				return env.Save(t, "documents", map[string]any{"title": "Contract", "type": "contract", "file": testutil.PDFFile(t)})
			},
			create: func(t *testing.T, f *testutil.Fixtures) *testutil.Body {
				return testutil.FormBody(map[string]string{"title": "Contract", "type": "contract"}, "file", "contract.pdf", "application/pdf", testutil.TinyPDF)
			},
			update: map[string]any{"title": "Signed contract"}},
		{collection: "suppliers", resource: "suppliers", listAlso: []string{"view:bills"}, record: stored("suppliers", supplier), create: body(supplier), update: map[string]any{"phone": "03"}},
		{collection: "warehouses", resource: "warehouses", listAlso: sellerKeys, record: stored("warehouses", warehouse), create: body(warehouse), update: map[string]any{"location": "Delta"}},
		{collection: "inventory_items", resource: "inventory", listAlso: sellerKeys, record: stored("inventory_items", item), create: body(item), update: map[string]any{"category": "Cables"}},
		{collection: "stock_movements", readOnly: true, listKey: "view:inventory",
			record: func(t *testing.T, env *testutil.Env, f *testutil.Fixtures) *core.Record {
				return env.Save(t, "stock_movements", map[string]any{"item": f.Item.Id, "warehouse": f.Warehouse.Id, "quantity": 3, "reason": "adjustment"})
			},
			create: body(func(f *testutil.Fixtures) map[string]any {
				return map[string]any{"item": f.Item.Id, "quantity": 3, "reason": "adjustment"}
			}),
			update: map[string]any{"quantity": 99}},
		{collection: "purchase_requests", resource: "purchase-requests", record: stored("purchase_requests", pr), create: body(pr), update: map[string]any{"notes": "asap"}},
		{collection: "stock_transfers", resource: "transfers", record: stored("stock_transfers", transfer), create: body(transfer), update: map[string]any{"notes": "truck 2"}},
		{collection: "employees", resource: "employees", record: stored("employees", employee), create: body(employee), update: map[string]any{"position": "Accountant"}},
		{collection: "employee_documents", resource: "employee-documents",
			record: func(t *testing.T, env *testutil.Env, f *testutil.Fixtures) *core.Record {
				return env.Save(t, "employee_documents", map[string]any{"employee": f.Employee.Id, "type": "contract", "file": testutil.PDFFile(t)})
			},
			create: func(t *testing.T, f *testutil.Fixtures) *testutil.Body {
				return testutil.FormBody(map[string]string{"employee": f.Employee.Id, "type": "nda"}, "file", "nda.pdf", "application/pdf", testutil.TinyPDF)
			},
			update: map[string]any{"title": "Signed NDA"}},
		{collection: "payroll_records", resource: "payroll",
			record: func(t *testing.T, env *testutil.Env, f *testutil.Fixtures) *core.Record {
				f.Period++
				return env.Save(t, "payroll_records", map[string]any{"employee": f.Employee.Id, "period": fmt.Sprintf("2024-%02d", f.Period), "baseSalary": 12000})
			},
			create: body(func(f *testutil.Fixtures) map[string]any {
				return map[string]any{"employee": f.Employee.Id, "period": "2025-12", "baseSalary": 12000}
			}),
			update: map[string]any{"notes": "checked"}},
		{collection: "leave_requests", resource: "leave", record: stored("leave_requests", leave), create: body(leave), update: map[string]any{"reason": "family"}},
		{collection: "overtime_records", resource: "overtime", record: stored("overtime_records", overtime), create: body(overtime), update: map[string]any{"notes": "stocktake"}},
		{collection: "receipts", resource: "receipts", record: stored("receipts", receipt), create: body(receipt), update: map[string]any{"notes": "thanks"}},
		{collection: "invoices", resource: "invoices", record: stored("invoices", doc), create: body(doc), update: map[string]any{"notes": "net 30"}},
		{collection: "invoice_payments", readOnly: true, listKey: "view:invoices",
			record: stored("invoice_payments", func(f *testutil.Fixtures) map[string]any {
				return map[string]any{"invoice": f.Invoice.Id, "amount": 10, "method": "Cash", "date": date}
			}),
			create: body(func(f *testutil.Fixtures) map[string]any {
				return map[string]any{"invoice": f.Invoice.Id, "amount": 10, "method": "Cash", "date": date}
			}),
			update: map[string]any{"amount": 1}},
		{collection: "quotations", resource: "quotations", record: stored("quotations", quotation), create: body(quotation), update: map[string]any{"notes": "valid 30 days"}},
		{collection: "bills", resource: "bills", record: stored("bills", bill), create: body(bill), update: map[string]any{"notes": "check"}},
		{collection: "bill_payments", readOnly: true, listKey: "view:bills",
			record: stored("bill_payments", func(f *testutil.Fixtures) map[string]any {
				return map[string]any{"bill": f.Bill.Id, "amount": 10, "method": "Check", "date": date}
			}),
			create: body(func(f *testutil.Fixtures) map[string]any {
				return map[string]any{"bill": f.Bill.Id, "amount": 10, "method": "Check", "date": date}
			}),
			update: map[string]any{"amount": 1}},
		{collection: "expenses", resource: "expenses", record: stored("expenses", expense), create: body(expense), update: map[string]any{"reference": "R-1"}},
		{collection: "report_templates", resource: "report-templates", record: stored("report_templates", template), create: body(template), update: map[string]any{"description": "weekly"}},
		{collection: "saved_reports", resource: "saved-reports", serverMade: true, record: stored("saved_reports", saved), create: body(saved), update: map[string]any{"description": "final"}},
		{collection: "alerts", readOnly: true, listKey: "view:low-stock-alerts",
			record: stored("alerts", func(f *testutil.Fixtures) map[string]any {
				return map[string]any{"kind": "low_stock", "data": map[string]any{"itemName": "x"}}
			}),
			create: body(func(f *testutil.Fixtures) map[string]any { return map[string]any{"kind": "low_stock"} }),
			update: map[string]any{"data": map[string]any{}}},
	}
}

// sellerKeys also read items and warehouses: the invoice, quotation and receipt wizards pick inventory lines.
var sellerKeys = []string{"create:invoices", "edit:invoices", "create:quotations", "edit:quotations", "create:receipts", "edit:receipts"}

// TestPermissionMatrix checks, for every business collection and each of list, view, create, update and
// delete, that a role holding every key but the required one is refused and a role with it succeeds.
func TestPermissionMatrix(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	everything := env.UserWithKeys(t, permissions.All...)

	for _, c := range bizCases() {
		t.Run(c.collection, func(t *testing.T) {
			base := "/api/collections/" + c.collection + "/records"
			viewKey := c.listKey
			if viewKey == "" {
				viewKey = "view:" + c.resource
			}
			without := env.UserWithKeys(t, testutil.AllKeysExcept(append([]string{viewKey}, c.listAlso...)...)...)

			rec := c.record(t, env, f)
			status, _, raw := env.Do(t, http.MethodGet, base+"?perPage=500", everything, nil)
			if status != 200 || !strings.Contains(raw, rec.Id) {
				t.Errorf("list with %s: status %d, record missing: %s", viewKey, status, raw)
			}
			status, _, raw = env.Do(t, http.MethodGet, base+"?perPage=500", without, nil)
			if status != 200 || strings.Contains(raw, rec.Id) {
				t.Errorf("list without %s: status %d, record visible", viewKey, status)
			}
			if status, _, _ := env.Do(t, http.MethodGet, base+"/"+rec.Id, everything, nil); status != 200 {
				t.Errorf("view with %s: status %d", viewKey, status)
			}
			if status, _, _ := env.Do(t, http.MethodGet, base+"/"+rec.Id, without, nil); status != 404 && status != 403 {
				t.Errorf("view without %s: status %d", viewKey, status)
			}
			if status, _, _ := env.Do(t, http.MethodGet, base, nil, nil); status != 200 {
				t.Errorf("guest list: status %d", status)
			} else if _, out, _ := env.Do(t, http.MethodGet, base, nil, nil); len(out["items"].([]any)) != 0 {
				t.Errorf("guest list returned items")
			}

			if c.readOnly {
				if status, _, _ := env.Do(t, http.MethodPost, base, everything, c.create(t, f)); status != 403 {
					t.Errorf("create on a ledger: status %d, want 403", status)
				}
				if status, _, _ := env.Do(t, http.MethodPatch, base+"/"+rec.Id, everything, testutil.JSONBody(c.update)); status != 403 {
					t.Errorf("update on a ledger: status %d, want 403", status)
				}
				if status, _, _ := env.Do(t, http.MethodDelete, base+"/"+rec.Id, everything, nil); status != 403 {
					t.Errorf("delete on a ledger: status %d, want 403", status)
				}
				return
			}

			for _, op := range []struct {
				action, method string
				okStatus       int
			}{{"create", http.MethodPost, 200}, {"edit", http.MethodPatch, 200}, {"delete", http.MethodDelete, 204}} {
				key := op.action + ":" + c.resource
				if op.action == "create" && c.serverMade {
					if status, _, raw := env.Do(t, op.method, base, everything, c.create(t, f)); status != 403 {
						t.Errorf("create of a record only the server makes: status %d, want 403: %s", status, raw)
					}
					continue
				}
				lacking := env.UserWithKeys(t, testutil.AllKeysExcept(key)...)
				url, target := base, rec
				var payload func() *testutil.Body
				switch op.action {
				case "create":
					payload = func() *testutil.Body { return c.create(t, f) }
				case "edit":
					target = c.record(t, env, f)
					url = base + "/" + target.Id
					payload = func() *testutil.Body { return testutil.JSONBody(c.update) }
				case "delete":
					target = c.record(t, env, f)
					url = base + "/" + target.Id
					payload = func() *testutil.Body { return nil }
				}
				status, _, raw := env.Do(t, op.method, url, lacking, payload())
				if status != 400 && status != 403 && status != 404 {
					t.Errorf("%s without %s: status %d %s", op.action, key, status, raw)
				}
				status, _, raw = env.Do(t, op.method, url, everything, payload())
				if status != op.okStatus {
					t.Errorf("%s with %s: status %d, want %d: %s", op.action, key, status, op.okStatus, raw)
				}
			}
		})
	}
}

// singleKeyExtras are the keys a rule needs besides the operation's own key, per collection. A leave or
// overtime request may be read and changed by its own employee or by an approver; the matrix records
// belong to an employee without an account, so the single-key user acts as the approver. (The own-request
// path with the key alone is covered by TestLeaveSelfService and TestEmployeeCancelsOwnPendingRequest.)
var singleKeyExtras = map[string][]string{
	"leave_requests":   {"approve:leave"},
	"overtime_records": {"approve:overtime"},
	// A saved report is read, changed and deleted by a role that may read it: view:saved-reports and the
	// report key it was generated under.
	"saved_reports": {"view:saved-reports", "view:inventory-reports"},
}

// TestPermissionMatrixSingleKeySuffices is the other half of TestPermissionMatrix: for every business
// collection and each of list, view, create, update and delete, a role holding only the required key (plus
// singleKeyExtras) succeeds. Nothing else is needed to read related records: relation checks on create and
// update do not apply the related collections' rules.
func TestPermissionMatrixSingleKeySuffices(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	for _, c := range bizCases() {
		t.Run(c.collection, func(t *testing.T) {
			base := "/api/collections/" + c.collection + "/records"
			viewKey := c.listKey
			if viewKey == "" {
				viewKey = "view:" + c.resource
			}
			extras := singleKeyExtras[c.collection]
			viewer := env.UserWithKeys(t, append([]string{viewKey}, extras...)...)
			rec := c.record(t, env, f)
			status, _, raw := env.Do(t, http.MethodGet, base+"?perPage=500", viewer, nil)
			if status != 200 || !strings.Contains(raw, rec.Id) {
				t.Errorf("list with only %s %v: status %d, record missing: %s", viewKey, extras, status, raw)
			}
			if status, _, raw := env.Do(t, http.MethodGet, base+"/"+rec.Id, viewer, nil); status != 200 {
				t.Errorf("view with only %s %v: status %d %s", viewKey, extras, status, raw)
			}
			if c.readOnly {
				return
			}
			for _, op := range []struct {
				action, method string
				okStatus       int
			}{{"create", http.MethodPost, 200}, {"edit", http.MethodPatch, 200}, {"delete", http.MethodDelete, 204}} {
				key := op.action + ":" + c.resource
				if op.action == "create" && c.serverMade {
					continue
				}
				user := env.UserWithKeys(t, append([]string{key}, extras...)...)
				url, body := base, (*testutil.Body)(nil)
				switch op.action {
				case "create":
					body = c.create(t, f)
				case "edit":
					url, body = base+"/"+c.record(t, env, f).Id, testutil.JSONBody(c.update)
				case "delete":
					url = base + "/" + c.record(t, env, f).Id
				}
				if status, _, raw := env.Do(t, op.method, url, user, body); status != op.okStatus {
					t.Errorf("%s with only %s %v: status %d, want %d: %s", op.action, key, extras, status, op.okStatus, raw)
				}
			}
		})
	}
}

// ownCase is a collection of per-user records (no permission key): the owner reads their own, nobody else
// does, whatever keys they hold; writes go through the server's routes only, except where deleteOwn says
// the owner may delete their own through the API.
type ownCase struct {
	collection string
	record     func(t *testing.T, env *testutil.Env, f *testutil.Fixtures, owner *core.Record) *core.Record
	create     func(f *testutil.Fixtures, owner *core.Record) map[string]any
	update     map[string]any
	deleteOwn  bool
}

// TestPermissionMatrixOwnRecords is the permission matrix of the per-user collections: dashboard_preferences
// (written by PUT /api/erp/dashboard/preferences, which checks the role's keys) and alert_dismissals (written by
// the alert centre's dismiss routes; the owner may delete their own to restore an alert).
func TestPermissionMatrixOwnRecords(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	cases := []ownCase{
		{collection: "dashboard_preferences",
			record: func(t *testing.T, env *testutil.Env, f *testutil.Fixtures, owner *core.Record) *core.Record {
				return env.Save(t, "dashboard_preferences", map[string]any{"user": owner.Id, "cards": []string{"daily-invoices"}})
			},
			create: func(f *testutil.Fixtures, owner *core.Record) map[string]any {
				return map[string]any{"user": owner.Id, "cards": []string{"pending-bills"}}
			},
			update: map[string]any{"cards": []string{"employee-attendance"}}},
		{collection: "alert_dismissals", deleteOwn: true,
			record: func(t *testing.T, env *testutil.Env, f *testutil.Fixtures, owner *core.Record) *core.Record {
				return env.Save(t, "alert_dismissals", map[string]any{"alert": f.Alert.Id, "user": owner.Id})
			},
			create: func(f *testutil.Fixtures, owner *core.Record) map[string]any {
				return map[string]any{"alert": f.Alert.Id, "user": owner.Id}
			},
			update: map[string]any{"alert": ""}},
	}
	for _, c := range cases {
		t.Run(c.collection, func(t *testing.T) {
			base := "/api/collections/" + c.collection + "/records"
			owner := env.UserWithKeys(t, "view:daily-invoices")
			other := env.UserWithKeys(t, permissions.All...)
			rec := c.record(t, env, f, owner)
			if status, _, raw := env.Do(t, http.MethodGet, base+"?perPage=500", owner, nil); status != 200 || !strings.Contains(raw, rec.Id) {
				t.Errorf("owner's list: %d %s", status, raw)
			}
			if status, _, _ := env.Do(t, http.MethodGet, base+"/"+rec.Id, owner, nil); status != 200 {
				t.Errorf("owner's view: %d", status)
			}
			if status, _, raw := env.Do(t, http.MethodGet, base+"?perPage=500", other, nil); status != 200 || strings.Contains(raw, rec.Id) {
				t.Errorf("another user (every key) lists the record: %d", status)
			}
			if status, _, _ := env.Do(t, http.MethodGet, base+"/"+rec.Id, other, nil); status != 404 && status != 403 {
				t.Errorf("another user (every key) views the record: %d", status)
			}
			if status, out, _ := env.Do(t, http.MethodGet, base, nil, nil); status != 200 || len(out["items"].([]any)) != 0 {
				t.Errorf("guest list: %d %v", status, out["items"])
			}
			for _, who := range []*core.Record{owner, other} {
				if status, _, raw := env.Do(t, http.MethodPost, base, who, testutil.JSONBody(c.create(f, who))); status < 400 {
					t.Errorf("create through the API: %d %s", status, raw)
				}
				if status, _, raw := env.Do(t, http.MethodPatch, base+"/"+rec.Id, who, testutil.JSONBody(c.update)); status < 400 {
					t.Errorf("update through the API: %d %s", status, raw)
				}
			}
			if status, _, _ := env.Do(t, http.MethodDelete, base+"/"+rec.Id, other, nil); status < 400 {
				t.Errorf("another user deletes the record: %d", status)
			}
			want := 403
			if c.deleteOwn {
				want = 204
			}
			if status, _, _ := env.Do(t, http.MethodDelete, base+"/"+rec.Id, owner, nil); status != want {
				t.Errorf("owner's delete: %d, want %d", status, want)
			}
		})
	}
}
