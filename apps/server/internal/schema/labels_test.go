package schema

import (
	"regexp"
	"testing"
)

var arabicLetter = regexp.MustCompile(`\p{Arabic}`)

// TestEveryEnumValueHasLabels: each value of every select field but roles.permissions has an English and an
// Arabic label, no label is left over, and the texts are safe ICU messages.
func TestEveryEnumValueHasLabels(t *testing.T) {
	for _, e := range Enums {
		key := e.Collection + "." + e.Field
		if key == "roles.permissions" {
			if e.Labels != nil {
				t.Errorf("%s: the permission catalogue is labelled by the roles screen", key)
			}
			continue
		}
		for _, v := range e.Values {
			l, ok := e.Labels[v]
			if !ok || l.En == "" || l.Ar == "" {
				t.Errorf("%s: %q has no label in both languages", key, v)
				continue
			}
			if !arabicLetter.MatchString(l.Ar) && l.Ar != l.En {
				t.Errorf("%s: the Arabic label of %q is %q", key, v, l.Ar)
			}
			checkICU(t, key+"."+v, l.En)
			checkICU(t, key+"."+v, l.Ar)
		}
		if len(e.Labels) != len(e.Values) {
			t.Errorf("%s: %d labels for %d values", key, len(e.Labels), len(e.Values))
		}
	}
	if l, ok := EnumLabel("invoices", "status", "Partially Paid"); !ok || l.En != "Partially paid" || l.In(true) != "مسددة جزئيًا" {
		t.Errorf("EnumLabel: %v %v", l, ok)
	}
	if _, ok := EnumLabel("invoices", "status", "Lost"); ok {
		t.Error("EnumLabel found a value that is not in the list")
	}
}
