package pdf

import (
	"bytes"
)

// Report is a saved report printed as a table: its headers and cells already written in the reader's
// language (the report engine formats them), numeric columns aligned to the end.
type Report struct {
	Locale      string
	Title       string
	Subtitle    string // the type and the generation date
	Headers     []string
	Numeric     []bool
	Rows        [][]string
	Note        string // e.g. how many rows were left out
	Summary     [][2]string
	SummaryHead string
	PageLabel   string
	OfLabel     string
}

var reportPage = pageTemplate("report.html")

// ReportHTML renders a report as a self-contained A4 landscape page in its language and direction.
func ReportHTML(r *Report) ([]byte, error) {
	v := struct {
		pageHead
		R *Report
	}{newPageHead(r.Locale == Arabic, true), r}
	v.Size, v.Margin, v.FontSize, v.LineHeight = "A4 landscape", "12mm 12mm 16mm", "9pt", "1.5"
	v.PageTitle, v.PageLabel, v.OfLabel = r.Title, r.PageLabel, r.OfLabel
	var b bytes.Buffer
	if err := reportPage.Execute(&b, v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Digits writes a formatted number in the locale's digits (Arabic-Indic for ar-EG).
func Digits(locale, s string) string { return newFormat(locale, false, "").digits(s) }

// GroupThousands inserts thousands separators into a plain decimal number ("1234567.5" → "1,234,567.5").
func GroupThousands(s string) string {
	neg := len(s) > 0 && s[0] == '-'
	if neg {
		s = s[1:]
	}
	intPart, frac := s, ""
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			intPart, frac = s[:i], s[i:]
			break
		}
	}
	out := group(intPart) + frac
	if neg {
		out = "-" + out
	}
	return out
}
