package main

import (
	"reflect"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/lines"
)

const limitsTypes = `/** What the server's schema enforces on one field. Text lengths are in characters, file sizes in bytes. */
export interface FieldLimits {
  /** The PocketBase field type. */
  readonly type: string;
  /** A value is needed (for numbers: not 0; for booleans: true). */
  readonly required: boolean;
  /** Text: the fewest characters. */
  readonly minLength?: number;
  /** Text: the most characters (PocketBase applies 5000 when the schema sets none). */
  readonly maxLength?: number;
  /** Password: the most UTF-8 bytes (bcrypt's limit; PocketBase applies 71 when the schema sets none). */
  readonly maxBytes?: number;
  /** Text: a regular expression the whole value must match. */
  readonly pattern?: string;
  /** Number: the smallest value other than 0. */
  readonly min?: number;
  /** Number: the largest value. */
  readonly max?: number;
  /** Number: whole numbers only. */
  readonly onlyInt?: boolean;
  /** File: the largest file, in bytes. */
  readonly maxSize?: number;
  /** File or select: the most files or values. */
  readonly maxSelect?: number;
  /** File: the accepted MIME types (any when absent). */
  readonly mimeTypes?: readonly string[];
}
`

func number(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// fieldLimits returns the limit properties of a field ("type: 'text'", "required: true", …).
func fieldLimits(f core.Field) []string {
	props := []string{"type: " + quote(f.Type())}
	switch ft := f.(type) {
	case *core.TextField:
		props = append(props, "required: "+strconv.FormatBool(ft.Required))
		if ft.Min > 0 {
			props = append(props, "minLength: "+strconv.Itoa(ft.Min))
		}
		switch {
		case ft.Max == 0:
			props = append(props, "maxLength: 5000")
		case ft.Max > 0:
			props = append(props, "maxLength: "+strconv.Itoa(ft.Max))
		}
		if ft.Pattern != "" {
			props = append(props, "pattern: "+quote(ft.Pattern))
		}
		return props
	case *core.PasswordField:
		props = append(props, "required: "+strconv.FormatBool(ft.Required))
		if ft.Min > 0 {
			props = append(props, "minLength: "+strconv.Itoa(ft.Min))
		}
		maxBytes := ft.Max
		if maxBytes <= 0 {
			maxBytes = 71
		}
		return append(props, "maxBytes: "+strconv.Itoa(maxBytes))
	case *core.NumberField:
		props = append(props, "required: "+strconv.FormatBool(ft.Required))
		if ft.Min != nil {
			props = append(props, "min: "+number(*ft.Min))
		}
		if ft.Max != nil {
			props = append(props, "max: "+number(*ft.Max))
		}
		if ft.OnlyInt {
			props = append(props, "onlyInt: true")
		}
		return props
	case *core.FileField:
		props = append(props, "required: "+strconv.FormatBool(ft.Required))
		size := ft.MaxSize
		if size <= 0 {
			size = core.DefaultFileFieldMaxSize
		}
		props = append(props, "maxSize: "+strconv.FormatInt(size, 10), "maxSelect: "+strconv.Itoa(max(ft.MaxSelect, 1)))
		if len(ft.MimeTypes) > 0 {
			quoted := make([]string, len(ft.MimeTypes))
			for i, m := range ft.MimeTypes {
				quoted[i] = quote(m)
			}
			props = append(props, "mimeTypes: ["+strings.Join(quoted, ", ")+"]")
		}
		return props
	case *core.SelectField:
		return append(props, "required: "+strconv.FormatBool(ft.Required), "maxSelect: "+strconv.Itoa(max(ft.MaxSelect, 1)))
	}
	return append(props, "required: "+strconv.FormatBool(isRequired(f)))
}

// isRequired reads the Required setting that every field type but autodate has.
func isRequired(f core.Field) bool {
	v := reflect.ValueOf(f)
	if v.Kind() == reflect.Pointer {
		v = v.Elem()
	}
	r := v.FieldByName("Required")
	return r.IsValid() && r.Kind() == reflect.Bool && r.Bool()
}

// objectLine prints `<indent><key>: { a, b },` on one line when it fits, else one property per line.
func objectLine(indent, key string, props []string) string {
	one := indent + key + ": { " + strings.Join(props, ", ") + " },"
	if len(one) <= printWidth {
		return one + "\n"
	}
	var b strings.Builder
	b.WriteString(indent + key + ": {\n")
	for _, p := range props {
		name, list, isList := strings.Cut(p, ": [")
		if line := indent + "  " + p + ","; len(line) <= printWidth || !isList {
			b.WriteString(line + "\n")
			continue
		}
		b.WriteString(indent + "  " + name + ": [\n")
		for _, item := range strings.Split(strings.TrimSuffix(list, "]"), ", ") {
			b.WriteString(indent + "    " + item + ",\n")
		}
		b.WriteString(indent + "  ],\n")
	}
	b.WriteString(indent + "},\n")
	return b.String()
}

// LimitsTS renders limits.gen.ts: per collection and field, the limits the migrated schema enforces.
func LimitsTS(cols []*core.Collection) string {
	var b strings.Builder
	b.WriteString(header)
	b.WriteString("// Source: the migrated database schema (apps/server/migrations).\n\n")
	b.WriteString("import type { CollectionName } from './collections.gen';\n\n")
	b.WriteString(limitsTypes)
	b.WriteString("\n/** The limits of every field clients send, by collection and field, as the server checks them. */\n")
	b.WriteString("export const FIELD_LIMITS = {\n")
	for _, c := range exportedCollections(cols) {
		b.WriteString("  " + propName(c.Name) + ": {\n")
		for _, f := range c.Fields {
			// Hidden fields are the server's own, but for the password, which clients send.
			if (f.GetHidden() && f.Type() != core.FieldTypePassword) || f.GetName() == core.FieldNameId {
				continue
			}
			if _, auto := f.(*core.AutodateField); auto {
				continue
			}
			b.WriteString(objectLine("    ", propName(f.GetName()), fieldLimits(f)))
		}
		b.WriteString("  },\n")
	}
	b.WriteString("} as const satisfies Record<CollectionName, Record<string, FieldLimits>>;\n")
	b.WriteString("\n/** The limits of a document line's fields (invoices, quotations, receipts, bills), as the server checks them. */\n")
	b.WriteString("export const LINE_LIMITS = {\n")
	b.WriteString("  description: { type: 'text', required: true, maxLength: " + strconv.Itoa(lines.DescriptionMaxLength) + " },\n")
	b.WriteString("} as const satisfies Record<string, FieldLimits>;\n")
	return b.String()
}
