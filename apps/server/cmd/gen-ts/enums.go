package main

import (
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

var wordBoundary = regexp.MustCompile(`([a-z0-9])([A-Z])`)

// screaming turns a collection and field ("leave_requests", "leaveType") into "LEAVE_REQUESTS_LEAVE_TYPE".
func screaming(collection, field string) string {
	return strings.ToUpper(collection + "_" + wordBoundary.ReplaceAllString(field, "${1}_${2}"))
}

// selectField is one select field of an exported collection.
type selectField struct {
	collection *core.Collection
	field      *core.SelectField
}

// selectFields lists the select fields of the exported collections, by collection name, then in schema order.
func selectFields(cols []*core.Collection) []selectField {
	out := []selectField{}
	for _, c := range exportedCollections(cols) {
		for _, f := range c.Fields {
			if sel, ok := f.(*core.SelectField); ok && !sel.Hidden {
				out = append(out, selectField{c, sel})
			}
		}
	}
	return out
}

// braceList prints `<prefix>{ a, b }<suffix>` on one line when it fits, else one item per line.
func braceList(prefix string, items []string, suffix string) string {
	one := prefix + "{ " + strings.Join(items, ", ") + " }" + suffix
	if len(one) <= printWidth {
		return one + "\n"
	}
	var b strings.Builder
	b.WriteString(prefix + "{\n")
	for _, it := range items {
		b.WriteString("  " + it + ",\n")
	}
	b.WriteString("}" + suffix + "\n")
	return b.String()
}

// EnumsTS renders enums.gen.ts: the values of every select field as a readonly array.
func EnumsTS(cols []*core.Collection) string {
	fields := selectFields(cols)
	unions := make([]string, len(fields))
	for i, s := range fields {
		unions[i] = pascal(s.collection.Name) + pascal(s.field.Name)
	}
	var b strings.Builder
	b.WriteString(header)
	b.WriteString("// Source: the migrated database schema (apps/server/migrations), equal to internal/schema's enumerations.\n\n")
	b.WriteString(braceList("import type ", unions, " from './collections.gen';"))
	for i, s := range fields {
		b.WriteString("\n/** The values of " + s.collection.Name + "." + s.field.Name + ", in schema order. */\n")
		b.WriteString(stringArray("", "export const "+screaming(s.collection.Name, s.field.Name)+" = ", s.field.Values,
			" as const satisfies readonly "+unions[i]+"[];"))
	}
	return b.String()
}
