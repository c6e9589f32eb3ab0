package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/schema"
)

// message is one catalogue entry: its id, its text in each language and its description.
type message struct {
	id          string
	label       schema.Label
	description string
}

// labelled is a select field with labels: every select field but the permission catalogue.
func labelled(s selectField) bool {
	return !(s.collection.Name == "roles" && s.field.Name == "permissions")
}

// messages lists the catalogue: every labelled enumeration's values, in schema order (a shared enumeration
// once, and a label shared by several enumerations once, as schema.term.*), then every refusal code. It also
// returns, by schema.<enumeration>.<value>, the id of each value whose label is a shared term.
func messages(cols []*core.Collection) ([]message, map[string]string, error) {
	out := []message{}
	at := map[string]int{}          // index in out by id
	users := map[string][]string{}  // the enumeration values each id labels: enumeration "value"
	fields := map[string][]string{} // the collection.field each enumeration is held by
	terms := map[string]string{}
	for _, s := range selectFields(cols) {
		if !labelled(s) {
			continue
		}
		for _, v := range s.field.Values {
			l, ok := schema.EnumLabel(s.collection.Name, s.field.Name, v)
			if !ok {
				return nil, nil, fmt.Errorf("%s.%s: value %q has no label in internal/schema", s.collection.Name, s.field.Name, v)
			}
			name := enumName(s)
			if f := s.collection.Name + "." + s.field.Name; !slices.Contains(fields[name], f) {
				fields[name] = append(fields[name], f)
			}
			id := schema.EnumMessageID(s.collection.Name, s.field.Name, v)
			if own := "schema." + name + "." + v; own != id {
				terms[own] = id
			}
			if use := fmt.Sprintf("%s %q", name, v); !slices.Contains(users[id], use) {
				users[id] = append(users[id], use)
			}
			if _, seen := at[id]; !seen {
				at[id] = len(out)
				out = append(out, message{id: id, label: l})
			}
		}
	}
	for id, i := range at {
		m := &out[i]
		var holders []string
		for _, use := range users[id] {
			holders = append(holders, fields[strings.Fields(use)[0]]...)
		}
		if strings.HasPrefix(id, "schema.term.") {
			m.description = "Label shared by the values " + strings.Join(users[id], ", ") + " (" + strings.Join(holders, ", ") + ")."
		} else {
			m.description = "Label of the value " + strings.Join(users[id], ", ") + " (" + strings.Join(holders, ", ") + ")."
		}
		if s, ok := schema.LabelSenses[m.label]; ok {
			m.description += " Sense: " + s.Note + "."
		}
	}
	for _, r := range schema.AllRefusals() {
		out = append(out, message{schema.RefusalMessageID(r.Code), r.Message, "Why the server refused an action (refusal code " + r.Code + "), with its params."})
	}
	return out, terms, nil
}

// enumName is the name of the enumeration a select field holds.
func enumName(s selectField) string {
	for _, e := range schema.Enums {
		if e.Collection == s.collection.Name && e.Field == s.field.Name {
			return e.Name
		}
	}
	return s.collection.Name + "." + s.field.Name
}

// Catalogues renders intl/en-US.json and intl/ar-EG.json (flat maps from id to ICU message), by locale, with
// intl/descriptions.json (each id's context, for translators and the catalogue checks) and
// intl/enum-label-ids.json (schema.<enumeration>.<value> → the shared schema.term.* id that labels it).
func Catalogues(cols []*core.Collection) (map[string]string, error) {
	ms, terms, err := messages(cols)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, locale := range locales {
		out[locale] = ""
	}
	out["descriptions"] = ""
	for name := range out {
		var b bytes.Buffer
		b.WriteString("{\n")
		for i, m := range ms {
			text := m.description
			if name != "descriptions" {
				text = m.label.In(name == "ar-EG")
			}
			if err := jsonEntry(&b, m.id, text, i == len(ms)-1); err != nil {
				return nil, err
			}
		}
		b.WriteString("}\n")
		out[name] = b.String()
	}
	var b bytes.Buffer
	b.WriteString("{\n")
	keys := slices.Sorted(maps.Keys(terms))
	for i, k := range keys {
		if err := jsonEntry(&b, k, terms[k], i == len(keys)-1); err != nil {
			return nil, err
		}
	}
	b.WriteString("}\n")
	out["enum-label-ids"] = b.String()
	return out, nil
}

// jsonEntry writes one `"key": "value"` line of a JSON object.
func jsonEntry(b *bytes.Buffer, key, value string, last bool) error {
	k, err := jsonString(key)
	if err != nil {
		return err
	}
	v, err := jsonString(value)
	if err != nil {
		return err
	}
	b.WriteString("  " + k + ": " + v)
	if !last {
		b.WriteString(",")
	}
	b.WriteString("\n")
	return nil
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
	b.WriteString("/**\n * The label of every select value, by collection, field and value: ids schema.<enumeration>.<value>, or\n * schema.term.<label> for a label that several enumerations share.\n */\n")
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
			b.WriteString(descriptor("      ", propName(v), message{id: schema.EnumMessageID(s.collection.Name, s.field.Name, v), label: l}))
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
		b.WriteString(descriptor("  ", r.Code, message{id: schema.RefusalMessageID(r.Code), label: r.Message}))
	}
	b.WriteString("} as const satisfies Record<RefusalCode, SchemaMessage>;\n")
	b.WriteString(labelsHelpers)
	return b.String(), nil
}
