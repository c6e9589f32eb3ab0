// Package schema holds the live enumerations of the ERP: the values of every select field, the other
// value lists hooks check (report filters, schedules), the server's refusal codes and the display labels
// of both. Hooks, seed and demo data, the printed documents and gen-ts read them from here.
//
// Migrations never import this package: each one carries the literal values it was written with, so
// changing an enumeration here never rewrites an applied migration. A new value needs a new migration
// that updates the select field; TestEnumsMatchTheMigratedSchema fails until both agree.
package schema

import "erp/server/internal/permissions"

// Values of the select fields (the specification's exact strings).
var (
	UserStatuses      = []string{"active", "inactive"}
	AuditActions      = []string{"create", "update", "delete"}
	DateFormats       = []string{"DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"}
	TimeFormats       = []string{"12h", "24h"}
	ClientTypes       = []string{"business", "individual"}
	ClientStatuses    = []string{"active", "inactive", "lead"}
	DocumentTypes     = []string{"contract", "invoice", "proposal", "report", "receipt", "legal", "other"}
	InvoiceStatuses   = []string{"Draft", "Pending", "Partially Paid", "Paid", "Cancelled"}
	QuotationStatuses = []string{"DRAFT", "SENT", "ACCEPTED", "REJECTED", "EXPIRED"}
	BillStatuses      = []string{"PENDING", "PARTIALLY_PAID", "PAID", "CANCELLED"}
	ExpenseStatuses   = []string{"Pending", "Approved", "Rejected", "Reimbursed"}
	PaymentMethods    = []string{"Cash", "Credit Card", "Bank Transfer", "Check", "Debit Card", "Online Payment", "Wire Transfer", "Corporate Card", "Other"}
	ExpenseCategories = []string{"Travel", "Office Supplies", "Meals & Entertainment", "Software", "Utilities", "Marketing", "Rent", "Legal Fees", "Accounting Fees", "Insurance", "Repairs & Maintenance", "Bank Charges", "Training & Development", "Postage & Shipping", "Subscriptions", "Advertising", "Consulting Fees", "Equipment", "Training", "Maintenance", "Entertainment", "Taxes", "Other"}
	SupplierStatuses  = []string{"active", "inactive"}
	InventoryStatuses = []string{"in stock", "low stock", "out of stock"}
	MovementReasons   = []string{"opening", "invoice_issue", "invoice_cancel", "transfer_out", "transfer_in", "purchase_receipt", "adjustment"}
	Priorities        = []string{"urgent", "high", "medium", "low"}
	PurchaseStatuses  = []string{"draft", "pending", "approved", "rejected", "awaiting_delivery", "received", "fulfilled"}
	TransferStatuses  = []string{"draft", "pending", "approved", "rejected", "completed"}
	Departments       = []string{"Engineering", "Sales", "Marketing", "Finance", "Human Resources", "Support", "Product", "Operations", "Legal", "Executive"}
	EmployeeStatuses  = []string{"active", "on leave", "terminated"}
	EmployeeDocTypes  = []string{"contract", "identification", "resume", "certification", "medical", "tax", "id_card", "passport", "visa", "work_permit", "health_record", "performance_review", "nda", "offer_letter", "termination_letter", "other"}
	PayrollStatuses   = []string{"draft", "pending", "approved", "paid", "cancelled"}
	LeaveTypes        = []string{"ANNUAL", "SICK", "UNPAID", "MATERNITY", "PATERNITY", "BEREAVEMENT", "COMPENSATORY", "OTHER", "VACATION", "PERSONAL"}
	LeaveStatuses     = []string{"PENDING", "APPROVED", "REJECTED", "CANCELLED"}
	OvertimeTypes     = []string{"REGULAR", "WEEKEND", "HOLIDAY", "NORMAL"}
	OvertimeStatuses  = []string{"pending", "approved", "rejected", "processed", "cancelled", "paid"}
	ReportTypes       = []string{"sales_analysis", "inventory_status", "employee_performance", "financial_summary", "client_analysis", "supplier_analysis", "expense_report", "custom"}
	ExportFormats     = []string{"pdf", "excel", "csv"}
	AlertKinds        = []string{"low_stock", "out_of_stock", "overflow_stock", "warehouse_near_capacity", "empty_warehouse", "stock_transfer", "purchase_request", "employee_on_leave", "employee_returning", "report_generated", "overdue_invoice", "overdue_bill"}
)

// Value lists inside JSON fields, checked by the report hooks.
var (
	FilterOperators    = []string{"equals", "not_equals", "contains", "starts_with", "ends_with", "greater_than", "less_than", "between", "after", "before", "is_empty", "is_not_empty", "has_any", "has_all"}
	AggregateFunctions = []string{"sum", "average", "minimum", "maximum", "count"}
	ScheduleFrequency  = []string{"daily", "weekly", "monthly"}
	DaysOfWeek         = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
)

// AttachmentExtensions are the file name extensions an attachment may have (the specification's PDF, PNG,
// JPG and DOCX; .jpeg is JPG's other spelling). The schema's MIME types check the content as well.
var AttachmentExtensions = []string{".pdf", ".png", ".jpg", ".jpeg", ".docx"}

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

// BusinessCollections lists every business collection in creation order (the audit log tracks them all).
var BusinessCollections = []string{
	"clients", "contacts", "documents",
	"suppliers", "warehouses", "inventory_items", "stock_movements", "purchase_requests", "stock_transfers",
	"employees", "employee_documents", "payroll_records", "leave_requests", "overtime_records",
	"receipts", "invoices", "invoice_payments", "quotations", "bills", "bill_payments", "expenses",
	"report_templates", "saved_reports", "alerts", "alert_dismissals",
}

// Enum is the value list of one select field, with the display label of each value.
type Enum struct {
	Collection, Field string
	// Name names the enumeration: fields that hold the same enumeration (payment methods, departments) share
	// it, and with it their labels' message ids.
	Name   string
	Values []string
	Labels map[string]Label
}

// Enums are every select field of the schema, by collection and field name. roles.permissions has no
// labels: its values are the permission catalogue.
var Enums = []Enum{
	{"alerts", "kind", "alertKind", AlertKinds, alertKindLabels},
	{"app_settings", "dateFormat", "dateFormat", DateFormats, dateFormatLabels},
	{"app_settings", "timeFormat", "timeFormat", TimeFormats, timeFormatLabels},
	{"audit_log", "action", "auditAction", AuditActions, auditActionLabels},
	{"bill_payments", "method", "paymentMethod", PaymentMethods, paymentMethodLabels},
	{"bills", "status", "billStatus", BillStatuses, billStatusLabels},
	{"clients", "type", "clientType", ClientTypes, clientTypeLabels},
	{"clients", "status", "clientStatus", ClientStatuses, clientStatusLabels},
	{"documents", "type", "documentType", DocumentTypes, documentTypeLabels},
	{"employee_documents", "type", "employeeDocumentType", EmployeeDocTypes, employeeDocTypeLabels},
	{"employees", "department", "department", Departments, departmentLabels},
	{"employees", "status", "employeeStatus", EmployeeStatuses, employeeStatusLabels},
	{"expenses", "category", "expenseCategory", ExpenseCategories, expenseCategoryLabels},
	{"expenses", "paymentMethod", "paymentMethod", PaymentMethods, paymentMethodLabels},
	{"expenses", "status", "expenseStatus", ExpenseStatuses, expenseStatusLabels},
	{"inventory_items", "status", "inventoryStatus", InventoryStatuses, inventoryStatusLabels},
	{"invoice_payments", "method", "paymentMethod", PaymentMethods, paymentMethodLabels},
	{"invoices", "status", "invoiceStatus", InvoiceStatuses, invoiceStatusLabels},
	{"leave_requests", "department", "department", Departments, departmentLabels},
	{"leave_requests", "leaveType", "leaveType", LeaveTypes, leaveTypeLabels},
	{"leave_requests", "status", "leaveStatus", LeaveStatuses, leaveStatusLabels},
	{"overtime_records", "department", "department", Departments, departmentLabels},
	{"overtime_records", "type", "overtimeType", OvertimeTypes, overtimeTypeLabels},
	{"overtime_records", "status", "overtimeStatus", OvertimeStatuses, overtimeStatusLabels},
	{"payroll_records", "status", "payrollStatus", PayrollStatuses, payrollStatusLabels},
	{"purchase_requests", "priority", "priority", Priorities, priorityLabels},
	{"purchase_requests", "status", "purchaseRequestStatus", PurchaseStatuses, purchaseStatusLabels},
	{"quotations", "status", "quotationStatus", QuotationStatuses, quotationStatusLabels},
	{"receipts", "paymentMethod", "paymentMethod", PaymentMethods, paymentMethodLabels},
	{"report_templates", "reportType", "reportType", ReportTypes, reportTypeLabels},
	{"report_templates", "defaultExportFormat", "exportFormat", ExportFormats, exportFormatLabels},
	{"roles", "permissions", "permission", permissions.All, nil},
	{"saved_reports", "reportType", "reportType", ReportTypes, reportTypeLabels},
	{"stock_movements", "reason", "movementReason", MovementReasons, movementReasonLabels},
	{"stock_transfers", "status", "transferStatus", TransferStatuses, transferStatusLabels},
	{"suppliers", "status", "activeStatus", SupplierStatuses, activeLabels},
	{"users", "status", "activeStatus", UserStatuses, activeLabels},
}

// EnumValues returns the values of a select field, or nil when the field is not a select.
func EnumValues(collection, field string) []string {
	for _, e := range Enums {
		if e.Collection == collection && e.Field == field {
			return e.Values
		}
	}
	return nil
}
