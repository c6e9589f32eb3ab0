package pdf

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"erp/server/internal/amountwords"
	"erp/server/internal/pdf/pdftest"
)

// printText prints doc with the real Chromium and extracts its text with pdftotext (plain mode).
func printText(t *testing.T, doc *Document) (raw, text string) {
	t.Helper()
	chromium := pdftest.Require(t, ChromiumPath())
	pdftest.Require(t, "pdftotext")
	html, err := HTML(doc)
	if err != nil {
		t.Fatal(err)
	}
	out, err := NewEngine(chromium, 1, DefaultTimeout).Print(context.Background(), html)
	if err != nil {
		t.Fatal(err)
	}
	raw = pdftest.Text(t, out, false)
	return raw, pdftest.Compact(raw)
}

// inOrder checks that the phrases occur in text one after the other, each after the previous one.
func inOrder(t *testing.T, raw, text string, phrases ...string) {
	t.Helper()
	at := 0
	for _, p := range phrases {
		p = pdftest.Compact(p)
		i := strings.Index(text[at:], p)
		if i < 0 {
			t.Errorf("%q not found after offset %d in the extracted text:\n%s", p, at, raw)
			return
		}
		at += i + len(p)
	}
}

func TestPrintArabicInvoiceExtractsInReadingOrder(t *testing.T) {
	doc := sampleInvoice(Arabic)
	raw, text := printText(t, doc)

	// Each Arabic phrase comes out in reading order: letters joined in logical order, words from
	// first to last; neither the reversed letters nor the reversed words appear.
	for _, phrase := range []string{"شركة النيل للتجارة", "شركة الدلتا للأغذية", "أنابيب صلب مجلفنة", "تاريخ الاستحقاق", "الإجمالي قبل الضريبة"} {
		inOrder(t, raw, text, phrase)
		for _, wrong := range []string{pdftest.Compact(pdftest.Reverse(phrase)), pdftest.Compact(pdftest.ReverseWords(phrase))} {
			if strings.Contains(text, wrong) {
				t.Errorf("%q comes out reversed as %q:\n%s", phrase, wrong, raw)
			}
		}
	}
	inOrder(t, raw, text, "فاتورة", "INV-2026-000123")
	// The mixed line keeps its Arabic words in order next to the English one.
	inOrder(t, raw, text, "خدمة توصيل")
	if !strings.Contains(text, "Delivery") {
		t.Errorf("the English word of the mixed line is missing:\n%s", raw)
	}
	// Line: description, then its SKU; amounts in Arabic-Indic digits.
	inOrder(t, raw, text, "أنابيب صلب مجلفنة", "NILE-STEEL-PIPE-0007")
	inOrder(t, raw, text, "٩٩٫٩٩", "١٬٥٠٠٫٠٠")
	// Totals: each label, then its amount.
	inOrder(t, raw, text, "الإجمالي قبل الضريبة", "١٬٥٩٩٫٩٩", "٢٢٤٫٠٠", "الإجمالي", "١٬٨٢٣٫٩٩", "المدفوع", "٥٠٠٫٠٠", "المتبقي", "١٬٣٢٣٫٩٩")
	inOrder(t, raw, text, "٠٥/٠٣/٢٠٢٦", "تاريخ الاستحقاق", "٠٤/٠٤/٢٠٢٦")
	// The amount in words, whole and in order.
	inOrder(t, raw, text, "المبلغ بالحروف", amountwords.Formal("ar", doc.Total))
	if strings.Contains(text, "1,823.99") {
		t.Errorf("Latin digits in an Arabic document:\n%s", raw)
	}
}

func TestPrintEnglishInvoiceExtractsInReadingOrder(t *testing.T) {
	doc := sampleInvoice(English)
	doc.Client.Name = "شركة الدلتا للأغذية" // a client with an Arabic name only
	raw, text := printText(t, doc)
	inOrder(t, raw, text, "Nile Trading Co.", "Invoice", "INV-2026-000123")
	inOrder(t, raw, text, "شركة الدلتا للأغذية")
	inOrder(t, raw, text, "Issue date", "05/03/2026", "Due date", "04/04/2026", "Status", "Partially paid")
	inOrder(t, raw, text, "أنابيب صلب مجلفنة", "NILE-STEEL-PIPE-0007")
	inOrder(t, raw, text, "Qty", "Unit price", "Amount", "3", "33.33", "99.99", "1.5", "1,000.00", "1,500.00")
	inOrder(t, raw, text, "Subtotal", "1,599.99 EGP", "VAT (14%)", "224.00 EGP", "Total", "1,823.99 EGP",
		"Amount paid", "500.00 EGP", "Remaining", "1,323.99 EGP")
	inOrder(t, raw, text, "Amount in words", "One thousand eight hundred twenty-three Egyptian pounds and ninety-nine piastres only")
	inOrder(t, raw, text, "INV-2026-000123 Page 1 of 1")
}

// fakeChromium writes an executable script standing in for Chromium.
func fakeChromium(t *testing.T, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "chromium")
	script := "#!/bin/sh\nfor a in \"$@\"; do case \"$a\" in --print-to-pdf=*) out=\"${a#--print-to-pdf=}\";; esac; done\n" + body + "\n"
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// privateTemp points os.TempDir at an empty directory and returns it, to see what Print leaves behind.
func privateTemp(t *testing.T) string {
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir)
	return dir
}

func assertEmpty(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) > 0 {
		t.Errorf("temporary files left behind: %v", entries)
	}
}

func TestPrintWithoutChromium(t *testing.T) {
	e := NewEngine(filepath.Join(t.TempDir(), "no-chromium"), 1, time.Second)
	if e.Available() {
		t.Error("a missing binary is not available")
	}
	if _, err := e.Print(context.Background(), []byte("<p>x</p>")); !errors.Is(err, ErrUnavailable) {
		t.Errorf("err = %v, want ErrUnavailable", err)
	}
}

func TestPrintFailures(t *testing.T) {
	tmp := privateTemp(t)
	cases := map[string]string{
		"exit status": "echo 'cannot open display' >&2; exit 3",
		"no output":   "exit 0",
		"not a PDF":   "printf '<html>' > \"$out\"",
	}
	for name, body := range cases {
		e := NewEngine(fakeChromium(t, body), 1, 5*time.Second)
		_, err := e.Print(context.Background(), []byte("<p>x</p>"))
		if !errors.Is(err, ErrFailed) {
			t.Errorf("%s: err = %v, want ErrFailed", name, err)
		}
		if name == "exit status" && (err == nil || !strings.Contains(err.Error(), "cannot open display")) {
			t.Errorf("the error keeps Chromium's last words: %v", err)
		}
	}
	assertEmpty(t, tmp)
}

func TestPrintPassesTheExpectedFlags(t *testing.T) {
	tmp := privateTemp(t)
	log := filepath.Join(t.TempDir(), "args")
	e := NewEngine(fakeChromium(t, `printf '%s\n' "$@" > `+log+`; cp "${out%.pdf}.html" `+log+`.html; printf '%%PDF-1.7 test' > "$out"`), 1, 5*time.Second)
	out, err := e.Print(context.Background(), []byte("<p>page</p>"))
	if err != nil || string(out) != "%PDF-1.7 test" {
		t.Fatalf("Print = %q, %v", out, err)
	}
	args, _ := os.ReadFile(log)
	for _, flag := range []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--no-pdf-header-footer", "--print-to-pdf=", "--user-data-dir="} {
		if !strings.Contains(string(args), flag) {
			t.Errorf("missing %s in\n%s", flag, args)
		}
	}
	if page, _ := os.ReadFile(log + ".html"); string(page) != "<p>page</p>" {
		t.Errorf("Chromium was given %q", page)
	}
	assertEmpty(t, tmp)
}

func TestPrintTimeoutKillsChromiumAndItsHelpers(t *testing.T) {
	tmp := privateTemp(t)
	pids := filepath.Join(t.TempDir(), "pids")
	// The script starts a helper, as Chromium does, and both would outlive the timeout.
	e := NewEngine(fakeChromium(t, "sleep 30 & echo $! > "+pids+"; sleep 30"), 1, 300*time.Millisecond)
	start := time.Now()
	_, err := e.Print(context.Background(), []byte("<p>x</p>"))
	if !errors.Is(err, ErrFailed) || !strings.Contains(err.Error(), "no PDF within") {
		t.Errorf("err = %v, want a timeout", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Print took %s after a 300 ms timeout", d)
	}
	raw, _ := os.ReadFile(pids)
	if helper := strings.TrimSpace(string(raw)); helper != "" {
		if _, err := os.Stat("/proc/" + helper); err == nil {
			status, _ := os.ReadFile("/proc/" + helper + "/status")
			if !strings.Contains(string(status), "zombie") {
				t.Errorf("helper process %s survived the timeout", helper)
			}
		}
	}
	assertEmpty(t, tmp)
}

func TestPrintConcurrencyLimit(t *testing.T) {
	privateTemp(t)
	log := filepath.Join(t.TempDir(), "runs")
	e := NewEngine(fakeChromium(t, "echo start >> "+log+"; sleep 0.5; echo end >> "+log+"; printf '%%PDF-1.7' > \"$out\""), 2, 10*time.Second)
	var wg sync.WaitGroup
	errs := make([]error, 5)
	for i := range errs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			_, errs[i] = e.Print(context.Background(), []byte("<p>x</p>"))
		}(i)
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("print %d: %v", i, err)
		}
	}
	raw, _ := os.ReadFile(log)
	running, most := 0, 0
	for _, line := range strings.Fields(string(raw)) {
		if line == "start" {
			running++
		} else {
			running--
		}
		most = max(most, running)
	}
	if most != 2 {
		t.Errorf("at most %d prints ran at once, want 2:\n%s", most, raw)
	}
}

func TestPrintBusy(t *testing.T) {
	privateTemp(t)
	started := filepath.Join(t.TempDir(), "started")
	e := NewEngine(fakeChromium(t, "touch "+started+"; sleep 1; printf '%%PDF-1.7' > \"$out\""), 1, 10*time.Second)
	e.Wait = 100 * time.Millisecond
	first := make(chan error, 1)
	go func() {
		_, err := e.Print(context.Background(), []byte("<p>x</p>"))
		first <- err
	}()
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if _, err := os.Stat(started); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the first print never started")
		}
	}
	if _, err := e.Print(context.Background(), []byte("<p>y</p>")); !errors.Is(err, ErrBusy) {
		t.Errorf("second print: %v, want ErrBusy", err)
	}
	if err := <-first; err != nil {
		t.Errorf("first print: %v", err)
	}
}

func TestChromiumPath(t *testing.T) {
	t.Setenv("ERP_CHROMIUM", "")
	t.Setenv("CHROMIUM_PATH", "")
	if p := ChromiumPath(); p != DefaultChromium {
		t.Errorf("default %q", p)
	}
	t.Setenv("CHROMIUM_PATH", "/opt/chromium")
	if p := ChromiumPath(); p != "/opt/chromium" {
		t.Errorf("CHROMIUM_PATH: %q", p)
	}
	t.Setenv("ERP_CHROMIUM", "/usr/local/bin/chromium")
	if p := ChromiumPath(); p != "/usr/local/bin/chromium" {
		t.Errorf("ERP_CHROMIUM: %q", p)
	}
}

// A long document breaks across pages: the column headings repeat and the footer numbers the pages.
func TestPrintLongArabicInvoiceNumbersItsPages(t *testing.T) {
	doc := sampleInvoice(Arabic)
	line := doc.Lines[0]
	doc.Lines = nil
	for range 30 {
		doc.Lines = append(doc.Lines, line)
	}
	raw, text := printText(t, doc)
	inOrder(t, raw, text, "INV-2026-000123 صفحة ١ من ٢", "INV-2026-000123 صفحة ٢ من ٢")
	if n := strings.Count(text, pdftest.Compact("رمز الصنف")); n != 2 {
		t.Errorf("the column headings appear %d times, want once per page:\n%s", n, raw)
	}
	inOrder(t, raw, text, "٣٠", "أنابيب صلب مجلفنة", "NILE-STEEL-PIPE-0007")
}
