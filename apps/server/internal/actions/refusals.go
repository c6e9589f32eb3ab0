package actions

import (
	"strings"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/lines"
)

// Refuse answers 400 with one field error. message may use {{.name}} placeholders filled from params;
// user data (names, numbers) must go through params, never into message itself.
func Refuse(field, code, message string, params map[string]any) error {
	fe := validation.NewError(code, message)
	if len(params) > 0 {
		fe = fe.SetParams(params)
	}
	return apis.NewBadRequestError(fe.Error(), validation.Errors{field: fe})
}

// RefuseTransition answers 400 invalid_status_transition on the status field; message may use {{.status}}.
func RefuseTransition(r *core.Record, message string) error {
	return Refuse("status", "invalid_status_transition", message, map[string]any{"status": r.GetString("status")})
}

// BodyString returns a trimmed string value of the body ("" when absent or not a string).
func BodyString(body map[string]any, key string) string {
	s, _ := body[key].(string)
	return strings.TrimSpace(s)
}

// BodyMoney parses a positive amount of money (a JSON number or numeric string) into piastres; message
// is the validation_invalid_amount refusal.
func BodyMoney(body map[string]any, key, message string) (int64, error) {
	v, ok := body[key]
	if !ok || v == nil {
		return 0, Refuse(key, "validation_invalid_amount", message, nil)
	}
	p, err := lines.ParseMoney(lines.JSONText(v))
	if err != nil || p <= 0 {
		return 0, Refuse(key, "validation_invalid_amount", message, nil)
	}
	return p, nil
}

// BodyDate parses an optional date ("2026-03-05", "2026-03-05 00:00:00.000Z" or RFC 3339); fallback when absent.
func BodyDate(body map[string]any, key string, fallback types.DateTime) (types.DateTime, error) {
	s := BodyString(body, key)
	if s == "" {
		return fallback, nil
	}
	if len(s) == len("2006-01-02") {
		s += " 00:00:00.000Z"
	}
	d, err := types.ParseDateTime(s)
	if err != nil || d.IsZero() {
		return fallback, Refuse(key, "validation_invalid_date", "The date is not valid.", nil)
	}
	return d, nil
}

// DayStart is midnight UTC of t's day: the form date fields are stored in.
func DayStart(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}
