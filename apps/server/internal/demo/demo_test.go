package demo_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/hooks"
	"erp/server/internal/demo"
	"erp/server/internal/lines"
	"erp/server/internal/schema"
	"erp/server/internal/seed"
	"erp/server/internal/testutil"
)

func TestMain(m *testing.M) { testutil.Main(m) }

func count(t *testing.T, app core.App, collection, filter string) int {
	t.Helper()
	n, err := app.CountRecords(collection, dbx.NewExp(filter))
	if err != nil {
		t.Fatalf("count %s: %v", collection, err)
	}
	return int(n)
}

func TestSeedCreatesConsistentDemoData(t *testing.T) {
	app := testutil.NewApp(t)
	started := time.Now()
	if err := app.RunInTransaction(func(tx core.App) error { return seed.Run(tx) }); err != nil {
		t.Fatal(err)
	}
	t.Logf("seed took %s", time.Since(started))

	minimums := map[string]int{
		"clients": 50, "contacts": 50, "documents": 10, "warehouses": 3, "inventory_items": 100, "suppliers": 10,
		"invoices": 200, "invoice_payments": 50, "receipts": 20, "quotations": 10, "bills": 20, "bill_payments": 10,
		"expenses": 23, "purchase_requests": 7, "stock_transfers": 5, "employees": 40, "payroll_records": 100,
		"leave_requests": 10, "overtime_records": 12, "report_templates": 3, "saved_reports": 3, "alerts": 10,
		"stock_movements": 100,
	}
	for c, want := range minimums {
		if got := count(t, app, c, "1=1"); got < want {
			t.Errorf("%s: %d records, want at least %d", c, got, want)
		}
	}
	everyStatus := map[string][]string{
		"clients": schema.ClientStatuses, "invoices": schema.InvoiceStatuses, "quotations": schema.QuotationStatuses,
		"bills": schema.BillStatuses, "expenses": schema.ExpenseStatuses, "purchase_requests": schema.PurchaseStatuses,
		"stock_transfers": schema.TransferStatuses, "payroll_records": schema.PayrollStatuses,
		"leave_requests": schema.LeaveStatuses, "overtime_records": schema.OvertimeStatuses,
		"inventory_items": schema.InventoryStatuses, "employees": schema.EmployeeStatuses,
	}
	for c, statuses := range everyStatus {
		for _, s := range statuses {
			if count(t, app, c, "status = '"+s+"'") == 0 {
				t.Errorf("%s: no record in status %q", c, s)
			}
		}
	}

	// Invoice totals and balances agree with their lines and payments, to the piastre.
	invoices, err := app.FindAllRecords("invoices")
	if err != nil {
		t.Fatal(err)
	}
	for _, inv := range invoices {
		var paid float64
		_ = app.DB().NewQuery("SELECT COALESCE(SUM(amount), 0) FROM invoice_payments WHERE invoice = {:i}").Bind(dbx.Params{"i": inv.Id}).Row(&paid)
		if lines.FromFloat(paid) != lines.FromFloat(inv.GetFloat("amountPaid")) {
			t.Fatalf("%s: payments %.2f, amountPaid %.2f", inv.GetString("invoiceNumber"), paid, inv.GetFloat("amountPaid"))
		}
		total, p, rem := lines.FromFloat(inv.GetFloat("total")), lines.FromFloat(inv.GetFloat("amountPaid")), lines.FromFloat(inv.GetFloat("remaining"))
		if total != lines.FromFloat(inv.GetFloat("subtotal"))+lines.FromFloat(inv.GetFloat("vat")) || rem != total-p {
			t.Fatalf("%s: inconsistent totals", inv.GetString("invoiceNumber"))
		}
		if inv.GetString("status") == "Paid" && rem != 0 {
			t.Fatalf("%s: paid with %d remaining", inv.GetString("invoiceNumber"), rem)
		}
	}

	// Every item's quantity equals the sum of its ledger, and each warehouse's occupancy the sum of its items.
	items, _ := app.FindAllRecords("inventory_items")
	for _, it := range items {
		var sum int
		_ = app.DB().NewQuery("SELECT COALESCE(SUM(quantity), 0) FROM stock_movements WHERE item = {:i}").Bind(dbx.Params{"i": it.Id}).Row(&sum)
		if sum != it.GetInt("quantity") {
			t.Fatalf("%s: quantity %d, ledger %d", it.GetString("sku"), it.GetInt("quantity"), sum)
		}
	}
	warehouses, _ := app.FindAllRecords("warehouses")
	for _, w := range warehouses {
		var sum int
		_ = app.DB().NewQuery("SELECT COALESCE(SUM(quantity), 0) FROM inventory_items WHERE warehouse = {:w}").Bind(dbx.Params{"w": w.Id}).Row(&sum)
		if sum != w.GetInt("currentOccupancy") {
			t.Errorf("%s: occupancy %d, items %d", w.GetString("name"), w.GetInt("currentOccupancy"), sum)
		}
	}
	for _, kind := range schema.AlertKinds {
		if count(t, app, "alerts", "kind = '"+kind+"'") == 0 {
			t.Errorf("no %s alert", kind)
		}
	}
	// Every client has a document, and the documents include generated PDFs and PNGs of every type.
	if n := count(t, app, "clients", "id NOT IN (SELECT client FROM documents)"); n != 0 {
		t.Errorf("%d clients have no document", n)
	}
	for _, kind := range schema.DocumentTypes {
		if count(t, app, "documents", "type = '"+kind+"'") == 0 {
			t.Errorf("no %s document", kind)
		}
	}
	if count(t, app, "documents", "file LIKE '%.png'") == 0 || count(t, app, "documents", "file LIKE '%.pdf'") == 0 {
		t.Error("the documents should include both PDFs and PNGs")
	}
	// Suppliers and warehouses are named in both languages, like clients and employees.
	for _, c := range []string{"suppliers", "warehouses", "clients"} {
		if n := count(t, app, c, "nameAr = ''"); n != 0 {
			t.Errorf("%s: %d records without an Arabic name", c, n)
		}
	}
	if count(t, app, "employees", "firstNameAr = '' OR lastNameAr = ''") != 0 {
		t.Error("employees without Arabic names")
	}
	if count(t, app, "employees", "user != ''") != 5 {
		t.Errorf("the five demo accounts are not all linked to employees")
	}

	// Every seeded payroll record carries the engine's calculation, and its figures are the engine's.
	payroll, err := app.FindAllRecords("payroll_records")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range payroll {
		var calc struct {
			GrossPay, EmployeeInsurance, Tax, NetPay float64
		}
		if err := json.Unmarshal([]byte(r.GetString("calculation")), &calc); err != nil || calc.GrossPay == 0 ||
			calc.GrossPay != r.GetFloat("grossPay") || calc.Tax != r.GetFloat("tax") || calc.NetPay != r.GetFloat("netPay") ||
			calc.EmployeeInsurance != r.GetFloat("employeeInsurance") {
			t.Fatalf("payroll %s %s: figures %v, calculation %+v (%v)", r.GetString("period"), r.Id, r.PublicExport(), calc, err)
		}
	}

	// Idempotent: a second run adds nothing.
	before := count(t, app, "invoices", "1=1")
	if err := demo.Seed(app); err != nil {
		t.Fatal(err)
	}
	if after := count(t, app, "invoices", "1=1"); after != before {
		t.Errorf("second seed added invoices: %d → %d", before, after)
	}
}

func TestBigData(t *testing.T) {
	app := testutil.NewApp(t)
	started := time.Now()
	stats, err := demo.GenerateBigData(app, 40, 40, 2000)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v in %s", stats, time.Since(started))
	if stats.Invoices != 2000 || count(t, app, "invoices", "1=1") != 2000 || count(t, app, "clients", "1=1") != 40 ||
		stats.Items != 40 || count(t, app, "inventory_items", "1=1") != 40 {
		t.Fatalf("stats %+v", stats)
	}
	// Without warehouses it makes three, named in both languages, and spreads the items over them.
	if count(t, app, "warehouses", "nameAr != '' AND isActive = TRUE") != 3 || count(t, app, "inventory_items", "warehouse = ''") != 0 {
		t.Error("bigdata warehouses")
	}
	// The generated rows load as records and satisfy the schema and the totals rules.
	for _, collection := range []string{"invoices", "inventory_items", "warehouses", "stock_movements"} {
		recs, err := app.FindRecordsByFilter(collection, "", "", 200, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range recs {
			if err := app.Validate(r); err != nil {
				t.Fatalf("%s %s fails validation: %v", collection, r.Id, err)
			}
		}
	}
	if count(t, app, "invoices", "abs(total - subtotal - vat) > 0.001 OR abs(remaining - total + amountPaid) > 0.001") != 0 {
		t.Error("inconsistent generated totals")
	}

	// Some lines are inventory lines, and every issued one took its quantity from stock through the ledger.
	withItems := count(t, app, "invoices", "items LIKE '%\"item\":%'")
	if withItems < 400 {
		t.Errorf("only %d invoices have inventory lines", withItems)
	}
	var issuedLines, issueMoves, issueQty, lineQty int
	rows, err := app.FindRecordsByFilter("invoices", "status = 'Pending' || status = 'Partially Paid' || status = 'Paid'", "", 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, inv := range rows {
		var items []map[string]any
		if err := json.Unmarshal([]byte(inv.GetString("items")), &items); err != nil {
			t.Fatal(err)
		}
		for _, l := range items {
			if l["item"] != nil {
				issuedLines++
				lineQty += int(l["quantity"].(float64))
			}
		}
	}
	_ = app.DB().NewQuery("SELECT COUNT(*), COALESCE(-SUM(quantity), 0) FROM stock_movements WHERE reason = 'invoice_issue'").Row(&issueMoves, &issueQty)
	if issuedLines == 0 || issueMoves != issuedLines || issueQty != lineQty {
		t.Errorf("issued inventory lines %d (quantity %d), invoice_issue movements %d (quantity %d)", issuedLines, lineQty, issueMoves, issueQty)
	}
	if n := count(t, app, "stock_movements", "reason = 'invoice_issue' AND sourceId IN (SELECT id FROM invoices WHERE status IN ('Draft', 'Cancelled'))"); n != 0 {
		t.Errorf("%d movements for draft or cancelled invoices", n)
	}
	if n := count(t, app, "stock_movements", "reason = 'invoice_issue' AND sourceNumber NOT IN (SELECT invoiceNumber FROM invoices)"); n != 0 {
		t.Errorf("%d movements do not name their invoice", n)
	}
	if stats.Movements != count(t, app, "stock_movements", "1=1") {
		t.Errorf("stats count %d movements", stats.Movements)
	}
	// Quantity = opening + movements; status, occupancy and capacity follow; the ledger's running balance ends at the quantity.
	items, _ := app.FindAllRecords("inventory_items")
	for _, it := range items {
		var sum, last int
		_ = app.DB().NewQuery("SELECT COALESCE(SUM(quantity), 0) FROM stock_movements WHERE item = {:i}").Bind(dbx.Params{"i": it.Id}).Row(&sum)
		_ = app.DB().NewQuery("SELECT balanceAfter FROM stock_movements WHERE item = {:i} ORDER BY created DESC, rowid DESC LIMIT 1").Bind(dbx.Params{"i": it.Id}).Row(&last)
		if sum != it.GetInt("quantity") || last != sum || it.GetInt("quantity") < 0 {
			t.Errorf("%s: quantity %d, ledger %d, last balance %d", it.GetString("sku"), it.GetInt("quantity"), sum, last)
		}
		if it.GetString("status") != hooks.ItemStatus(it.GetInt("quantity"), it.GetInt("minQuantity")) || it.GetString("sku") == "" {
			t.Errorf("%s: status %q at %d", it.GetString("sku"), it.GetString("status"), it.GetInt("quantity"))
		}
	}
	warehouses, _ := app.FindAllRecords("warehouses")
	for _, w := range warehouses {
		var sum int
		_ = app.DB().NewQuery("SELECT COALESCE(SUM(quantity), 0) FROM inventory_items WHERE warehouse = {:w}").Bind(dbx.Params{"w": w.Id}).Row(&sum)
		if sum != w.GetInt("currentOccupancy") || w.GetInt("capacity") < sum {
			t.Errorf("%s: occupancy %d, items %d, capacity %d", w.GetString("name"), w.GetInt("currentOccupancy"), sum, w.GetInt("capacity"))
		}
	}

	// The next invoice and the next item continue the generated number and SKU series.
	var maxN string
	_ = app.DB().NewQuery("SELECT MAX(invoiceNumber) FROM invoices WHERE invoiceNumber LIKE {:p}").
		Bind(dbx.Params{"p": "INV-" + time.Now().UTC().Format("2006") + "-%"}).Row(&maxN)
	clients, _ := app.FindRecordsByFilter("clients", "", "", 1, 0)
	inv := testutil.SaveRecord(t, app, "invoices", map[string]any{"client": clients[0].Id, "issueDate": time.Now().UTC(), "vatRate": 14,
		"items": []map[string]any{{"description": "x", "quantity": 1, "unitPrice": 1}}})
	if inv.GetString("invoiceNumber") <= maxN {
		t.Errorf("new number %s does not follow %s", inv.GetString("invoiceNumber"), maxN)
	}
	testutil.SaveRecord(t, app, "inventory_items", map[string]any{"name": "Fresh item", "warehouse": warehouses[0].Id, "quantity": 1}) // a new item after bigdata
}

// TestBigDataUsesTheExistingWarehouses: on top of the demo data, the items go to the active warehouses.
func TestBigDataUsesTheExistingWarehouses(t *testing.T) {
	app := testutil.NewApp(t)
	if err := app.RunInTransaction(func(tx core.App) error { return seed.Run(tx) }); err != nil {
		t.Fatal(err)
	}
	before := count(t, app, "warehouses", "1=1")
	if _, err := demo.GenerateBigData(app, 10, 20, 500); err != nil {
		t.Fatal(err)
	}
	if count(t, app, "warehouses", "1=1") != before {
		t.Error("bigdata added warehouses although active ones exist")
	}
	if n := count(t, app, "inventory_items", "warehouse IN (SELECT id FROM warehouses WHERE isActive = TRUE) AND name LIKE '% M00%'"); n != 20 {
		t.Errorf("%d bigdata items in the active warehouses", n)
	}
	if count(t, app, "inventory_items", "supplier = '' AND name LIKE '% M00%'") != 0 {
		t.Error("bigdata items without a supplier although suppliers exist")
	}
}
