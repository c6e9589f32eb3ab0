package hooks

// Reading JSON fields: lists of line objects and their values.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// jsonArray decodes a JSON field holding an array of objects (null or empty → no rows).
func jsonArray(r *core.Record, field string) ([]map[string]any, error) {
	raw, err := json.Marshal(r.Get(field))
	if err != nil {
		return nil, err
	}
	s := strings.TrimSpace(string(raw))
	if s == "null" || s == `""` || s == "" {
		return nil, nil
	}
	var rows []map[string]any
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	if err := dec.Decode(&rows); err != nil {
		return nil, err
	}
	return rows, nil
}

func rowString(row map[string]any, key string) string {
	s, _ := row[key].(string)
	return strings.TrimSpace(s)
}

// rowText returns a JSON number or numeric string as text ("" when absent).
func rowText(row map[string]any, key string) string {
	switch v := row[key].(type) {
	case json.Number:
		return v.String()
	case string:
		return strings.TrimSpace(v)
	case float64:
		return fmt.Sprint(v)
	}
	return ""
}

func jsonBytes(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		return []byte("null")
	}
	return b
}

func contains(values []string, v string) bool {
	for _, x := range values {
		if x == v {
			return true
		}
	}
	return false
}

// jsonEqual reports whether two JSON texts hold the same value (key order and spacing aside).
func jsonEqual(a, b []byte) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return bytes.Equal(a, b)
	}
	return reflect.DeepEqual(x, y)
}
