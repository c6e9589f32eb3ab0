package payroll

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	validation "github.com/pocketbase/ozzo-validation/v4"

	"erp/server/internal/lines"
)

// Limits of the input: no amount above MaxAmount EGP, at most MaxEntries entries per list, overtime
// hours per entry up to MaxHours and multipliers from 1 to MaxMultiplier.
const (
	MaxAmount      = 100_000_000 // EGP
	MaxEntries     = 100
	MaxHours       = 744 // a month of hours
	MaxMultiplier  = 10
	MaxDescription = 200
)

var periodPattern = regexp.MustCompile(`^(20\d\d|2100)-(0[1-9]|1[0-2])$`)

// Refuse is a one-field validation error with a stable code and params (as actions.Refuse, without the
// HTTP status: the record hooks and the routes answer it as a 400).
func Refuse(field, code, message string, params map[string]any) error {
	e := validation.NewError(code, message)
	if params != nil {
		e = e.SetParams(params)
	}
	return validation.Errors{field: e}
}

func errNetNegative(net int64, field string) error {
	return Refuse(field, "payroll_net_negative",
		"The net pay would be below zero ({{.netPay}}): reduce the deductions or raise the pay.", map[string]any{"netPay": FormatPounds(net)})
}

// ValidPeriod reports whether s is a payroll period, YYYY-MM.
func ValidPeriod(s string) bool { return periodPattern.MatchString(s) }

// money reads an amount of 0 or more (a JSON number or numeric string) into piastres.
func money(v any, field string, required bool) (int64, bool, error) {
	if v == nil || v == "" {
		if required {
			return 0, false, Refuse(field, "validation_required", "Cannot be blank.", nil)
		}
		return 0, false, nil
	}
	switch v.(type) {
	case string, float64, json.Number, int, int64:
	default:
		return 0, false, Refuse(field, "validation_invalid_amount", "Amount must be a number of 0 or more.", nil)
	}
	p, err := lines.ParseMoney(lines.JSONText(v))
	if err != nil || p < 0 {
		return 0, false, Refuse(field, "validation_invalid_amount", "Amount must be a number of 0 or more.", nil)
	}
	if p > MaxAmount*100 {
		return 0, false, Refuse(field, "validation_amount_too_large", "Amount must be at most {{.max}}.", map[string]any{"max": MaxAmount})
	}
	return p, true, nil
}

// scaled reads a positive number in thousandths (hours, multipliers).
func scaled(v any) (int64, bool) {
	switch v.(type) {
	case string, float64, json.Number, int, int64:
	default:
		return 0, false
	}
	q, err := lines.ParseQuantity(lines.JSONText(v))
	return q, err == nil
}

func text(row map[string]any, key string) (string, bool) {
	v, ok := row[key]
	if !ok || v == nil {
		return "", true
	}
	s, isString := v.(string)
	return strings.TrimSpace(s), isString
}

func flag(row map[string]any, key string, fallback bool) (bool, bool) {
	switch v := row[key].(type) {
	case nil:
		return fallback, true
	case bool:
		return v, true
	case string:
		b, err := strconv.ParseBool(v)
		return b, err == nil
	}
	return false, false
}

// list reads a JSON list of objects.
func list(v any, field string) ([]map[string]any, error) {
	if v == nil {
		return nil, nil
	}
	if s, ok := v.(string); ok { // a JSON field sent as text (multipart)
		if strings.TrimSpace(s) == "" {
			return nil, nil
		}
		var rows []map[string]any
		if json.Unmarshal([]byte(s), &rows) != nil {
			return nil, Refuse(field, "validation_invalid_list", "Must be a list of entries.", nil)
		}
		return rows, nil
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, Refuse(field, "validation_invalid_list", "Must be a list of entries.", nil)
	}
	var rows []map[string]any
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.UseNumber()
	if dec.Decode(&rows) != nil {
		return nil, Refuse(field, "validation_invalid_list", "Must be a list of entries.", nil)
	}
	if len(rows) > MaxEntries {
		return nil, Refuse(field, "validation_too_many_entries", "At most {{.max}} entries.", map[string]any{"max": MaxEntries})
	}
	return rows, nil
}

func label(row map[string]any, key, field string) (string, error) {
	s, ok := text(row, key)
	switch {
	case !ok || s == "":
		return "", Refuse(field, "validation_required", "Cannot be blank.", nil)
	case utf8.RuneCountInString(s) > MaxDescription:
		return "", Refuse(field, "validation_max_text_constraint", "Must be no more than {{.max}} character(s).", map[string]any{"max": MaxDescription})
	}
	return s, nil
}

// ParseInput checks and reads a calculation body: {period, baseSalary, insuredSalary?, allowances,
// overtime, bonuses, deductions}. The overtime list may also be called overtimeEntries (the record's
// field). Errors are field errors (allowances.0.amount, …) with stable codes. Overtime without a rate
// takes its type's multiplier from s.
func ParseInput(body map[string]any, s Settings) (Input, error) {
	var in Input
	in.Period, _ = text(body, "period")
	if !ValidPeriod(in.Period) {
		return in, Refuse("period", "validation_invalid_period", "The period must be a month, YYYY-MM.", nil)
	}
	var err error
	if in.BaseSalary, _, err = money(body["baseSalary"], "baseSalary", true); err != nil {
		return in, err
	}
	if w, set, err := money(body["insuredSalary"], "insuredSalary", false); err != nil {
		return in, err
	} else if set {
		in.InsuredWage = &w
	}

	rows, err := list(body["allowances"], "allowances")
	if err != nil {
		return in, err
	}
	for i, row := range rows {
		f := fmt.Sprintf("allowances.%d", i)
		a := Allowance{}
		if a.Name, err = label(row, "name", f+".name"); err != nil {
			return in, err
		}
		p, _, err := money(row["amount"], f+".amount", true)
		if err != nil {
			return in, err
		}
		a.Amount = Money(p)
		var ok bool
		if a.Taxable, ok = flag(row, "taxable", true); !ok {
			return in, Refuse(f+".taxable", "validation_invalid_value", "Must be true or false.", nil)
		}
		in.Allowances = append(in.Allowances, a)
	}

	ot := body["overtime"]
	if ot == nil {
		ot = body["overtimeEntries"]
	}
	if rows, err = list(ot, "overtime"); err != nil {
		return in, err
	}
	for i, row := range rows {
		f := fmt.Sprintf("overtime.%d", i)
		o := Overtime{}
		o.Record, _ = text(row, "record")
		o.Date, _ = text(row, "date")
		o.Type, _ = text(row, "type")
		o.Type = strings.ToUpper(o.Type)
		h, ok := scaled(row["hours"])
		if !ok || h <= 0 || h > MaxHours*1000 {
			return in, Refuse(f+".hours", "validation_invalid_hours", "Hours must be a number above 0 and at most {{.max}}.", map[string]any{"max": MaxHours})
		}
		o.HoursMilli = h
		if row["rate"] != nil && row["rate"] != "" {
			r, ok := scaled(row["rate"])
			if !ok || r < 1000 || r > MaxMultiplier*1000 {
				return in, Refuse(f+".rate", "validation_invalid_multiplier", "The rate must be a multiplier from 1 to {{.max}}.", map[string]any{"max": MaxMultiplier})
			}
			o.RateMilli = r
		} else if o.RateMilli = s.Multiplier(o.Type); o.RateMilli == 0 {
			return in, Refuse(f+".type", "validation_invalid_overtime_type", "Give a rate or a type: REGULAR, WEEKEND, HOLIDAY, NIGHT or NORMAL.", nil)
		}
		p, _, err := money(row["amount"], f+".amount", false)
		if err != nil {
			return in, err
		}
		o.Amount = Money(p)
		if o.Include, ok = flag(row, "include", true); !ok {
			return in, Refuse(f+".include", "validation_invalid_value", "Must be true or false.", nil)
		}
		in.Overtime = append(in.Overtime, o)
	}

	for _, kind := range []string{"bonuses", "deductions"} {
		rows, err := list(body[kind], kind)
		if err != nil {
			return in, err
		}
		for i, row := range rows {
			f := fmt.Sprintf("%s.%d", kind, i)
			it := Item{}
			if it.Description, err = label(row, "description", f+".description"); err != nil {
				return in, err
			}
			p, _, err := money(row["amount"], f+".amount", true)
			if err != nil {
				return in, err
			}
			it.Amount = Money(p)
			if kind == "bonuses" {
				in.Bonuses = append(in.Bonuses, it)
			} else {
				in.Deductions = append(in.Deductions, it)
			}
		}
	}
	return in, nil
}

// OvertimeRows renders computed overtime entries as the payroll record stores them.
func OvertimeRows(entries []Overtime) []map[string]any {
	rows := make([]map[string]any, 0, len(entries))
	for _, o := range entries {
		row := map[string]any{
			"date": o.Date, "type": o.Type, "hours": float64(o.HoursMilli) / 1000, "rate": float64(o.RateMilli) / 1000,
			"amount": float64(o.Amount) / 100, "include": o.Include,
		}
		if o.Record != "" {
			row["record"] = o.Record
		}
		rows = append(rows, row)
	}
	return rows
}
