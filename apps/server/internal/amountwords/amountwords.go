// Package amountwords writes numbers and Egyptian-pound amounts in words, in English and in Arabic,
// for the "amount in words" line of printed documents.
//
// Arabic follows the rules of written commercial Arabic:
//   - the numbers 3–10 take the opposite gender of the counted noun (جنيه and قرش are masculine, so
//     ثلاثة جنيهات), 1 and 2 follow the noun (جنيه مصري واحد, جنيهان مصريان);
//   - the counted noun follows the last two digits of the number: 3–10 → plural (جنيهات, آلاف),
//     11–99 → singular accusative (جنيهاً, ألفاً), otherwise singular genitive (مائة جنيه, ألف جنيه);
//   - a dual directly followed by its counted noun loses its nūn (مائتا جنيه, ألفا جنيه, مائتا ألف);
//   - hundreds are spelled as in Egyptian usage (مائة, ثلاثمائة), units come before tens (خمسة وعشرون)
//     and every further part is joined with و.
//
// The accusative tanwīn is written after the alif (جنيهاً, U+0627 U+064B), the traditional spelling
// on Egyptian documents; text extraction from PDF files keeps that order intact, whereas a tanwīn on
// the letter before the alif comes out of pdftotext detached from its word.
package amountwords

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// English writes n in English words: "one thousand two hundred thirty-four".
func English(n int64) string {
	if n < 0 {
		return "minus " + englishUnsigned(uint64(-(n+1))+1)
	}
	return englishUnsigned(uint64(n))
}

var (
	enOnes = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	enTens   = []string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
	enScales = []string{"", "thousand", "million", "billion", "trillion", "quadrillion", "quintillion"}
)

func englishUnsigned(n uint64) string {
	if n == 0 {
		return enOnes[0]
	}
	var groups []uint64
	for ; n > 0; n /= 1000 {
		groups = append(groups, n%1000)
	}
	var parts []string
	for i := len(groups) - 1; i >= 0; i-- {
		if groups[i] == 0 {
			continue
		}
		p := englishBelow1000(int(groups[i]))
		if enScales[i] != "" {
			p += " " + enScales[i]
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, " ")
}

func englishBelow1000(n int) string {
	var parts []string
	if h := n / 100; h > 0 {
		parts = append(parts, enOnes[h]+" hundred")
	}
	switch r := n % 100; {
	case r == 0:
	case r < 20:
		parts = append(parts, enOnes[r])
	case r%10 == 0:
		parts = append(parts, enTens[r/10])
	default:
		parts = append(parts, enTens[r/10]+"-"+enOnes[r%10])
	}
	return strings.Join(parts, " ")
}

// EnglishEGP writes an amount of piastres as "one thousand two hundred thirty-four Egyptian pounds and
// fifty-six piastres". Whole pounds leave the piastres out; less than a pound leaves the pounds out.
func EnglishEGP(piastres int64) string {
	sign, pounds, pt := split(piastres)
	var parts []string
	if pounds > 0 || pt == 0 {
		unit := "Egyptian pounds"
		if pounds == 1 {
			unit = "Egyptian pound"
		}
		parts = append(parts, englishUnsigned(pounds)+" "+unit)
	}
	if pt > 0 {
		unit := "piastres"
		if pt == 1 {
			unit = "piastre"
		}
		parts = append(parts, englishUnsigned(pt)+" "+unit)
	}
	s := strings.Join(parts, " and ")
	if sign {
		s = "minus " + s
	}
	return s
}

// Arabic writes n in Arabic words as a standalone masculine cardinal: "ألف ومائتان وأربعة وثلاثون".
func Arabic(n int64) string {
	if n < 0 {
		return "سالب " + arabicUnsigned(uint64(-(n+1))+1, false)
	}
	return arabicUnsigned(uint64(n), false)
}

var (
	arOnes = []string{"صفر", "واحد", "اثنان", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة", "عشرة"}
	arTens = []string{"", "عشرة", "عشرون", "ثلاثون", "أربعون", "خمسون", "ستون", "سبعون", "ثمانون", "تسعون"}
	arHund = []string{"", "مائة", "مائتان", "ثلاثمائة", "أربعمائة", "خمسمائة", "ستمائة", "سبعمائة", "ثمانمائة", "تسعمائة"}
)

// noun holds the forms of a counted noun: singular, dual (and its construct form before another
// noun), plural (after 3–10) and singular accusative (after 11–99).
type noun struct{ one, two, twoConstruct, plural, accusative string }

// arScales are the counted nouns of 10^3, 10^6, 10^9, 10^12, 10^15 and 10^18.
var arScales = []noun{
	{"ألف", "ألفان", "ألفا", "آلاف", "ألفاً"},
	{"مليون", "مليونان", "مليونا", "ملايين", "مليوناً"},
	{"مليار", "ملياران", "مليارا", "مليارات", "ملياراً"},
	{"تريليون", "تريليونان", "تريليونا", "تريليونات", "تريليوناً"},
	{"كوادريليون", "كوادريليونان", "كوادريليونا", "كوادريليونات", "كوادريليوناً"},
	{"كوينتيليون", "كوينتيليونان", "كوينتيليونا", "كوينتيليونات", "كوينتيليوناً"},
}

// arabicUnsigned writes n; construct is set when a counted noun follows the number directly in the
// genitive (its last two digits are 00), so that a final dual takes its construct form.
func arabicUnsigned(n uint64, construct bool) string {
	if n == 0 {
		return arOnes[0]
	}
	var groups []int
	for ; n > 0; n /= 1000 {
		groups = append(groups, int(n%1000))
	}
	var parts []string
	for i := len(groups) - 1; i >= 0; i-- {
		g := groups[i]
		if g == 0 {
			continue
		}
		last := true
		for _, lower := range groups[:i] {
			if lower != 0 {
				last = false
				break
			}
		}
		if i == 0 {
			parts = append(parts, arabicBelow1000(g, construct && g%100 == 0))
		} else {
			parts = append(parts, counted(g, arScales[i-1], construct && last))
		}
	}
	return strings.Join(parts, " و")
}

// arabicBelow1000 writes 1–999; construct gives a final مائتان its construct form مائتا.
func arabicBelow1000(n int, construct bool) string {
	var parts []string
	h, r := n/100, n%100
	if h > 0 {
		if h == 2 && r == 0 && construct {
			parts = append(parts, "مائتا")
		} else {
			parts = append(parts, arHund[h])
		}
	}
	if r > 0 {
		parts = append(parts, arabicBelow100(r))
	}
	return strings.Join(parts, " و")
}

func arabicBelow100(n int) string {
	switch {
	case n <= 10:
		return arOnes[n]
	case n == 11:
		return "أحد عشر"
	case n == 12:
		return "اثنا عشر"
	case n < 20:
		return arOnes[n-10] + " عشر"
	case n%10 == 0:
		return arTens[n/10]
	}
	return arOnes[n%10] + " و" + arTens[n/10]
}

// counted writes count followed by the right form of noun. construct is set when the phrase ends the
// number and another noun follows it directly (ألفا جنيه).
func counted(count int, nn noun, construct bool) string {
	switch count {
	case 1:
		return nn.one
	case 2:
		if construct {
			return nn.twoConstruct
		}
		return nn.two
	}
	// Inside the group the hundreds are followed by the scale noun, so a round مائتان is construct.
	words := arabicBelow1000(count, true)
	switch r := count % 100; {
	case r >= 3 && r <= 10:
		return words + " " + nn.plural
	case r >= 11:
		return words + " " + nn.accusative
	}
	return words + " " + nn.one
}

// currency is a counted currency noun with its adjective (جنيه مصري).
type currency struct {
	one, two, plural, accusative string
}

var (
	arPound   = currency{"جنيه مصري", "جنيهان مصريان", "جنيهات مصرية", "جنيهاً مصرياً"}
	arPiastre = currency{"قرش", "قرشان", "قروش", "قرشاً"}
)

// arabicCounted writes n units of c: جنيه مصري واحد, جنيهان مصريان, ثلاثة جنيهات مصرية,
// أحد عشر جنيهاً مصرياً, مائة جنيه مصري.
func arabicCounted(n uint64, c currency) string {
	switch n {
	case 1:
		return c.one + " واحد"
	case 2:
		return c.two
	}
	switch r := n % 100; {
	case r >= 3 && r <= 10:
		return arabicUnsigned(n, false) + " " + c.plural
	case r >= 11:
		return arabicUnsigned(n, false) + " " + c.accusative
	}
	return arabicUnsigned(n, true) + " " + c.one
}

// ArabicEGP writes an amount of piastres in Arabic: "ألف ومائتان وأربعة وثلاثون جنيهاً مصرياً وستة
// وخمسون قرشاً". Whole pounds leave the piastres out; less than a pound leaves the pounds out.
func ArabicEGP(piastres int64) string {
	sign, pounds, pt := split(piastres)
	var parts []string
	if pounds > 0 || pt == 0 {
		if pounds == 0 {
			parts = append(parts, arOnes[0]+" "+arPound.one)
		} else {
			parts = append(parts, arabicCounted(pounds, arPound))
		}
	}
	if pt > 0 {
		parts = append(parts, arabicCounted(pt, arPiastre))
	}
	s := strings.Join(parts, " و")
	if sign {
		s = "سالب " + s
	}
	return s
}

// Formal writes an amount of piastres as it stands on a document: "فقط … لا غير" in Arabic
// (lang "ar"), "… only" with a capital first letter otherwise.
func Formal(lang string, piastres int64) string {
	if lang == "ar" {
		return "فقط " + ArabicEGP(piastres) + " لا غير"
	}
	s := EnglishEGP(piastres) + " only"
	r, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[size:]
}

// split returns the sign, whole pounds and remaining piastres of an amount.
func split(piastres int64) (negative bool, pounds, pt uint64) {
	var abs uint64
	if piastres < 0 {
		negative, abs = true, uint64(-(piastres+1))+1
	} else {
		abs = uint64(piastres)
	}
	return negative, abs / 100, abs % 100
}
