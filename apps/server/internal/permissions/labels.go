package permissions

// Every key's human name and description, in English and Arabic, for the roles screen's permission editor
// (published to the app by go run ./cmd/gen-ts as PERMISSION_LABELS). The editor searches both languages at
// once, so the labels are data rather than per-locale catalogue messages.

// Label is a key's or a module's name and description in both languages.
type Label struct {
	Name, NameAr, Description, DescriptionAr string
}

// resource is the plural name of what a CRUD key acts on.
type resource struct{ en, ar string }

var resources = map[string]resource{
	"invoices":           {"invoices", "الفواتير"},
	"quotations":         {"quotations", "عروض الأسعار"},
	"bills":              {"supplier bills", "فواتير الموردين"},
	"receipts":           {"receipts", "الإيصالات"},
	"expenses":           {"expenses", "المصروفات"},
	"inventory":          {"inventory items", "أصناف المخزون"},
	"suppliers":          {"suppliers", "الموردين"},
	"warehouses":         {"warehouses", "المخازن"},
	"transfers":          {"stock transfers", "تحويلات المخزون"},
	"purchase-requests":  {"purchase requests", "طلبات الشراء"},
	"employees":          {"employees", "الموظفين"},
	"employee-documents": {"employee documents", "مستندات الموظفين"},
	"overtime":           {"overtime requests", "طلبات العمل الإضافي"},
	"leave":              {"leave requests", "طلبات الإجازة"},
	"payroll":            {"payroll records", "سجلات الرواتب"},
	"clients":            {"clients", "العملاء"},
	"contacts":           {"contacts", "جهات الاتصال"},
	"documents":          {"client documents", "مستندات العملاء"},
	"report-templates":   {"report templates", "قوالب التقارير"},
	"saved-reports":      {"saved reports", "التقارير المحفوظة"},
	"users":              {"users", "المستخدمين"},
	"roles":              {"roles", "الأدوار"},
}

// crudLabel composes the label of create:, view:, edit: and delete: keys.
func crudLabel(action string, r resource) (Label, bool) {
	switch action {
	case "create":
		return Label{"Create " + r.en, "إضافة " + r.ar,
			"Add new " + r.en + ".", "إضافة سجلات جديدة إلى " + r.ar + "."}, true
	case "view":
		return Label{"View " + r.en, "عرض " + r.ar,
			"Open the list of " + r.en + " and each record in it.", "فتح قائمة " + r.ar + " والاطلاع على كل سجل فيها."}, true
	case "edit":
		return Label{"Edit " + r.en, "تعديل " + r.ar,
			"Change existing " + r.en + ".", "تعديل بيانات السجلات الموجودة في " + r.ar + "."}, true
	case "delete":
		return Label{"Delete " + r.en, "حذف " + r.ar,
			"Remove " + r.en + " while they may still be removed.", "حذف السجلات من " + r.ar + " ما دام حذفها مسموحًا."}, true
	}
	return Label{}, false
}

// special are the keys that are not plain CRUD.
var special = map[string]Label{
	"view:daily-invoices":      {"Today's invoices", "فواتير اليوم", "See the day's invoice total on the dashboard.", "عرض إجمالي فواتير اليوم في لوحة المعلومات."},
	"view:daily-expenses":      {"Today's expenses", "مصروفات اليوم", "See the day's expense total on the dashboard.", "عرض إجمالي مصروفات اليوم في لوحة المعلومات."},
	"view:daily-balance":       {"Today's balance", "رصيد اليوم", "See the day's income minus expenses on the dashboard.", "عرض صافي الإيرادات بعد المصروفات لليوم في لوحة المعلومات."},
	"view:new-quotations":      {"New quotations", "عروض الأسعار الجديدة", "See the quotations created today on the dashboard.", "عرض عروض الأسعار المنشأة اليوم في لوحة المعلومات."},
	"view:inventory-movement":  {"Inventory movement", "حركة المخزون", "See the day's stock in and out on the dashboard.", "عرض الوارد والمنصرف من المخزون اليوم في لوحة المعلومات."},
	"view:active-clients":      {"Active clients", "العملاء النشطون", "See the number of active clients on the dashboard.", "عرض عدد العملاء النشطين في لوحة المعلومات."},
	"view:pending-bills":       {"Pending bills", "الفواتير المستحقة للموردين", "See the supplier bills still to pay on the dashboard.", "عرض فواتير الموردين غير المسددة في لوحة المعلومات."},
	"view:employee-attendance": {"Employee attendance", "حضور الموظفين", "See who is at work and who is on leave on the dashboard.", "عرض الموظفين الحاضرين والموجودين في إجازة في لوحة المعلومات."},

	"view:low-stock-alerts":          {"Low stock alerts", "تنبيهات انخفاض المخزون", "Be alerted when an item falls below its minimum.", "تلقي تنبيه عندما ينخفض رصيد صنف عن حده الأدنى."},
	"view:empty-stock-alerts":        {"Out-of-stock alerts", "تنبيهات نفاد المخزون", "Be alerted when an item runs out.", "تلقي تنبيه عند نفاد رصيد صنف."},
	"view:overflow-stock-alerts":     {"Overstock alerts", "تنبيهات تجاوز الحد الأقصى", "Be alerted when an item goes above its maximum.", "تلقي تنبيه عندما يتجاوز رصيد صنف حده الأقصى."},
	"view:complete-warehouse-alerts": {"Full warehouse alerts", "تنبيهات امتلاء المخازن", "Be alerted when a warehouse is almost full.", "تلقي تنبيه عندما يقترب مخزن من الامتلاء."},
	"view:empty-warehouse-alerts":    {"Empty warehouse alerts", "تنبيهات المخازن الفارغة", "Be alerted when a warehouse holds no stock.", "تلقي تنبيه عندما يصبح مخزن بلا أصناف."},
	"view:stock-transfer-alerts":     {"Stock transfer alerts", "تنبيهات تحويلات المخزون", "Be alerted about stock transfers waiting for action.", "تلقي تنبيه بتحويلات المخزون التي تنتظر إجراءً."},
	"view:purchase-request-alerts":   {"Purchase request alerts", "تنبيهات طلبات الشراء", "Be alerted about purchase requests waiting for approval.", "تلقي تنبيه بطلبات الشراء التي تنتظر الموافقة."},
	"view:employee-on-leave-alerts":  {"Employee on leave alerts", "تنبيهات بدء الإجازات", "Be alerted when an employee starts a leave.", "تلقي تنبيه عند بدء موظف إجازته."},
	"view:employee-off-leave-alerts": {"Back from leave alerts", "تنبيهات العودة من الإجازة", "Be alerted when an employee comes back from leave.", "تلقي تنبيه عند عودة موظف من إجازته."},
	"view:report-generated-alerts":   {"Report ready alerts", "تنبيهات جاهزية التقارير", "Be alerted when a report has been generated.", "تلقي تنبيه عند اكتمال إعداد تقرير."},
	"view:overdue-invoice-alerts":    {"Overdue invoice alerts", "تنبيهات الفواتير المتأخرة", "Be alerted when a client invoice is past its due date.", "تلقي تنبيه عندما يتجاوز موعد سداد فاتورة عميل."},
	"view:overdue-bill-alerts":       {"Overdue bill alerts", "تنبيهات فواتير الموردين المتأخرة", "Be alerted when a supplier bill is past its due date.", "تلقي تنبيه عندما يتجاوز موعد سداد فاتورة مورد."},
	"configure:alert-thresholds":     {"Configure alert thresholds", "ضبط حدود التنبيهات", "Set when warehouse and overdue alerts are raised.", "تحديد متى تصدر تنبيهات المخازن والتأخر في السداد."},
	"subscribe:alerts":               {"Subscribe to alerts", "الاشتراك في التنبيهات", "Choose which alerts to receive.", "اختيار التنبيهات التي يتلقاها المستخدم."},

	"approve:purchase-requests": {"Approve purchase requests", "الموافقة على طلبات الشراء", "Approve or reject submitted purchase requests.", "الموافقة على طلبات الشراء المقدَّمة أو رفضها."},
	"approve:overtime":          {"Approve overtime", "اعتماد العمل الإضافي", "Approve or reject other employees' overtime requests.", "اعتماد طلبات العمل الإضافي للموظفين الآخرين أو رفضها."},
	"approve:leave":             {"Approve leave", "اعتماد الإجازات", "Approve or reject other employees' leave requests.", "اعتماد طلبات الإجازة للموظفين الآخرين أو رفضها."},
	"process:payroll":           {"Process payroll", "صرف الرواتب", "Approve payroll records and mark them paid.", "اعتماد سجلات الرواتب وتسجيل صرفها."},
	"download:documents":        {"Download client documents", "تنزيل مستندات العملاء", "Download the files attached to client documents.", "تنزيل الملفات المرفقة بمستندات العملاء."},

	"export:reports":         {"Export reports", "تصدير التقارير", "Export reports to PDF, Excel or CSV.", "تصدير التقارير بصيغ PDF وExcel وCSV."},
	"view:financial-reports": {"Financial reports", "التقارير المالية", "Run the financial reports.", "إعداد التقارير المالية وعرضها."},
	"view:inventory-reports": {"Inventory reports", "تقارير المخزون", "Run the inventory reports.", "إعداد تقارير المخزون وعرضها."},
	"view:sales-reports":     {"Sales reports", "تقارير المبيعات", "Run the sales reports.", "إعداد تقارير المبيعات وعرضها."},
	"view:hr-reports":        {"HR reports", "تقارير الموارد البشرية", "Run the human resources reports.", "إعداد تقارير الموارد البشرية وعرضها."},
	"reset:user-password":    {"Set user passwords", "تعيين كلمات مرور المستخدمين", "Set a new password for another user; their sessions end at once.", "تعيين كلمة مرور جديدة لمستخدم آخر، فتنتهي جلساته فورًا."},
	"assign:roles":           {"Assign roles", "إسناد الأدوار", "Give users a role, up to the keys of one's own role.", "إسناد دور إلى المستخدمين في حدود صلاحيات الدور الخاص بك."},
	"view:access":            {"View access", "عرض الصلاحيات والوصول", "See who can do what, the active sessions and the audit trail.", "معرفة من يملك أي صلاحية، والجلسات النشطة، وسجل التدقيق."},
	"manage:access":          {"Manage access", "إدارة الوصول", "End users' sessions and lock or unlock accounts.", "إنهاء جلسات المستخدمين وقفل الحسابات أو فتحها."},
	"view:settings":          {"View settings", "عرض الإعدادات", "Open the settings page.", "فتح صفحة الإعدادات."},
	"edit:general-settings":  {"Edit general settings", "تعديل الإعدادات العامة", "Change the company details, formats and payroll policy.", "تعديل بيانات الشركة وصيغ العرض وسياسة الرواتب."},
	"edit:company-settings":  {"Edit company settings", "تعديل بيانات الشركة", "Change the company's name, contact details and formats.", "تعديل اسم الشركة وبيانات الاتصال وصيغ العرض."},
	"edit:email-settings":    {"Edit e-mail settings", "تعديل إعدادات البريد", "Reserved for the mail server settings (not shown in the app yet).", "مخصصة لإعدادات خادم البريد (غير معروضة في التطبيق بعد)."},
	"edit:vat-settings":      {"Edit VAT settings", "تعديل إعدادات الضريبة", "Change the VAT registration number and the VAT rates.", "تعديل رقم التسجيل الضريبي ونسب ضريبة القيمة المضافة."},
	"edit:invoice-settings":  {"Edit invoice settings", "تعديل إعدادات الفواتير", "Change the payment terms and the invoice footers.", "تعديل مدة السداد وتذييل الفواتير."},
}

// ModuleLabels name the modules of the catalogue.
var ModuleLabels = map[Module]Label{
	ModuleDashboard: {"Dashboard", "لوحة المعلومات", "The dashboard's daily figures.", "أرقام لوحة المعلومات اليومية."},
	ModuleAlerts:    {"Alerts", "التنبيهات", "Which alerts a role receives.", "التنبيهات التي يتلقاها الدور."},
	ModuleSales:     {"Sales & finance", "المبيعات والمالية", "Invoices, quotations, bills, receipts and expenses.", "الفواتير وعروض الأسعار وفواتير الموردين والإيصالات والمصروفات."},
	ModuleStock:     {"Stock", "المخزون", "Items, suppliers, warehouses, transfers and purchases.", "الأصناف والموردون والمخازن والتحويلات والمشتريات."},
	ModuleHR:        {"Human resources", "الموارد البشرية", "Employees, leave, overtime and payroll.", "الموظفون والإجازات والعمل الإضافي والرواتب."},
	ModuleCRM:       {"Customers", "العملاء", "Clients, contacts and their documents.", "العملاء وجهات الاتصال ومستنداتهم."},
	ModuleReports:   {"Reports", "التقارير", "Report templates, saved reports and exports.", "قوالب التقارير والتقارير المحفوظة والتصدير."},
	ModuleAdmin:     {"Administration", "الإدارة", "Users, roles, access and settings.", "المستخدمون والأدوار والوصول والإعدادات."},
}

// LabelOf returns the label of a catalogue key (false for an unknown key).
func LabelOf(key string) (Label, bool) {
	if l, ok := special[key]; ok {
		return l, true
	}
	for i := 0; i < len(key); i++ {
		if key[i] == ':' {
			if r, ok := resources[key[i+1:]]; ok {
				return crudLabel(key[:i], r)
			}
			break
		}
	}
	return Label{}, false
}
