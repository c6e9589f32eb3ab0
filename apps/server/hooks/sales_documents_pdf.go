package hooks

// Printed documents: GET /api/erp/{collection}/{id}/pdf answers an invoice, receipt or quotation as a
// PDF file in the user's language (internal/pdf renders and prints it). The route checks the
// collection's view key and the record's ViewRule, like the business actions.

import (
	"errors"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/lines"
	"erp/server/internal/pdf"
	"erp/server/internal/permissions"
)

// DocumentPDFRoute is the path pattern of the printed-document route.
const DocumentPDFRoute = "/api/erp/{collection}/{id}/pdf"

// LocaleCookie is the cookie in which the web app keeps the user's language.
const LocaleCookie = "erp_locale"

// maxLogoBytes bounds the logo embedded in printed documents.
const maxLogoBytes = 2 << 20

// printable maps each printable collection to its document kind and number field.
var printable = map[string]struct {
	kind        pdf.Kind
	numberField string
	taxField    string
}{
	"invoices":   {pdf.Invoice, "invoiceNumber", "vat"},
	"receipts":   {pdf.Receipt, "receiptNumber", "tax"},
	"quotations": {pdf.Quotation, "quotationNumber", "tax"},
}

// bindDocumentPDF registers the printed-document route. Chromium is looked up when the server starts
// ($ERP_CHROMIUM, $CHROMIUM_PATH or /usr/bin/chromium); without it the route answers 503.
func bindDocumentPDF(app core.App) {
	engine := pdf.NewEngine(pdf.ChromiumPath(), pdf.DefaultConcurrency, pdf.DefaultTimeout)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if !engine.Available() {
			se.App.Logger().Warn("PDF printing is unavailable: Chromium not found", "path", engine.Path)
		}
		se.Router.GET(DocumentPDFRoute, func(e *core.RequestEvent) error {
			return documentPDF(e, engine)
		}).Bind(apis.RequireAuth())
		return se.Next()
	})
}

func documentPDF(e *core.RequestEvent, engine *pdf.Engine) error {
	name, id := e.Request.PathValue("collection"), e.Request.PathValue("id")
	p, ok := printable[name]
	if !ok {
		return e.NotFoundError("Only invoices, receipts and quotations can be printed.", nil)
	}
	permission := "view:" + name
	if !permissions.Granted(e.App, e.Auth, permission) {
		return e.ForbiddenError("You are not allowed to view this document.", actions.PermissionRequired(permission))
	}
	info, err := e.RequestInfo()
	if err != nil {
		return e.BadRequestError("", err)
	}
	rec, err := actions.FindViewable(e, name, id, info)
	if err != nil {
		return e.NotFoundError("", nil)
	}

	query := e.Request.URL.Query()
	locale := requestLocale(e.Request)
	if v := query.Get("locale"); v != "" {
		if locale = knownLocale(v); locale == "" {
			return actions.Refuse("locale", "validation_invalid_locale", "The locale must be en-US or ar-EG.", nil)
		}
	}
	latinDigits := false
	switch query.Get("digits") {
	case "", "arab":
	case "latn":
		latinDigits = true
	default:
		return actions.Refuse("digits", "validation_invalid_digits", "The digits must be arab or latn.", nil)
	}

	doc, err := printedDocument(e.App, rec, p.kind, p.numberField, p.taxField, locale)
	if err != nil {
		return e.InternalServerError("", err)
	}
	doc.LatinDigits = latinDigits
	html, err := pdf.HTML(doc)
	if err != nil {
		return e.InternalServerError("", err)
	}
	file, err := engine.Print(e.Request.Context(), html)
	if err != nil {
		return printError(e, err, name, id)
	}

	disposition := "attachment"
	if v := query.Get("inline"); v == "1" || v == "true" {
		disposition = "inline"
	}
	h := e.Response.Header()
	h.Set("Content-Disposition", disposition+`; filename="`+pdfFileName(doc.Number, name, id)+`"`)
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	return e.Blob(http.StatusOK, "application/pdf", file)
}

// printError answers 503 with a code the client translates: pdf_engine_unavailable (no Chromium),
// pdf_engine_busy (every print slot stayed busy; Retry-After is set) or pdf_render_failed.
func printError(e *core.RequestEvent, err error, collection, id string) error {
	fe := validation.NewError("pdf_render_failed", "The document could not be printed. Try again later.")
	switch {
	case errors.Is(err, pdf.ErrUnavailable):
		fe = validation.NewError("pdf_engine_unavailable", "PDF printing is not available on this server.")
	case errors.Is(err, pdf.ErrBusy):
		fe = validation.NewError("pdf_engine_busy", "The server is busy printing other documents. Try again in a moment.")
		e.Response.Header().Set("Retry-After", "5")
	case errors.Is(err, pdf.ErrFailed):
	default:
		return e.InternalServerError("", err) // the request went away, or the temp dir failed
	}
	e.App.Logger().Error("PDF printing failed", "collection", collection, "id", id, "error", err.Error())
	return e.Error(http.StatusServiceUnavailable, fe.Message(), validation.Errors{"pdf": fe})
}

// knownLocale returns the printed locale for a locale tag (en-US, ar-EG, or their language alone),
// or "" for anything else.
func knownLocale(tag string) string {
	switch strings.ToLower(strings.TrimSpace(tag)) {
	case "ar-eg", "ar":
		return pdf.Arabic
	case "en-us", "en":
		return pdf.English
	}
	return ""
}

// requestLocale is the user's language when the query names none: the web app's locale cookie, else
// Arabic when the most preferred language of Accept-Language is Arabic, else English.
func requestLocale(r *http.Request) string {
	if c, err := r.Cookie(LocaleCookie); err == nil {
		if l := knownLocale(c.Value); l != "" {
			return l
		}
	}
	best, bestQ := "", 0.0
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag, params, _ := strings.Cut(part, ";")
		tag, q := strings.TrimSpace(tag), 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			parsed, err := strconv.ParseFloat(v, 64)
			if err != nil {
				continue
			}
			q = parsed
		}
		if tag != "" && q > bestQ {
			best, bestQ = tag, q
		}
	}
	if lang, _, _ := strings.Cut(strings.ToLower(best), "-"); lang == "ar" {
		return pdf.Arabic
	}
	return pdf.English
}

var unsafeFileName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// pdfFileName is the document number as a file name ("INV-2026-000123.pdf").
func pdfFileName(number, collection, id string) string {
	base := strings.Trim(unsafeFileName.ReplaceAllString(number, "-"), "-.")
	if base == "" {
		base = collection + "-" + id
	}
	return base + ".pdf"
}

// printedDocument gathers what a printed document shows: the company from app_settings, the client,
// the lines with the SKUs of their inventory items, the totals and the state of the document. Names
// are taken in the document's language when the record has both (companyName/companyNameAr,
// address/addressAr, invoiceFooter/invoiceFooterAr, client name/nameAr).
func printedDocument(app core.App, rec *core.Record, kind pdf.Kind, numberField, taxField, locale string) (*pdf.Document, error) {
	ar := locale == pdf.Arabic
	pick := func(r *core.Record, en, arabic string) string {
		enText, arText := strings.TrimSpace(r.GetString(en)), strings.TrimSpace(r.GetString(arabic))
		if (ar && arText != "") || enText == "" {
			return arText
		}
		return enText
	}

	doc := &pdf.Document{
		Kind:       kind,
		Locale:     locale,
		Number:     rec.GetString(numberField),
		IssueDate:  rec.GetDateTime("issueDate").Time(),
		Notes:      strings.TrimSpace(rec.GetString("notes")),
		VATRate:    rec.GetFloat("vatRate"),
		Subtotal:   lines.FromFloat(rec.GetFloat("subtotal")),
		VAT:        lines.FromFloat(rec.GetFloat(taxField)),
		Total:      lines.FromFloat(rec.GetFloat("total")),
		DateFormat: "DD/MM/YYYY",
	}
	switch kind {
	case pdf.Invoice:
		doc.Status = rec.GetString("status")
		doc.DueDate = rec.GetDateTime("dueDate").Time()
		doc.AmountPaid = lines.FromFloat(rec.GetFloat("amountPaid"))
		doc.Remaining = lines.FromFloat(rec.GetFloat("remaining"))
	case pdf.Receipt:
		doc.PaymentMethod = rec.GetString("paymentMethod")
		doc.InvoiceNumber = rec.GetString("invoiceNumber")
	case pdf.Quotation:
		doc.Status = rec.GetString("status")
		doc.ValidUntil = rec.GetDateTime("validUntil").Time()
		doc.InvoiceNumber = rec.GetString("invoiceNumber")
	}

	if s := settingsRecord(app); s != nil {
		doc.Company = pdf.Company{
			Name:      pick(s, "companyName", "companyNameAr"),
			Address:   pick(s, "address", "addressAr"),
			Phone:     s.GetString("phone"),
			Email:     s.GetString("email"),
			Website:   s.GetString("website"),
			VATNumber: s.GetString("vatRegistrationNumber"),
			Logo:      settingsLogo(app, s),
		}
		if f := s.GetString("dateFormat"); f != "" {
			doc.DateFormat = f
		}
		doc.Footer = pick(s, "invoiceFooter", "invoiceFooterAr")
	}

	// The client is part of the document: it is printed even for a user who may not browse clients.
	if client, err := app.FindRecordById("clients", rec.GetString("client")); err == nil {
		doc.Client = pdf.Party{
			Name:  pick(client, "name", "nameAr"),
			Email: client.GetString("email"),
			Phone: client.GetString("phone"),
		}
		if company := strings.TrimSpace(client.GetString("company")); company != "" && company != doc.Client.Name &&
			company != client.GetString("name") {
			doc.Client.Company = company
		}
	}

	rows, err := jsonArray(rec, "items")
	if err != nil {
		return nil, err
	}
	skus := map[string]string{}
	for _, row := range rows {
		line := pdf.Line{Description: rowString(row, "description")}
		line.QtyMilli, _ = lines.ParseQuantity(rowText(row, "quantity"))
		line.UnitPrice, _ = lines.ParseMoney(rowText(row, "unitPrice"))
		total, err := lines.ParseMoney(rowText(row, "total"))
		if err != nil {
			total = lines.LineTotal(line.QtyMilli, line.UnitPrice)
		}
		line.Total = total
		if item := rowString(row, "item"); item != "" {
			sku, seen := skus[item]
			if !seen {
				if r, err := app.FindRecordById("inventory_items", item); err == nil {
					sku = r.GetString("sku")
				}
				skus[item] = sku
			}
			line.SKU = sku
		}
		doc.Lines = append(doc.Lines, line)
	}
	return doc, nil
}

// settingsLogo reads the company logo when app_settings has a file field named logo holding one
// (the first file when it holds several); nil otherwise, or when it is larger than maxLogoBytes.
func settingsLogo(app core.App, s *core.Record) []byte {
	if _, ok := s.Collection().Fields.GetByName("logo").(*core.FileField); !ok {
		return nil
	}
	files := s.GetStringSlice("logo")
	if len(files) == 0 {
		return nil
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		return nil
	}
	defer fsys.Close()
	r, err := fsys.GetReader(s.BaseFilesPath() + "/" + files[0])
	if err != nil {
		return nil
	}
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, maxLogoBytes+1))
	if err != nil || len(data) > maxLogoBytes {
		return nil
	}
	return data
}
