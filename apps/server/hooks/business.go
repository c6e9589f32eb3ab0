package hooks

// Helpers shared by the business domains (CRM, sales, stock, HR, reports, alerts): server-owned
// fields, document numbers, settings look-ups and field errors.

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/numbering"
)

// serverOwned makes the listed fields server-owned for CRUD requests: a value sent by the client is
// ignored (blank on create, the stored value on update). Hooks then derive the real values.
func serverOwned(app core.App, collection string, fields ...string) {
	reset := func(e *core.RecordRequestEvent) error {
		for _, f := range fields {
			if e.Record.IsNew() {
				e.Record.Set(f, nil)
			} else {
				e.Record.Set(f, e.Record.Original().Get(f))
			}
		}
		return e.Next()
	}
	app.OnRecordCreateRequest(collection).BindFunc(reset)
	app.OnRecordUpdateRequest(collection).BindFunc(reset)
}

// requestTransaction runs create and update requests of the collections in one transaction, so the
// record and everything its hooks write (numbers, ledgers, alerts, audit rows) commit together.
func requestTransaction(app core.App, collections ...string) {
	wrap := func(e *core.RecordRequestEvent) error {
		return e.App.RunInTransaction(func(tx core.App) error {
			orig := e.App
			e.App = tx
			defer func() { e.App = orig }()
			return e.Next()
		})
	}
	app.OnRecordCreateRequest(collections...).BindFunc(wrap)
	app.OnRecordUpdateRequest(collections...).BindFunc(wrap)
	app.OnRecordDeleteRequest(collections...).BindFunc(wrap)
}

// stampCreator sets field to the requesting user on create.
func stampCreator(app core.App, collection, field string) {
	app.OnRecordCreateRequest(collection).BindFunc(func(e *core.RecordRequestEvent) error {
		if e.Auth != nil && e.Auth.Collection().Name == "users" {
			e.Record.Set(field, e.Auth.Id)
		} else {
			e.Record.Set(field, nil)
		}
		return e.Next()
	})
}

// inTx runs fn with a transactional app: e.App itself when it already is one, or a new transaction
// around the rest of the save chain.
func inTx(e *core.RecordEvent, fn func(tx core.App) error) error {
	run := func(tx core.App) error {
		orig := e.App
		e.App = tx
		defer func() { e.App = orig }()
		return fn(tx)
	}
	if e.App.IsTransactional() {
		return run(e.App)
	}
	return e.App.RunInTransaction(run)
}

// numberOnCreate assigns the next number of prefix's series (per year of dateField) to field when the
// record is created without one, inside the transaction that inserts it.
func numberOnCreate(app core.App, collection, field, prefix, dateField string) {
	app.OnRecordCreate(collection).BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if e.Record.GetString(field) == "" {
				year := time.Now().UTC().Year()
				if d := e.Record.GetDateTime(dateField); !d.IsZero() {
					year = d.Time().Year()
				}
				number, err := numbering.NextNumber(tx, prefix, year)
				if err != nil {
					return err
				}
				e.Record.Set(field, number)
			}
			return e.Next()
		})
	})
}

// defaultOnCreate fills an empty field of a new record with value (initial states).
func defaultOnCreate(r *core.Record, field string, value any) {
	if r.IsNew() && r.GetString(field) == "" {
		r.Set(field, value)
	}
}

// settingsRecord returns the single app_settings record, or nil when there is none.
func settingsRecord(app core.App) *core.Record {
	recs, err := app.FindRecordsByFilter("app_settings", "", "created", 1, 0)
	if err != nil || len(recs) == 0 {
		return nil
	}
	return recs[0]
}

// defaultVATRates are accepted when the settings record has no VAT rates.
var defaultVATRates = []float64{0, 5, 14}

// allowedVATRates returns the rates configured in app_settings.vatRates ([{name, rate, ...}]).
func allowedVATRates(app core.App) []float64 {
	s := settingsRecord(app)
	if s == nil {
		return defaultVATRates
	}
	var rows []struct {
		Rate *float64 `json:"rate"`
	}
	raw, _ := json.Marshal(s.Get("vatRates"))
	if err := json.Unmarshal(raw, &rows); err != nil {
		return defaultVATRates
	}
	out := []float64{}
	for _, r := range rows {
		if r.Rate != nil {
			out = append(out, *r.Rate)
		}
	}
	if len(out) == 0 {
		return defaultVATRates
	}
	return out
}

func checkVATRate(app core.App, rate float64) error {
	allowed := allowedVATRates(app)
	labels := make([]string, 0, len(allowed))
	for _, a := range allowed {
		if math.Abs(a-rate) < 1e-9 {
			return nil
		}
		labels = append(labels, fmt.Sprintf("%g%%", a))
	}
	return validation.Errors{"vatRate": validation.NewError("validation_invalid_vat_rate",
		"VAT rate must be one of the configured rates ("+strings.Join(labels, ", ")+").")}
}

// fieldError builds a PocketBase-shaped single field error.
func fieldError(field, code, message string) error {
	return validation.Errors{field: validation.NewError(code, message)}
}

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

func contains(values []string, v string) bool {
	for _, x := range values {
		if x == v {
			return true
		}
	}
	return false
}
