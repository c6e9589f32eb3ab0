package pdf

import (
	"strings"

	"erp/server/internal/schema"
)

// label is one printed text in English and Arabic. Arabic texts avoid a tanwin before the final alif
// (they write it after: جزئياً), the spelling that PDF text extraction keeps in order. The names of
// statuses and payment methods come from internal/schema (enumLabel).
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

// enumLabel is the printed name of a select value: its label from internal/schema, or the value itself
// when it has none. Arabic labels are printed with the tanwin after the final alif.
func enumLabel(collection, field, value string, arabic bool) string {
	l, ok := schema.EnumLabel(collection, field, value)
	if !ok {
		return value
	}
	if arabic {
		return tanwinAfterAlif(l.Ar)
	}
	return l.En
}

// tanwinAfterAlif moves a tanwin fath written on the letter before a final alif (جزئيًا) to after the alif
// (جزئياً), the spelling that PDF text extraction keeps in order.
func tanwinAfterAlif(s string) string {
	return strings.ReplaceAll(s, "\u064Bا", "ا\u064B")
}
