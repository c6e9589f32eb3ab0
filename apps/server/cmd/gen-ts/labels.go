package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/schema"
)

// message is one catalogue entry: its id and its text in each language.
type message struct {
	id    string
	label schema.Label
}

// labelled is a select field with labels: every select field but the permission catalogue.
func labelled(s selectField) bool {
	return !(s.collection.Name == "roles" && s.field.Name == "permissions")
}

// messages lists the catalogue: every labelled enumeration's values, in schema order (a shared enumeration
// once), then every refusal code.
func messages(cols []*core.Collection) ([]message, error) {
	out := []message{}
	seen := map[string]bool{} // fields holding the same enumeration share its messages
	for _, s := range selectFields(cols) {
		if !labelled(s) {
			continue
		}
		for _, v := range s.field.Values {
			l, ok := schema.EnumLabel(s.collection.Name, s.field.Name, v)
			if !ok {
				return nil, fmt.Errorf("%s.%s: value %q has no label in internal/schema", s.collection.Name, s.field.Name, v)
			}
			id := schema.EnumMessageID(s.collection.Name, s.field.Name, v)
			if !seen[id] {
				seen[id] = true
				out = append(out, message{id, l})
			}
		}
	}
	for _, r := range schema.AllRefusals() {
		out = append(out, message{schema.RefusalMessageID(r.Code), r.Message})
	}
	return out, nil
}

// Catalogues renders intl/en-US.json and intl/ar-EG.json (flat maps from id to ICU message), by locale.
func Catalogues(cols []*core.Collection) (map[string]string, error) {
	ms, err := messages(cols)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, locale := range locales {
		var b bytes.Buffer
		b.WriteString("{\n")
		for i, m := range ms {
			k, err := jsonString(m.id)
			if err != nil {
				return nil, err
			}
			v, err := jsonString(m.label.In(locale == "ar-EG"))
			if err != nil {
				return nil, err
			}
			b.WriteString("  " + k + ": " + v)
			if i < len(ms)-1 {
				b.WriteString(",")
			}
			b.WriteString("\n")
		}
		b.WriteString("}\n")
		out[locale] = b.String()
	}
	return out, nil
}

// jsonString encodes s as a JSON string without HTML escaping ("&" stays "&").
func jsonString(s string) (string, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		return "", err
	}
	return strings.TrimSuffix(b.String(), "\n"), nil
}

const labelsHelpers = `
/** A select field with labels, by collection. */
export type EnumCollection = keyof typeof ENUM_MESSAGES;

/** A labelled select field of collection C. */
export type EnumField<C extends EnumCollection> = keyof (typeof ENUM_MESSAGES)[C] & string;

type MessageTable = Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, SchemaMessage>>>>>>;
const enumTable: MessageTable = ENUM_MESSAGES;

/** The label of a select value, or undefined when the schema does not list the value. */
export function enumMessage<C extends EnumCollection>(
  collection: C,
  field: EnumField<C>,
  value: string,
): SchemaMessage | undefined {
  const values = enumTable[collection]?.[field];
  return values && Object.hasOwn(values, value) ? values[value] : undefined;
}

/** The message of a refusal code, or undefined for a code the server does not answer. */
export function refusalMessage(code: string): SchemaMessage | undefined {
  return Object.hasOwn(REFUSAL_MESSAGES, code) ? REFUSAL_MESSAGES[code as RefusalCode] : undefined;
}
`

// descriptor prints a message descriptor property.
func descriptor(indent, key string, m message) string {
	return objectLine(indent, key, []string{"id: " + quote(m.id), "defaultMessage: " + quote(m.label.En)})
}

// LabelsTS renders labels.gen.ts: the descriptors of the catalogue keyed by collection, field and value,
// and by refusal code, with the helpers enumMessage and refusalMessage.
func LabelsTS(cols []*core.Collection) (string, error) {
	var b strings.Builder
	b.WriteString(header)
	b.WriteString("// Source: apps/server/internal/schema (enum_labels.go, refusals.go); the translations are in packages/schema/intl.\n\n")
	b.WriteString("import type { RefusalCode } from './refusals.gen';\n\n")
	b.WriteString("/** A formatjs message descriptor: the id in packages/schema/intl and the English text. */\n")
	b.WriteString("export interface SchemaMessage {\n  readonly id: string;\n  readonly defaultMessage: string;\n}\n\n")
	b.WriteString("/** The label of every select value (ids schema.<collection>.<field>.<value>), by collection, field and value. */\n")
	b.WriteString("export const ENUM_MESSAGES = {\n")
	var open string
	for _, s := range selectFields(cols) {
		if !labelled(s) {
			continue
		}
		if s.collection.Name != open {
			if open != "" {
				b.WriteString("  },\n")
			}
			open = s.collection.Name
			b.WriteString("  " + propName(open) + ": {\n")
		}
		b.WriteString("    " + propName(s.field.Name) + ": {\n")
		for _, v := range s.field.Values {
			l, ok := schema.EnumLabel(s.collection.Name, s.field.Name, v)
			if !ok {
				return "", fmt.Errorf("%s.%s: value %q has no label in internal/schema", s.collection.Name, s.field.Name, v)
			}
			b.WriteString(descriptor("      ", propName(v), message{schema.EnumMessageID(s.collection.Name, s.field.Name, v), l}))
		}
		b.WriteString("    },\n")
	}
	if open != "" {
		b.WriteString("  },\n")
	}
	b.WriteString("} as const satisfies Record<string, Record<string, Record<string, SchemaMessage>>>;\n\n")
	b.WriteString("/** The message of every refusal code (ids schema.refusal.<code>), with its params as ICU placeholders. */\n")
	b.WriteString("export const REFUSAL_MESSAGES = {\n")
	for _, r := range schema.AllRefusals() {
		b.WriteString(descriptor("  ", r.Code, message{schema.RefusalMessageID(r.Code), r.Message}))
	}
	b.WriteString("} as const satisfies Record<RefusalCode, SchemaMessage>;\n")
	b.WriteString(labelsHelpers)
	return b.String(), nil
}
