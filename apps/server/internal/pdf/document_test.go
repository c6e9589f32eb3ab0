package pdf

import (
	"bytes"
	"encoding/base64"
	"regexp"
	"strings"
	"testing"
	"time"
)

// sampleInvoice is an invoice from an Arabic company to a client with an Arabic name: one inventory
// line (Latin SKU, Arabic description) and one mixed Arabic/English custom line.
func sampleInvoice(locale string) *Document {
	company := Company{Name: "Nile Trading Co.", Address: "90 Street, New Cairo, Egypt", Phone: "+20 2 2345 6789",
		Email: "info@nile.example", Website: "https://nile.example", VATNumber: "123-456-789"}
	client := Party{Name: "Delta Foods", Company: "Delta Foods S.A.E.", Email: "orders@delta.example", Phone: "+20 100 555 0101"}
	if locale == Arabic {
		company.Name, company.Address = "شركة النيل للتجارة", "شارع التسعين، القاهرة الجديدة، مصر"
		client.Name = "شركة الدلتا للأغذية"
	}
	return &Document{
		Kind: Invoice, Locale: locale, DateFormat: "DD/MM/YYYY",
		Number: "INV-2026-000123", Status: "Partially Paid",
		IssueDate: time.Date(2026, 3, 5, 0, 0, 0, 0, time.UTC), DueDate: time.Date(2026, 4, 4, 0, 0, 0, 0, time.UTC),
		Company: company, Client: client,
		Lines: []Line{
			{Description: "أنابيب صلب مجلفنة", SKU: "NILE-STEEL-PIPE-0007", QtyMilli: 3000, UnitPrice: 3333, Total: 9999},
			{Description: "Delivery خدمة توصيل", QtyMilli: 1500, UnitPrice: 100000, Total: 150000},
		},
		VATRate: 14, Subtotal: 159999, VAT: 22400, Total: 182399, AmountPaid: 50000, Remaining: 132399,
		Notes: "Payment within 30 days.", Footer: "Thank you for your business.",
	}
}

func render(t *testing.T, doc *Document) string {
	t.Helper()
	html, err := HTML(doc)
	if err != nil {
		t.Fatal(err)
	}
	return string(html)
}

func mustContain(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%s: missing %q in\n%s", what, w, text)
		}
	}
}

func TestHTMLArabicInvoice(t *testing.T) {
	html := render(t, sampleInvoice(Arabic))
	mustContain(t, "arabic", html,
		`<html lang="ar-EG" dir="rtl">`,
		`font-family: "Noto Naskh Arabic", "Noto Sans", sans-serif;`,
		"<h1>فاتورة</h1>",
		`<bdi dir="ltr">INV-2026-000123</bdi>`,
		`<bdi dir="ltr">NILE-STEEL-PIPE-0007</bdi>`,
		`<bdi dir="ltr">info@nile.example</bdi>`,
		"<bdi>شركة الدلتا للأغذية</bdi>",
		"<bdi>أنابيب صلب مجلفنة</bdi>",
		// Arabic-Indic digits and separators, dates in the settings' order.
		`<bdi dir="ltr">٩٩٫٩٩</bdi>`, `<bdi dir="ltr">١٬٥٠٠٫٠٠</bdi>`, `<bdi dir="ltr">١٫٥</bdi>`,
		`<bdi dir="ltr">١٬٨٢٣٫٩٩</bdi> ج.م`, `<bdi dir="ltr">٠٥/٠٣/٢٠٢٦</bdi>`, `<bdi dir="ltr">٠٤/٠٤/٢٠٢٦</bdi>`,
		"ضريبة القيمة المضافة (١٤٪)",
		"<bdi>مسددة جزئياً</bdi>",
		"counter(page, arabic-indic)",
		"فقط ألف وثمانمائة وثلاثة وعشرون جنيهاً مصرياً وتسعة وتسعون قرشاً لا غير",
		"المدفوع", "المتبقي", "رقم التسجيل الضريبي",
	)
	if strings.Contains(html, "1,823.99") {
		t.Error("an Arabic document writes its amounts with Arabic-Indic digits")
	}
}

func TestHTMLEnglishInvoice(t *testing.T) {
	html := render(t, sampleInvoice(English))
	mustContain(t, "english", html,
		`<html lang="en-US" dir="ltr">`,
		`font-family: "Noto Sans", "Noto Naskh Arabic", sans-serif;`,
		"<h1>Invoice</h1>", `<bdi dir="ltr">1,823.99</bdi> EGP`, `<bdi dir="ltr">05/03/2026</bdi>`,
		"VAT (14%)", "<bdi>Partially paid</bdi>", "counter(page, decimal)",
		"One thousand eight hundred twenty-three Egyptian pounds and ninety-nine piastres only",
		"<bdi>أنابيب صلب مجلفنة</bdi>", "Amount paid", "Remaining",
	)
}

func TestHTMLLatinDigitsAndDateFormat(t *testing.T) {
	doc := sampleInvoice(Arabic)
	doc.LatinDigits, doc.DateFormat = true, "YYYY-MM-DD"
	html := render(t, doc)
	mustContain(t, "latin digits", html, `<bdi dir="ltr">1,823.99</bdi> ج.م`, `<bdi dir="ltr">2026-03-05</bdi>`,
		"(14%)", "counter(page, decimal)", `dir="rtl"`)
	if strings.Contains(html, "١٬٨٢٣") {
		t.Error("Latin digits were asked for")
	}
}

func TestHTMLReceiptAndQuotation(t *testing.T) {
	r := sampleInvoice(Arabic)
	r.Kind, r.Number, r.PaymentMethod, r.InvoiceNumber = Receipt, "REC-2026-000007", "Bank Transfer", "INV-2026-000123"
	html := render(t, r)
	mustContain(t, "receipt", html, "<h1>إيصال</h1>", "استلمنا من", "<bdi>تحويل بنكي</bdi>",
		`<bdi dir="ltr">INV-2026-000123</bdi>`, `<bdi dir="ltr">REC-2026-000007</bdi>`)
	for _, absent := range []string{"المدفوع", "المتبقي", "تاريخ الاستحقاق", "الحالة"} {
		if strings.Contains(html, absent) {
			t.Errorf("a receipt shows no %q", absent)
		}
	}

	q := sampleInvoice(English)
	q.Kind, q.Number, q.Status, q.ValidUntil = Quotation, "QUO-2026-000042", "SENT", time.Date(2026, 3, 31, 0, 0, 0, 0, time.UTC)
	q.DueDate = time.Time{}
	html = render(t, q)
	mustContain(t, "quotation", html, "<h1>Quotation</h1>", "Prepared for", "Valid until", `<bdi dir="ltr">31/03/2026</bdi>`,
		"<bdi>Sent</bdi>", `<bdi dir="ltr">QUO-2026-000042</bdi>`)
	if strings.Contains(html, "Amount paid") || strings.Contains(html, "Due date") {
		t.Error("a quotation shows no payment state")
	}
}

// Only logical CSS: the same stylesheet lays out both directions.
func TestHTMLUsesLogicalCSSOnly(t *testing.T) {
	html := render(t, sampleInvoice(Arabic))
	css := html[strings.Index(html, "<style>"):strings.Index(html, "</style>")]
	if m := regexp.MustCompile(`(?i)\b(left|right)\b|-(left|right)\b|\b(top|bottom)\s*:|(margin|padding|border)-(top|bottom)`).FindString(css); m != "" {
		t.Errorf("physical CSS %q in\n%s", m, css)
	}
	if strings.Contains(html, " style=") {
		t.Error("inline style attributes escape the logical-CSS check")
	}
}

// The page is self-contained: no script, no external resource, a policy that forbids both.
func TestHTMLSelfContainedAndEscaped(t *testing.T) {
	doc := sampleInvoice(English)
	doc.Client.Name = `<script>alert(1)</script><img src="https://evil.example/x.png">`
	doc.Notes = "Line one\n<b>two</b>"
	html := render(t, doc)
	if strings.Contains(html, "<script") || strings.Contains(html, "<img src=\"https") || strings.Contains(html, "<b>two") {
		t.Errorf("user data not escaped:\n%s", html)
	}
	mustContain(t, "escaped", html, "&lt;script&gt;", `content="default-src 'none'; img-src data:; style-src 'unsafe-inline'"`)
	if regexp.MustCompile(`(?i)(src|href)="(https?:|//|file:)`).MatchString(html) {
		t.Error("the page refers to an external resource")
	}
}

func TestHTMLLogo(t *testing.T) {
	png, _ := base64.StdEncoding.DecodeString("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")
	doc := sampleInvoice(Arabic)
	doc.Company.Logo = png
	mustContain(t, "logo", render(t, doc), `<img class="logo" src="data:image/png;base64,iVBORw0KGgo`)

	doc.Company.Logo = []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
	if html := render(t, doc); strings.Contains(html, "<img") {
		t.Error("an SVG logo is left out")
	}
	doc.Company.Logo = nil
	if html := render(t, doc); strings.Contains(html, "<img") {
		t.Error("no logo, no image")
	}
}

func TestHTMLSKUColumnOnlyForInventoryLines(t *testing.T) {
	doc := sampleInvoice(English)
	doc.Lines = doc.Lines[1:]
	if html := render(t, doc); strings.Contains(html, "<th>SKU</th>") {
		t.Error("no inventory line, no SKU column")
	}
	doc = sampleInvoice(English)
	if html := render(t, doc); !strings.Contains(html, "<th>SKU</th>") {
		t.Error("an inventory line shows the SKU column")
	}
}

func TestHTMLRefusesUnknownLocaleAndKind(t *testing.T) {
	doc := sampleInvoice(English)
	doc.Locale = "fr-FR"
	if _, err := HTML(doc); err == nil {
		t.Error("fr-FR accepted")
	}
	doc = sampleInvoice(English)
	doc.Kind = "bill"
	if _, err := HTML(doc); err == nil {
		t.Error("bill accepted")
	}
}

func TestFormat(t *testing.T) {
	ar, en := newFormat(Arabic, false, ""), newFormat(English, false, "MM/DD/YYYY")
	cases := []struct{ got, want string }{
		{en.Money(0), "0.00"}, {en.Money(5), "0.05"}, {en.Money(123456789), "1,234,567.89"}, {en.Money(-150), "-1.50"},
		{ar.Money(123456789), "١٬٢٣٤٬٥٦٧٫٨٩"}, {ar.Money(100000), "١٬٠٠٠٫٠٠"},
		{en.Quantity(3000), "3"}, {en.Quantity(1500), "1.5"}, {en.Quantity(1125), "1.125"}, {en.Quantity(5), "0.005"},
		{en.Quantity(1000000), "1,000"}, {ar.Quantity(2500), "٢٫٥"},
		{en.Percent(14), "14%"}, {en.Percent(2.5), "2.5%"}, {ar.Percent(5), "٥٪"},
		{en.Date(time.Date(2026, 3, 5, 22, 0, 0, 0, time.UTC)), "03/05/2026"}, {ar.Date(time.Date(2026, 12, 31, 0, 0, 0, 0, time.UTC)), "٣١/١٢/٢٠٢٦"},
		{en.Date(time.Time{}), ""},
		{newFormat(Arabic, true, "YYYY-MM-DD").Money(100000), "1,000.00"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: %q, want %q", i, c.got, c.want)
		}
	}
}

func TestDataURIKeepsOnlyRasterImages(t *testing.T) {
	jpeg := append([]byte{0xff, 0xd8, 0xff, 0xe0}, bytes.Repeat([]byte{0}, 16)...)
	if uri := dataURI(jpeg); !strings.HasPrefix(uri, "data:image/jpeg;base64,") {
		t.Errorf("jpeg: %q", uri)
	}
	if uri := dataURI([]byte("%PDF-1.4")); uri != "" {
		t.Errorf("pdf: %q", uri)
	}
}

// The names of statuses and methods come from internal/schema; Arabic ones print with the tanwin after the
// final alif, and a value without a label prints as stored.
func TestEnumLabels(t *testing.T) {
	cases := []struct {
		collection, field, value string
		arabic                   bool
		want                     string
	}{
		{"invoices", "status", "Partially Paid", false, "Partially paid"},
		{"invoices", "status", "Partially Paid", true, "مسددة جزئياً"},
		{"receipts", "paymentMethod", "Cash", true, "نقداً"},
		{"receipts", "paymentMethod", "Bank Transfer", false, "Bank Transfer"},
		{"quotations", "status", "SENT", false, "Sent"},
		{"quotations", "status", "UNKNOWN", true, "UNKNOWN"},
	}
	for _, c := range cases {
		if got := enumLabel(c.collection, c.field, c.value, c.arabic); got != c.want {
			t.Errorf("%s.%s %q (arabic %v) = %q, want %q", c.collection, c.field, c.value, c.arabic, got, c.want)
		}
	}
}
