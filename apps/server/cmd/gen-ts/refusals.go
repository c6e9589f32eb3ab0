package main

import (
	"strings"

	"erp/server/internal/schema"
)

// RefusalsTS renders refusals.gen.ts: the server's refusal codes with their English messages and params.
func RefusalsTS() string {
	codes := make([]string, len(schema.AllRefusals()))
	for i, r := range schema.AllRefusals() {
		codes[i] = r.Code
	}
	var b strings.Builder
	b.WriteString(header)
	b.WriteString("// Source: apps/server/internal/schema/refusals.go\n\n")
	b.WriteString("/** Every refusal code the server answers (data.<field>.code of a 400/403/503), in code order. */\n")
	b.WriteString(stringArray("", "export const REFUSAL_CODES = ", codes, " as const;"))
	b.WriteString("\n/** A refusal code. */\n")
	b.WriteString("export type RefusalCode = (typeof REFUSAL_CODES)[number];\n\n")
	b.WriteString("/** A refusal's English message template ({param} placeholders) and the params it may carry. */\n")
	b.WriteString("export interface Refusal {\n  readonly message: string;\n  readonly params: readonly string[];\n}\n\n")
	b.WriteString("/** The message template and params of every refusal code. */\n")
	b.WriteString("export const REFUSALS = {\n")
	for _, r := range schema.AllRefusals() {
		params := make([]string, len(r.Params))
		for i, p := range r.Params {
			params[i] = quote(p)
		}
		b.WriteString(objectLine("  ", r.Code, []string{"message: " + quote(r.Message.En), "params: [" + strings.Join(params, ", ") + "]"}))
	}
	b.WriteString("} as const satisfies Record<RefusalCode, Refusal>;\n")
	return b.String()
}
