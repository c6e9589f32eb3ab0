// Package reports is the report engine: a template's variables, filters and aggregations become one
// parameterised SQL query over the collections of the report's source, run under the user's permissions.
//
// Each report type reads one source (invoices, inventory items, employees, a daily financial ledger,
// clients, suppliers, expenses); a custom report reads the first source that holds every chosen variable.
// Derived variables (total_spent, leaves_taken, revenue, profit, …) are SQL expressions over the related
// collections. Variables the data model does not hold are "not tracked": their column is present, every
// value is null, and they cannot be filtered or aggregated (report_variable_not_tracked).
package reports

import "erp/server/internal/schema"

// Kind is how a variable's values are typed, filtered, shown and exported.
type Kind string

const (
	Text       Kind = "text"
	Number     Kind = "number"
	Money      Kind = "money"
	Date       Kind = "date"
	Enum       Kind = "enum"
	NotTracked Kind = "not_tracked"
)

// column is one variable in one source: its SQL expression (Arabic variant for display names), its kind,
// the select field whose labels it shows (enumerations) and the collections it reads beyond the source's.
type column struct {
	expr, exprAr string
	kind         Kind
	enum         [2]string
	reads        []string
}

// source is the FROM clause of a report with the variables it can show.
type source struct {
	name    string
	from    string
	reads   []string // collections every report of this source reads
	key     string   // the report permission of the source
	orderBy string
	columns map[string]column
}

func txt(expr string, reads ...string) column { return column{expr: expr, kind: Text, reads: reads} }
func name(en, ar string, reads ...string) column {
	return column{expr: en, exprAr: "COALESCE(NULLIF(" + ar + ", ''), " + en + ")", kind: Text, reads: reads}
}
func num(expr string, reads ...string) column   { return column{expr: expr, kind: Number, reads: reads} }
func money(expr string, reads ...string) column { return column{expr: expr, kind: Money, reads: reads} }
func date(expr string, reads ...string) column {
	return column{expr: "NULLIF(substr(" + expr + ", 1, 10), '')", kind: Date, reads: reads}
}
func enum(expr, collection, field string, reads ...string) column {
	return column{expr: expr, kind: Enum, enum: [2]string{collection, field}, reads: reads}
}

var notTracked = column{expr: "NULL", kind: NotTracked}

// issued are the invoice statuses that count as sales (not drafts, not cancelled).
const issued = "('Pending', 'Partially Paid', 'Paid')"

// ViewKeys are the permissions that let a role view each collection a report may read.
var ViewKeys = map[string]string{
	"invoices": "view:invoices", "clients": "view:clients", "inventory_items": "view:inventory",
	"warehouses": "view:warehouses", "suppliers": "view:suppliers", "stock_movements": "view:inventory",
	"employees": "view:employees", "leave_requests": "view:leave", "payroll_records": "view:payroll",
	"bills": "view:bills", "expenses": "view:expenses",
}

// sources in the order a custom report tries them.
var sources = []*source{
	{
		name: "invoices", from: "invoices i LEFT JOIN clients c ON c.id = i.client", reads: []string{"invoices"},
		key: "view:sales-reports", orderBy: "i.issueDate DESC, i.id",
		columns: map[string]column{
			"invoice_number": txt("i.invoiceNumber"),
			"client":         name("c.name", "c.nameAr", "clients"),
			"issue_date":     date("i.issueDate"), "due_date": date("i.dueDate"),
			"subtotal": money("i.subtotal"), "tax": money("i.vat"), "total": money("i.total"),
			"status": enum("i.status", "invoices", "status"), "amount_paid": money("i.amountPaid"),
			"invoice_items": num("json_array_length(CASE WHEN json_valid(i.items) THEN i.items ELSE '[]' END)"),
			"invoice_total": money("i.total"),
			"client_name":   name("c.name", "c.nameAr", "clients"), "phone": txt("c.phone", "clients"),
			"company": txt("c.company", "clients"), "type": enum("c.type", "clients", "type", "clients"),
			"client_id": txt("c.id", "clients"),
			"notes":     txt("i.notes"), "created": date("i.created"), "updated": date("i.updated"),
		},
	},
	{
		name: "inventory_items", reads: []string{"inventory_items"}, key: "view:inventory-reports", orderBy: "p.name, p.id",
		from: "inventory_items p LEFT JOIN warehouses w ON w.id = p.warehouse LEFT JOIN suppliers s ON s.id = p.supplier",
		columns: map[string]column{
			"product_name": txt("p.name"), "sku": txt("p.sku"), "category": txt("p.category"),
			"current_stock": num("p.quantity"), "reorder_point": num("p.minQuantity"), "unit_price": money("p.unitPrice"),
			"warehouse": name("w.name", "w.nameAr", "warehouses"),
			"last_restock_date": date("(SELECT MAX(m.created) FROM stock_movements m WHERE m.item = p.id AND m.quantity > 0)",
				"stock_movements"),
			"supplier_name": name("s.name", "s.nameAr", "suppliers"), "contact_name": notTracked,
			"active_status": enum("s.status", "suppliers", "status", "suppliers"),
			"notes":         txt("p.description"), "created": date("p.created"), "updated": date("p.updated"),
		},
	},
	{
		name: "employees", from: "employees e", reads: []string{"employees"}, key: "view:hr-reports", orderBy: "e.lastName, e.firstName, e.id",
		columns: map[string]column{
			"first_name": name("e.firstName", "e.firstNameAr"), "last_name": name("e.lastName", "e.lastNameAr"),
			"email": txt("e.email"), "department": enum("e.department", "employees", "department"),
			"position": txt("e.position"), "hire_date": date("e.hireDate"), "salary": money("e.monthlySalary"),
			"leaves_taken": num("(SELECT COALESCE(SUM(l.totalDays), 0) FROM leave_requests l WHERE l.employee = e.id AND l.status = 'APPROVED')",
				"leave_requests"),
			"tasks_completed": notTracked, "efficiency": notTracked, "rating": notTracked,
			"period": txt("(SELECT MAX(pr.period) FROM payroll_records pr WHERE pr.employee = e.id)", "payroll_records"),
			"employee_name": {
				expr:   "TRIM(e.firstName || ' ' || e.lastName)",
				exprAr: "TRIM(COALESCE(NULLIF(e.firstNameAr, ''), e.firstName) || ' ' || COALESCE(NULLIF(e.lastNameAr, ''), e.lastName))",
				kind:   Text,
			},
			"notes": txt("e.notes"), "created": date("e.created"), "updated": date("e.updated"),
		},
	},
	{
		name: "financial", reads: []string{"invoices", "bills", "expenses"}, key: "view:financial-reports", orderBy: "f.day DESC",
		from: `(SELECT day, SUM(revenue) AS revenue, SUM(bills) AS bills, SUM(expenses) AS expenses FROM (
  SELECT substr(issueDate, 1, 10) AS day, total AS revenue, 0 AS bills, 0 AS expenses FROM invoices WHERE status IN ` + issued + `
  UNION ALL SELECT substr(issueDate, 1, 10), 0, total, 0 FROM bills WHERE status != 'CANCELLED'
  UNION ALL SELECT substr(date, 1, 10), 0, 0, amount FROM expenses WHERE status != 'Rejected'
) WHERE day != '' GROUP BY day) f`,
		columns: map[string]column{
			"date": date("f.day"), "revenue": money("ROUND(f.revenue, 2)"), "bill_total": money("ROUND(f.bills, 2)"),
			"expense_total": money("ROUND(f.expenses, 2)"), "profit": money("ROUND(f.revenue - f.bills - f.expenses, 2)"),
		},
	},
	{
		name: "clients", reads: []string{"clients"}, key: "view:sales-reports", orderBy: "c.name, c.id",
		from: `clients c LEFT JOIN (SELECT client, SUM(total) AS spent, COUNT(*) AS n, MAX(issueDate) AS last
  FROM invoices WHERE status IN ` + issued + ` GROUP BY client) ci ON ci.client = c.id`,
		columns: map[string]column{
			"client_name": name("c.name", "c.nameAr"), "phone": txt("c.phone"), "company": txt("c.company"),
			"type": enum("c.type", "clients", "type"), "client_id": txt("c.id"),
			"total_spent":        money("ROUND(COALESCE(ci.spent, 0), 2)", "invoices"),
			"invoice_count":      num("COALESCE(ci.n, 0)", "invoices"),
			"last_purchase_date": date("ci.last", "invoices"),
			"notes":              notTracked, "created": date("c.created"), "updated": date("c.updated"),
		},
	},
	{
		name: "suppliers", reads: []string{"suppliers"}, key: "view:inventory-reports", orderBy: "s.name, s.id",
		from: `suppliers s LEFT JOIN (SELECT supplier, SUM(total) AS total, COUNT(*) AS n FROM bills
  WHERE status != 'CANCELLED' GROUP BY supplier) sb ON sb.supplier = s.id`,
		columns: map[string]column{
			"supplier_name": name("s.name", "s.nameAr"), "contact_name": notTracked,
			"active_status":   enum("s.status", "suppliers", "status"),
			"total_purchases": money("ROUND(COALESCE(sb.total, 0), 2)", "bills"), "purchase_count": num("COALESCE(sb.n, 0)", "bills"),
			"notes": txt("s.notes"), "created": date("s.created"), "updated": date("s.updated"),
		},
	},
	{
		name: "expenses", from: "expenses x", reads: []string{"expenses"}, key: "view:financial-reports", orderBy: "x.date DESC, x.id",
		columns: map[string]column{
			"description": txt("x.description"), "amount": money("x.amount"),
			"payment_method": enum("x.paymentMethod", "expenses", "paymentMethod"),
			"expense_number": txt("x.expenseNumber"), "reference": txt("x.reference"),
			"employee": name("x.employeeName", "x.employeeNameAr"),
			"notes":    txt("x.notes"), "created": date("x.created"), "updated": date("x.updated"),
		},
	},
}

// typeSource maps each report type to its source; custom has none (the variables choose).
var typeSource = map[string]string{
	"sales_analysis": "invoices", "inventory_status": "inventory_items", "employee_performance": "employees",
	"financial_summary": "financial", "client_analysis": "clients", "supplier_analysis": "suppliers",
	"expense_report": "expenses",
}

func sourceNamed(n string) *source {
	for _, s := range sources {
		if s.name == n {
			return s
		}
	}
	return nil
}

// GroupsOf lists the variable groups a report type offers (every group whose variables its source holds
// at least in part), in the specification's order.
func GroupsOf(reportType string) []string {
	order := []string{"invoice", "product", "employee", "financial", "client", "supplier", "expense", "generic"}
	var candidates []*source
	if s := sourceNamed(typeSource[reportType]); s != nil {
		candidates = []*source{s}
	} else {
		candidates = sources
	}
	out := []string{}
	for _, g := range order {
		for _, s := range candidates {
			if holdsAny(s, schema.ReportVariables[g]) {
				out = append(out, g)
				break
			}
		}
	}
	return out
}

func holdsAny(s *source, vars []string) bool {
	for _, v := range vars {
		if _, ok := s.columns[v]; ok {
			return true
		}
	}
	return false
}

// VariableKind is the kind of a variable in a report type (the first source that holds it for custom).
func VariableKind(reportType, variable string) Kind {
	if s := sourceNamed(typeSource[reportType]); s != nil {
		if c, ok := s.columns[variable]; ok {
			return c.kind
		}
		return ""
	}
	for _, s := range sources {
		if c, ok := s.columns[variable]; ok {
			return c.kind
		}
	}
	return ""
}

// VariableInfo is a variable's kind and enumeration ([collection, field], empty otherwise) in a report
// type ("" when the type does not hold it; for custom, the first source that does).
func VariableInfo(reportType, variable string) (Kind, [2]string) {
	candidates := sources
	if s := sourceNamed(typeSource[reportType]); s != nil {
		candidates = []*source{s}
	}
	for _, s := range candidates {
		if c, ok := s.columns[variable]; ok {
			return c.kind, c.enum
		}
	}
	return "", [2]string{}
}
