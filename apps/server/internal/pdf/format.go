package pdf

import (
	"strconv"
	"strings"
	"time"
)

// Locales of printed documents.
const (
	English = "en-US"
	Arabic  = "ar-EG"
)

// format writes numbers, amounts and dates for one document's locale and digits.
type format struct {
	arabic       bool // Arabic words and right-to-left layout
	arabicDigits bool // Arabic-Indic digits (٠–٩) with the Arabic separators ٬ and ٫
	dateLayout   string
}

// dateLayouts maps app_settings.dateFormat to Go layouts.
var dateLayouts = map[string]string{
	"DD/MM/YYYY": "02/01/2006",
	"MM/DD/YYYY": "01/02/2006",
	"YYYY-MM-DD": "2006-01-02",
}

func newFormat(locale string, latinDigits bool, dateFormat string) format {
	layout, ok := dateLayouts[dateFormat]
	if !ok {
		layout = dateLayouts["DD/MM/YYYY"]
	}
	ar := locale == Arabic
	return format{arabic: ar, arabicDigits: ar && !latinDigits, dateLayout: layout}
}

// digits replaces the Latin digits and number separators of a formatted number with Arabic-Indic ones
// when the document uses them: 1,234.56 → ١٬٢٣٤٫٥٦ (what Intl.NumberFormat("ar-EG") writes).
func (f format) digits(s string) string {
	if !f.arabicDigits {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune('٠' + (r - '0'))
		case r == ',':
			b.WriteRune('٬')
		case r == '.':
			b.WriteRune('٫')
		case r == '%':
			b.WriteRune('٪')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// dateDigits is digits for dates, whose separators (/ and -) stay as they are.
func (f format) dateDigits(s string) string {
	if !f.arabicDigits {
		return s
	}
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return '٠' + (r - '0')
		}
		return r
	}, s)
}

// Money writes piastres as pounds with two decimals and thousands separators: 1,234.56.
func (f format) Money(piastres int64) string {
	sign := ""
	if piastres < 0 {
		sign, piastres = "-", -piastres
	}
	return f.digits(sign + group(strconv.FormatInt(piastres/100, 10)) + "." + pad2(piastres%100))
}

// Quantity writes thousandths without trailing zeros: 3, 2.5, 1.125, 1,000.
func (f format) Quantity(milli int64) string {
	sign := ""
	if milli < 0 {
		sign, milli = "-", -milli
	}
	s := group(strconv.FormatInt(milli/1000, 10))
	if frac := milli % 1000; frac != 0 {
		s += "." + strings.TrimRight(strconv.FormatInt(1000+frac, 10)[1:], "0")
	}
	return f.digits(sign + s)
}

// Percent writes a VAT rate: 14%, 2.5%.
func (f format) Percent(rate float64) string {
	return f.digits(strconv.FormatFloat(rate, 'f', -1, 64) + "%")
}

// Date writes a date in the settings' date format; the zero time is "".
func (f format) Date(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return f.dateDigits(t.UTC().Format(f.dateLayout))
}

func group(digits string) string {
	if len(digits) <= 3 {
		return digits
	}
	var b strings.Builder
	lead := len(digits) % 3
	if lead > 0 {
		b.WriteString(digits[:lead])
	}
	for i := lead; i < len(digits); i += 3 {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(digits[i : i+3])
	}
	return b.String()
}

func pad2(n int64) string {
	if n < 10 {
		return "0" + strconv.FormatInt(n, 10)
	}
	return strconv.FormatInt(n, 10)
}
