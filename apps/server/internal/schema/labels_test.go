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

// TestSharedLabels: a label carried by values of several enumerations is one message whose id no other label
// has, and an English text rendered several ways in Arabic names the sense of each rendering.
func TestSharedLabels(t *testing.T) {
	ids := map[string]Label{}
	renderings := map[string]map[string]bool{}
	for _, e := range Enums {
		for _, v := range e.Values {
			l, ok := e.Labels[v]
			if !ok {
				continue
			}
			if renderings[l.En] == nil {
				renderings[l.En] = map[string]bool{}
			}
			renderings[l.En][l.Ar] = true
			id := EnumMessageID(e.Collection, e.Field, v)
			if other, seen := ids[id]; seen && other != l {
				t.Errorf("%s labels both %v and %v", id, other, l)
			}
			ids[id] = l
		}
	}
	for en, ars := range renderings {
		for ar := range ars {
			if s, ok := LabelSenses[Label{en, ar}]; len(ars) > 1 && (!ok || s.Key == "" || s.Note == "") {
				t.Errorf("%q is rendered %d ways: %q names no sense in LabelSenses", en, len(ars), ar)
			}
		}
	}
	for l := range LabelSenses {
		if len(renderings[l.En]) < 2 || !renderings[l.En][l.Ar] {
			t.Errorf("LabelSenses: %v is not one of several renderings of a label", l)
		}
	}
	if id := EnumMessageID("bills", "status", "PAID"); id != "schema.term.paid.settled" {
		t.Errorf("bills.status PAID: %s", id)
	}
	if id := EnumMessageID("invoices", "status", "Partially Paid"); id != "schema.term.partiallyPaid" {
		t.Errorf("invoices.status Partially Paid: %s", id)
	}
	if id := EnumMessageID("alerts", "kind", "overdue_bill"); id != "schema.alertKind.overdue_bill" {
		t.Errorf("alerts.kind overdue_bill: %s", id)
	}
}
