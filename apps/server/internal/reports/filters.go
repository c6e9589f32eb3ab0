package reports

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
)

var isoDate = regexp.MustCompile(`^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z?)?$`)

// typed converts a filter value to what the column compares with: a float for numbers and money, a
// YYYY-MM-DD string for dates, the text itself otherwise.
func typed(kind Kind, v any) (any, *Refusal) {
	s := strings.TrimSpace(fmt.Sprint(v))
	switch kind {
	case Number, Money:
		switch n := v.(type) {
		case float64:
			return n, nil
		case int:
			return float64(n), nil
		}
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return nil, Refuse("value", "report_invalid_number", "Enter a number.", nil)
		}
		return f, nil
	case Date:
		if !isoDate.MatchString(s) {
			return nil, Refuse("value", "report_invalid_date", "Enter a date as YYYY-MM-DD.", nil)
		}
		return s[:10], nil
	}
	return s, nil
}

func likePattern(s string, prefix, suffix bool) string {
	s = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
	if prefix {
		s = "%" + s
	}
	if suffix {
		s += "%"
	}
	return s
}

// condition is the SQL of one filter over expr; values go into params under names starting with name.
func condition(expr string, kind Kind, f Filter, name string, params dbx.Params) (string, *Refusal) {
	n := 0
	bind := func(v any) string {
		key := fmt.Sprintf("%s_%d", name, n)
		n++
		params[key] = v
		return "{:" + key + "}"
	}
	value := func(raw any, field string) (string, *Refusal) {
		if raw == nil || strings.TrimSpace(fmt.Sprint(raw)) == "" {
			return "", Refuse(field, "validation_required", "A value is required.", nil)
		}
		v, err := typed(kind, raw)
		if err != nil {
			err.Field = field
			return "", err
		}
		return bind(v), nil
	}
	text := kind == Text || kind == Enum
	like := func(raw any, prefix, suffix bool) (string, *Refusal) {
		if raw == nil || strings.TrimSpace(fmt.Sprint(raw)) == "" {
			return "", Refuse("value", "validation_required", "A value is required.", nil)
		}
		return "COALESCE(CAST(" + expr + " AS TEXT), '') LIKE " + bind(likePattern(fmt.Sprint(raw), prefix, suffix)) + ` ESCAPE '\'`, nil
	}
	cmp := func(op string) (string, *Refusal) {
		v, err := value(f.Value, "value")
		if err != nil {
			return "", err
		}
		if text {
			return "LOWER(" + expr + ") " + op + " LOWER(" + v + ")", nil
		}
		return expr + " " + op + " " + v, nil
	}

	switch f.Operator {
	case "equals":
		return cmp("=")
	case "not_equals":
		s, err := cmp("!=")
		if err != nil {
			return "", err
		}
		return expr + " IS NULL OR " + s, nil
	case "greater_than", "after":
		return cmp(">")
	case "less_than", "before":
		return cmp("<")
	case "contains":
		return like(f.Value, true, true)
	case "starts_with":
		return like(f.Value, false, true)
	case "ends_with":
		return like(f.Value, true, false)
	case "between":
		a, err := value(f.Value, "value")
		if err != nil {
			return "", err
		}
		b, err := value(f.SecondValue, "secondValue")
		if err != nil {
			return "", err
		}
		return expr + " BETWEEN " + a + " AND " + b, nil
	case "is_empty":
		return expr + " IS NULL OR CAST(" + expr + " AS TEXT) = ''", nil
	case "is_not_empty":
		return expr + " IS NOT NULL AND CAST(" + expr + " AS TEXT) != ''", nil
	case "has_any", "has_all":
		if len(f.Values) == 0 {
			return "", Refuse("values", "validation_required", "This operator needs a list of values.", nil)
		}
		join := " OR "
		if f.Operator == "has_all" {
			join = " AND "
		}
		parts := make([]string, 0, len(f.Values))
		for i, raw := range f.Values {
			var s string
			var err *Refusal
			if kind == Text {
				s, err = like(raw, true, true)
			} else {
				s, err = value(raw, fmt.Sprintf("values.%d", i))
				if err == nil {
					s = expr + " = " + s
				}
			}
			if err != nil {
				if err.Field == "value" {
					err.Field = fmt.Sprintf("values.%d", i)
				}
				return "", err
			}
			parts = append(parts, "("+s+")")
		}
		return strings.Join(parts, join), nil
	}
	return "", Refuse("operator", "validation_unknown_operator", "Unknown filter operator.", nil)
}
