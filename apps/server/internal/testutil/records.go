package testutil

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"erp/server/internal/permissions"
)

// AllKeysExcept is the whole permission catalogue minus the listed keys.
func AllKeysExcept(except ...string) []string {
	out := []string{}
	for _, k := range permissions.All {
		skip := false
		for _, x := range except {
			skip = skip || k == x
		}
		if !skip {
			out = append(out, k)
		}
	}
	return out
}

// SaveRecord creates a record of collection through Go (hooks run, rules do not).
func SaveRecord(t testing.TB, app core.App, collection string, fields map[string]any) *core.Record {
	t.Helper()
	col, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(col)
	for k, v := range fields {
		r.Set(k, v)
	}
	if err := app.Save(r); err != nil {
		t.Fatalf("save %s: %v", collection, err)
	}
	return r
}

// Reload reads r again from the database.
func Reload(t testing.TB, app core.App, r *core.Record) *core.Record {
	t.Helper()
	fresh, err := app.FindRecordById(r.Collection().Name, r.Id)
	if err != nil {
		t.Fatalf("reload %s %s: %v", r.Collection().Name, r.Id, err)
	}
	return fresh
}

// CreateSuperuser saves a superuser with the password Password.
func CreateSuperuser(t testing.TB, app core.App, email string) *core.Record {
	t.Helper()
	col, err := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		t.Fatal(err)
	}
	su := core.NewRecord(col)
	su.SetEmail(email)
	su.SetPassword(Password)
	if err := app.Save(su); err != nil {
		t.Fatal(err)
	}
	return su
}

// TinyPDF is a minimal, valid one-page PDF.
var TinyPDF = []byte("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
	"3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")

// PDFFile is TinyPDF as an upload named contract.pdf.
func PDFFile(t testing.TB) *filesystem.File {
	t.Helper()
	f, err := filesystem.NewFileFromBytes(TinyPDF, "contract.pdf")
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// Fixtures are the records other records point at: a client, a supplier, two warehouses, an item of 50
// units in the first, an employee, a Draft invoice, a PENDING bill, a report template and an alert.
type Fixtures struct {
	Client, Supplier, Warehouse, Warehouse2, Item, Employee, Invoice, Bill, Template, Alert *core.Record
	Period                                                                                  int // a counter for unique payroll periods
}

// NewFixtures saves the Fixtures records in env's app. The invoice is INV-2026-000001 and the bill
// BILL-2026-000001, each with LineItems at 14 %.
func NewFixtures(t testing.TB, env *Env) *Fixtures {
	t.Helper()
	f := &Fixtures{}
	f.Client = env.Save(t, "clients", map[string]any{"name": "Delta Foods", "type": "business", "status": "active"})
	f.Supplier = env.Save(t, "suppliers", map[string]any{"name": "Helwan Steel", "status": "active"})
	f.Warehouse = env.Save(t, "warehouses", map[string]any{"name": "Cairo", "capacity": 1000, "isActive": true})
	f.Warehouse2 = env.Save(t, "warehouses", map[string]any{"name": "Alexandria", "capacity": 1000, "isActive": true})
	f.Item = env.Save(t, "inventory_items", map[string]any{"name": "Steel pipe", "warehouse": f.Warehouse.Id, "quantity": 50, "minQuantity": 5, "maxQuantity": 500, "unitPrice": 120})
	f.Employee = env.Save(t, "employees", map[string]any{"firstName": "Omar", "lastName": "Farouk", "department": "Sales", "monthlySalary": 12000})
	f.Invoice = env.Save(t, "invoices", map[string]any{"client": f.Client.Id, "issueDate": "2026-01-10 00:00:00.000Z", "vatRate": 14, "items": LineItems()})
	f.Bill = env.Save(t, "bills", map[string]any{"supplier": f.Supplier.Id, "issueDate": "2026-01-10 00:00:00.000Z", "vatRate": 14, "items": LineItems()})
	f.Template = env.Save(t, "report_templates", map[string]any{"name": "Sales", "reportType": "sales_analysis"})
	f.Alert = env.Save(t, "alerts", map[string]any{"kind": "report_generated", "data": map[string]any{"reportName": "x"}})
	return f
}

// LineItems is one custom line: 3 × 33.33 = 99.99.
func LineItems() []map[string]any {
	return []map[string]any{{"description": "Steel pipe", "quantity": 3, "unitPrice": 33.33}}
}

// ItemLine is a document line for quantity of an inventory item, at 10 a unit.
func ItemLine(item *core.Record, quantity any) map[string]any {
	return map[string]any{"item": item.Id, "warehouse": item.GetString("warehouse"), "description": item.GetString("name"), "quantity": quantity, "unitPrice": 10}
}

// DraftInvoice saves a Draft invoice for the fixtures' client, issued 2026-03-05.
func DraftInvoice(t testing.TB, env *Env, f *Fixtures, vatRate float64, items ...map[string]any) *core.Record {
	t.Helper()
	return env.Save(t, "invoices", map[string]any{"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": vatRate, "items": items})
}

// UpdateSettings sets fields on the app_settings record, saves it and returns it.
func UpdateSettings(t testing.TB, app core.App, fields map[string]any) *core.Record {
	t.Helper()
	settings, err := app.FindFirstRecordByFilter("app_settings", "")
	if err != nil {
		t.Fatal(err)
	}
	settings.Load(fields)
	if err := app.Save(settings); err != nil {
		t.Fatal(err)
	}
	return settings
}

// Collection finds a collection by name.
func Collection(t testing.TB, app core.App, name string) *core.Collection {
	t.Helper()
	c, err := app.FindCollectionByNameOrId(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// AuditRows returns the audit_log rows of one record, oldest first.
func AuditRows(t testing.TB, app core.App, collection, recordID string) []*core.Record {
	t.Helper()
	rows, err := app.FindRecordsByFilter("audit_log", "collection = {:c} && recordId = {:r}", "created,id", 0, 0, // ids follow the time
		dbx.Params{"c": collection, "r": recordID})
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// AuditChanges decodes the changes of an audit_log row.
func AuditChanges(t testing.TB, row *core.Record) map[string]any {
	t.Helper()
	out := map[string]any{}
	if err := json.Unmarshal([]byte(row.GetString("changes")), &out); err != nil {
		t.Fatalf("changes %q: %v", row.GetString("changes"), err)
	}
	return out
}

// TodayUTC is today's date as a date field holds it ("2026-03-05 00:00:00.000Z").
func TodayUTC() string {
	return time.Now().UTC().Format("2006-01-02") + " 00:00:00.000Z"
}

// JSONRows decodes a JSON field holding a list of objects.
func JSONRows(v any) ([]map[string]any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var rows []map[string]any
	err = json.Unmarshal(b, &rows)
	return rows, err
}
