package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/pdf"
	"erp/server/internal/pdf/pdftest"
	"erp/server/internal/testutil"
)

// printedText prints through the route with the real Chromium and extracts the text with pdftotext.
func printedText(t *testing.T, env *testutil.Env, path string, user *core.Record, headers map[string]string) (raw, text string) {
	t.Helper()
	rec := getPDF(env, t, path, user, headers)
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "application/pdf" {
		t.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
	}
	raw = pdftest.Text(t, rec.Body.Bytes(), false)
	return raw, pdftest.Compact(raw)
}

// realChromium is the installed Chromium; the test fails in CI and is skipped elsewhere without it.
func realChromium(t *testing.T) string {
	t.Helper()
	pdftest.Require(t, "pdftotext")
	return pdftest.Require(t, pdf.ChromiumPath())
}

// appearsInOrder checks that phrases occur in text one after another.
func appearsInOrder(t *testing.T, raw, text string, phrases ...string) {
	t.Helper()
	at := 0
	for _, p := range phrases {
		p = pdftest.Compact(p)
		i := strings.Index(text[at:], p)
		if i < 0 {
			t.Errorf("%q not found after offset %d of the extracted text:\n%s", p, at, raw)
			return
		}
		at += i + len(p)
	}
}

func TestDocumentPDFArabicInvoiceText(t *testing.T) {
	env := pdfEnv(t, realChromium(t))
	f := newPrintFixtures(t, env)
	raw, text := printedText(t, env, pdfPath("invoices", f.invoice.Id), f.clerk, map[string]string{"Accept-Language": "ar-EG,ar;q=0.9"})

	for _, phrase := range []string{"شركة النيل للتجارة", "شركة الدلتا للأغذية", "أنابيب صلب مجلفنة", "الإجمالي قبل الضريبة"} {
		appearsInOrder(t, raw, text, phrase)
		for _, wrong := range []string{pdftest.Compact(pdftest.Reverse(phrase)), pdftest.Compact(pdftest.ReverseWords(phrase))} {
			if strings.Contains(text, wrong) {
				t.Errorf("%q comes out reversed as %q:\n%s", phrase, wrong, raw)
			}
		}
	}
	appearsInOrder(t, raw, text, "شركة النيل للتجارة", "رقم التسجيل الضريبي", "100-200-300", "فاتورة", "INV-2026-000001")
	appearsInOrder(t, raw, text, "العميل", "شركة الدلتا للأغذية")
	appearsInOrder(t, raw, text, "أنابيب صلب مجلفنة", "NILE-STEEL-PIPE-0001", "خدمة توصيل")
	appearsInOrder(t, raw, text, "الإجمالي قبل الضريبة", "٤٤٩٫٩٩", "٦٣٫٠٠", "الإجمالي", "٥١٢٫٩٩", "المدفوع", "١٠٠٫٠٠", "المتبقي", "٤١٢٫٩٩")
	appearsInOrder(t, raw, text, "المبلغ بالحروف", "فقط خمسمائة واثنا عشر جنيهاً مصرياً وتسعة وتسعون قرشاً لا غير")
	appearsInOrder(t, raw, text, "شكراً لتعاملكم معنا.")
	if strings.Contains(text, "512.99") || strings.Contains(text, pdftest.Compact("Nile Trading")) {
		t.Errorf("English company name or Latin amounts in the Arabic document:\n%s", raw)
	}
}

func TestDocumentPDFEnglishInvoiceText(t *testing.T) {
	env := pdfEnv(t, realChromium(t))
	f := newPrintFixtures(t, env)
	raw, text := printedText(t, env, pdfPath("invoices", f.invoice.Id), f.clerk, map[string]string{"Accept-Language": "en-US,en;q=0.9"})

	appearsInOrder(t, raw, text, "Nile Trading Co.", "90 Street, New Cairo, Egypt", "VAT registration no.: 100-200-300", "Invoice", "INV-2026-000001")
	appearsInOrder(t, raw, text, "Client", "Delta Foods")
	appearsInOrder(t, raw, text, "Issue date", "05/03/2026", "Due date", "04/04/2026", "Status", "Partially paid")
	appearsInOrder(t, raw, text, "أنابيب صلب مجلفنة", "NILE-STEEL-PIPE-0001")
	appearsInOrder(t, raw, text, "Subtotal", "449.99 EGP", "VAT (14%)", "63.00 EGP", "Total", "512.99 EGP",
		"Amount paid", "100.00 EGP", "Remaining", "412.99 EGP")
	appearsInOrder(t, raw, text, "Amount in words", "Five hundred twelve Egyptian pounds and ninety-nine piastres only")
	appearsInOrder(t, raw, text, "Deliver to gate 3.", "Thank you for your business.", "INV-2026-000001 Page 1 of 1")
}

func TestDocumentPDFArabicReceiptText(t *testing.T) {
	env := pdfEnv(t, realChromium(t))
	f := newPrintFixtures(t, env)
	status, _, body := env.Act(t, f.clerk, "invoices/"+f.invoice.Id+"/receipt", map[string]any{"paymentMethod": "Bank Transfer"}, nil)
	if status != 200 {
		t.Fatalf("receipt: %d %s", status, body)
	}
	receipt := testutil.Reload(t, env.App, f.invoice).GetString("receipt")
	raw, text := printedText(t, env, pdfPath("receipts", receipt)+"?locale=ar-EG", f.clerk, nil)
	appearsInOrder(t, raw, text, "إيصال", "REC-2026-000001")
	appearsInOrder(t, raw, text, "استلمنا من", "شركة الدلتا للأغذية")
	appearsInOrder(t, raw, text, "طريقة الدفع", "تحويل بنكي", "الفاتورة", "INV-2026-000001")
	appearsInOrder(t, raw, text, "الإجمالي", "٥١٢٫٩٩", "فقط خمسمائة واثنا عشر جنيهاً مصرياً وتسعة وتسعون قرشاً لا غير")
}
