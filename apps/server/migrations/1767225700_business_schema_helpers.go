package migrations

// Shared builders and enumerations for the business collections (CRM, sales, stock, HR, reports,
// alerts). The enumerations are the specification's exact strings; hooks and demo data reuse them.

import (
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
)

// AttachmentMimeTypes are the types the specification allows for attachments: PDF, PNG, JPG, DOCX.
var AttachmentMimeTypes = []string{
	"application/pdf",
	"image/png",
	"image/jpeg",
	"application/vnd.openxmlformats-officedocument.wordprocessingml.document",
}

// AttachmentMaxSize is the 10 MB per-file limit of the specification.
const AttachmentMaxSize = 10 << 20

// Enumerations (exact strings from the specification).
var (
	ClientTypes        = []string{"business", "individual"}
	ClientStatuses     = []string{"active", "inactive", "lead"}
	DocumentTypes      = []string{"contract", "invoice", "proposal", "report", "receipt", "legal", "other"}
	InvoiceStatuses    = []string{"Draft", "Pending", "Partially Paid", "Paid", "Cancelled"}
	QuotationStatuses  = []string{"DRAFT", "SENT", "ACCEPTED", "REJECTED", "EXPIRED"}
	BillStatuses       = []string{"PENDING", "PARTIALLY_PAID", "PAID", "CANCELLED"}
	ExpenseStatuses    = []string{"Pending", "Approved", "Rejected", "Reimbursed"}
	PaymentMethods     = []string{"Cash", "Credit Card", "Bank Transfer", "Check", "Debit Card", "Online Payment", "Wire Transfer", "Corporate Card", "Other"}
	ExpenseCategories  = []string{"Travel", "Office Supplies", "Meals & Entertainment", "Software", "Utilities", "Marketing", "Rent", "Legal Fees", "Accounting Fees", "Insurance", "Repairs & Maintenance", "Bank Charges", "Training & Development", "Postage & Shipping", "Subscriptions", "Advertising", "Consulting Fees", "Equipment", "Training", "Maintenance", "Entertainment", "Taxes", "Other"}
	SupplierStatuses   = []string{"active", "inactive"}
	InventoryStatuses  = []string{"in stock", "low stock", "out of stock"}
	MovementReasons    = []string{"opening", "invoice_issue", "invoice_cancel", "transfer_out", "transfer_in", "purchase_receipt", "adjustment"}
	Priorities         = []string{"urgent", "high", "medium", "low"}
	PurchaseStatuses   = []string{"draft", "pending", "approved", "rejected", "awaiting_delivery", "received", "fulfilled"}
	TransferStatuses   = []string{"draft", "pending", "approved", "rejected", "completed"}
	Departments        = []string{"Engineering", "Sales", "Marketing", "Finance", "Human Resources", "Support", "Product", "Operations", "Legal", "Executive"}
	EmployeeStatuses   = []string{"active", "on leave", "terminated"}
	EmployeeDocTypes   = []string{"contract", "identification", "resume", "certification", "medical", "tax", "id_card", "passport", "visa", "work_permit", "health_record", "performance_review", "nda", "offer_letter", "termination_letter", "other"}
	PayrollStatuses    = []string{"draft", "pending", "approved", "paid", "cancelled"}
	LeaveTypes         = []string{"ANNUAL", "SICK", "UNPAID", "MATERNITY", "PATERNITY", "BEREAVEMENT", "COMPENSATORY", "OTHER", "VACATION", "PERSONAL"}
	LeaveStatuses      = []string{"PENDING", "APPROVED", "REJECTED", "CANCELLED"}
	OvertimeTypes      = []string{"REGULAR", "WEEKEND", "HOLIDAY", "NORMAL"}
	OvertimeStatuses   = []string{"pending", "approved", "rejected", "processed", "cancelled", "paid"}
	ReportTypes        = []string{"sales_analysis", "inventory_status", "employee_performance", "financial_summary", "client_analysis", "supplier_analysis", "expense_report", "custom"}
	FilterOperators    = []string{"equals", "not_equals", "contains", "starts_with", "ends_with", "greater_than", "less_than", "between", "after", "before", "is_empty", "is_not_empty", "has_any", "has_all"}
	AggregateFunctions = []string{"sum", "average", "minimum", "maximum", "count"}
	ExportFormats      = []string{"pdf", "excel", "csv"}
	ScheduleFrequency  = []string{"daily", "weekly", "monthly"}
	DaysOfWeek         = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
	AlertKinds         = []string{"low_stock", "out_of_stock", "overflow_stock", "warehouse_near_capacity", "empty_warehouse", "stock_transfer", "purchase_request", "employee_on_leave", "employee_returning", "report_generated", "overdue_invoice", "overdue_bill"}
)

// ReportVariables are the specification's report variables by group.
var ReportVariables = map[string][]string{
	"invoice":   {"invoice_number", "client", "issue_date", "due_date", "subtotal", "tax", "total", "status", "amount_paid", "invoice_items", "invoice_total"},
	"product":   {"product_name", "sku", "category", "current_stock", "reorder_point", "unit_price", "warehouse", "last_restock_date"},
	"employee":  {"first_name", "last_name", "email", "department", "position", "hire_date", "salary", "leaves_taken", "tasks_completed", "efficiency", "rating", "period", "employee_name"},
	"financial": {"bill_total", "expense_total", "revenue", "profit", "date"},
	"client":    {"client_name", "phone", "company", "type", "total_spent", "invoice_count", "last_purchase_date", "client_id"},
	"supplier":  {"supplier_name", "contact_name", "active_status", "total_purchases", "purchase_count"},
	"expense":   {"description", "amount", "payment_method", "expense_number", "reference", "employee"},
	"generic":   {"notes", "created", "updated"},
}

// AlertKindPermission maps each alert kind to the permission that lets a role see it.
var AlertKindPermission = map[string]string{
	"low_stock":               "view:low-stock-alerts",
	"out_of_stock":            "view:empty-stock-alerts",
	"overflow_stock":          "view:overflow-stock-alerts",
	"warehouse_near_capacity": "view:complete-warehouse-alerts",
	"empty_warehouse":         "view:empty-warehouse-alerts",
	"stock_transfer":          "view:stock-transfer-alerts",
	"purchase_request":        "view:purchase-request-alerts",
	"employee_on_leave":       "view:employee-on-leave-alerts",
	"employee_returning":      "view:employee-off-leave-alerts",
	"report_generated":        "view:report-generated-alerts",
	"overdue_invoice":         "view:overdue-invoice-alerts",
	"overdue_bill":            "view:overdue-bill-alerts",
}

// BusinessCollections lists every business collection in creation order (the audit log tracks them all).
var BusinessCollections = []string{
	"clients", "contacts", "documents",
	"suppliers", "warehouses", "inventory_items", "stock_movements", "purchase_requests", "stock_transfers",
	"employees", "employee_documents", "payroll_records", "leave_requests", "overtime_records",
	"receipts", "invoices", "invoice_payments", "quotations", "bills", "bill_payments", "expenses",
	"report_templates", "saved_reports", "alerts", "alert_dismissals",
}

var bizHas = permissions.Has

func bizRule(s string) *string { return types.Pointer(s) }

func bizAll(parts ...string) string {
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		out = append(out, "("+p+")")
	}
	return strings.Join(out, " && ")
}

// notSet refuses a request that sends any of the fields.
func bizNotSet(fields ...string) string {
	out := make([]string, 0, len(fields))
	for _, f := range fields {
		out = append(out, "@request.body."+f+":isset = false")
	}
	return strings.Join(out, " && ")
}

// bodyIn allows the field to be absent or one of the values.
func bizBodyIn(field string, values ...string) string {
	alts := []string{"@request.body." + field + ":isset = false"}
	for _, v := range values {
		alts = append(alts, fmt.Sprintf("@request.body.%s = %q", field, v))
	}
	return strings.Join(alts, " || ")
}

// crudRules gives list/view/create/update/delete the resource's four keys.
func bizCRUDRules(c *core.Collection, resource string) {
	c.ListRule = bizRule(bizHas("view:" + resource))
	c.ViewRule = bizRule(bizHas("view:" + resource))
	c.CreateRule = bizRule(bizHas("create:" + resource))
	c.UpdateRule = bizRule(bizHas("edit:" + resource))
	c.DeleteRule = bizRule(bizHas("delete:" + resource))
}

func bizCollection(name string) *core.Collection { return core.NewBaseCollection(name) }

func bizAutodates(c *core.Collection) {
	c.Fields.Add(
		&core.AutodateField{Name: "created", OnCreate: true},
		&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
	)
	bizIndex(c, "created")
}

func bizText(name string, required bool, max int) *core.TextField {
	return &core.TextField{Name: name, Required: required, Max: max}
}

func bizNumber(name string, required bool, min *float64, onlyInt bool) *core.NumberField {
	return &core.NumberField{Name: name, Required: required, Min: min, OnlyInt: onlyInt}
}

func bizMoney(name string) *core.NumberField {
	return &core.NumberField{Name: name, Min: types.Pointer(0.0)}
}

func bizSelect(name string, required bool, values []string) *core.SelectField {
	return &core.SelectField{Name: name, Required: required, MaxSelect: 1, Values: values}
}

func bizDate(name string, required bool) *core.DateField {
	return &core.DateField{Name: name, Required: required}
}

func bizRelation(name, collectionID string, required, cascade bool) *core.RelationField {
	return &core.RelationField{Name: name, CollectionId: collectionID, Required: required, MaxSelect: 1, CascadeDelete: cascade}
}

func bizJSON(name string, maxSize int64) *core.JSONField {
	return &core.JSONField{Name: name, MaxSize: maxSize}
}

func bizAttachments(name string) *core.FileField {
	return &core.FileField{Name: name, MaxSelect: 10, MaxSize: AttachmentMaxSize, MimeTypes: AttachmentMimeTypes}
}

func bizIndex(c *core.Collection, columns ...string) {
	c.AddIndex(fmt.Sprintf("idx_%s_%s", c.Name, strings.Join(columns, "_")), false, strings.Join(columns, ", "), "")
}

func bizUniqueWhenSet(c *core.Collection, column string) {
	c.AddIndex(fmt.Sprintf("idx_%s_%s_unique", c.Name, column), true, column, column+" != ''")
}

func bizFind(app core.App, name string) (*core.Collection, error) {
	c, err := app.FindCollectionByNameOrId(name)
	if err != nil {
		return nil, fmt.Errorf("collection %s: %w", name, err)
	}
	return c, nil
}

func bizDeleteCollections(app core.App, names ...string) error {
	for i := len(names) - 1; i >= 0; i-- {
		c, err := app.FindCollectionByNameOrId(names[i])
		if err != nil {
			continue
		}
		if err := app.Delete(c); err != nil {
			return err
		}
	}
	return nil
}

// bizAddIndexes adds plain indexes, per collection, one per column set (idx_<collection>_<columns>).
func bizAddIndexes(app core.App, indexes map[string][][]string) error {
	for name, sets := range indexes {
		c, err := bizFind(app, name)
		if err != nil {
			return err
		}
		for _, cols := range sets {
			bizIndex(c, cols...)
		}
		if err := app.Save(c); err != nil {
			return err
		}
	}
	return nil
}

// bizRemoveIndexes drops the indexes bizAddIndexes made; collections already gone are skipped.
func bizRemoveIndexes(app core.App, indexes map[string][][]string) error {
	for name, sets := range indexes {
		c, err := bizFind(app, name)
		if err != nil {
			continue
		}
		for _, cols := range sets {
			c.RemoveIndex("idx_" + name + "_" + strings.Join(cols, "_"))
		}
		if err := app.Save(c); err != nil {
			return err
		}
	}
	return nil
}
