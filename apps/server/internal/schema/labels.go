package schema

import (
	"strings"
	"sync"
	"unicode"
)

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
// field that holds the same enumeration, or schema.term.<label> when values of several enumerations carry the
// same label (see SharedLabel). It is "" for a field that is not a select.
func EnumMessageID(collection, field, value string) string {
	for _, e := range Enums {
		if e.Collection == collection && e.Field == field {
			if l, ok := e.Labels[value]; ok && SharedLabel(l) {
				return TermMessageID(l)
			}
			return strings.Join([]string{"schema", e.Name, value}, ".")
		}
	}
	return ""
}

// Sense is what one Arabic rendering of an English label means, where the English word has several: Key
// tells shared ids apart (schema.term.pending.payment, schema.term.pending.review) and Note says the context
// in the message's description.
type Sense struct{ Key, Note string }

// LabelSenses names the sense of each label whose English text is rendered more than one way in Arabic.
var LabelSenses = map[Label]Sense{
	{"Pending", "بانتظار السداد"}:      {"payment", "a document awaiting payment (invoice, bill)"},
	{"Pending", "قيد المراجعة"}:        {"review", "a request awaiting review and approval"},
	{"Pending", "قيد الاعتماد"}:        {"approval", "a payroll run awaiting its approval (اعتماد)"},
	{"Paid", "مسددة"}:                  {"settled", "feminine: agrees with فاتورة (invoice, bill), settled in full"},
	{"Paid", "مدفوع"}:                  {"disbursed", "masculine: agrees with أجر and كشف (overtime, payroll run), paid out"},
	{"Cancelled", "ملغاة"}:             {"document", "feminine: agrees with فاتورة (invoice, bill)"},
	{"Cancelled", "ملغى"}:              {"request", "masculine: agrees with طلب and كشف (leave request, overtime, payroll run)"},
	{"Legal", "قانوني"}:                {"document", "the kind of a document: a legal document"},
	{"Legal", "الشؤون القانونية"}:      {"department", "a department: legal affairs"},
	{"Out of stock", "نفاد المخزون"}:   {"alert", "the kind of an alert: the event of an item running out (a noun)"},
	{"Out of stock", "نفد من المخزون"}: {"level", "an item's stock level: none left (a state)"},
	{"Marketing", "التسويق"}:           {"department", "a department: the marketing team"},
	{"Marketing", "تسويق"}:             {"expense", "an expense category: marketing spending"},
}

// labelUsers lists, for each label, the enumerations whose values carry it (each once, in schema order).
var labelUsers = sync.OnceValue(func() map[Label][]string {
	users := map[Label][]string{}
	for _, e := range Enums {
		for _, v := range e.Values {
			l, ok := e.Labels[v]
			if !ok {
				continue
			}
			if u := users[l]; len(u) == 0 || u[len(u)-1] != e.Name {
				users[l] = append(u, e.Name)
			}
		}
	}
	return users
})

// SharedLabel reports whether values of several enumerations carry label l (Draft, Approved, Other…): such a
// label is one message for all of them, so each catalogue holds the text once.
func SharedLabel(l Label) bool { return len(labelUsers()[l]) > 1 }

// TermMessageID is the message id of a shared label: schema.term.<English in lower camel case>, followed by
// .<sense> when the English text has several renderings (LabelSenses).
func TermMessageID(l Label) string {
	var b strings.Builder
	upper := false
	for _, r := range l.En {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			upper = b.Len() > 0
		case upper:
			b.WriteRune(unicode.ToUpper(r))
			upper = false
		case b.Len() == 0:
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(r)
		}
	}
	id := "schema.term." + b.String()
	if s, ok := LabelSenses[l]; ok {
		id += "." + s.Key
	}
	return id
}

// RefusalMessageID is the message id of a refusal code's label: schema.refusal.<code>.
func RefusalMessageID(code string) string { return "schema.refusal." + code }
