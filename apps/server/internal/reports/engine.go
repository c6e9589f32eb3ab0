package reports

import (
	"fmt"
	"strings"

	"github.com/pocketbase/dbx"

	"erp/server/internal/actions"
)

// Filter is one template filter (the report_templates.filters JSON).
type Filter struct {
	Variable    string `json:"variable"`
	Operator    string `json:"operator"`
	Value       any    `json:"value,omitempty"`
	SecondValue any    `json:"secondValue,omitempty"`
	Values      []any  `json:"values,omitempty"`
}

// Aggregation is one template aggregation (the report_templates.aggregations JSON).
type Aggregation struct {
	Field    string `json:"field"`
	Function string `json:"function"`
	Label    string `json:"label,omitempty"`
}

// Spec is what a report asks for.
type Spec struct {
	ReportType   string        `json:"reportType"`
	Variables    []string      `json:"variables"`
	Filters      []Filter      `json:"filters"`
	Aggregations []Aggregation `json:"aggregations"`
}

// Column describes one column of a report's data.
type Column struct {
	Key   string   `json:"key"`
	Label string   `json:"label"`
	Kind  Kind     `json:"kind"`
	Enum  []string `json:"enum,omitempty"` // [collection, field] of the select whose labels the values show
}

// Summary is one computed aggregation.
type Summary struct {
	Field    string `json:"field"`
	Function string `json:"function"`
	Label    string `json:"label,omitempty"`
	Kind     Kind   `json:"kind"`
	Value    any    `json:"value"`
}

// Result is a report's data: its columns, rows (values in column order), the number of rows the filters
// kept (Rows may hold fewer: Truncated) and the aggregations over all of them.
type Result struct {
	Locale    string   `json:"locale"`
	Columns   []Column `json:"columns"`
	Rows      [][]any  `json:"rows"`
	RowCount  int      `json:"rowCount"`
	Truncated bool     `json:"truncated"`
	// StoredRows is how many rows a saved report holds in RowsTable (Rows then keeps the first ScreenRows).
	StoredRows int       `json:"storedRows,omitempty"`
	Summary    []Summary `json:"summary,omitempty"`
	// ScheduledFor is the schedule's run (RFC 3339, UTC) a scheduled report was generated for.
	ScheduledFor string `json:"scheduledFor,omitempty"`
}

// MaxStoredRows bounds the rows a saved report keeps (the summary always covers every row). They are in
// RowsTable and streamed to the exports, so memory does not bound them; the generating transaction does: it holds
// SQLite's single writer while it stores them (100,000 rows took 6–7 s on a loaded 2-core machine), and every
// other write of the server waits for it.
const MaxStoredRows = 100000

// Refusal is a report the engine will not build: a stable code for the field it concerns.
type Refusal struct {
	Field, Code, Message string
	Params               map[string]any
}

func (r *Refusal) Error() string { return r.Message }

// Refuse builds a refusal; message may use {{.name}} placeholders filled from params.
func Refuse(field, code, message string, params map[string]any) *Refusal {
	return &Refusal{Field: field, Code: code, Message: message, Params: params}
}

// Refuse answers the refusal as the API's 400 with its code on its field.
func (r *Refusal) Refuse() error { return actions.Refuse(r.Field, r.Code, r.Message, r.Params) }

// Forbidden is a report the user may not see: the permission it needs.
type Forbidden struct{ Permission string }

func (f *Forbidden) Error() string { return "missing permission " + f.Permission }

// Plan is a checked Spec bound to its source.
type Plan struct {
	spec   Spec
	src    *source
	arabic bool
}

// Prepare checks the spec against the report type's source and the user's permission keys (the source's
// report key and the view key of every collection the report reads).
func Prepare(spec Spec, arabic bool, granted func(key string) bool) (*Plan, error) {
	src := sourceNamed(typeSource[spec.ReportType])
	if spec.ReportType == "custom" {
		src = nil
		for _, s := range sources {
			if holdsAll(s, spec) {
				src = s
				break
			}
		}
		if src == nil {
			return nil, Refuse("variables", "report_variables_incompatible",
				"These variables do not belong to one report: choose variables of related groups.", nil)
		}
	} else if src == nil {
		return nil, Refuse("reportType", "validation_invalid_report_type", "Unknown report type.", nil)
	}
	if len(spec.Variables) == 0 {
		return nil, Refuse("variables", "report_no_variables", "Choose at least one variable.", nil)
	}
	for i, v := range spec.Variables {
		if _, ok := src.columns[v]; !ok {
			return nil, Refuse(fmt.Sprintf("variables.%d", i), "report_variable_not_in_type",
				"This variable is not available in this type of report.", map[string]any{"variable": v})
		}
	}
	for i, f := range spec.Filters {
		if err := checkVariable(src, f.Variable, fmt.Sprintf("filters.%d.variable", i)); err != nil {
			return nil, err
		}
	}
	for i, a := range spec.Aggregations {
		if err := checkVariable(src, a.Field, fmt.Sprintf("aggregations.%d.field", i)); err != nil {
			return nil, err
		}
		k := src.columns[a.Field].kind
		if a.Function != "count" && a.Function != "minimum" && a.Function != "maximum" && k != Number && k != Money {
			return nil, Refuse(fmt.Sprintf("aggregations.%d.function", i), "report_aggregation_needs_number",
				"Sum and average need a numeric variable.", map[string]any{"variable": a.Field})
		}
	}
	if !granted(src.key) {
		return nil, &Forbidden{src.key}
	}
	for _, c := range readsOf(src, spec) {
		if k := ViewKeys[c]; k != "" && !granted(k) {
			return nil, &Forbidden{k}
		}
	}
	return &Plan{spec: spec, src: src, arabic: arabic}, nil
}

// ReportKey is the permission a report type needs ("" for custom, whose source decides).
func ReportKey(reportType string) string {
	if s := sourceNamed(typeSource[reportType]); s != nil {
		return s.key
	}
	return ""
}

func holdsAll(s *source, spec Spec) bool {
	names := append([]string{}, spec.Variables...)
	for _, f := range spec.Filters {
		names = append(names, f.Variable)
	}
	for _, a := range spec.Aggregations {
		names = append(names, a.Field)
	}
	for _, v := range names {
		if _, ok := s.columns[v]; !ok {
			return false
		}
	}
	return len(names) > 0
}

func checkVariable(src *source, v, field string) error {
	c, ok := src.columns[v]
	if !ok {
		return Refuse(field, "report_variable_not_in_type", "This variable is not available in this type of report.",
			map[string]any{"variable": v})
	}
	if c.kind == NotTracked {
		return Refuse(field, "report_variable_not_tracked", "This variable is not tracked, so it cannot be filtered or summarised.",
			map[string]any{"variable": v})
	}
	return nil
}

// readsOf lists every collection the report reads.
func readsOf(src *source, spec Spec) []string {
	seen := map[string]bool{}
	out := []string{}
	add := func(cs []string) {
		for _, c := range cs {
			if !seen[c] {
				seen[c] = true
				out = append(out, c)
			}
		}
	}
	add(src.reads)
	for _, v := range spec.Variables {
		add(src.columns[v].reads)
	}
	for _, f := range spec.Filters {
		add(src.columns[f.Variable].reads)
	}
	for _, a := range spec.Aggregations {
		add(src.columns[a.Field].reads)
	}
	return out
}

func (p *Plan) expr(v string) string {
	c := p.src.columns[v]
	if p.arabic && c.exprAr != "" {
		return c.exprAr
	}
	return c.expr
}

// Columns are the report's columns with headers in the plan's language.
func (p *Plan) Columns() []Column {
	out := make([]Column, len(p.spec.Variables))
	for i, v := range p.spec.Variables {
		c := p.src.columns[v]
		out[i] = Column{Key: v, Label: VariableLabels[v].In(p.arabic), Kind: c.kind}
		if c.kind == Enum {
			out[i].Enum = []string{c.enum[0], c.enum[1]}
		}
	}
	return out
}

// where builds the filters' WHERE clause; every value is a bound parameter.
func (p *Plan) where() (string, dbx.Params, error) {
	params := dbx.Params{}
	parts := []string{}
	for i, f := range p.spec.Filters {
		c := p.src.columns[f.Variable]
		sql, err := condition(p.expr(f.Variable), c.kind, f, fmt.Sprintf("f%d", i), params)
		if err != nil {
			err.Field = fmt.Sprintf("filters.%d.%s", i, err.Field)
			return "", nil, err
		}
		parts = append(parts, "("+sql+")")
	}
	if len(parts) == 0 {
		return "", params, nil
	}
	return " WHERE " + strings.Join(parts, " AND "), params, nil
}

// Key is the report permission the plan was checked against.
func (p *Plan) Key() string { return p.src.key }

// Spec is the plan's specification.
func (p *Plan) Spec() Spec { return p.spec }
