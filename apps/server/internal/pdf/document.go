// Package pdf prints the sales documents (invoices, receipts, quotations) as PDF files.
//
// A document is rendered from Go data into one self-contained HTML page (embedded template, inline
// CSS with logical properties only, images as data URIs, no external resource), which headless
// Chromium prints to PDF (Engine). Chromium shapes Arabic with HarfBuzz and applies the Unicode
// bidirectional algorithm, so Arabic words, numbers and Latin SKUs come out joined and in the right
// order; the pure-Go PDF libraries place glyphs one by one and shape no Arabic.
package pdf

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"erp/server/internal/amountwords"
)

// Kind is the kind of a printed document.
type Kind string

// The printed kinds.
const (
	Invoice   Kind = "invoice"
	Receipt   Kind = "receipt"
	Quotation Kind = "quotation"
)

// Document is everything a printed document shows, already in its language: the caller picks the
// Arabic or English names (company, client) for Locale.
type Document struct {
	Kind        Kind
	Locale      string // English or Arabic
	LatinDigits bool   // an Arabic document with Latin digits instead of Arabic-Indic ones
	DateFormat  string // app_settings.dateFormat: DD/MM/YYYY (default), MM/DD/YYYY or YYYY-MM-DD

	Number        string
	Status        string // invoices and quotations, as stored (Partially Paid, SENT, …)
	IssueDate     time.Time
	DueDate       time.Time // invoices
	ValidUntil    time.Time // quotations
	PaymentMethod string    // receipts, as stored (Bank Transfer, …)
	InvoiceNumber string    // receipts: the invoice paid; quotations: the invoice generated from it

	Company Company
	Client  Party
	Lines   []Line

	VATRate    float64 // percent
	Subtotal   int64   // piastres, like every amount below
	VAT        int64
	Total      int64
	AmountPaid int64 // invoices
	Remaining  int64 // invoices

	Notes  string
	Footer string
}

// Company is the document's header, from app_settings.
type Company struct {
	Name, Address, Phone, Email, Website string
	VATNumber                            string // VAT (tax) registration number
	Logo                                 []byte // PNG, JPEG, GIF or WebP; other content is left out
}

// Party is the client a document is addressed to.
type Party struct {
	Name, Company, Email, Phone string
}

// Line is one document line; SKU is set for lines of an inventory item.
type Line struct {
	Description string
	SKU         string
	QtyMilli    int64 // thousandths
	UnitPrice   int64 // piastres
	Total       int64 // piastres
}

var page = pageTemplate("document.html")

type row struct {
	Label, Value string
	LTR          bool // numbers, dates and codes: isolated left-to-right runs
	Strong       bool
}

type viewLine struct {
	No, Description, SKU, Quantity, UnitPrice, Total string
}

type view struct {
	pageHead
	Title, Number string
	ClientLabel   string
	Client        Party
	Meta          []row
	HasSKU        bool
	Lines         []viewLine
	Totals        []row
	Words         string
	Notes, Footer string
	L             map[string]string
}

// Fonts come from Debian's fonts-noto-core and fonts-noto-ui-core. Noto Naskh Arabic is used for
// Arabic rather than Noto Sans Arabic: its lam-alef ligatures map back to لا in the PDF's text
// layer, while Noto Sans Arabic's come out of text extraction as ال.
const (
	arabicFonts  = `"Noto Naskh Arabic", "Noto Sans", sans-serif`
	englishFonts = `"Noto Sans", "Noto Naskh Arabic", sans-serif`
)

// HTML renders doc as a self-contained A4 HTML page in its language and direction.
func HTML(doc *Document) ([]byte, error) {
	if doc.Locale != English && doc.Locale != Arabic {
		return nil, fmt.Errorf("pdf: unsupported locale %q", doc.Locale)
	}
	f := newFormat(doc.Locale, doc.LatinDigits, doc.DateFormat)
	ar := f.arabic
	l := make(map[string]string, len(labels))
	for k, v := range labels {
		l[k] = v.in(ar)
	}
	v := view{
		pageHead: newPageHead(ar, f.arabicDigits),
		Number:   doc.Number, Client: doc.Client, Notes: doc.Notes, Footer: doc.Footer, L: l,
	}
	v.letterhead(doc.Company, true)

	switch doc.Kind {
	case Invoice:
		v.Title, v.ClientLabel = l["invoice"], l["client"]
	case Receipt:
		v.Title, v.ClientLabel = l["receipt"], l["receivedFrom"]
	case Quotation:
		v.Title, v.ClientLabel = l["quotation"], l["preparedFor"]
	default:
		return nil, fmt.Errorf("pdf: unknown document kind %q", doc.Kind)
	}
	v.PageTitle, v.FooterLead = v.Title+" "+doc.Number, doc.Number+"    "
	v.PageLabel, v.OfLabel = l["page"], l["of"]

	meta := func(key, value string, ltr bool) {
		if value != "" {
			v.Meta = append(v.Meta, row{Label: l[key], Value: value, LTR: ltr})
		}
	}
	meta("number", doc.Number, true)
	meta("issueDate", f.Date(doc.IssueDate), true)
	switch doc.Kind {
	case Invoice:
		meta("dueDate", f.Date(doc.DueDate), true)
		meta("status", enumLabel("invoices", "status", doc.Status, ar), false)
	case Receipt:
		meta("paymentMethod", enumLabel("receipts", "paymentMethod", doc.PaymentMethod, ar), false)
		meta("invoiceNumber", doc.InvoiceNumber, true)
	case Quotation:
		meta("validUntil", f.Date(doc.ValidUntil), true)
		meta("status", enumLabel("quotations", "status", doc.Status, ar), false)
		meta("invoiceNumber", doc.InvoiceNumber, true)
	}

	for i, line := range doc.Lines {
		v.HasSKU = v.HasSKU || line.SKU != ""
		v.Lines = append(v.Lines, viewLine{
			No:          f.digits(strconv.Itoa(i + 1)),
			Description: line.Description,
			SKU:         line.SKU,
			Quantity:    f.Quantity(line.QtyMilli),
			UnitPrice:   f.Money(line.UnitPrice),
			Total:       f.Money(line.Total),
		})
	}

	total := func(label, value string, strong bool) {
		v.Totals = append(v.Totals, row{Label: label, Value: value, Strong: strong})
	}
	total(l["subtotal"], f.Money(doc.Subtotal), false)
	total(l["vat"]+" ("+f.Percent(doc.VATRate)+")", f.Money(doc.VAT), false)
	total(l["total"], f.Money(doc.Total), true)
	if doc.Kind == Invoice {
		total(l["amountPaid"], f.Money(doc.AmountPaid), false)
		total(l["remaining"], f.Money(doc.Remaining), false)
	}

	lang := "en"
	if ar {
		lang = "ar"
	}
	v.Words = amountwords.Formal(lang, doc.Total)

	var out bytes.Buffer
	if err := page.Execute(&out, v); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// dataURI embeds an image as a data URI, or returns "" for anything but PNG, JPEG, GIF and WebP
// (SVG could carry scripts and links).
func dataURI(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	switch t := http.DetectContentType(b); t {
	case "image/png", "image/jpeg", "image/gif", "image/webp":
		return "data:" + t + ";base64," + base64.StdEncoding.EncodeToString(b)
	}
	return ""
}
