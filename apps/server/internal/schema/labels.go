package schema

import "strings"

// Label is a display text in English and Arabic. Labels are ICU message texts: refusal labels use their
// params as {placeholders}; no label uses other braces.
type Label struct{ En, Ar string }

// In returns the Arabic text when arabic is set, else the English one.
func (l Label) In(arabic bool) string {
	if arabic {
		return l.Ar
	}
	return l.En
}

// EnumLabel returns the label of a select value.
func EnumLabel(collection, field, value string) (Label, bool) {
	for _, e := range Enums {
		if e.Collection == collection && e.Field == field {
			l, ok := e.Labels[value]
			return l, ok
		}
	}
	return Label{}, false
}

// EnumMessageID is the message id of a select value's label: schema.<enumeration>.<value>, one id for every
// field that holds the same enumeration. It is "" for a field that is not a select.
func EnumMessageID(collection, field, value string) string {
	for _, e := range Enums {
		if e.Collection == collection && e.Field == field {
			return strings.Join([]string{"schema", e.Name, value}, ".")
		}
	}
	return ""
}

// RefusalMessageID is the message id of a refusal code's label: schema.refusal.<code>.
func RefusalMessageID(code string) string { return "schema.refusal." + code }
