package amountwords

import (
	"math"
	"strings"
	"testing"
)

func TestEnglish(t *testing.T) {
	cases := map[int64]string{
		0:             "zero",
		1:             "one",
		2:             "two",
		11:            "eleven",
		19:            "nineteen",
		20:            "twenty",
		21:            "twenty-one",
		99:            "ninety-nine",
		100:           "one hundred",
		101:           "one hundred one",
		110:           "one hundred ten",
		999:           "nine hundred ninety-nine",
		1000:          "one thousand",
		1001:          "one thousand one",
		1234:          "one thousand two hundred thirty-four",
		20000:         "twenty thousand",
		100000:        "one hundred thousand",
		1000000:       "one million",
		1000001:       "one million one",
		2500000:       "two million five hundred thousand",
		1000000000:    "one billion",
		1000000000000: "one trillion",
		-5:            "minus five",
	}
	for n, want := range cases {
		if got := English(n); got != want {
			t.Errorf("English(%d) = %q, want %q", n, got, want)
		}
	}
	if got := English(math.MinInt64); !strings.HasPrefix(got, "minus nine quintillion two hundred twenty-three quadrillion") ||
		!strings.HasSuffix(got, "eight hundred eight") {
		t.Errorf("English(MinInt64) = %q", got)
	}
}

func TestEnglishEGP(t *testing.T) {
	cases := map[int64]string{
		0:         "zero Egyptian pounds",
		1:         "one piastre",
		2:         "two piastres",
		50:        "fifty piastres",
		100:       "one Egyptian pound",
		101:       "one Egyptian pound and one piastre",
		200:       "two Egyptian pounds",
		1100:      "eleven Egyptian pounds",
		10000:     "one hundred Egyptian pounds",
		11399:     "one hundred thirteen Egyptian pounds and ninety-nine piastres",
		100000:    "one thousand Egyptian pounds",
		123456:    "one thousand two hundred thirty-four Egyptian pounds and fifty-six piastres",
		100000000: "one million Egyptian pounds",
		-250:      "minus two Egyptian pounds and fifty piastres",
	}
	for p, want := range cases {
		if got := EnglishEGP(p); got != want {
			t.Errorf("EnglishEGP(%d) = %q, want %q", p, got, want)
		}
	}
}

func TestArabic(t *testing.T) {
	cases := map[int64]string{
		0:             "صفر",
		1:             "واحد",
		2:             "اثنان",
		3:             "ثلاثة",
		10:            "عشرة",
		11:            "أحد عشر",
		12:            "اثنا عشر",
		13:            "ثلاثة عشر",
		19:            "تسعة عشر",
		20:            "عشرون",
		21:            "واحد وعشرون",
		34:            "أربعة وثلاثون",
		99:            "تسعة وتسعون",
		100:           "مائة",
		101:           "مائة وواحد",
		200:           "مائتان",
		300:           "ثلاثمائة",
		999:           "تسعمائة وتسعة وتسعون",
		1000:          "ألف",
		1001:          "ألف وواحد",
		1234:          "ألف ومائتان وأربعة وثلاثون",
		2000:          "ألفان",
		2500:          "ألفان وخمسمائة",
		3000:          "ثلاثة آلاف",
		10000:         "عشرة آلاف",
		11000:         "أحد عشر ألفاً",
		25000:         "خمسة وعشرون ألفاً",
		100000:        "مائة ألف",
		200000:        "مائتا ألف",
		103000:        "مائة وثلاثة آلاف",
		1000000:       "مليون",
		2000000:       "مليونان",
		5000000:       "خمسة ملايين",
		15000000:      "خمسة عشر مليوناً",
		1000000000:    "مليار",
		3000000000:    "ثلاثة مليارات",
		1000000000000: "تريليون",
		1002003:       "مليون وألفان وثلاثة",
		-7:            "سالب سبعة",
	}
	for n, want := range cases {
		if got := Arabic(n); got != want {
			t.Errorf("Arabic(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestArabicEGP(t *testing.T) {
	cases := map[int64]string{
		0:         "صفر جنيه مصري",
		1:         "قرش واحد",
		2:         "قرشان",
		5:         "خمسة قروش",
		10:        "عشرة قروش",
		11:        "أحد عشر قرشاً",
		50:        "خمسون قرشاً",
		99:        "تسعة وتسعون قرشاً",
		100:       "جنيه مصري واحد",
		200:       "جنيهان مصريان",
		300:       "ثلاثة جنيهات مصرية",
		1000:      "عشرة جنيهات مصرية",
		1100:      "أحد عشر جنيهاً مصرياً",
		1200:      "اثنا عشر جنيهاً مصرياً",
		10000:     "مائة جنيه مصري",
		20000:     "مائتا جنيه مصري",
		10300:     "مائة وثلاثة جنيهات مصرية",
		11399:     "مائة وثلاثة عشر جنيهاً مصرياً وتسعة وتسعون قرشاً",
		100000:    "ألف جنيه مصري",
		200000:    "ألفا جنيه مصري",
		120000:    "ألف ومائتا جنيه مصري",
		123456:    "ألف ومائتان وأربعة وثلاثون جنيهاً مصرياً وستة وخمسون قرشاً",
		500001:    "خمسة آلاف جنيه مصري وقرش واحد",
		100000000: "مليون جنيه مصري",
		200000000: "مليونا جنيه مصري",
		120000000: "مليون ومائتا ألف جنيه مصري",
		101:       "جنيه مصري واحد وقرش واحد",
		202:       "جنيهان مصريان وقرشان",
		-150:      "سالب جنيه مصري واحد وخمسون قرشاً",
	}
	for p, want := range cases {
		if got := ArabicEGP(p); got != want {
			t.Errorf("ArabicEGP(%d) = %q, want %q", p, got, want)
		}
	}
}

func TestFormal(t *testing.T) {
	if got, want := Formal("en", 123456), "One thousand two hundred thirty-four Egyptian pounds and fifty-six piastres only"; got != want {
		t.Errorf("Formal en = %q, want %q", got, want)
	}
	if got, want := Formal("ar", 11399), "فقط مائة وثلاثة عشر جنيهاً مصرياً وتسعة وتسعون قرشاً لا غير"; got != want {
		t.Errorf("Formal ar = %q, want %q", got, want)
	}
}

// The accusative tanwin follows the alif (U+0627 U+064B) in every word that carries it.
func TestTanwinAfterAlif(t *testing.T) {
	for _, p := range []int64{1100, 11, 1199, 1500000} {
		s := ArabicEGP(p)
		if !strings.Contains(s, "\u0627\u064b") {
			t.Errorf("%d: %q has no alif + fathatan", p, s)
		}
		for i, r := range []rune(s) {
			if r == '\u064b' && (i == 0 || []rune(s)[i-1] != '\u0627') {
				t.Errorf("%d: %q has a fathatan not preceded by alif at rune %d", p, s, i)
			}
		}
	}
}
