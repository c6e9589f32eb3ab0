package hooks

// Report templates: the variables, filters, aggregations and schedule must be the specification's.

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/schema"
)

func bindReportTemplates(app core.App) {
	app.OnRecordValidate("report_templates").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "defaultExportFormat", "pdf")
		if strings.TrimSpace(e.Record.GetString("name")) == "" {
			return fieldError("name", "validation_required", "Please enter a template name")
		}
		if err := validateTemplate(e.Record); err != nil {
			return err
		}
		return e.Next()
	})
}

var knownVariables = func() map[string]bool {
	out := map[string]bool{}
	for _, group := range schema.ReportVariables {
		for _, v := range group {
			out[v] = true
		}
	}
	return out
}()

var scheduleTime = regexp.MustCompile(`^([01]\d|2[0-3]):[0-5]\d$`)

// validateTemplate checks variables against the specification's variable groups, filters against the
// 14 operators (between needs two values, has_any/has_all a list, is_empty/is_not_empty none),
// aggregations against the 5 functions, and the optional schedule.
func validateTemplate(r *core.Record) error {
	raw, _ := json.Marshal(r.Get("variables"))
	var variables []string
	if s := strings.TrimSpace(string(raw)); s != "null" && s != `""` {
		if err := json.Unmarshal(raw, &variables); err != nil {
			return fieldError("variables", "validation_invalid_variables", "Variables must be a list of variable names.")
		}
	}
	for i, v := range variables {
		if !knownVariables[v] {
			return fieldError(fmt.Sprintf("variables.%d", i), "validation_unknown_variable", fmt.Sprintf("Unknown report variable %q.", v))
		}
	}

	filters, err := jsonArray(r, "filters")
	if err != nil {
		return fieldError("filters", "validation_invalid_filters", "Filters must be a list.")
	}
	for i, f := range filters {
		key := func(k string) string { return fmt.Sprintf("filters.%d.%s", i, k) }
		if !knownVariables[rowString(f, "variable")] {
			return fieldError(key("variable"), "validation_unknown_variable", "Unknown report variable.")
		}
		op := rowString(f, "operator")
		if !contains(schema.FilterOperators, op) {
			return fieldError(key("operator"), "validation_unknown_operator", "Unknown filter operator.")
		}
		present := func(k string) bool { v, ok := f[k]; return ok && v != nil && fmt.Sprint(v) != "" }
		switch op {
		case "is_empty", "is_not_empty":
		case "between":
			if !present("value") || !present("secondValue") {
				return fieldError(key("secondValue"), "validation_required", "Between needs two values.")
			}
		case "has_any", "has_all":
			list, ok := f["values"].([]any)
			if !ok || len(list) == 0 {
				return fieldError(key("values"), "validation_required", "This operator needs a list of values.")
			}
		default:
			if !present("value") {
				return fieldError(key("value"), "validation_required", "A value is required.")
			}
		}
	}

	aggs, err := jsonArray(r, "aggregations")
	if err != nil {
		return fieldError("aggregations", "validation_invalid_aggregations", "Aggregations must be a list.")
	}
	for i, a := range aggs {
		if !knownVariables[rowString(a, "field")] {
			return fieldError(fmt.Sprintf("aggregations.%d.field", i), "validation_unknown_variable", "Unknown report variable.")
		}
		if !contains(schema.AggregateFunctions, rowString(a, "function")) {
			return fieldError(fmt.Sprintf("aggregations.%d.function", i), "validation_unknown_function", "Unknown aggregation function.")
		}
	}

	raw, _ = json.Marshal(r.Get("schedule"))
	if s := strings.TrimSpace(string(raw)); s != "null" && s != `""` && s != "{}" {
		var sch struct {
			Frequency string `json:"frequency"`
			DayOfWeek string `json:"dayOfWeek"`
			Time      string `json:"time"`
		}
		if err := json.Unmarshal(raw, &sch); err != nil {
			return fieldError("schedule", "validation_invalid_schedule", "Schedule must be an object with frequency, dayOfWeek and time.")
		}
		if !contains(schema.ScheduleFrequency, sch.Frequency) {
			return fieldError("schedule.frequency", "validation_invalid_frequency", "Frequency must be daily, weekly or monthly.")
		}
		if sch.Frequency == "weekly" && !contains(schema.DaysOfWeek, sch.DayOfWeek) {
			return fieldError("schedule.dayOfWeek", "validation_invalid_day", "Day of week must be Sunday to Saturday.")
		}
		if sch.DayOfWeek != "" && !contains(schema.DaysOfWeek, sch.DayOfWeek) {
			return fieldError("schedule.dayOfWeek", "validation_invalid_day", "Day of week must be Sunday to Saturday.")
		}
		if !scheduleTime.MatchString(sch.Time) {
			return fieldError("schedule.time", "validation_invalid_time", "Time must be HH:MM (24-hour).")
		}
	}
	return nil
}
