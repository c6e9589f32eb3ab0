package reports

import "erp/server/internal/schema"

// VariableLabels are the column headers of the report variables in English and Arabic (exports, the
// catalogue the screens read).
var VariableLabels = map[string]schema.Label{
	"invoice_number": lb("Invoice number", "رقم الفاتورة"), "client": lb("Client", "العميل"),
	"issue_date": lb("Issue date", "تاريخ الإصدار"), "due_date": lb("Due date", "تاريخ الاستحقاق"),
	"subtotal": lb("Subtotal", "الإجمالي قبل الضريبة"), "tax": lb("VAT", "ضريبة القيمة المضافة"),
	"total": lb("Total", "الإجمالي"), "status": lb("Status", "الحالة"), "amount_paid": lb("Amount paid", "المبلغ المدفوع"),
	"invoice_items": lb("Invoice lines", "عدد بنود الفاتورة"), "invoice_total": lb("Invoice total", "إجمالي الفاتورة"),
	"product_name": lb("Product", "الصنف"), "sku": lb("SKU", "كود الصنف"), "category": lb("Category", "الفئة"),
	"current_stock": lb("Current stock", "الرصيد الحالي"), "reorder_point": lb("Reorder point", "حد إعادة الطلب"),
	"unit_price": lb("Unit price", "سعر الوحدة"), "warehouse": lb("Warehouse", "المخزن"),
	"last_restock_date": lb("Last restock", "آخر توريد"),
	"first_name":        lb("First name", "الاسم الأول"), "last_name": lb("Last name", "اسم العائلة"),
	"email": lb("Email", "البريد الإلكتروني"), "department": lb("Department", "القسم"), "position": lb("Position", "الوظيفة"),
	"hire_date": lb("Hire date", "تاريخ التعيين"), "salary": lb("Monthly salary", "الراتب الشهري"),
	"leaves_taken": lb("Leave days taken", "أيام الإجازات المأخوذة"), "tasks_completed": lb("Tasks completed", "المهام المنجزة"),
	"efficiency": lb("Efficiency", "الكفاءة"), "rating": lb("Rating", "التقييم"), "period": lb("Last payroll period", "آخر فترة رواتب"),
	"employee_name": lb("Employee", "الموظف"),
	"bill_total":    lb("Bills", "فواتير الموردين"), "expense_total": lb("Expenses", "المصروفات"),
	"revenue": lb("Revenue", "الإيرادات"), "profit": lb("Profit", "الربح"), "date": lb("Date", "التاريخ"),
	"client_name": lb("Client name", "اسم العميل"), "phone": lb("Phone", "الهاتف"), "company": lb("Company", "الشركة"),
	"type": lb("Client type", "نوع العميل"), "total_spent": lb("Total spent", "إجمالي المشتريات"),
	"invoice_count": lb("Invoices", "عدد الفواتير"), "last_purchase_date": lb("Last purchase", "آخر شراء"),
	"client_id":     lb("Client ID", "معرّف العميل"),
	"supplier_name": lb("Supplier", "المورد"), "contact_name": lb("Contact person", "مسؤول التواصل"),
	"active_status": lb("Supplier status", "حالة المورد"), "total_purchases": lb("Total purchases", "إجمالي المشتريات من المورد"),
	"purchase_count": lb("Bills count", "عدد فواتير المورد"),
	"description":    lb("Description", "الوصف"), "amount": lb("Amount", "المبلغ"), "payment_method": lb("Payment method", "طريقة الدفع"),
	"expense_number": lb("Expense number", "رقم المصروف"), "reference": lb("Reference", "المرجع"), "employee": lb("Paid by", "صُرف بواسطة"),
	"notes": lb("Notes", "ملاحظات"), "created": lb("Created", "تاريخ الإنشاء"), "updated": lb("Last updated", "آخر تحديث"),
}

// FunctionLabels name the aggregation functions in summaries and exports.
var FunctionLabels = map[string]schema.Label{
	"sum": lb("Sum", "المجموع"), "average": lb("Average", "المتوسط"), "minimum": lb("Minimum", "الحد الأدنى"),
	"maximum": lb("Maximum", "الحد الأقصى"), "count": lb("Count", "العدد"),
}

// NotTrackedLabel is shown in place of the values of a variable the data model does not hold.
var NotTrackedLabel = schema.Label{En: "Not tracked", Ar: "غير مسجَّل"}

// GroupLabels name the variable groups.
var GroupLabels = map[string]schema.Label{
	"invoice": lb("Invoice", "الفاتورة"), "product": lb("Product", "الصنف"), "employee": lb("Employee", "الموظف"),
	"financial": lb("Financial", "مالي"), "client": lb("Client", "العميل"), "supplier": lb("Supplier", "المورد"),
	"expense": lb("Expense", "المصروف"), "generic": lb("General", "عام"),
}

func lb(en, ar string) schema.Label { return schema.Label{En: en, Ar: ar} }
