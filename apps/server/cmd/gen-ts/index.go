package main

import (
	"regexp"
	"strings"
)

var (
	exportedValue = regexp.MustCompile(`(?m)^export (?:const|function) (\w+)`)
	exportedType  = regexp.MustCompile(`(?m)^export (?:type|interface) (\w+)`)
)

// IndexTS renders index.ts: every export of the generated modules, named (no `export *`), values then
// types per module, in file order. contents are the modules' texts, in the order of names.
func IndexTS(names, contents []string) string {
	var b strings.Builder
	b.WriteString(header)
	b.WriteString("// @erp/schema public API: every export of the generated modules, named (no `export *`).\n")
	for i, name := range names {
		module := "'./" + strings.TrimSuffix(name, ".ts") + "'"
		if values := matches(exportedValue, contents[i]); len(values) > 0 {
			b.WriteString(braceList("export ", values, " from "+module+";"))
		}
		if types := matches(exportedType, contents[i]); len(types) > 0 {
			b.WriteString(braceList("export type ", types, " from "+module+";"))
		}
	}
	return b.String()
}

func matches(re *regexp.Regexp, text string) []string {
	out := []string{}
	for _, m := range re.FindAllStringSubmatch(text, -1) {
		out = append(out, m[1])
	}
	return out
}
