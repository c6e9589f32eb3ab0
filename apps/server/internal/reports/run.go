package reports

import (
	"database/sql"
	"strings"

	"github.com/pocketbase/dbx"
)

var aggregateSQL = map[string]string{"sum": "SUM", "average": "AVG", "minimum": "MIN", "maximum": "MAX", "count": "COUNT"}

// SQL is the plan's row query and its parameters (exposed for tests and the benchmark).
func (p *Plan) SQL(limit int) (string, dbx.Params, error) {
	where, params, err := p.where()
	if err != nil {
		return "", nil, err
	}
	cols := make([]string, len(p.spec.Variables))
	for i, v := range p.spec.Variables {
		cols[i] = p.expr(v)
	}
	q := "SELECT " + strings.Join(cols, ", ") + " FROM " + p.src.from + where + " ORDER BY " + p.src.orderBy
	if limit > 0 {
		q += " LIMIT " + itoa(limit)
	}
	return q, params, nil
}

func itoa(n int) string {
	b := []byte{}
	if n == 0 {
		return "0"
	}
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}

// Run computes the report: at most limit rows (MaxStoredRows when limit is 0), the count of every row
// the filters keep and the aggregations over all of them. It holds the rows in memory: the wizard's preview
// uses it; a saved report streams its rows with Summarise and Each instead.
func (p *Plan) Run(db dbx.Builder, limit int) (*Result, error) {
	if limit <= 0 {
		limit = MaxStoredRows
	}
	res := p.Empty()
	if err := p.Each(db, limit, func(row []any) error {
		res.Rows = append(res.Rows, append([]any(nil), row...))
		return nil
	}); err != nil {
		return nil, err
	}
	count, summary, err := p.Summarise(db)
	if err != nil {
		return nil, err
	}
	res.RowCount, res.Summary = count, summary
	res.Truncated = res.RowCount > len(res.Rows)
	return res, nil
}

// Empty is the report's result without rows: its locale and columns.
func (p *Plan) Empty() *Result {
	res := &Result{Locale: "en-US", Columns: p.Columns(), Rows: [][]any{}, Summary: []Summary{}}
	if p.arabic {
		res.Locale = "ar-EG"
	}
	return res
}

// Each reads the report's rows in order through a database cursor, at most limit (MaxStoredRows when
// limit is 0), and hands each to fn; the slice is reused between calls (fn copies what it keeps).
func (p *Plan) Each(db dbx.Builder, limit int, fn func(row []any) error) error {
	if limit <= 0 {
		limit = MaxStoredRows
	}
	q, params, err := p.SQL(limit)
	if err != nil {
		return err
	}
	rows, err := db.NewQuery(q).Bind(params).Rows()
	if err != nil {
		return err
	}
	defer rows.Close()
	n := len(p.spec.Variables)
	vals := make([]any, n)
	ptrs := make([]any, n)
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		clear(vals)
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		for i, v := range vals {
			if b, ok := v.([]byte); ok {
				vals[i] = string(b)
			}
		}
		if err := fn(vals); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Summarise counts every row the filters keep and computes the aggregations over them, in one query.
func (p *Plan) Summarise(db dbx.Builder) (int, []Summary, error) {
	where, params, err := p.where()
	if err != nil {
		return 0, nil, err
	}
	sel := []string{"COUNT(*)"}
	for _, a := range p.spec.Aggregations {
		sel = append(sel, aggregateSQL[a.Function]+"("+p.expr(a.Field)+")")
	}
	out := make([]any, len(sel))
	ptrs := make([]any, len(sel))
	for i := range out {
		ptrs[i] = &out[i]
	}
	row := db.NewQuery("SELECT " + strings.Join(sel, ", ") + " FROM " + p.src.from + where).Bind(params)
	sqlRows, err := row.Rows()
	if err != nil {
		return 0, nil, err
	}
	defer sqlRows.Close()
	if !sqlRows.Next() {
		return 0, nil, sql.ErrNoRows
	}
	if err := sqlRows.Scan(ptrs...); err != nil {
		return 0, nil, err
	}
	summary := []Summary{}
	for i, a := range p.spec.Aggregations {
		kind := p.src.columns[a.Field].kind
		v := out[i+1]
		if b, ok := v.([]byte); ok {
			v = string(b)
		}
		if a.Function == "count" {
			kind = Number
		} else if v != nil && (a.Function == "average" || kind == Money) {
			if _, isFloat := v.(float64); isFloat || a.Function == "average" {
				v = round2(toFloat(v)) // sums of amounts are whole piastres, not float noise
			}
		}
		summary = append(summary, Summary{Field: a.Field, Function: a.Function, Label: a.Label, Kind: kind, Value: v})
	}
	return int(toFloat(out[0])), summary, nil
}

func toFloat(v any) float64 {
	switch n := v.(type) {
	case int64:
		return float64(n)
	case float64:
		return n
	case int:
		return float64(n)
	}
	return 0
}

func round2(f float64) float64 {
	if f < 0 {
		return -float64(int64(-f*100+0.5)) / 100
	}
	return float64(int64(f*100+0.5)) / 100
}
