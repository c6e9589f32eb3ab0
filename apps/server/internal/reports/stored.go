package reports

import (
	"encoding/json"
	"strings"

	"github.com/pocketbase/dbx"
)

// RowsTable holds every stored row of every saved report, one row per database row (`report`, `n` from 0,
// `row` the values as a JSON array in column order), so an export reads them through a cursor and never holds
// a report's rows in memory. It is a plain table, not a collection: only the report routes read it.
const RowsTable = "saved_report_rows"

// CreateRowsTableSQL creates RowsTable (migration 1767225830_saved_report_rows and the benchmarks).
const CreateRowsTableSQL = `CREATE TABLE IF NOT EXISTS ` + RowsTable + ` (
	report TEXT NOT NULL,
	n      INTEGER NOT NULL,
	row    TEXT NOT NULL,
	PRIMARY KEY (report, n)
) WITHOUT ROWID`

// ScreenRows is how many rows a saved report keeps in its record's data for the screens (the viewer shows
// the first 200); every row is in RowsTable.
const ScreenRows = 200

// RowSource hands a report's rows to fn in order; the slice may be reused between calls.
type RowSource func(fn func(row []any) error) error

// SliceRows is a source over rows already in memory (a report saved before RowsTable, the benchmarks).
func SliceRows(rows [][]any) RowSource {
	return func(fn func(row []any) error) error {
		for _, r := range rows {
			if err := fn(r); err != nil {
				return err
			}
		}
		return nil
	}
}

// StoredRows reads a saved report's rows from RowsTable through a cursor, decoding one row at a time;
// limit > 0 stops after that many.
func StoredRows(db dbx.Builder, report string, limit int) RowSource {
	return func(fn func(row []any) error) error {
		q := "SELECT row FROM " + RowsTable + " WHERE report = {:report} ORDER BY n"
		if limit > 0 {
			q += " LIMIT " + itoa(limit)
		}
		rows, err := db.NewQuery(q).Bind(dbx.Params{"report": report}).Rows()
		if err != nil {
			return err
		}
		defer rows.Close()
		var raw []byte
		var row []any
		for rows.Next() {
			if err := rows.Scan(&raw); err != nil {
				return err
			}
			row = row[:0]
			if err := json.Unmarshal(raw, &row); err != nil {
				return err
			}
			if err := fn(row); err != nil {
				return err
			}
		}
		return rows.Err()
	}
}

// HasStoredRows says whether RowsTable holds rows of the report (reports saved before it keep theirs in data).
func HasStoredRows(db dbx.Builder, report string) (bool, error) {
	var n int
	err := db.NewQuery("SELECT COUNT(*) FROM (SELECT 1 FROM " + RowsTable + " WHERE report = {:report} LIMIT 1)").
		Bind(dbx.Params{"report": report}).Row(&n)
	return n > 0, err
}

// RowWriter appends a report's rows to RowsTable in batches of multi-row INSERTs (parameterised), so the
// rows go from the report's query to the table without being held.
type RowWriter struct {
	db     dbx.Builder
	report string
	n      int
	batch  []string
	params dbx.Params
}

// rowBatch is how many rows one INSERT carries (3 parameters each, well under SQLite's limit).
const rowBatch = 500

// NewRowWriter starts writing the rows of report (replacing any it had).
func NewRowWriter(db dbx.Builder, report string) (*RowWriter, error) {
	if _, err := db.NewQuery("DELETE FROM " + RowsTable + " WHERE report = {:report}").Bind(dbx.Params{"report": report}).Execute(); err != nil {
		return nil, err
	}
	return &RowWriter{db: db, report: report, params: dbx.Params{"report": report}}, nil
}

// Add appends one row (encoded at once, so the caller may reuse the slice).
func (w *RowWriter) Add(row []any) error {
	b, err := json.Marshal(row)
	if err != nil {
		return err
	}
	i := itoa(len(w.batch))
	w.params["n"+i] = w.n
	w.params["r"+i] = string(b)
	w.batch = append(w.batch, "({:report}, {:n"+i+"}, {:r"+i+"})")
	w.n++
	if len(w.batch) == rowBatch {
		return w.Flush()
	}
	return nil
}

// Count is how many rows were added.
func (w *RowWriter) Count() int { return w.n }

// Flush writes the rows added since the last flush.
func (w *RowWriter) Flush() error {
	if len(w.batch) == 0 {
		return nil
	}
	q := "INSERT INTO " + RowsTable + " (report, n, row) VALUES " + strings.Join(w.batch, ", ")
	if _, err := w.db.NewQuery(q).Bind(w.params).Execute(); err != nil {
		return err
	}
	w.batch = w.batch[:0]
	w.params = dbx.Params{"report": w.report}
	return nil
}

// DeleteStoredRows removes a saved report's rows (its record is being deleted).
func DeleteStoredRows(db dbx.Builder, report string) error {
	_, err := db.NewQuery("DELETE FROM " + RowsTable + " WHERE report = {:report}").Bind(dbx.Params{"report": report}).Execute()
	return err
}
