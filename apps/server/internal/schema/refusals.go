package schema

import (
	"slices"
	"strings"
)

// Refusal is one of the server's own refusal codes: the code of a field error that our hooks and routes
// answer (data.<field>.code), the params the server may send with it (data.<field>.params) and its message
// in English and Arabic. The messages use ICU placeholders ({name}) and only params the code always
// carries; the server's own message may be more specific. Clients translate by code.
type Refusal struct {
	Code    string
	Params  []string
	Message Label
}

// Refusals are every refusal code of the server, by code. TestEveryRefusalCodeIsCatalogued keeps the list
// and the code in step.
var Refusals = []Refusal{
	{"adjustment_below_zero", []string{"item", "itemId", "available", "change"}, Label{
		"A change of {change} would take {item} below zero: {available} available.",
		"التعديل بمقدار {change} سيجعل رصيد {item} أقل من صفر، والمتاح {available}."}},
	{"adjustment_no_change", []string{"quantity"}, Label{
		"The count equals the recorded quantity of {quantity}: there is nothing to adjust.",
		"الكمية المعدودة تساوي الكمية المسجلة ({quantity})، فلا يوجد ما يُعدَّل."}},
	{"adjustment_quantity_or_change", nil, Label{
		"Give either the counted quantity or a change, not both.",
		"أدخل الكمية المعدودة أو مقدار التغيير، وليس كليهما."}},
	{"alert_kind_not_allowed", []string{"kind"}, Label{
		"Your role may not view the alerts of kind {kind}.",
		"دورك لا يسمح بعرض تنبيهات من نوع {kind}."}},
	{"amount_exceeds_remaining", []string{"amount", "remaining"}, Label{
		"The payment of {amount} exceeds the remaining balance of {remaining}.",
		"الدفعة البالغة {amount} تتجاوز الرصيد المتبقي وقدره {remaining}."}},
	{"below_minimum_stock", []string{"item", "itemId", "available", "requested", "minQuantity", "remaining"}, Label{
		"The transfer would leave {item} at {remaining}, below its minimum of {minQuantity}.",
		"سيترك التحويل رصيد {item} عند {remaining}، وهو أقل من الحد الأدنى البالغ {minQuantity}."}},
	{"bracket_description_too_long", []string{"bracket", "max"}, Label{
		"The description of bracket #{bracket} must be at most {max} characters.",
		"يجب ألا يزيد وصف الشريحة رقم {bracket} على {max} حرفًا."}},
	{"bracket_gap", []string{"bracket"}, Label{
		"Bracket #{bracket} must start where the previous one ends.",
		"يجب أن تبدأ الشريحة رقم {bracket} حيث تنتهي الشريحة السابقة."}},
	{"dashboard_card_limit", []string{"max"}, Label{
		"Maximum of 3 cards reached.",
		"تم الوصول إلى الحد الأقصى وهو 3 بطاقات."}},
	{"dashboard_card_not_allowed", []string{"card"}, Label{
		"Your role may not view the card {card}.",
		"دورك لا يسمح بعرض البطاقة {card}."}},
	{"idempotency_key_reused", nil, Label{
		"This Idempotency-Key was already used for a different request.",
		"أُرسل هذا الطلب من قبل ببيانات مختلفة."}},
	{"insufficient_stock", []string{"item", "itemId", "available", "requested"}, Label{
		"Quantity exceeds available stock: {item} has {available} available, {requested} requested.",
		"الكمية تتجاوز المخزون المتاح: المتاح من {item} هو {available}، والمطلوب {requested}."}},
	{"invalid_alert_threshold", []string{"min", "max"}, Label{
		"The warehouse alert threshold must be a whole percentage from {min} to {max}.",
		"يجب أن تكون نسبة تنبيه امتلاء المستودع عددًا صحيحًا من {min} إلى {max}."}},
	{"invalid_bracket", []string{"bracket"}, Label{
		"Bracket #{bracket} is not valid.",
		"الشريحة رقم {bracket} غير صحيحة."}},
	{"invalid_brackets", nil, Label{
		"Tax brackets must be a non-empty list of bands (min, max, rate, description, descriptionAr).",
		"يجب أن تكون الشرائح الضريبية قائمة غير فارغة من الشرائح (الحد الأدنى، الحد الأقصى، النسبة، الوصف، الوصف بالعربية)."}},
	{"invalid_insurable_range", nil, Label{
		"The maximum insurable salary must not be below the minimum.",
		"يجب ألا يقل الحد الأقصى للأجر التأميني عن الحد الأدنى."}},
	{"invalid_leave_entitlement", nil, Label{
		"Each leave entitlement must be between 0 and 366 days.",
		"يجب أن يكون رصيد كل نوع من الإجازات بين صفر و٣٦٦ يومًا."}},
	{"invalid_leave_entitlements", nil, Label{
		"Leave entitlements must be day counts for vacation, sick and personal leave.",
		"يجب أن تكون أرصدة الإجازات عدد أيام للإجازات الاعتيادية والمرضية والشخصية."}},
	{"invalid_overdue_alert_days", []string{"min", "max"}, Label{
		"The days overdue before an alert must be a whole number from {min} to {max}.",
		"يجب أن يكون عدد أيام التأخير قبل التنبيه عددًا صحيحًا من {min} إلى {max}."}},
	{"invalid_overtime_multiplier", []string{"multiplier", "min"}, Label{
		"The {multiplier} overtime multiplier must be at least {min}.",
		"يجب ألا يقل معامل العمل الإضافي ({multiplier}) عن {min}."}},
	{"invalid_overtime_multipliers", nil, Label{
		"Overtime multipliers must be numbers for regular, weekend, holiday and night overtime.",
		"يجب أن تكون معاملات العمل الإضافي أرقامًا للعمل العادي وعطلة نهاية الأسبوع والعطلات الرسمية والعمل الليلي."}},
	{"invalid_phase_out", nil, Label{
		"The phase-out must be ascending thresholds, fewer than the brackets.",
		"يجب أن يكون الإلغاء التدريجي حدودًا تصاعدية أقل عددًا من الشرائح."}},
	{"invalid_status_transition", []string{"status"}, Label{
		"This is not possible while the record is {status}.",
		"لا يمكن تنفيذ ذلك والحالة {status}."}},
	{"invalid_timezone", nil, Label{
		"The time zone is not a known time zone name.",
		"المنطقة الزمنية غير معروفة."}},
	{"invalid_vat_rate", nil, Label{
		"Each VAT rate needs a name and a rate between 0 and 100.",
		"تحتاج كل نسبة ضريبة إلى اسم ونسبة بين صفر و١٠٠."}},
	{"invalid_vat_rates", nil, Label{
		"VAT rates must be a list of rates (name, nameAr, rate, description).",
		"يجب أن تكون نسب ضريبة القيمة المضافة قائمة من النسب (الاسم، الاسم بالعربية، النسبة، الوصف)."}},
	{"invoice_already_generated", []string{"invoiceNumber", "invoiceId"}, Label{
		"An invoice was already generated from this quotation: {invoiceNumber}.",
		"سبق إنشاء فاتورة من عرض السعر هذا: {invoiceNumber}."}},
	{"item_holds_stock", []string{"quantity"}, Label{
		"This item holds {quantity} units: move them to another warehouse with a transfer.",
		"يحتوي هذا الصنف على {quantity} وحدة، فانقلها إلى مستودع آخر بتحويل مخزون."}},
	{"last_administrator", nil, Label{
		"No active user would be left with the Administrator role. Give it to another active user first.",
		"سيترك هذا التغيير الشركة بلا مستخدم نشط بدور مدير النظام. امنح الدور لمستخدم نشط آخر أولًا."}},
	{"last_role_manager", []string{"key"}, Label{
		"No other role holds {key}: without it nobody could manage roles any more.",
		"لا يوجد دور آخر يملك الصلاحية {key}، وبدونها لن يتمكن أحد من إدارة الأدوار بعد الآن."}},
	{"mail_not_sent", nil, Label{
		"The e-mail could not be sent. Try again later or contact your administrator.",
		"تعذّر إرسال البريد الإلكتروني. حاول مرة أخرى لاحقًا أو تواصل مع مسؤول النظام."}},
	{"night_multiplier_below_minimum", []string{"multiplier", "min"}, Label{
		"The night overtime multiplier must be at least {min}.",
		"يجب ألا يقل معامل العمل الإضافي الليلي عن {min}."}},
	{"not_own_request", nil, Label{
		"Only the employee who made this request can cancel it.",
		"لا يلغي الطلب إلا الموظف الذي قدّمه."}},
	{"own_request_approval", nil, Label{
		"You cannot approve your own request: someone else must.",
		"لا يمكنك اعتماد طلبك بنفسك؛ يجب أن يعتمده شخص آخر."}},
	{"own_role", nil, Label{
		"You cannot change your own role.",
		"لا يمكنك تغيير دورك بنفسك."}},
	{"payroll_net_negative", []string{"netPay"}, Label{
		"The net pay would be below zero ({netPay}): reduce the deductions or raise the pay.",
		"سيصبح صافي الراتب أقل من صفر ({netPay})، فقلّل الاستقطاعات أو ارفع الأجر."}},
	{"payroll_parameters_missing", []string{"period"}, Label{
		"No payroll parameters are in force for {period}.",
		"لا توجد معايير رواتب سارية عن شهر {period}."}},
	{"payroll_version_superseded", []string{"newer"}, Label{
		"A newer version applies from {newer}, so this one can no longer be changed: save a new version.",
		"يسري إصدار أحدث منذ {newer}، فلم يعد هذا الإصدار قابلًا للتعديل. احفظ إصدارًا جديدًا بدلًا منه."}},
	{"pdf_engine_busy", nil, Label{
		"The server is busy printing other documents. Try again in a moment.",
		"الخادم مشغول بطباعة مستندات أخرى. حاول مرة أخرى بعد لحظات."}},
	{"pdf_engine_unavailable", nil, Label{
		"PDF printing is not available on this server.",
		"طباعة ملفات PDF غير متاحة على هذا الخادم."}},
	{"pdf_render_failed", nil, Label{
		"The document could not be printed. Try again later.",
		"تعذّرت طباعة المستند. حاول مرة أخرى لاحقًا."}},
	{"permission_required", []string{"permission"}, Label{
		"This action requires the {permission} permission.",
		"يتطلب هذا الإجراء صلاحية {permission}."}},
	{"permissions_not_held", []string{"keys"}, Label{
		"You can only grant permissions that your own role holds: {keys}",
		"لا يمكنك أن تمنح إلا الصلاحيات التي يملكها دورك: {keys}"}},
	{"quotation_expired", []string{"validUntil"}, Label{
		"The quotation was valid until {validUntil}.",
		"كان عرض السعر صالحًا حتى {validUntil}."}},
	{"receipt_already_exists", []string{"receiptNumber", "receiptId"}, Label{
		"Receipt Already Exists: this invoice already has a receipt.",
		"يوجد إيصال بالفعل لهذه الفاتورة."}},
	{"report_aggregation_needs_number", []string{"variable"}, Label{
		"Sum and average need a numeric variable.",
		"المجموع والمتوسط يحتاجان إلى متغير رقمي."}},
	{"report_invalid_date", nil, Label{
		"Enter a date as YYYY-MM-DD.",
		"أدخل تاريخًا بصيغة YYYY-MM-DD."}},
	{"report_invalid_number", nil, Label{
		"Enter a number.",
		"أدخل رقمًا."}},
	{"report_no_variables", nil, Label{
		"Choose at least one variable.",
		"اختر متغيرًا واحدًا على الأقل."}},
	{"report_variable_not_in_type", []string{"variable"}, Label{
		"This variable is not available in this type of report.",
		"هذا المتغير غير متاح في هذا النوع من التقارير."}},
	{"report_variable_not_tracked", []string{"variable"}, Label{
		"This variable is not tracked, so it cannot be filtered or summarised.",
		"هذا المتغير غير مسجَّل، فلا يمكن التصفية أو التجميع به."}},
	{"report_variables_incompatible", nil, Label{
		"These variables do not belong to one report: choose variables of related groups.",
		"هذه المتغيرات لا تجتمع في تقرير واحد؛ اختر متغيرات من مجموعات مترابطة."}},
	{"role_in_use", []string{"count"}, Label{
		"Users holding this role: {count}. Reassign them first.",
		"عدد المستخدمين الذين يحملون هذا الدور: {count}. انقلهم إلى دور آخر أولًا."}},
	{"role_not_held", []string{"keys"}, Label{
		"You can only give a role whose permissions your own role holds: {keys}",
		"لا يمكنك أن تسند إلا دورًا يملك دورك كل صلاحياته: {keys}"}},
	{"self_approval", nil, Label{
		"You cannot approve, reject or reimburse your own expense.",
		"لا يمكنك اعتماد مصروفك الشخصي أو رفضه أو تأكيد صرفه."}},
	{"self_deactivate", nil, Label{
		"You cannot deactivate or lock your own account.",
		"لا يمكنك إيقاف حسابك أو قفله بنفسك."}},
	{"too_many_attempts", []string{"seconds"}, Label{
		"Too many attempts. Try again in {seconds} seconds.",
		"محاولات كثيرة جدًا. حاول مرة أخرى بعد {seconds} ثانية."}},
	{"validation_amount_too_large", []string{"max"}, Label{
		"Amount must be at most {max}.",
		"يجب ألا يزيد المبلغ على {max}."}},
	{"validation_client_mismatch", nil, Label{
		"The receipt's client must be the invoice's client.",
		"يجب أن يكون عميل الإيصال هو عميل الفاتورة نفسه."}},
	{"validation_date_order", nil, Label{
		"The end date must be on or after the start date.",
		"يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده."}},
	{"validation_incomplete_item", []string{"line"}, Label{
		"Please complete all fields for item #{line}.",
		"يرجى استكمال جميع حقول البند رقم {line}."}},
	{"validation_invalid_aggregations", nil, Label{
		"Aggregations must be a list.",
		"يجب أن تكون التجميعات قائمة."}},
	{"validation_invalid_amount", nil, Label{
		"The amount is not valid.",
		"المبلغ غير صحيح."}},
	{"validation_invalid_body", nil, Label{
		"The request body must be a JSON object.",
		"يجب أن يكون محتوى الطلب كائن JSON."}},
	{"validation_invalid_change", nil, Label{
		"The change must be a whole number other than 0.",
		"يجب أن يكون مقدار التغيير عددًا صحيحًا لا يساوي صفرًا."}},
	{"validation_invalid_count", nil, Label{
		"The counted quantity must be a whole number of 0 or more.",
		"يجب أن تكون الكمية المعدودة عددًا صحيحًا يساوي صفرًا أو أكثر."}},
	{"validation_invalid_date", nil, Label{
		"The date is not valid.",
		"التاريخ غير صحيح."}},
	{"validation_invalid_day", nil, Label{
		"Day of week must be Sunday to Saturday.",
		"يجب أن يكون يوم الأسبوع من الأحد إلى السبت."}},
	{"validation_invalid_digits", nil, Label{
		"The digits must be arab or latn.",
		"يجب أن يكون نوع الأرقام arab أو latn."}},
	{"validation_invalid_employee", nil, Label{
		"Employee not found.",
		"الموظف غير موجود."}},
	{"validation_invalid_export_format", nil, Label{
		"The format must be pdf, excel or csv.",
		"يجب أن تكون الصيغة pdf أو excel أو csv."}},
	{"validation_invalid_file_extension", []string{"name"}, Label{
		"{name} is not a PDF, PNG, JPG or DOCX file.",
		"الملف {name} ليس من نوع PDF أو PNG أو JPG أو DOCX."}},
	{"validation_invalid_filters", nil, Label{
		"Filters must be a list.",
		"يجب أن تكون عوامل التصفية قائمة."}},
	{"validation_invalid_frequency", nil, Label{
		"Frequency must be daily, weekly or monthly.",
		"يجب أن يكون التكرار يوميًا أو أسبوعيًا أو شهريًا."}},
	{"validation_invalid_hours", []string{"max"}, Label{
		"Hours must be a number above 0 and at most {max}.",
		"يجب أن تكون الساعات رقمًا أكبر من صفر ولا يزيد على {max}."}},
	{"validation_invalid_idempotency_key", []string{"max"}, Label{
		"The Idempotency-Key header must be at most {max} characters.",
		"يجب ألا يزيد طول ترويسة Idempotency-Key على {max} حرفًا."}},
	{"validation_invalid_invoice", nil, Label{
		"Invoice not found or could not be loaded.",
		"الفاتورة غير موجودة أو تعذّر تحميلها."}},
	{"validation_invalid_item", []string{"line"}, Label{
		"The inventory item does not exist.",
		"صنف المخزون غير موجود."}},
	{"validation_invalid_items", nil, Label{
		"Items must be a list of lines.",
		"يجب أن تكون البنود قائمة."}},
	{"validation_invalid_line", nil, Label{
		"The line must be an object.",
		"صيغة البند غير صحيحة."}},
	{"validation_invalid_list", nil, Label{
		"Must be a list of entries.",
		"يجب أن تكون القيمة قائمة من العناصر."}},
	{"validation_invalid_locale", nil, Label{
		"The locale must be en-US or ar-EG.",
		"يجب أن تكون اللغة en-US أو ar-EG."}},
	{"validation_invalid_multiplier", []string{"max"}, Label{
		"The rate must be a multiplier from 1 to {max}.",
		"يجب أن يكون المعامل من 1 إلى {max}."}},
	{"validation_invalid_overtime_type", nil, Label{
		"Give a rate or a type: REGULAR, WEEKEND, HOLIDAY, NIGHT or NORMAL.",
		"حدّد المعامل أو نوع العمل الإضافي: عادي أو عطلة أسبوعية أو عطلة رسمية أو ليلي."}},
	{"validation_invalid_payment_method", []string{"methods"}, Label{
		"Payment method must be one of: {methods}.",
		"يجب أن تكون طريقة الدفع إحدى الطرق التالية: {methods}."}},
	{"validation_invalid_period", nil, Label{
		"The period must be a month, YYYY-MM.",
		"يجب أن تكون الفترة شهرًا بالصيغة YYYY-MM."}},
	{"validation_invalid_price", nil, Label{
		"Unit price must be a number of 0 or more.",
		"يجب أن يكون سعر الوحدة رقمًا يساوي صفرًا أو أكثر."}},
	{"validation_invalid_quantity", nil, Label{
		"Quantity must be a number greater than 0.",
		"يجب أن تكون الكمية رقمًا أكبر من صفر."}},
	{"validation_invalid_report_type", nil, Label{
		"Unknown report type.",
		"نوع التقرير غير معروف."}},
	{"validation_invalid_schedule", nil, Label{
		"Schedule must be an object with frequency, dayOfWeek and time.",
		"يجب أن يحدد الجدول التكرار ويوم الأسبوع والوقت."}},
	{"validation_invalid_tags", nil, Label{
		"Tags must be a list of text values.",
		"يجب أن تكون الوسوم قائمة من النصوص."}},
	{"validation_invalid_time", nil, Label{
		"Time must be HH:MM (24-hour).",
		"يجب أن يكون الوقت بصيغة HH:MM (نظام ٢٤ ساعة)."}},
	{"validation_invalid_variables", nil, Label{
		"Variables must be a list of variable names.",
		"يجب أن تكون المتغيرات قائمة بأسماء المتغيرات."}},
	{"validation_invalid_vat_rate", nil, Label{
		"VAT rate must be one of the configured rates.",
		"يجب أن تكون نسبة الضريبة إحدى النسب المحددة في الإعدادات."}},
	{"validation_invalid_warehouse", nil, Label{
		"The item is not stocked in this warehouse.",
		"الصنف غير مخزّن في هذا المستودع."}},
	{"validation_invoice_fixed", nil, Label{
		"The invoice of a receipt cannot be changed.",
		"لا يمكن تغيير فاتورة الإيصال."}},
	{"validation_lines_locked", nil, Label{
		"The lines of this document can no longer be changed.",
		"لم يعد من الممكن تغيير بنود هذا المستند."}},
	{"validation_max_below_min", nil, Label{
		"Maximum quantity must not be below the minimum quantity.",
		"يجب ألا تقل الكمية القصوى عن الكمية الدنيا."}},
	{"validation_not_in_source", []string{"line"}, Label{
		"The item of line {line} is not available in the source warehouse.",
		"صنف البند رقم {line} غير متاح في المستودع المصدر."}},
	{"validation_required", nil, Label{
		"This field is required.",
		"هذا الحقل مطلوب."}},
	{"validation_same_warehouse", nil, Label{
		"Source and destination warehouses cannot be the same.",
		"لا يمكن أن يكون المستودع المصدر والمستودع الوجهة واحدًا."}},
	{"validation_self_manager", nil, Label{
		"An employee cannot be their own manager.",
		"لا يمكن أن يكون الموظف مديرًا لنفسه."}},
	{"validation_too_long", []string{"max"}, Label{
		"This must be at most {max} characters.",
		"يجب ألا يزيد طول هذا الحقل على {max} حرفًا."}},
	{"validation_too_many_entries", []string{"max"}, Label{
		"At most {max} entries.",
		"الحد الأقصى {max} إدخالًا."}},
	{"validation_unknown_function", nil, Label{
		"Unknown aggregation function.",
		"دالة التجميع غير معروفة."}},
	{"validation_unknown_operator", nil, Label{
		"Unknown filter operator.",
		"عامل التصفية غير معروف."}},
	{"validation_unknown_variable", nil, Label{
		"Unknown report variable.",
		"متغير التقرير غير معروف."}},
	{"validation_whole_quantity", nil, Label{
		"The quantity of an inventory item must be a whole number greater than 0.",
		"يجب أن تكون كمية صنف المخزون عددًا صحيحًا أكبر من صفر."}},
	{"warehouse_capacity_exceeded", []string{"warehouse", "warehouseId", "capacity", "occupancy", "requested", "free"}, Label{
		"Not enough room in {warehouse}: {free} of {capacity} units free, {requested} needed.",
		"لا توجد سعة كافية في {warehouse}: المتاح {free} من {capacity} وحدة، والمطلوب {requested}."}},
	{"warehouse_holds_stock", []string{"quantity", "items"}, Label{
		"This warehouse still holds {quantity} units of {items} items: move or adjust them first.",
		"لا يزال هذا المستودع يحتوي على {quantity} وحدة من {items} صنفًا؛ انقلها أو عدّلها أولًا."}},
	{"warehouse_in_use", []string{"purchaseRequests", "transfers"}, Label{
		"Named by {purchaseRequests} requests and {transfers} transfers: mark it inactive instead.",
		"يرتبط بهذا المستودع {purchaseRequests} طلب شراء و{transfers} تحويل مخزون؛ اجعله غير نشط بدلًا من حذفه."}},
}

// RefusalByCode returns the catalogue entry of code.
func RefusalByCode(code string) (Refusal, bool) {
	for _, r := range Refusals {
		if r.Code == code {
			return r, true
		}
	}
	return Refusal{}, false
}

// CoreRefusals are the field validation codes of PocketBase itself that the product's forms can meet (a
// length, a range, a format, a unique value): catalogued beside the server's own codes, so a client
// translates them by code instead of showing PocketBase's English text.
var CoreRefusals = []Refusal{
	{"validation_invalid_url", nil, Label{
		"Enter a valid web address.",
		"أدخل عنوان ويب صحيحًا."}},
	{"validation_invalid_value", []string{"value"}, Label{
		"{value} is not one of the allowed values.",
		"القيمة {value} ليست من القيم المسموح بها."}},
	{"validation_is_email", nil, Label{
		"Enter a valid e-mail address.",
		"أدخل بريدًا إلكترونيًا صحيحًا."}},
	{"validation_max_number_constraint", []string{"max"}, Label{
		"Must be at most {max, number}.",
		"يجب ألا تزيد القيمة على {max, number}."}},
	{"validation_max_text_constraint", []string{"max"}, Label{
		"Must be at most {max, number} characters.",
		"يجب ألا يزيد النص على {max, number} حرفًا."}},
	{"validation_min_number_constraint", []string{"min"}, Label{
		"Must be at least {min, number}.",
		"يجب ألا تقل القيمة عن {min, number}."}},
	{"validation_min_text_constraint", []string{"min"}, Label{
		"Must be at least {min, number} characters.",
		"يجب ألا يقل النص عن {min, number} حرفًا."}},
	{"validation_missing_rel_records", nil, Label{
		"The linked record no longer exists.",
		"السجل المرتبط لم يعد موجودًا."}},
	{"validation_not_a_number", nil, Label{
		"Enter a number.",
		"أدخل رقمًا."}},
	{"validation_not_unique", nil, Label{
		"This value is already used by another record.",
		"هذه القيمة مستخدمة في سجل آخر."}},
	{"validation_only_int_constraint", nil, Label{
		"Enter a whole number.",
		"أدخل عددًا صحيحًا."}},
}

// AllRefusals are the server's own refusal codes and PocketBase's, in code order: what clients translate.
func AllRefusals() []Refusal {
	all := append(append([]Refusal{}, Refusals...), CoreRefusals...)
	slices.SortFunc(all, func(a, b Refusal) int { return strings.Compare(a.Code, b.Code) })
	return all
}
