package hooks_test

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tools/types"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"erp/server/internal/amountwords"
	"erp/server/internal/testutil"
)

// htmlEcho stands in for Chromium in the route tests: its "PDF" is a PDF header followed by the HTML
// page it was given, so a test can read what would have been printed without printing it.
const htmlEcho = `#!/bin/sh
for a in "$@"; do
  case "$a" in
    --print-to-pdf=*) out="${a#--print-to-pdf=}" ;;
    file://*) in="${a#file://}" ;;
  esac
done
{ printf '%%PDF-1.4\n'; cat "$in"; } > "$out"
`

// pdfEnv is a test app whose route prints with chromium (a path, or a script body written to a file).
func pdfEnv(t *testing.T, chromium string) *testutil.Env {
	t.Helper()
	if strings.HasPrefix(chromium, "#!") {
		path := filepath.Join(t.TempDir(), "chromium")
		if err := os.WriteFile(path, []byte(chromium), 0o755); err != nil {
			t.Fatal(err)
		}
		chromium = path
	}
	t.Setenv("ERP_CHROMIUM", chromium)
	return testutil.NewEnv(t)
}

// printFixtures is an issued, partly paid invoice of an Egyptian company to a client with an Arabic
// name: an inventory line (English SKU, Arabic description) and a mixed Arabic/English custom line.
type printFixtures struct {
	client, item, invoice *core.Record
	clerk                 *core.Record // view:invoices, edit:invoices, create:receipts, view:receipts, view:quotations
}

func newPrintFixtures(t *testing.T, env *testutil.Env) *printFixtures {
	t.Helper()
	testutil.UpdateSettings(t, env.App, map[string]any{
		"companyName": "Nile Trading Co.", "companyNameAr": "شركة النيل للتجارة",
		"address": "90 Street, New Cairo, Egypt", "addressAr": "شارع التسعين، القاهرة الجديدة، مصر",
		"vatRegistrationNumber": "100-200-300", "dateFormat": "DD/MM/YYYY",
		"invoiceFooter": "Thank you for your business.", "invoiceFooterAr": "شكراً لتعاملكم معنا.",
	})
	f := &printFixtures{}
	f.client = env.Save(t, "clients", map[string]any{"name": "Delta Foods", "nameAr": "شركة الدلتا للأغذية",
		"type": "business", "status": "active", "email": "orders@delta.example"})
	warehouse := env.Save(t, "warehouses", map[string]any{"name": "Cairo", "capacity": 1000, "isActive": true})
	f.item = env.Save(t, "inventory_items", map[string]any{"name": "Steel pipe", "warehouse": warehouse.Id, "quantity": 50, "unitPrice": 120})
	f.invoice = env.Save(t, "invoices", map[string]any{
		"client": f.client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": 14, "notes": "Deliver to gate 3.",
		"items": []map[string]any{
			{"item": f.item.Id, "warehouse": warehouse.Id, "description": "أنابيب صلب مجلفنة", "quantity": 3, "unitPrice": 33.33},
			{"description": "Delivery خدمة توصيل", "quantity": 1, "unitPrice": 350},
		},
	})
	f.clerk = env.UserWithKeys(t, "view:invoices", "edit:invoices", "create:receipts", "view:receipts", "view:quotations")
	if status, _, raw := env.Act(t, f.clerk, "invoices/"+f.invoice.Id+"/issue", nil, nil); status != 200 {
		t.Fatalf("issue: %d %s", status, raw)
	}
	if status, _, raw := env.Act(t, f.clerk, "invoices/"+f.invoice.Id+"/payments", map[string]any{"amount": 100, "method": "Cash"}, nil); status != 200 {
		t.Fatalf("payment: %d %s", status, raw)
	}
	f.invoice = testutil.Reload(t, env.App, f.invoice)
	if f.item.GetString("sku") != "NILE-STEEL-PIPE-0001" || f.invoice.GetString("invoiceNumber") != "INV-2026-000001" ||
		f.invoice.GetFloat("total") != 512.99 || f.invoice.GetString("status") != "Partially Paid" {
		t.Fatalf("fixtures: sku %s, invoice %v", f.item.GetString("sku"), f.invoice.PublicExport())
	}
	return f
}

// getPDF sends GET path as user (nil = guest) with extra headers.
func getPDF(env *testutil.Env, t *testing.T, path string, user *core.Record, headers map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	if user != nil {
		req.Header.Set("Authorization", testutil.Token(t, user))
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	env.Handler.ServeHTTP(rec, req)
	return rec
}

func pdfPath(collection, id string) string { return "/api/erp/" + collection + "/" + id + "/pdf" }

// printedHTML returns the page an htmlEcho "PDF" carries, failing unless the answer is a PDF.
func printedHTML(t *testing.T, rec *httptest.ResponseRecorder) string {
	t.Helper()
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "application/pdf" || !strings.HasPrefix(rec.Body.String(), "%PDF-") {
		t.Fatalf("want a PDF, got %d %s %.300s", rec.Code, rec.Header().Get("Content-Type"), rec.Body.String())
	}
	return rec.Body.String()
}

func fieldCode(t *testing.T, body []byte, field string) string {
	t.Helper()
	var out struct {
		Data map[string]struct {
			Code string `json:"code"`
		} `json:"data"`
	}
	_ = json.Unmarshal(body, &out)
	return out.Data[field].Code
}

func TestDocumentPDFRouteAccess(t *testing.T) {
	env := pdfEnv(t, htmlEcho)
	f := newPrintFixtures(t, env)
	path := pdfPath("invoices", f.invoice.Id)

	if rec := getPDF(env, t, path, nil, nil); rec.Code != http.StatusUnauthorized {
		t.Errorf("guest: %d %s", rec.Code, rec.Body)
	}
	noView := env.UserWithKeys(t, testutil.AllKeysExcept("view:invoices")...)
	rec := getPDF(env, t, path, noView, nil)
	if rec.Code != http.StatusForbidden || fieldCode(t, rec.Body.Bytes(), "permission") != "permission_required" ||
		!strings.Contains(rec.Body.String(), "view:invoices") {
		t.Errorf("without view:invoices: %d %s", rec.Code, rec.Body)
	}
	// view:receipts does not open invoices, and the other way round.
	if rec := getPDF(env, t, pdfPath("quotations", f.invoice.Id), env.UserWithKeys(t, "view:invoices"), nil); rec.Code != http.StatusForbidden {
		t.Errorf("quotation route with view:invoices only: %d", rec.Code)
	}
	for _, p := range []string{pdfPath("invoices", "missing000000000"), pdfPath("bills", f.invoice.Id), pdfPath("clients", f.client.Id),
		pdfPath("receipts", f.invoice.Id)} {
		if rec := getPDF(env, t, p, f.clerk, nil); rec.Code != http.StatusNotFound {
			t.Errorf("%s: %d %s", p, rec.Code, rec.Body)
		}
	}

	// The record must pass the collection's ViewRule, not only the key: narrowed here to drafts.
	col, err := env.App.FindCollectionByNameOrId("invoices")
	if err != nil {
		t.Fatal(err)
	}
	col.ViewRule = types.Pointer(*col.ViewRule + ` && status = "Draft"`)
	if err := env.App.Save(col); err != nil {
		t.Fatal(err)
	}
	if rec := getPDF(env, t, path, f.clerk, nil); rec.Code != http.StatusNotFound {
		t.Errorf("invoice hidden by the view rule: %d %s", rec.Code, rec.Body)
	}
	draft := env.Save(t, "invoices", map[string]any{"client": f.client.Id, "issueDate": "2026-03-06 00:00:00.000Z", "vatRate": 14, "items": testutil.LineItems()})
	printedHTML(t, getPDF(env, t, pdfPath("invoices", draft.Id), f.clerk, nil))

	// A superuser holds every key and passes every rule.
	su := testutil.CreateSuperuser(t, env.App, "root@test.local")
	printedHTML(t, getPDF(env, t, path, su, nil))
}

func TestDocumentPDFHeadersAndLocale(t *testing.T) {
	env := pdfEnv(t, htmlEcho)
	f := newPrintFixtures(t, env)
	path := pdfPath("invoices", f.invoice.Id)

	rec := getPDF(env, t, path, f.clerk, nil)
	html := printedHTML(t, rec)
	if got := rec.Header().Get("Content-Disposition"); got != `attachment; filename="INV-2026-000001.pdf"` {
		t.Errorf("Content-Disposition %q", got)
	}
	if got := rec.Header().Get("Cache-Control"); got != "no-store" {
		t.Errorf("Cache-Control %q", got)
	}
	if !strings.Contains(html, `<html lang="en-US" dir="ltr">`) {
		t.Errorf("no locale, no Arabic Accept-Language: English expected")
	}
	if got := getPDF(env, t, path+"?inline=1", f.clerk, nil).Header().Get("Content-Disposition"); got != `inline; filename="INV-2026-000001.pdf"` {
		t.Errorf("inline: %q", got)
	}

	cases := []struct {
		query   string
		headers map[string]string
		want    string
	}{
		{"", map[string]string{"Accept-Language": "ar-EG,ar;q=0.9,en-US;q=0.8"}, `<html lang="ar-EG" dir="rtl">`},
		{"", map[string]string{"Accept-Language": "en-GB,en;q=0.9,ar;q=0.8"}, `<html lang="en-US" dir="ltr">`},
		{"", map[string]string{"Accept-Language": "fr;q=0.5, ar;q=0.7"}, `<html lang="ar-EG" dir="rtl">`},
		{"", map[string]string{"Cookie": "erp_locale=ar-EG", "Accept-Language": "en-US"}, `<html lang="ar-EG" dir="rtl">`},
		{"?locale=en-US", map[string]string{"Cookie": "erp_locale=ar-EG"}, `<html lang="en-US" dir="ltr">`},
		{"?locale=ar-EG", nil, `<bdi dir="ltr">٥١٢٫٩٩</bdi> ج.م`},
		{"?locale=ar-EG&digits=latn", nil, `<bdi dir="ltr">512.99</bdi> ج.م`},
	}
	for _, c := range cases {
		if html := printedHTML(t, getPDF(env, t, path+c.query, f.clerk, c.headers)); !strings.Contains(html, c.want) {
			t.Errorf("%s %v: missing %q", c.query, c.headers, c.want)
		}
	}

	for query, field := range map[string]string{"?locale=fr-FR": "locale", "?digits=roman": "digits"} {
		rec := getPDF(env, t, path+query, f.clerk, nil)
		if rec.Code != http.StatusBadRequest || fieldCode(t, rec.Body.Bytes(), field) != "validation_invalid_"+field {
			t.Errorf("%s: %d %s", query, rec.Code, rec.Body)
		}
	}
}

// The page handed to Chromium carries the document: header from the settings in the document's
// language, client, lines with SKUs, totals, amount in words and each kind's own details.
func TestDocumentPDFContent(t *testing.T) {
	env := pdfEnv(t, htmlEcho)
	f := newPrintFixtures(t, env)

	ar := printedHTML(t, getPDF(env, t, pdfPath("invoices", f.invoice.Id)+"?locale=ar-EG", f.clerk, nil))
	en := printedHTML(t, getPDF(env, t, pdfPath("invoices", f.invoice.Id)+"?locale=en-US", f.clerk, nil))
	for lang, c := range map[string]struct {
		html  string
		wants []string
	}{
		"ar": {ar, []string{"<bdi>شركة النيل للتجارة</bdi>", "<bdi>شارع التسعين، القاهرة الجديدة، مصر</bdi>", `<bdi dir="ltr">100-200-300</bdi>`,
			"<bdi>شركة الدلتا للأغذية</bdi>", "<bdi>أنابيب صلب مجلفنة</bdi>", `<bdi dir="ltr">NILE-STEEL-PIPE-0001</bdi>`,
			"<bdi>Delivery خدمة توصيل</bdi>", `<bdi dir="ltr">٤٤٩٫٩٩</bdi>`, `<bdi dir="ltr">٦٣٫٠٠</bdi>`, `<bdi dir="ltr">٥١٢٫٩٩</bdi>`,
			`<bdi dir="ltr">١٠٠٫٠٠</bdi>`, `<bdi dir="ltr">٤١٢٫٩٩</bdi>`, "(١٤٪)", `<bdi dir="ltr">٠٥/٠٣/٢٠٢٦</bdi>`,
			`<bdi dir="ltr">٠٤/٠٤/٢٠٢٦</bdi>`, "<bdi>مسددة جزئياً</bdi>", "<bdi>شكراً لتعاملكم معنا.</bdi>", "<bdi>Deliver to gate 3.</bdi>",
			"فقط خمسمائة واثنا عشر جنيهاً مصرياً وتسعة وتسعون قرشاً لا غير"}},
		"en": {en, []string{"<bdi>Nile Trading Co.</bdi>", "<bdi>90 Street, New Cairo, Egypt</bdi>", "<bdi>Delta Foods</bdi>",
			`<bdi dir="ltr">512.99</bdi> EGP`, "<bdi>Partially paid</bdi>", "<bdi>Thank you for your business.</bdi>",
			"Five hundred twelve Egyptian pounds and ninety-nine piastres only"}},
	} {
		for _, w := range c.wants {
			if !strings.Contains(c.html, w) {
				t.Errorf("%s invoice: missing %q", lang, w)
			}
		}
	}

	status, _, raw := env.Act(t, f.clerk, "invoices/"+f.invoice.Id+"/receipt", map[string]any{"paymentMethod": "Bank Transfer"}, nil)
	if status != 200 {
		t.Fatalf("receipt: %d %s", status, raw)
	}
	receipt := testutil.Reload(t, env.App, f.invoice).GetString("receipt")
	rec := getPDF(env, t, pdfPath("receipts", receipt)+"?locale=ar-EG", f.clerk, nil)
	html := printedHTML(t, rec)
	for _, w := range []string{"<h1>إيصال</h1>", "<bdi>تحويل بنكي</bdi>", `<bdi dir="ltr">INV-2026-000001</bdi>`,
		`<bdi dir="ltr">REC-2026-000001</bdi>`, `<bdi dir="ltr">NILE-STEEL-PIPE-0001</bdi>`, `<bdi dir="ltr">٥١٢٫٩٩</bdi>`} {
		if !strings.Contains(html, w) {
			t.Errorf("receipt: missing %q", w)
		}
	}
	if got := rec.Header().Get("Content-Disposition"); got != `attachment; filename="REC-2026-000001.pdf"` {
		t.Errorf("receipt file name %q", got)
	}

	q := env.Save(t, "quotations", map[string]any{"client": f.client.Id, "issueDate": "2026-03-01 00:00:00.000Z",
		"validUntil": "2026-03-31 00:00:00.000Z", "vatRate": 5, "items": testutil.LineItems()})
	rec = getPDF(env, t, pdfPath("quotations", q.Id)+"?locale=en-US", f.clerk, nil)
	html = printedHTML(t, rec)
	for _, w := range []string{"<h1>Quotation</h1>", "Valid until", `<bdi dir="ltr">31/03/2026</bdi>`, "<bdi>Draft</bdi>",
		"VAT (5%)", `<bdi dir="ltr">104.99</bdi> EGP`, amountwords.Formal("en", 10499)} {
		if !strings.Contains(html, w) {
			t.Errorf("quotation: missing %q", w)
		}
	}
	if got := rec.Header().Get("Content-Disposition"); got != `attachment; filename="QUO-2026-000001.pdf"` {
		t.Errorf("quotation file name %q", got)
	}
}

// A logo file on app_settings is embedded in the page as a data URI.
func TestDocumentPDFLogo(t *testing.T) {
	env := pdfEnv(t, htmlEcho)
	f := newPrintFixtures(t, env)
	col := testutil.Collection(t, env.App, "app_settings")
	col.Fields.Add(&core.FileField{Name: "logo", MaxSelect: 1, MimeTypes: []string{"image/png", "image/jpeg", "image/webp"}})
	if err := env.App.Save(col); err != nil {
		t.Fatal(err)
	}
	png, _ := base64.StdEncoding.DecodeString("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")
	file, err := filesystem.NewFileFromBytes(png, "logo.png")
	if err != nil {
		t.Fatal(err)
	}
	testutil.UpdateSettings(t, env.App, map[string]any{"logo": file})
	html := printedHTML(t, getPDF(env, t, pdfPath("invoices", f.invoice.Id), f.clerk, nil))
	if !strings.Contains(html, `<img class="logo" src="data:image/png;base64,`+base64.StdEncoding.EncodeToString(png)+`"`) {
		t.Errorf("the logo is not embedded:\n%.2000s", html)
	}
}

func TestDocumentPDFEngineErrors(t *testing.T) {
	for name, c := range map[string]struct{ chromium, code string }{
		"missing": {"/nonexistent/chromium", "pdf_engine_unavailable"},
		"crashes": {"#!/bin/sh\necho 'Trace/breakpoint trap' >&2\nexit 133\n", "pdf_render_failed"},
	} {
		env := pdfEnv(t, c.chromium)
		f := newPrintFixtures(t, env)
		rec := getPDF(env, t, pdfPath("invoices", f.invoice.Id), f.clerk, nil)
		if rec.Code != http.StatusServiceUnavailable || fieldCode(t, rec.Body.Bytes(), "pdf") != c.code ||
			rec.Header().Get("Content-Disposition") != "" {
			t.Errorf("%s: %d %s", name, rec.Code, rec.Body)
		}
	}
}
