package pdf

import (
	"bytes"
	"html/template"
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

var reportPage = template.Must(template.New("report").Parse(`<!doctype html>
<html lang="{{.Lang}}" dir="{{.Dir}}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>{{.R.Title}}</title>
<style>
@page { size: A4 landscape; margin: 12mm 12mm 16mm;
  @bottom-center { content: "{{.R.PageLabel}} " counter(page, {{.Counter}}) " {{.R.OfLabel}} " counter(pages, {{.Counter}});
    font-family: {{.Font}}; font-size: 8pt; color: #667085; } }
* { box-sizing: border-box; }
html { font-family: {{.Font}}; font-size: 9pt; line-height: 1.5; color: #101828; }
body { margin: 0; }
h1 { font-size: 16pt; color: #1d3b6f; margin: 0 0 1mm; }
.sub { color: #475467; margin-block-end: 4mm; }
table { inline-size: 100%; border-collapse: collapse; }
th, td { padding: 1.2mm 2mm; border-block-end: 1px solid #e4e7ec; text-align: start; vertical-align: top; }
th { background: #f2f4f7; font-weight: 700; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
.num { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
.note { margin-block: 3mm; color: #667085; }
.summary { margin-block-start: 6mm; inline-size: auto; min-inline-size: 90mm; }
.summary h2 { font-size: 11pt; margin: 0 0 2mm; }
</style>
</head>
<body>
<h1>{{.R.Title}}</h1>
<p class="sub">{{.R.Subtitle}}</p>
<table>
<thead><tr>{{range $i, $h := .R.Headers}}<th{{if index $.R.Numeric $i}} class="num"{{end}}>{{$h}}</th>{{end}}</tr></thead>
<tbody>{{range .R.Rows}}<tr>{{range $i, $c := .}}<td{{if index $.R.Numeric $i}} class="num"{{end}}>{{$c}}</td>{{end}}</tr>
{{end}}</tbody>
</table>
{{if .R.Note}}<p class="note">{{.R.Note}}</p>{{end}}
{{if .R.Summary}}<div class="summary"><h2>{{.R.SummaryHead}}</h2><table>
{{range .R.Summary}}<tr><th>{{index . 0}}</th><td class="num">{{index . 1}}</td></tr>{{end}}
</table></div>{{end}}
</body>
</html>`))

// ReportHTML renders a report as a self-contained A4 landscape page in its language and direction.
func ReportHTML(r *Report) ([]byte, error) {
	v := struct {
		Lang, Dir     string
		Counter, Font template.CSS
		R             *Report
	}{"en-US", "ltr", "decimal", template.CSS(englishFonts), r}
	if r.Locale == Arabic {
		v.Lang, v.Dir, v.Counter, v.Font = "ar-EG", "rtl", "arabic-indic", template.CSS(arabicFonts)
	}
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
