package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The value lists as this migration wrote them. Later changes belong in new migrations.
var (
	salesInvoiceStatuses   = []string{"Draft", "Pending", "Partially Paid", "Paid", "Cancelled"}
	salesQuotationStatuses = []string{"DRAFT", "SENT", "ACCEPTED", "REJECTED", "EXPIRED"}
	salesBillStatuses      = []string{"PENDING", "PARTIALLY_PAID", "PAID", "CANCELLED"}
	salesExpenseStatuses   = []string{"Pending", "Approved", "Rejected", "Reimbursed"}
	salesPaymentMethods    = []string{"Cash", "Credit Card", "Bank Transfer", "Check", "Debit Card", "Online Payment", "Wire Transfer", "Corporate Card", "Other"}
	salesExpenseCategories = []string{"Travel", "Office Supplies", "Meals & Entertainment", "Software", "Utilities", "Marketing", "Rent", "Legal Fees", "Accounting Fees", "Insurance", "Repairs & Maintenance", "Bank Charges", "Training & Development", "Postage & Shipping", "Subscriptions", "Advertising", "Consulting Fees", "Equipment", "Training", "Maintenance", "Entertainment", "Taxes", "Other"}
)

// Sales and finance: receipts, invoices and their payments, quotations, supplier bills and their
// payments, expenses. Numbers, totals, remaining balances and payment state are owned by the server.
func init() {
	m.Register(func(app core.App) error {
		users, err := bizFind(app, "users")
		if err != nil {
			return err
		}
		clients, err := bizFind(app, "clients")
		if err != nil {
			return err
		}
		suppliers, err := bizFind(app, "suppliers")
		if err != nil {
			return err
		}
		employees, err := bizFind(app, "employees")
		if err != nil {
			return err
		}

		receipts := bizCollection("receipts")
		receipts.Fields.Add(
			bizText("receiptNumber", false, 40), bizRelation("client", clients.Id, true, false), bizDate("issueDate", true),
			bizSelect("paymentMethod", true, salesPaymentMethods), bizText("invoiceNumber", false, 40),
			bizJSON("items", 0), bizMoney("vatRate"), bizMoney("subtotal"), bizMoney("tax"), bizMoney("total"),
			bizText("notes", false, 5000), bizAttachments("attachments"),
		)
		bizAutodates(receipts)
		bizCRUDRules(receipts, "receipts")
		bizUniqueWhenSet(receipts, "receiptNumber")
		bizIndex(receipts, "client")
		bizIndex(receipts, "issueDate")
		bizIndex(receipts, "paymentMethod")
		if err := app.Save(receipts); err != nil {
			return err
		}

		invoices := bizCollection("invoices")
		invoices.Fields.Add(
			bizText("invoiceNumber", false, 40), bizRelation("client", clients.Id, true, false),
			bizDate("issueDate", true), bizDate("dueDate", false), bizMoney("vatRate"),
			bizJSON("items", 0), bizMoney("subtotal"), bizMoney("vat"), bizMoney("total"),
			bizText("notes", false, 5000), bizAttachments("attachments"),
			bizMoney("amountPaid"), bizMoney("remaining"),
			bizRelation("receipt", receipts.Id, false, false),
			bizSelect("status", true, salesInvoiceStatuses),
		)
		bizAutodates(invoices)
		bizCRUDRules(invoices, "invoices")
		invoices.CreateRule = bizRule(bizAll(bizHas("create:invoices"), bizBodyIn("status", "Draft")))
		invoices.UpdateRule = bizRule(bizAll(bizHas("edit:invoices"), `status = "Draft"`, bizBodyIn("status", "Draft")))
		invoices.DeleteRule = bizRule(bizAll(bizHas("delete:invoices"), `status = "Draft"`))
		bizUniqueWhenSet(invoices, "invoiceNumber")
		bizIndex(invoices, "client")
		bizIndex(invoices, "status", "issueDate")
		bizIndex(invoices, "issueDate")
		bizIndex(invoices, "dueDate")
		bizIndex(invoices, "total")
		bizIndex(invoices, "amountPaid")
		bizIndex(invoices, "receipt")
		if err := app.Save(invoices); err != nil {
			return err
		}

		receipts.Fields.Add(bizRelation("invoice", invoices.Id, false, false))
		bizIndex(receipts, "invoice")
		if err := app.Save(receipts); err != nil {
			return err
		}

		if err := app.Save(bizPayments("invoice_payments", "invoice", invoices.Id, users.Id, "view:invoices")); err != nil {
			return err
		}

		quotations := bizCollection("quotations")
		quotations.Fields.Add(
			bizText("quotationNumber", false, 40), bizRelation("client", clients.Id, true, false),
			bizDate("issueDate", true), bizDate("validUntil", true), bizMoney("vatRate"),
			bizJSON("items", 0), bizMoney("subtotal"), bizMoney("tax"), bizMoney("total"),
			bizText("notes", false, 5000), bizAttachments("attachments"),
			bizSelect("status", true, salesQuotationStatuses), bizText("invoiceNumber", false, 40),
			bizRelation("invoice", invoices.Id, false, false),
		)
		bizAutodates(quotations)
		bizCRUDRules(quotations, "quotations")
		quotations.CreateRule = bizRule(bizAll(bizHas("create:quotations"), bizBodyIn("status", "DRAFT")))
		quotations.UpdateRule = bizRule(bizAll(bizHas("edit:quotations"), `status = "DRAFT"`, bizBodyIn("status", "DRAFT")))
		quotations.DeleteRule = bizRule(bizAll(bizHas("delete:quotations"), `status = "DRAFT"`))
		bizUniqueWhenSet(quotations, "quotationNumber")
		bizIndex(quotations, "client")
		bizIndex(quotations, "status")
		bizIndex(quotations, "issueDate")
		bizIndex(quotations, "validUntil")
		bizIndex(quotations, "invoice")
		if err := app.Save(quotations); err != nil {
			return err
		}

		bills := bizCollection("bills")
		bills.Fields.Add(
			bizText("billNumber", false, 40), bizRelation("supplier", suppliers.Id, true, false),
			bizDate("issueDate", true), bizDate("dueDate", false),
			bizJSON("items", 0), bizMoney("vatRate"), bizMoney("subtotal"), bizMoney("vat"), bizMoney("total"),
			bizText("notes", false, 5000), bizAttachments("attachments"),
			bizSelect("status", true, salesBillStatuses), bizMoney("amountPaid"), bizMoney("remaining"),
		)
		bizAutodates(bills)
		bizCRUDRules(bills, "bills")
		bills.CreateRule = bizRule(bizAll(bizHas("create:bills"), bizBodyIn("status", "PENDING")))
		bills.UpdateRule = bizRule(bizAll(bizHas("edit:bills"), `status = "PENDING"`, bizBodyIn("status", "PENDING")))
		bills.DeleteRule = bizRule(bizAll(bizHas("delete:bills"), `status = "PENDING"`))
		bizUniqueWhenSet(bills, "billNumber")
		bizIndex(bills, "supplier")
		bizIndex(bills, "status")
		bizIndex(bills, "issueDate")
		bizIndex(bills, "dueDate")
		if err := app.Save(bills); err != nil {
			return err
		}

		if err := app.Save(bizPayments("bill_payments", "bill", bills.Id, users.Id, "view:bills")); err != nil {
			return err
		}

		expenses := bizCollection("expenses")
		expenses.Fields.Add(
			bizText("expenseNumber", false, 40), bizDate("date", true), bizSelect("category", true, salesExpenseCategories),
			&core.NumberField{Name: "amount", Required: true, Min: types.Pointer(0.01)},
			bizSelect("paymentMethod", true, salesPaymentMethods), bizText("reference", false, 120),
			bizRelation("employee", employees.Id, false, false), bizText("description", true, 1000),
			bizText("notes", false, 5000), bizAttachments("attachments"), bizSelect("status", true, salesExpenseStatuses),
		)
		bizAutodates(expenses)
		bizCRUDRules(expenses, "expenses")
		// Approve, reject and reimburse are business actions; the generic API edits pending expenses only.
		expenses.CreateRule = bizRule(bizAll(bizHas("create:expenses"), bizBodyIn("status", "Pending")))
		expenses.UpdateRule = bizRule(bizAll(bizHas("edit:expenses"), `status = "Pending"`, bizBodyIn("status", "Pending")))
		expenses.DeleteRule = bizRule(bizAll(bizHas("delete:expenses"), `status = "Pending" || status = "Rejected"`))
		bizUniqueWhenSet(expenses, "expenseNumber")
		bizIndex(expenses, "date")
		bizIndex(expenses, "category")
		bizIndex(expenses, "status")
		bizIndex(expenses, "employee")
		return app.Save(expenses)
	}, func(app core.App) error {
		return bizDeleteCollections(app, "receipts", "invoices", "invoice_payments", "quotations", "bills", "bill_payments", "expenses")
	})
}

// paymentsCollection builds a payment ledger (invoice_payments, bill_payments). Payments are written
// only by business actions, so create/update/delete stay superuser-only; the idempotency key makes
// a retried payment request harmless.
func bizPayments(name, parentField, parentID, usersID, viewKey string) *core.Collection {
	c := bizCollection(name)
	c.Fields.Add(
		bizRelation(parentField, parentID, true, false),
		&core.NumberField{Name: "amount", Required: true, Min: types.Pointer(0.01)},
		bizSelect("method", true, salesPaymentMethods), bizText("notes", false, 2000), bizDate("date", true),
		bizRelation("recordedBy", usersID, false, false), bizText("idempotencyKey", false, 100),
	)
	bizAutodates(c)
	c.ListRule = bizRule(bizHas(viewKey))
	c.ViewRule = bizRule(bizHas(viewKey))
	bizUniqueWhenSet(c, "idempotencyKey")
	bizIndex(c, parentField)
	bizIndex(c, "date")
	return c
}
