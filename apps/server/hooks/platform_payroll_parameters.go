package hooks

// Payroll parameters: the tax brackets, phase-out and insurance rates in force from each effective date.

import (
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
)

// bindPayrollParameters validates the effective-dated payroll parameters and keeps superseded versions as they
// were.
func bindPayrollParameters(app core.App) {
	app.OnRecordValidate("payroll_parameters").BindFunc(func(e *core.RecordEvent) error {
		if err := validatePayrollParameters(e.Record); err != nil {
			return err
		}
		return e.Next()
	})
	// A version that a later one has replaced is history: the periods it covered were computed with it, so it is
	// never changed (superusers included; the dashboard goes through this API). Changes are a new version.
	app.OnRecordUpdateRequest("payroll_parameters").BindFunc(func(e *core.RecordRequestEvent) error {
		newer, err := newerPayrollVersion(e.App, e.Record.Id, e.Record.Original().GetDateTime("effectiveFrom").String())
		if err != nil {
			return err
		}
		if newer != "" {
			return actions.Refuse("effectiveFrom", "payroll_version_superseded",
				"A newer version applies from {{.newer}}, so this one can no longer be changed: save a new version.",
				map[string]any{"newer": newer})
		}
		return e.Next()
	})
}

// newerPayrollVersion is the effective date (YYYY-MM-DD) of the earliest version after `from` other than id, or ""
// when the version is the latest.
func newerPayrollVersion(app core.App, id, from string) (string, error) {
	var next string
	err := app.DB().Select("effectiveFrom").From("payroll_parameters").
		Where(dbx.And(dbx.NewExp("effectiveFrom > {:from}", dbx.Params{"from": from}), dbx.Not(dbx.HashExp{"id": id}))).
		OrderBy("effectiveFrom ASC").Limit(1).Row(&next)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return "", err
	}
	if len(next) > 10 {
		next = next[:10]
	}
	return next, nil
}

// taxBracket is one band of payroll_parameters.brackets: {min, max|null, rate, description?, descriptionAr?}.
type taxBracket struct {
	Min           *float64 `json:"min"`
	Max           *float64 `json:"max"`
	Rate          *float64 `json:"rate"`
	Description   *string  `json:"description"`
	DescriptionAr *string  `json:"descriptionAr"`
}

// BracketDescriptionMax is the longest description (each language) a tax bracket may carry.
const BracketDescriptionMax = 200

func validatePayrollParameters(r *core.Record) error {
	errs := validation.Errors{}

	var brackets []taxBracket
	if err := json.Unmarshal(jsonBytes(r.Get("brackets")), &brackets); err != nil || len(brackets) == 0 {
		errs["brackets"] = validation.NewError("invalid_brackets",
			"Tax brackets must be a non-empty list of {min, max, rate, description, descriptionAr}.")
	} else {
		prevMax := 0.0
		for i, b := range brackets {
			last := i == len(brackets)-1
			n := map[string]any{"bracket": i + 1}
			switch {
			case b.Min == nil || b.Rate == nil || *b.Rate < 0 || *b.Rate > 100:
				errs["brackets"] = validation.NewError("invalid_bracket", "Bracket #{{.bracket}} needs a min and a rate between 0 and 100.").SetParams(n)
			case *b.Min != prevMax:
				errs["brackets"] = validation.NewError("bracket_gap", "Bracket #{{.bracket}} must start where the previous one ends.").SetParams(n)
			case b.Max == nil && !last:
				errs["brackets"] = validation.NewError("invalid_bracket", "Only the last bracket may have no maximum.").SetParams(n)
			case b.Max != nil && *b.Max <= *b.Min:
				errs["brackets"] = validation.NewError("invalid_bracket", "Bracket #{{.bracket}} must end above its start.").SetParams(n)
			case tooLong(b.Description) || tooLong(b.DescriptionAr):
				errs["brackets"] = validation.NewError("bracket_description_too_long",
					"The description of bracket #{{.bracket}} must be at most {{.max}} characters.").
					SetParams(map[string]any{"bracket": i + 1, "max": BracketDescriptionMax})
			}
			if errs["brackets"] != nil {
				break
			}
			if b.Max != nil {
				prevMax = *b.Max
			}
		}
	}

	var phase struct {
		Thresholds []float64 `json:"thresholds"`
	}
	if raw := jsonBytes(r.Get("phaseOut")); string(raw) != "null" {
		if err := json.Unmarshal(raw, &phase); err != nil || !slices.IsSorted(phase.Thresholds) {
			errs["phaseOut"] = validation.NewError("invalid_phase_out", "The phase-out must be {thresholds: [ascending amounts]}.")
		} else if len(brackets) > 0 && len(phase.Thresholds) >= len(brackets) {
			errs["phaseOut"] = validation.NewError("invalid_phase_out", "The phase-out has more thresholds than there are brackets to remove.")
		}
	}

	if r.GetFloat("insurableMax") < r.GetFloat("insurableMin") {
		errs["insurableMax"] = validation.NewError("invalid_insurable_range", "The maximum insurable salary must not be below the minimum.")
	}

	if len(errs) > 0 {
		return errs
	}
	return nil
}

func tooLong(s *string) bool {
	return s != nil && utf8.RuneCountInString(*s) > BracketDescriptionMax
}
