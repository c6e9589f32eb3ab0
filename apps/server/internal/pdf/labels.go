package pdf

// label is one printed text in English and Arabic. Arabic texts avoid a tanwin before the final alif
// (they write it after: جزئياً), the spelling that PDF text extraction keeps in order.
type label struct{ en, ar string }

func (l label) in(arabic bool) string {
	if arabic {
		return l.ar
	}
	return l.en
}

var labels = map[string]label{
	"invoice":       {"Invoice", "فاتورة"},
	"receipt":       {"Receipt", "إيصال"},
	"quotation":     {"Quotation", "عرض سعر"},
	"number":        {"Number", "الرقم"},
	"issueDate":     {"Issue date", "تاريخ الإصدار"},
	"dueDate":       {"Due date", "تاريخ الاستحقاق"},
	"validUntil":    {"Valid until", "صالح حتى"},
	"status":        {"Status", "الحالة"},
	"paymentMethod": {"Payment method", "طريقة الدفع"},
	"invoiceNumber": {"Invoice", "الفاتورة"},
	"client":        {"Client", "العميل"},
	"receivedFrom":  {"Received from", "استلمنا من"},
	"preparedFor":   {"Prepared for", "مقدم إلى"},
	"lineNo":        {"#", "م"},
	"description":   {"Description", "الوصف"},
	"sku":           {"SKU", "رمز الصنف"},
	"quantity":      {"Qty", "الكمية"},
	"unitPrice":     {"Unit price", "سعر الوحدة"},
	"amount":        {"Amount", "المبلغ"},
	"subtotal":      {"Subtotal", "الإجمالي قبل الضريبة"},
	"vat":           {"VAT", "ضريبة القيمة المضافة"},
	"total":         {"Total", "الإجمالي"},
	"amountPaid":    {"Amount paid", "المدفوع"},
	"remaining":     {"Remaining", "المتبقي"},
	"amountInWords": {"Amount in words", "المبلغ بالحروف"},
	"notes":         {"Notes", "ملاحظات"},
	"phone":         {"Phone", "هاتف"},
	"email":         {"Email", "البريد الإلكتروني"},
	"website":       {"Website", "الموقع الإلكتروني"},
	"vatNumber":     {"VAT registration no.", "رقم التسجيل الضريبي"},
	"currency":      {"EGP", "ج.م"},
	"amountsIn":     {"Amounts in Egyptian pounds (EGP)", "المبالغ بالجنيه المصري"},
	"page":          {"Page", "صفحة"},
	"of":            {"of", "من"},
}

// statuses are the printed names of invoice and quotation states.
var statuses = map[string]label{
	"Draft":          {"Draft", "مسودة"},
	"Pending":        {"Pending", "بانتظار السداد"},
	"Partially Paid": {"Partially paid", "مسددة جزئياً"},
	"Paid":           {"Paid", "مسددة"},
	"Cancelled":      {"Cancelled", "ملغاة"},
	"DRAFT":          {"Draft", "مسودة"},
	"SENT":           {"Sent", "مرسل"},
	"ACCEPTED":       {"Accepted", "مقبول"},
	"REJECTED":       {"Rejected", "مرفوض"},
	"EXPIRED":        {"Expired", "منتهي الصلاحية"},
}

// paymentMethods are the printed names of the specification's payment methods.
var paymentMethods = map[string]label{
	"Cash":           {"Cash", "نقداً"},
	"Credit Card":    {"Credit card", "بطاقة ائتمان"},
	"Bank Transfer":  {"Bank transfer", "تحويل بنكي"},
	"Check":          {"Check", "شيك"},
	"Debit Card":     {"Debit card", "بطاقة خصم مباشر"},
	"Online Payment": {"Online payment", "دفع إلكتروني"},
	"Wire Transfer":  {"Wire transfer", "حوالة مصرفية"},
	"Corporate Card": {"Corporate card", "بطاقة الشركة"},
	"Other":          {"Other", "أخرى"},
}

// named returns the printed name of value from names, or value itself when it is not listed.
func named(names map[string]label, value string, arabic bool) string {
	if l, ok := names[value]; ok {
		return l.in(arabic)
	}
	return value
}
