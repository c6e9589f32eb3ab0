package pdf

import (
	"embed"
	"html/template"
)

// pageHead is what every printed page shares (templates/page.html): language and direction, fonts and the
// digits of the page numbers, the page size and margins, the <title>, the page-number footer and, for a
// document on letterhead, the company header.
type pageHead struct {
	Lang, Dir            string
	FontFamily           template.CSS
	CounterStyle         template.CSS
	Size, Margin         template.CSS
	FontSize, LineHeight template.CSS
	PageTitle            string
	FooterLead           string // before "Page n of m": the document's number and some space, or nothing
	PageLabel, OfLabel   string
	Company              Company
	LogoURL              template.URL
	CompanyContact       bool // the letterhead shows the company's phone, e-mail, website and VAT number
}

// newPageHead is an A4 portrait page in English or Arabic; Arabic page numbers use Arabic-Indic digits
// when arabicDigits is set.
func newPageHead(arabic, arabicDigits bool) pageHead {
	p := pageHead{
		Lang: "en-US", Dir: "ltr", FontFamily: englishFonts, CounterStyle: "decimal",
		Size: "A4", Margin: "14mm 14mm 18mm", FontSize: "10pt", LineHeight: "1.55",
	}
	if arabic {
		p.Lang, p.Dir, p.FontFamily = "ar-EG", "rtl", arabicFonts
		if arabicDigits {
			p.CounterStyle = "arabic-indic"
		}
	}
	return p
}

// letterhead puts the company (and its logo, if it is a raster image) at the top of the page.
func (p *pageHead) letterhead(c Company, contact bool) {
	p.Company, p.CompanyContact = c, contact
	if uri := dataURI(c.Logo); uri != "" {
		p.LogoURL = template.URL(uri)
	}
}

//go:embed templates/*.html
var templateFS embed.FS

// pageTemplate parses a page's template (templates/<name>) with the shared parts.
func pageTemplate(name string) *template.Template {
	return template.Must(template.ParseFS(templateFS, "templates/"+name, "templates/page.html"))
}
