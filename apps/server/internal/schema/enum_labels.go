package schema

// The display labels of the select values. English follows what the web app shows; Arabic writes the
// tanwin on the letter before the final alif (نقدًا), as the web app does. roles.permissions has none: its
// values are the permission catalogue, labelled by the roles screen.

var alertKindLabels = map[string]Label{
	"low_stock":               {"Low stock", "مخزون منخفض"},
	"out_of_stock":            {"Out of stock", "نفاد المخزون"},
	"overflow_stock":          {"Stock above maximum", "مخزون فوق الحد الأقصى"},
	"warehouse_near_capacity": {"Warehouse almost full", "مستودع شبه ممتلئ"},
	"empty_warehouse":         {"Empty warehouse", "مستودع فارغ"},
	"stock_transfer":          {"Stock transfer", "تحويل مخزون"},
	"purchase_request":        {"Purchase request", "طلب شراء"},
	"employee_on_leave":       {"Employee on leave", "موظف في إجازة"},
	"employee_returning":      {"Employee back from leave", "عودة موظف من الإجازة"},
	"report_generated":        {"Report generated", "تم إنشاء تقرير"},
	"overdue_invoice":         {"Overdue invoice", "فاتورة متأخرة السداد"},
	"overdue_bill":            {"Overdue bill", "فاتورة مورد متأخرة السداد"},
}

var dateFormatLabels = map[string]Label{
	"DD/MM/YYYY": {"DD/MM/YYYY", "يوم/شهر/سنة"},
	"MM/DD/YYYY": {"MM/DD/YYYY", "شهر/يوم/سنة"},
	"YYYY-MM-DD": {"YYYY-MM-DD", "سنة-شهر-يوم"},
}

var timeFormatLabels = map[string]Label{
	"12h": {"12-hour", "نظام ١٢ ساعة"},
	"24h": {"24-hour", "نظام ٢٤ ساعة"},
}

var auditActionLabels = map[string]Label{
	"create": {"Created", "إنشاء"},
	"update": {"Updated", "تعديل"},
	"delete": {"Deleted", "حذف"},
}

var paymentMethodLabels = map[string]Label{
	"Cash":           {"Cash", "نقدًا"},
	"Credit Card":    {"Credit Card", "بطاقة ائتمان"},
	"Bank Transfer":  {"Bank Transfer", "تحويل بنكي"},
	"Check":          {"Check", "شيك"},
	"Debit Card":     {"Debit Card", "بطاقة خصم مباشر"},
	"Online Payment": {"Online Payment", "دفع إلكتروني"},
	"Wire Transfer":  {"Wire Transfer", "حوالة مصرفية"},
	"Corporate Card": {"Corporate Card", "بطاقة الشركة"},
	"Other":          {"Other", "أخرى"},
}

var billStatusLabels = map[string]Label{
	"PENDING":        {"Pending", "بانتظار السداد"},
	"PARTIALLY_PAID": {"Partially paid", "مسددة جزئيًا"},
	"PAID":           {"Paid", "مسددة"},
	"CANCELLED":      {"Cancelled", "ملغاة"},
}

var clientTypeLabels = map[string]Label{
	"business":   {"Business", "شركة"},
	"individual": {"Individual", "فرد"},
}

var clientStatusLabels = map[string]Label{
	"active":   {"Active", "نشط"},
	"inactive": {"Inactive", "غير نشط"},
	"lead":     {"Lead", "عميل محتمل"},
}

var documentTypeLabels = map[string]Label{
	"contract": {"Contract", "عقد"},
	"invoice":  {"Invoice", "فاتورة"},
	"proposal": {"Proposal", "مقترح"},
	"report":   {"Report", "تقرير"},
	"receipt":  {"Receipt", "إيصال"},
	"legal":    {"Legal", "قانوني"},
	"other":    {"Other", "أخرى"},
}

var employeeDocTypeLabels = map[string]Label{
	"contract":           {"Contract", "عقد"},
	"identification":     {"Identification", "إثبات هوية"},
	"resume":             {"Resume", "سيرة ذاتية"},
	"certification":      {"Certification", "شهادة"},
	"medical":            {"Medical", "مستند طبي"},
	"tax":                {"Tax", "مستند ضريبي"},
	"id_card":            {"ID card", "بطاقة هوية"},
	"passport":           {"Passport", "جواز سفر"},
	"visa":               {"Visa", "تأشيرة"},
	"work_permit":        {"Work permit", "تصريح عمل"},
	"health_record":      {"Health record", "سجل صحي"},
	"performance_review": {"Performance review", "تقييم أداء"},
	"nda":                {"NDA", "اتفاقية عدم إفصاح"},
	"offer_letter":       {"Offer letter", "خطاب عرض عمل"},
	"termination_letter": {"Termination letter", "خطاب إنهاء خدمة"},
	"other":              {"Other", "أخرى"},
}

var departmentLabels = map[string]Label{
	"Engineering":     {"Engineering", "الهندسة"},
	"Sales":           {"Sales", "المبيعات"},
	"Marketing":       {"Marketing", "التسويق"},
	"Finance":         {"Finance", "المالية"},
	"Human Resources": {"Human Resources", "الموارد البشرية"},
	"Support":         {"Support", "الدعم الفني"},
	"Product":         {"Product", "المنتج"},
	"Operations":      {"Operations", "العمليات"},
	"Legal":           {"Legal", "الشؤون القانونية"},
	"Executive":       {"Executive", "الإدارة العليا"},
}

var employeeStatusLabels = map[string]Label{
	"active":     {"Active", "نشط"},
	"on leave":   {"On leave", "في إجازة"},
	"terminated": {"Terminated", "انتهت خدمته"},
}

var expenseCategoryLabels = map[string]Label{
	"Travel":                 {"Travel", "سفر وانتقالات"},
	"Office Supplies":        {"Office Supplies", "أدوات مكتبية"},
	"Meals & Entertainment":  {"Meals & Entertainment", "وجبات وضيافة"},
	"Software":               {"Software", "برمجيات"},
	"Utilities":              {"Utilities", "مرافق (كهرباء ومياه وغاز)"},
	"Marketing":              {"Marketing", "تسويق"},
	"Rent":                   {"Rent", "إيجار"},
	"Legal Fees":             {"Legal Fees", "أتعاب قانونية"},
	"Accounting Fees":        {"Accounting Fees", "أتعاب محاسبية"},
	"Insurance":              {"Insurance", "تأمين"},
	"Repairs & Maintenance":  {"Repairs & Maintenance", "إصلاحات وصيانة"},
	"Bank Charges":           {"Bank Charges", "مصروفات بنكية"},
	"Training & Development": {"Training & Development", "تدريب وتطوير"},
	"Postage & Shipping":     {"Postage & Shipping", "بريد وشحن"},
	"Subscriptions":          {"Subscriptions", "اشتراكات"},
	"Advertising":            {"Advertising", "إعلانات"},
	"Consulting Fees":        {"Consulting Fees", "أتعاب استشارات"},
	"Equipment":              {"Equipment", "معدات"},
	"Training":               {"Training", "تدريب"},
	"Maintenance":            {"Maintenance", "صيانة"},
	"Entertainment":          {"Entertainment", "ضيافة وترفيه"},
	"Taxes":                  {"Taxes", "ضرائب ورسوم"},
	"Other":                  {"Other", "أخرى"},
}

var expenseStatusLabels = map[string]Label{
	"Pending":    {"Pending", "قيد المراجعة"},
	"Approved":   {"Approved", "معتمد"},
	"Rejected":   {"Rejected", "مرفوض"},
	"Reimbursed": {"Reimbursed", "تم الصرف"},
}

var inventoryStatusLabels = map[string]Label{
	"in stock":     {"In stock", "متوفر"},
	"low stock":    {"Low stock", "مخزون منخفض"},
	"out of stock": {"Out of stock", "نفد من المخزون"},
}

var invoiceStatusLabels = map[string]Label{
	"Draft":          {"Draft", "مسودة"},
	"Pending":        {"Pending", "بانتظار السداد"},
	"Partially Paid": {"Partially paid", "مسددة جزئيًا"},
	"Paid":           {"Paid", "مسددة"},
	"Cancelled":      {"Cancelled", "ملغاة"},
}

var leaveTypeLabels = map[string]Label{
	"ANNUAL":       {"Annual", "سنوية"},
	"SICK":         {"Sick", "مرضية"},
	"UNPAID":       {"Unpaid", "بدون أجر"},
	"MATERNITY":    {"Maternity", "أمومة"},
	"PATERNITY":    {"Paternity", "أبوة"},
	"BEREAVEMENT":  {"Bereavement", "وفاة"},
	"COMPENSATORY": {"Compensatory", "تعويضية"},
	"OTHER":        {"Other", "أخرى"},
	"VACATION":     {"Vacation", "اعتيادية"},
	"PERSONAL":     {"Personal", "شخصية"},
}

var leaveStatusLabels = map[string]Label{
	"PENDING":   {"Pending", "قيد المراجعة"},
	"APPROVED":  {"Approved", "معتمد"},
	"REJECTED":  {"Rejected", "مرفوض"},
	"CANCELLED": {"Cancelled", "ملغى"},
}

var overtimeTypeLabels = map[string]Label{
	"REGULAR": {"Regular", "عادي"},
	"WEEKEND": {"Weekend", "عطلة نهاية الأسبوع"},
	"HOLIDAY": {"Holiday", "عطلة رسمية"},
	"NORMAL":  {"Normal", "اعتيادي"},
}

var overtimeStatusLabels = map[string]Label{
	"pending":   {"Pending", "قيد المراجعة"},
	"approved":  {"Approved", "معتمد"},
	"rejected":  {"Rejected", "مرفوض"},
	"processed": {"Processed", "تمت المعالجة"},
	"cancelled": {"Cancelled", "ملغى"},
	"paid":      {"Paid", "مدفوع"},
}

var payrollStatusLabels = map[string]Label{
	"draft":     {"Draft", "مسودة"},
	"pending":   {"Pending", "قيد الاعتماد"},
	"approved":  {"Approved", "معتمد"},
	"paid":      {"Paid", "مدفوع"},
	"cancelled": {"Cancelled", "ملغى"},
}

var priorityLabels = map[string]Label{
	"urgent": {"Urgent", "عاجلة"},
	"high":   {"High", "عالية"},
	"medium": {"Medium", "متوسطة"},
	"low":    {"Low", "منخفضة"},
}

var purchaseStatusLabels = map[string]Label{
	"draft":             {"Draft", "مسودة"},
	"pending":           {"Pending", "قيد المراجعة"},
	"approved":          {"Approved", "معتمد"},
	"rejected":          {"Rejected", "مرفوض"},
	"awaiting_delivery": {"Awaiting delivery", "بانتظار التسليم"},
	"received":          {"Received", "تم الاستلام"},
	"fulfilled":         {"Fulfilled", "مكتمل"},
}

var quotationStatusLabels = map[string]Label{
	"DRAFT":    {"Draft", "مسودة"},
	"SENT":     {"Sent", "مُرسَل"},
	"ACCEPTED": {"Accepted", "مقبول"},
	"REJECTED": {"Rejected", "مرفوض"},
	"EXPIRED":  {"Expired", "منتهي الصلاحية"},
}

var reportTypeLabels = map[string]Label{
	"sales_analysis":       {"Sales analysis", "تحليل المبيعات"},
	"inventory_status":     {"Inventory status", "حالة المخزون"},
	"employee_performance": {"Employee performance", "أداء الموظفين"},
	"financial_summary":    {"Financial summary", "الملخص المالي"},
	"client_analysis":      {"Client analysis", "تحليل العملاء"},
	"supplier_analysis":    {"Supplier analysis", "تحليل الموردين"},
	"expense_report":       {"Expense report", "تقرير المصروفات"},
	"custom":               {"Custom", "مخصص"},
}

var exportFormatLabels = map[string]Label{
	"pdf":   {"PDF", "PDF"},
	"excel": {"Excel", "Excel"},
	"csv":   {"CSV", "CSV"},
}

var movementReasonLabels = map[string]Label{
	"opening":          {"Opening stock", "رصيد افتتاحي"},
	"invoice_issue":    {"Invoice issued", "صرف بفاتورة"},
	"invoice_cancel":   {"Invoice cancelled", "إلغاء فاتورة"},
	"transfer_out":     {"Transfer out", "تحويل صادر"},
	"transfer_in":      {"Transfer in", "تحويل وارد"},
	"purchase_receipt": {"Purchase received", "استلام مشتريات"},
	"adjustment":       {"Adjustment", "تسوية"},
}

var transferStatusLabels = map[string]Label{
	"draft":     {"Draft", "مسودة"},
	"pending":   {"Pending", "قيد المراجعة"},
	"approved":  {"Approved", "معتمد"},
	"rejected":  {"Rejected", "مرفوض"},
	"completed": {"Completed", "مكتمل"},
}

var activeLabels = map[string]Label{
	"active":   {"Active", "نشط"},
	"inactive": {"Inactive", "غير نشط"},
}
