package demo

import (
	"fmt"
	"sort"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/schema"
)

var customLines = []struct {
	description string
	price       float64
}{
	{"Delivery to site", 350}, {"Installation labour", 1200}, {"Cutting and bending service", 275.5},
	{"Technical consultation (hour)", 450}, {"Pallet and packaging", 85}, {"Crane rental (day)", 4800},
}

var vatRates = []float64{14, 14, 14, 5, 0}

// documentLines builds 1–4 lines mixing catalogue items (from warehouse stock) and custom services.
func (s *seeder) documentLines(n int) []map[string]any {
	out := []map[string]any{}
	for j := 0; j < n; j++ {
		if s.pick(4) == 0 {
			c := customLines[s.pick(len(customLines))]
			out = append(out, map[string]any{"description": c.description, "quantity": 1 + s.pick(3), "unitPrice": c.price})
			continue
		}
		it := s.items[s.pick(len(s.items))]
		out = append(out, s.itemLine(it, 1+s.pick(8)))
	}
	return out
}

// itemLine is an inventory line as the invoice wizard saves it: the item, its warehouse and supplier, and the
// wizard's display copies of their names and of the stock when the line was written.
func (s *seeder) itemLine(it *core.Record, quantity int) map[string]any {
	return map[string]any{
		"item": it.Id, "warehouse": it.GetString("warehouse"), "supplier": it.GetString("supplier"),
		"warehouseName": nameOf(s.warehouses, it.GetString("warehouse")), "supplierName": nameOf(s.suppliers, it.GetString("supplier")),
		"stock": it.GetInt("quantity"), "description": it.GetString("name"), "quantity": quantity, "unitPrice": it.GetFloat("unitPrice"),
	}
}

// nameOf is the name of the record with id among records ("" when absent).
func nameOf(records []*core.Record, id string) string {
	for _, r := range records {
		if r.Id == id {
			return r.GetString("name")
		}
	}
	return ""
}

// customLine turns an inventory line into a custom line with the same description and price.
func customLine(l map[string]any) {
	for _, k := range []string{"item", "warehouse", "supplier", "warehouseName", "supplierName", "stock"} {
		delete(l, k)
	}
}

// issueStock deducts the item lines of an issued invoice; lines whose stock is short become custom lines.
func (s *seeder) issueStock(inv *core.Record, items []map[string]any) []map[string]any {
	for _, l := range items {
		id, _ := l["item"].(string)
		if id == "" {
			continue
		}
		if !s.moveStock(id, -l["quantity"].(int), "invoice_issue", "invoices", inv.Id, inv.GetString("invoiceNumber")) {
			customLine(l)
		}
	}
	return items
}

// receiptFor is a receipt to write for a paid invoice once every invoice exists, so that receipt numbers
// follow their dates like those of a real company.
type receiptFor struct {
	invoice *core.Record
	items   []map[string]any
	day     time.Time
	method  string
}

// sales creates 220 invoices over every status with payments, stock movements and receipts, then
// quotations, bills with payments and expenses in every status. Documents are written in date order, so
// their numbers are too, and no payment is dated after today.
func (s *seeder) sales() {
	seller := s.userID("sales@erp.local")
	statusFor := func(age int) string {
		r := s.pick(100)
		switch {
		case r < 6:
			return "Cancelled"
		case age < 10 && r < 40:
			return "Draft"
		case r < 20:
			return "Draft"
		case r < 45:
			return "Pending"
		case r < 65:
			return "Partially Paid"
		}
		return "Paid"
	}
	receipts := []receiptFor{}
	for i := 0; i < 220; i++ {
		age := 180 - i*180/220
		if i >= 214 {
			age = 0 // a few invoices today for the dashboard
		}
		issue := s.daysAgo(age)
		client := s.clients[s.pick(len(s.clients))]
		status := statusFor(age)
		items := s.documentLines(1 + s.pick(4))
		inv := s.save("invoices", map[string]any{
			"client": client.Id, "issueDate": issue, "dueDate": issue.AddDate(0, 0, 30), "vatRate": vatRates[s.pick(len(vatRates))],
			"items": items, "notes": "Payment by bank transfer to Nile Trading Co., Banque Misr.", "status": "Draft",
		})
		if s.err != nil {
			return
		}
		if status == "Draft" {
			s.invoices = append(s.invoices, inv)
			continue
		}
		// Issue: deduct stock (lines short of stock turn into custom lines), then keep the line set.
		items = s.issueStock(inv, items)
		s.update(inv, map[string]any{"items": items})
		s.update(inv, map[string]any{"status": "Pending"})
		total := inv.GetFloat("total")
		switch status {
		case "Cancelled":
			for _, l := range items {
				if id, _ := l["item"].(string); id != "" {
					s.moveStock(id, l["quantity"].(int), "invoice_cancel", "invoices", inv.Id, inv.GetString("invoiceNumber"))
				}
			}
			s.update(inv, map[string]any{"status": "Cancelled"})
		case "Partially Paid":
			paid := float64(int(total*0.4*100)) / 100
			s.pay("invoice_payments", "invoice", inv, paid, s.notAfterToday(issue.AddDate(0, 0, 5+s.pick(10))), seller)
			s.update(inv, map[string]any{"amountPaid": paid, "status": "Partially Paid"})
		case "Paid":
			first := float64(int(total*0.5*100)) / 100
			day := s.notAfterToday(issue.AddDate(0, 0, 3+s.pick(10)))
			s.pay("invoice_payments", "invoice", inv, first, day, seller)
			method := s.pay("invoice_payments", "invoice", inv, total-first, day, seller)
			s.update(inv, map[string]any{"amountPaid": total, "status": "Paid"})
			if i%7 != 0 { // most paid invoices have their receipt; the rest show the missing-receipt warning
				receipts = append(receipts, receiptFor{inv, items, day, method})
			}
		}
		if (status == "Pending" || status == "Partially Paid") && inv.GetDateTime("dueDate").Time().Before(s.today) {
			s.overdueInvs = append(s.overdueInvs, inv)
		}
		s.invoices = append(s.invoices, inv)
	}
	sort.SliceStable(receipts, func(a, b int) bool { return receipts[a].day.Before(receipts[b].day) })
	for _, r := range receipts {
		s.save("receipts", map[string]any{
			"client": r.invoice.GetString("client"), "issueDate": r.day, "paymentMethod": r.method, "invoice": r.invoice.Id,
			"items": r.items, "vatRate": r.invoice.GetFloat("vatRate"), "notes": "Thank you for your business.",
		})
	}
	s.quotations()
	s.billsAndExpenses()
}

// notAfterToday is day, or today when day is still to come: a payment is recorded when it is received.
func (s *seeder) notAfterToday(day time.Time) time.Time {
	if day.After(s.today) {
		return s.today
	}
	return day
}

// pay records one payment and returns its method.
func (s *seeder) pay(collection, parent string, doc *core.Record, amount float64, day time.Time, by string) string {
	method := schema.PaymentMethods[s.pick(len(schema.PaymentMethods))]
	s.save(collection, map[string]any{
		parent: doc.Id, "amount": amount, "method": method, "date": day, "recordedBy": by,
		"notes": "", "idempotencyKey": fmt.Sprintf("demo-%s-%d", doc.Id, s.pick(1<<30)),
	})
	return method
}

// quotations creates 30 quotations in every status, oldest first. Each is valid for 30 days: a SENT one
// is still within its date, an EXPIRED one is past it.
func (s *seeder) quotations() {
	type plan struct {
		i, age int
		status string
	}
	plans := []plan{}
	for i := 0; i < 30; i++ {
		status := schema.QuotationStatuses[i%len(schema.QuotationStatuses)]
		age := 5 + i*4
		switch status {
		case "EXPIRED":
			age = 70 + i
		case "SENT":
			age = 1 + i%25 // still valid
		}
		plans = append(plans, plan{i, age, status})
	}
	sort.SliceStable(plans, func(a, b int) bool { return plans[a].age > plans[b].age })
	for _, p := range plans {
		i, status := p.i, p.status
		issue := s.daysAgo(p.age)
		client := s.clients[(i*5)%len(s.clients)]
		items := s.documentLines(1 + s.pick(3))
		q := s.save("quotations", map[string]any{
			"client": client.Id, "issueDate": issue, "validUntil": issue.AddDate(0, 0, 30), "vatRate": 14,
			"items": items, "status": status, "notes": "Prices valid for 30 days. Delivery within Greater Cairo included.",
		})
		if status == "ACCEPTED" && i%2 == 0 {
			inv := s.save("invoices", map[string]any{
				"client": client.Id, "issueDate": s.today, "dueDate": s.today.AddDate(0, 0, 30), "vatRate": 14,
				"items": items, "status": "Draft", "notes": "Generated from quotation " + q.GetString("quotationNumber"),
			})
			s.update(q, map[string]any{"invoice": inv.Id, "invoiceNumber": inv.GetString("invoiceNumber")})
		}
	}
}

func (s *seeder) billsAndExpenses() {
	finance := s.userID("admin@erp.local")
	for i := 0; i < 32; i++ {
		status := schema.BillStatuses[i%len(schema.BillStatuses)]
		supplier := s.suppliers[i%len(s.suppliers)]
		issue := s.daysAgo(120 - i*3)
		items := []map[string]any{}
		for _, it := range s.items {
			if it.GetString("supplier") == supplier.Id && len(items) < 3 {
				items = append(items, map[string]any{"description": it.GetString("name"), "quantity": 20 + s.pick(80), "unitPrice": it.GetFloat("unitPrice") * 0.75})
			}
		}
		if len(items) == 0 {
			items = append(items, map[string]any{"description": "Freight and handling", "quantity": 1, "unitPrice": 2500})
		}
		b := s.save("bills", map[string]any{
			"supplier": supplier.Id, "issueDate": issue, "dueDate": issue.AddDate(0, 0, 45), "vatRate": 14, "items": items,
			"notes": "Supplier invoice " + supplier.GetString("name"), "status": "PENDING",
		})
		total := b.GetFloat("total")
		switch status {
		case "PARTIALLY_PAID":
			paid := float64(int(total*0.3*100)) / 100
			s.pay("bill_payments", "bill", b, paid, issue.AddDate(0, 0, 10), finance)
			s.update(b, map[string]any{"amountPaid": paid, "status": status})
		case "PAID":
			s.pay("bill_payments", "bill", b, total, issue.AddDate(0, 0, 20), finance)
			s.update(b, map[string]any{"amountPaid": total, "status": status})
		case "CANCELLED":
			s.update(b, map[string]any{"status": status})
		}
		if (status == "PENDING" || status == "PARTIALLY_PAID") && b.GetDateTime("dueDate").Time().Before(s.today) {
			s.overdueBill = append(s.overdueBill, b)
		}
		s.bills = append(s.bills, b)
	}

	descriptions := map[string]string{
		"Travel": "Train tickets Cairo–Alexandria", "Office Supplies": "Printer paper and pens", "Meals & Entertainment": "Client lunch",
		"Software": "Accounting software licence", "Utilities": "Electricity bill", "Marketing": "Trade fair booth",
		"Rent": "Showroom rent", "Legal Fees": "Contract review", "Accounting Fees": "Quarterly audit", "Insurance": "Warehouse insurance",
		"Repairs & Maintenance": "Forklift repair", "Bank Charges": "Transfer fees", "Training & Development": "Safety course",
		"Postage & Shipping": "Courier to Aswan", "Subscriptions": "Industry magazine", "Advertising": "Facebook ads",
		"Consulting Fees": "Tax consultant", "Equipment": "Barcode scanners", "Training": "Excel workshop",
		"Maintenance": "AC maintenance", "Entertainment": "Team iftar", "Taxes": "Stamp duty", "Other": "Miscellaneous",
	}
	for i := 0; i < 46; i++ { // oldest first
		cat := schema.ExpenseCategories[i%len(schema.ExpenseCategories)]
		employee := ""
		if i%2 == 0 {
			employee = s.employees[(i*3)%len(s.employees)].Id
		}
		s.save("expenses", map[string]any{
			"date": s.daysAgo((45 - i) * 2), "category": cat, "amount": float64(150+s.pick(120)*25) + float64(s.pick(100))/100,
			"paymentMethod": schema.PaymentMethods[i%len(schema.PaymentMethods)], "reference": "",
			"employee": employee, "description": descriptions[cat], "status": schema.ExpenseStatuses[i%len(schema.ExpenseStatuses)],
		})
	}
}
