// Package pdftest reads the text of printed PDF files in tests, with poppler's pdftotext.
//
// Plain pdftotext (without -layout) is the mode that gives Arabic in reading order: it groups the page
// into blocks and writes each line in logical order, wrapping runs of the other direction in Unicode
// embedding controls (U+202A…U+202C), which Normalize removes. With -layout it keeps the physical
// column positions instead, so the cells of a right-to-left table come out from left to right.
package pdftest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Require returns the path of the tool named name (a command or an absolute path). When it is
// missing the test fails if the CI variable is set, since CI installs every tool
// (scripts/ensure-system.sh), and is skipped otherwise, with the reason.
func Require(t testing.TB, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is required in CI (scripts/ensure-system.sh installs it): %v", name, err)
		}
		t.Skipf("%s is not installed (%v); scripts/ensure-system.sh installs it", name, err)
	}
	return path
}

// Text extracts the text of a PDF file with pdftotext (plain mode, UTF-8), or with -layout.
func Text(t testing.TB, pdf []byte, layout bool) string {
	t.Helper()
	bin := Require(t, "pdftotext")
	in := filepath.Join(t.TempDir(), "document.pdf")
	if err := os.WriteFile(in, pdf, 0o600); err != nil {
		t.Fatal(err)
	}
	args := []string{"-enc", "UTF-8"}
	if layout {
		args = append(args, "-layout")
	}
	var stderr bytes.Buffer
	cmd := exec.Command(bin, append(args, in, "-")...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftotext: %v: %s", err, stderr.String())
	}
	return string(out)
}

var (
	// Bidi embedding, override and isolate controls and the directional marks.
	bidiControls = regexp.MustCompile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")
	// Arabic short vowels, tanwin, shadda and sukun: PDF text extraction may place them before or
	// after the alif that follows them (جنيهاً comes out as جنيهًا), so comparisons ignore them.
	harakat    = regexp.MustCompile("[\u064b-\u065f\u0670]")
	whitespace = regexp.MustCompile(`\s+`)
)

// Normalize removes bidi controls and Arabic diacritics and turns every run of white space into one
// space, so extracted text can be compared with what the document says, in the same order.
func Normalize(s string) string {
	s = bidiControls.ReplaceAllString(s, "")
	s = harakat.ReplaceAllString(s, "")
	return strings.TrimSpace(whitespace.ReplaceAllString(s, " "))
}

// Compact is Normalize without any white space. pdftotext moves the spaces around a run of the other
// direction ("خلال ٣٠ يوماً" comes out as "خلال  ٣٠يوماً"), so order checks compare compact forms: the
// characters and words must still come in the same order.
func Compact(s string) string {
	return whitespace.ReplaceAllString(Normalize(s), "")
}

// Reverse returns s with its characters in the opposite order: the form in which a renderer without
// bidi support, or a text layer written in visual order, would give an Arabic word.
func Reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

// ReverseWords returns s with its space-separated words in the opposite order.
func ReverseWords(s string) string {
	w := strings.Fields(s)
	for i, j := 0, len(w)-1; i < j; i, j = i+1, j-1 {
		w[i], w[j] = w[j], w[i]
	}
	return strings.Join(w, " ")
}
